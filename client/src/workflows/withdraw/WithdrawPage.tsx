import { useTranslate } from 'react-admin';
import { AUTO_DISINVEST, SELL_DOWN_METHODS } from '../../../../contract/enums';
import { WITHDRAWAL_METHODS } from '../../../../contract/ledger';
import { AccountWorkflow } from '../shared/account';
import { bind, ChoiceField, MoneyField, RadioField, ScheduleFields, TextInput } from '../shared/fields';
import type { FormProps } from '../shared/Workflow';
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

const WithdrawForm = (form: FormProps<WithdrawValues>) => {
  const translate = useTranslate();
  return (
    <>
      <ScheduleFields {...form} />
      <ChoiceField {...bind(form, 'method')} choices={WITHDRAWAL_METHODS} />
      <MoneyField {...bind(form, 'amount')} />
      <RadioField
        {...bind(form, 'autoDisinvest')}
        choices={['None', ...AUTO_DISINVEST]}
        helperText={translate('workflows.withdraw.autoDisinvestHelp')}
      />
      {form.values.autoDisinvest === 'Partial' && (
        <RadioField {...bind(form, 'sellDown')} choices={SELL_DOWN_METHODS} />
      )}
      <TextInput {...bind(form, 'narrative')} />
    </>
  );
};

/** /accounts/{id}/withdraw: a single or regular withdrawal, selling down holdings when cash is short. */
export const WithdrawPage = () => (
  <AccountWorkflow
    title="workflows.withdraw.title"
    action="withdraw"
    initialValues={INITIAL}
    renderForm={(form) => <WithdrawForm {...form} />}
    plan={planWithdrawal}
  />
);
