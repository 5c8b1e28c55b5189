import { useTranslate } from 'react-admin';
import { AccountSubject, useAccountPage } from '../shared/account';
import { MoneyField, TextInput } from '../shared/fields';
import { Workflow } from '../shared/Workflow';
import { planAdHocFee, type FeeValues } from './planAdHocFee';

const INITIAL: FeeValues = { amount: '', narrative: '' };

/** /accounts/{id}/ad-hoc-fee: charge the adviser's ad hoc fee to the account. */
export const AdHocFeePage = () => {
  const translate = useTranslate();
  const { summary, ready } = useAccountPage();
  return (
    <Workflow
      title="workflows.adHocFee.title"
      subject={<AccountSubject summary={summary} />}
      initialValues={INITIAL}
      ready={ready}
      renderForm={({ values, set, errors }) => (
        <>
          <MoneyField
            name="amount"
            value={values.amount}
            onChange={(amount) => set({ amount })}
            errors={errors}
          />
          <TextInput
            name="narrative"
            label="feeNarrative"
            value={values.narrative}
            onChange={(narrative) => set({ narrative })}
            errors={errors}
          />
        </>
      )}
      plan={(values) => planAdHocFee(values, summary!, translate)}
    />
  );
};
