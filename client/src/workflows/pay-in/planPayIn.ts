import type { TranslateFunction as Translate } from 'react-admin';
import { TRANSACTION_KINDS } from '../../../../contract/ledger';
import type { TAccountSummary } from '../../../../contract/accounts';
import { booksOf } from '../shared/books';
import { describeSchedule } from '../shared/describe';
import { paymentErrors, scheduleBody, SCHEDULE_FIELDS, type Schedule } from '../shared/fields';
import { dec, formatPounds, moneyOut, parsePercent } from '../../shared/money';
import { plannedBuys, type OrderValues } from '../shared/orders';
import type { PlanOutcome, PlannedTransaction } from '../shared/plan';
import { allowanceRule } from '../../shared/allowance';

export interface PayInValues extends Schedule, OrderValues {
  method: string;
  amount: string;
  narrative: string;
  /** Invest on receipt: buy these instruments once the money arrives (one transaction group). */
  invest: boolean;
}

/** A regular pay-in invests each payment by percentages; a single one may also give amounts. */
export const orderModeOf = (values: PayInValues) =>
  values.frequency === 'Regular' ? 'Percentages' : values.mode;

/**
 * A regular pay-in's standing instruction to invest each payment: the pay-in's own `investOnReceipt`
 * (a regular payment cannot be in a group). Its errors come back as `investOnReceipt.{i}.{field}`.
 */
function investOnReceipt(values: PayInValues): Pick<PlannedTransaction, 'body' | 'fields'> {
  const lines = values.orders.map((line) => ({
    assetId: line.instrument!.id,
    percentage: Number(parsePercent(line.value)!.toFixed()),
  }));
  const fields = Object.fromEntries(
    values.orders.flatMap((_, i) => [
      [`investOnReceipt.${i}.assetId`, `orders.${i}.instrument`],
      [`investOnReceipt.${i}.percentage`, `orders.${i}.value`],
    ]),
  );
  return {
    body: { investOnReceipt: lines } as PlannedTransaction['body'],
    fields: { ...fields, investOnReceipt: `orders.${values.orders.length - 1}.value` },
  };
}

/**
 * A pay-in, alone or invested on receipt. A single pay-in with orders is a transaction group (the orders
 * wait for the money, then are placed for dealing); a regular one carries its percentages as
 * `investOnReceipt`. For an ISA or JISA, more than the allowance left is warned of here and refused by the
 * platform.
 */
export function planPayIn(raw: PayInValues, summary: TAccountSummary, translate: Translate): PlanOutcome {
  const values = { ...raw, mode: orderModeOf(raw) };
  const regular = values.frequency === 'Regular';
  const { errors, amount } = paymentErrors(values, translate);
  const buys = values.invest
    ? plannedBuys(values, amount ?? dec(0), summary.id, translate('workflows.errors.orderValue'))
    : undefined;
  Object.assign(errors, buys?.errors);
  if (amount && buys?.total.greaterThan(amount))
    errors[`orders.${values.orders.length - 1}.value`] = translate('workflows.errors.moreThanPayIn', {
      amount: formatPounds(amount),
    });
  if (Object.keys(errors).length || !amount) return { errors };

  const standing = regular && buys?.transactions.length ? investOnReceipt(values) : undefined;
  const payIn: PlannedTransaction = {
    body: {
      accountId: summary.id,
      ...TRANSACTION_KINDS.payIn,
      amount: moneyOut(amount),
      method: values.method as 'Bank Transfer',
      ...scheduleBody(values),
      ...(values.narrative.trim() ? { narrative: values.narrative.trim() } : {}),
      ...standing?.body,
    },
    fields: {
      amount: 'amount',
      method: 'method',
      narrative: 'narrative',
      ...SCHEDULE_FIELDS,
      ...standing?.fields,
    },
  };
  const orders = standing ? [] : (buys?.transactions ?? []);
  const rule = allowanceRule(translate, summary);
  const notes = [
    translate('workflows.notes.payIn', {
      amount: formatPounds(amount),
      method: values.method,
      when: describeSchedule(translate, values),
    }),
    ...(buys?.transactions.length
      ? [translate('workflows.notes.investOnReceipt', { total: formatPounds(buys.total) })]
      : []),
    // The review names the rule it applies, with this tax year's figures (issue 12).
    ...(rule ? [rule] : []),
  ];
  const left = summary.remainingSubscriptionAmount;
  const warnings =
    left !== null && amount.greaterThan(left)
      ? [
          translate('workflows.warnings.allowance', {
            left: formatPounds(left),
            wrapper: summary.wrapperType,
          }),
        ]
      : [];
  return {
    plan: {
      transactions: [payIn, ...orders],
      reviews: [
        {
          accountId: summary.id,
          name: summary.name,
          before: booksOf(summary),
          effects: [{ kind: 'cashIn', amount }, ...(buys?.effects ?? [])],
        },
      ],
      notes,
      warnings,
    },
  };
}
