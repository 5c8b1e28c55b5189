import { AccountWorkflow } from '../shared/account';
import { bind, MoneyField, TextInput } from '../shared/fields';
import { planAdHocFee, type FeeValues } from './planAdHocFee';

const INITIAL: FeeValues = { amount: '', narrative: '' };

/** /accounts/{id}/ad-hoc-fee: charge the adviser's ad hoc fee to the account. */
export const AdHocFeePage = () => (
  <AccountWorkflow
    title="workflows.adHocFee.title"
    action="fee"
    initialValues={INITIAL}
    renderForm={(form) => (
      <>
        <MoneyField {...bind(form, 'amount')} />
        <TextInput {...bind(form, 'narrative')} label="feeNarrative" />
      </>
    )}
    plan={planAdHocFee}
  />
);
