import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAY_IN_METHODS, type TAccountSummary } from '../../../../contract';
import { AccountWorkflow } from '../shared/account';
import { bind, ChoiceField, MoneyField, ScheduleFields, TextInput } from '../shared/fields';
import { formatPounds, parseMoney, ZERO } from '../shared/money';
import { emptyOrder, ORDER_MODES, OrderFields } from '../shared/orders';
import { longDate, taxYearOf } from '../shared/taxYear';
import type { FormProps } from '../shared/Workflow';
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

/** ISA and JISA: what is left of this tax year's subscription allowance (from the platform's valuation). */
const AllowanceNote = ({ summary }: { summary: TAccountSummary }) => {
  const translate = useTranslate();
  if (summary.remainingSubscriptionAmount === null) return null;
  const year = taxYearOf(summary.toDate);
  return (
    <Typography variant="body2" role="status">
      {translate('workflows.payIn.allowance', {
        left: formatPounds(summary.remainingSubscriptionAmount),
        wrapper: summary.wrapperType,
        year: year.label,
        start: longDate(year.start),
        end: longDate(year.end),
      })}
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
    initialValues={INITIAL}
    renderForm={(form, summary) => <PayInForm form={form} summary={summary} />}
    plan={planPayIn}
  />
);
