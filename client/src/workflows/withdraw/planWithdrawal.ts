import type { TranslateFunction as Translate } from 'react-admin';
import { TRANSACTION_KINDS } from '../../../../contract/ledger';
import type { TAccountSummary } from '../../../../contract/accounts';
import { booksOf, stockValue, type Effect } from '../shared/books';
import { describeSchedule } from '../shared/describe';
import { paymentErrors, scheduleBody, SCHEDULE_FIELDS, type Schedule } from '../shared/fields';
import { formatPounds, moneyOut } from '../../shared/money';
import type { PlanOutcome } from '../shared/plan';
import { sellDownEffects, type AutoDisinvest, type SellDown } from './sellDown';

export interface WithdrawValues extends Schedule {
  method: string;
  amount: string;
  /** 'None': refuse when cash is short; otherwise sell investments for it. */
  autoDisinvest: AutoDisinvest | 'None';
  sellDown: SellDown;
  narrative: string;
}

/** A single or regular withdrawal; short of cash, it may sell investments first (auto-disinvest). */
export function planWithdrawal(
  values: WithdrawValues,
  summary: TAccountSummary,
  translate: Translate,
): PlanOutcome {
  const { errors, amount } = paymentErrors(values, translate);
  if (Object.keys(errors).length || !amount) return { errors };

  const auto = values.autoDisinvest === 'None' ? undefined : values.autoDisinvest;
  const body = {
    accountId: summary.id,
    ...TRANSACTION_KINDS.withdraw,
    amount: moneyOut(amount),
    method: values.method as 'BACS Credit',
    ...scheduleBody(values),
    ...(auto ? { autoDisinvest: auto } : {}),
    ...(auto === 'Partial' ? { sellDown: values.sellDown } : {}),
    ...(values.narrative.trim() ? { narrative: values.narrative.trim() } : {}),
  };
  const before = booksOf(summary);
  const shortfall = amount.minus(before.available);
  const short = shortfall.greaterThan(0);
  const sells: Effect[] = short && auto ? sellDownEffects(before, shortfall, auto, values.sellDown) : [];
  const how =
    auto === 'Partial'
      ? translate(`workflows.choices.${values.sellDown}`)
      : translate('workflows.choices.Full');
  const notes = [
    translate('workflows.notes.withdraw', {
      amount: formatPounds(amount),
      method: values.method,
      when: describeSchedule(translate, values),
    }),
    ...(short && auto
      ? [translate('workflows.notes.sellDown', { shortfall: formatPounds(shortfall), how })]
      : []),
  ];
  const warnings = [
    ...(short && !auto
      ? [translate('workflows.warnings.overdraw', { cash: formatPounds(before.available.minus(amount)) })]
      : []),
    ...(short && auto && shortfall.greaterThan(stockValue(before))
      ? [translate('workflows.warnings.sellDown')]
      : []),
  ];
  return {
    plan: {
      transactions: [
        {
          body,
          fields: {
            amount: 'amount',
            method: 'method',
            autoDisinvest: 'autoDisinvest',
            sellDown: 'sellDown',
            narrative: 'narrative',
            ...SCHEDULE_FIELDS,
          },
        },
      ],
      reviews: [
        {
          accountId: summary.id,
          name: summary.name,
          before,
          effects: [...sells, { kind: 'cashOut', amount }],
        },
      ],
      notes,
      warnings,
    },
  };
}
