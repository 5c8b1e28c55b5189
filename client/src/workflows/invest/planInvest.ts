import type { TranslateFunction as Translate } from 'react-admin';
import type { TAccountSummary } from '../../../../contract/accounts';
import { booksOf } from '../shared/books';
import { formatPounds } from '../../shared/money';
import { plannedBuys, type OrderValues } from '../shared/orders';
import type { PlanOutcome } from '../shared/plan';

/** Buy orders from the account's available cash: one order, or several as a group (all or nothing). */
export function planInvest(values: OrderValues, summary: TAccountSummary, translate: Translate): PlanOutcome {
  const before = booksOf(summary);
  const buys = plannedBuys(values, before.available, summary.id, translate('workflows.errors.orderValue'));
  const errors = { ...buys.errors };
  if (buys.total.greaterThan(before.available))
    errors[`orders.${values.orders.length - 1}.value`] = translate('workflows.errors.moreThanAvailable', {
      available: formatPounds(before.available),
    });
  if (Object.keys(errors).length) return { errors };
  return {
    plan: {
      transactions: buys.transactions,
      reviews: [{ accountId: summary.id, name: summary.name, before, effects: buys.effects }],
      notes: [translate('workflows.notes.invest', { total: formatPounds(buys.total) })],
      warnings: [],
    },
  };
}
