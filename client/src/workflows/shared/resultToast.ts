import type { TranslateFunction as Translate } from 'react-admin';
import { kindOf, type TransactionKind } from '../../../../contract/ledger';
import { dec, formatPounds } from '../../shared/money';
import type { Plan } from './plan';

const isOrder = (kind: TransactionKind | undefined) => kind === 'buy' || kind === 'sell';

/**
 * What the toast says once the platform has taken a workflow's transactions: what happened and how much
 * ("Pay-in of £10,000.00 submitted", "2 orders placed"), never react-admin's "Element created". Orders
 * are counted (their amounts may be units); a money movement names its amount; a pay-in invested on
 * receipt says how many orders come with it.
 */
export function resultToast(plan: Plan, translate: Translate): string {
  const bodies = plan.transactions.map((t) => t.body);
  const kinds = bodies.map((b) => kindOf(b));
  const orders = kinds.filter(isOrder).length;
  const money = bodies.find((_, i) => !isOrder(kinds[i]));
  if (!money) return translate('workflows.toasts.orders', { smart_count: orders });
  const kind = kindOf(money);
  const what = translate(`workflows.toasts.kinds.${kind ?? 'other'}`);
  const args = { what, amount: formatPounds(dec(money.amount)) };
  if (money.frequency === 'Regular')
    return translate('workflows.toasts.regular', { ...args, what: what.toLowerCase() });
  if (orders > 0) return translate('workflows.toasts.withOrders', { ...args, smart_count: orders });
  return translate('workflows.toasts.submitted', args);
}
