import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAY_IN_METHODS } from '../../../../contract/ledger';
import type { TAccountSummary } from '../../../../contract/accounts';
import { AccountWorkflow } from '../shared/account';
import { bind, ChoiceField, MoneyField, ScheduleFields, TextInput } from '../shared/fields';
import { parseMoney, ZERO } from '../../shared/money';
import { emptyOrder, ORDER_MODES, OrderFields } from '../shared/orders';
import type { FormProps } from '../shared/Workflow';
import { allowanceRule, taxYearWords } from '../../shared/allowance';
import { orderModeOf, planPayIn, type PayInValues } from './planPayIn';

const INITIAL: PayInValues = {
  frequency: 'Single',
  paymentDay: '',
  method: 'Bank Transfer',
  amount: '',
  narrative: '',
  invest: false,
  mode: 'Amounts',
  orders: [emptyOrder()],
};

/**
 * ISA and JISA: the allowance rule with this tax year's figures split (used, pending, left), from the
 * platform's valuation; pending money is explained, since it counts but has not arrived.
 */
const AllowanceNote = ({ summary }: { summary: TAccountSummary }) => {
  const translate = useTranslate();
  const rule = allowanceRule(translate, summary);
  if (!rule) return null;
  return (
    <Typography variant="body2" role="status">
      {rule} ({taxYearWords(translate, summary.toDate)}).
      {summary.subscriptionAllowance!.pending > 0 && ` ${translate('workflows.payIn.pendingNote')}`}
    </Typography>
  );
};

const PayInForm = ({ form, summary }: { form: FormProps<PayInValues>; summary: TAccountSummary }) => {
  const translate = useTranslate();
  const { values, set, errors } = form;
  return (
    <>
      <AllowanceNote summary={summary} />
      <ScheduleFields {...form} />
      <ChoiceField {...bind(form, 'method')} choices={PAY_IN_METHODS} />
      <MoneyField {...bind(form, 'amount')} />
      <TextInput {...bind(form, 'narrative')} />
      <FormControlLabel
        control={<Checkbox checked={values.invest} onChange={(e) => set({ invest: e.target.checked })} />}
        label={translate('workflows.fields.invest')}
      />
      {values.invest && (
        <OrderFields
          values={{ ...values, mode: orderModeOf(values) }}
          modes={values.frequency === 'Regular' ? ['Percentages'] : ORDER_MODES}
          set={set}
          errors={errors}
          base={parseMoney(values.amount) ?? ZERO}
          baseLabel={translate('workflows.orders.ofPayIn')}
        />
      )}
    </>
  );
};

/** /accounts/{id}/pay-in: a single or regular pay-in, optionally invested on receipt. */
export const PayInPage = () => (
  <AccountWorkflow
    title="workflows.payIn.title"
    action="payIn"
    initialValues={INITIAL}
    renderForm={(form, summary) => <PayInForm form={form} summary={summary} />}
    plan={planPayIn}
  />
);
