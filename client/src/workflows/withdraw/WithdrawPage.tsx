import { useTranslate } from 'react-admin';
import { AUTO_DISINVEST, SELL_DOWN_METHODS, WITHDRAWAL_METHODS } from '../../../../contract';
import { AccountSubject, useAccountPage } from '../shared/account';
import { ChoiceField, MoneyField, RadioField, ScheduleFields, TextInput } from '../shared/fields';
import { Workflow, type FormProps } from '../shared/Workflow';
import { planWithdrawal, type WithdrawValues } from './planWithdrawal';

const INITIAL: WithdrawValues = {
  frequency: 'Single',
  paymentDay: '',
  method: 'BACS Credit',
  amount: '',
  autoDisinvest: 'None',
  sellDown: 'Largest',
  narrative: '',
};

const WithdrawForm = ({ values, set, errors }: FormProps<WithdrawValues>) => {
  const translate = useTranslate();
  return (
    <>
      <ScheduleFields values={values} set={set} errors={errors} />
      <ChoiceField
        name="method"
        value={values.method}
        onChange={(method) => set({ method })}
        errors={errors}
        choices={WITHDRAWAL_METHODS}
      />
      <MoneyField
        name="amount"
        value={values.amount}
        onChange={(amount) => set({ amount })}
        errors={errors}
      />
      <RadioField
        name="autoDisinvest"
        value={values.autoDisinvest}
        onChange={(v) => set({ autoDisinvest: v as WithdrawValues['autoDisinvest'] })}
        errors={errors}
        choices={['None', ...AUTO_DISINVEST]}
        helperText={translate('workflows.withdraw.autoDisinvestHelp')}
      />
      {values.autoDisinvest === 'Partial' && (
        <RadioField
          name="sellDown"
          value={values.sellDown}
          onChange={(v) => set({ sellDown: v as WithdrawValues['sellDown'] })}
          errors={errors}
          choices={SELL_DOWN_METHODS}
        />
      )}
      <TextInput
        name="narrative"
        value={values.narrative}
        onChange={(narrative) => set({ narrative })}
        errors={errors}
      />
    </>
  );
};

/** /accounts/{id}/withdraw: a single or regular withdrawal, selling down holdings when cash is short. */
export const WithdrawPage = () => {
  const translate = useTranslate();
  const { summary, ready } = useAccountPage();
  return (
    <Workflow
      title="workflows.withdraw.title"
      subject={<AccountSubject summary={summary} />}
      initialValues={INITIAL}
      ready={ready}
      renderForm={(form) => <WithdrawForm {...form} />}
      plan={(values) => planWithdrawal(values, summary!, translate)}
    />
  );
};
