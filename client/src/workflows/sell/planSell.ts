import type { TranslateFunction as Translate } from 'react-admin';
import { TRANSACTION_KINDS } from '../../../../contract/ledger';
import type { TAccountSummary } from '../../../../contract/accounts';
import { booksOf, type Effect } from '../shared/books';
import { moneyOut, parseMoney, parseQuantity, quantityOut } from '../../shared/money';
import type { FieldErrors, PlanOutcome, PlannedTransaction } from '../shared/plan';

export const SELL_BY = ['Nothing', 'Quantity', 'Value', 'All'] as const;
export type SellBy = (typeof SELL_BY)[number];
export interface SellLine {
  by: SellBy;
  value: string;
}
/** One line per holding, keyed by assetId. */
export interface SellValues {
  sells: Record<string, SellLine>;
}

/** One sell order per holding chosen: by units, by value or all of it; several go as one group. */
export function planSell(values: SellValues, summary: TAccountSummary, translate: Translate): PlanOutcome {
  const errors: FieldErrors = {};
  const transactions: PlannedTransaction[] = [];
  const effects: Effect[] = [];
  for (const [assetId, line] of Object.entries(values.sells)) {
    if (line.by === 'Nothing') continue;
    const field = (f: string) => `sells.${assetId}.${f}`;
    const quantity = line.by === 'Quantity' ? parseQuantity(line.value) : undefined;
    const amount = line.by === 'Value' ? parseMoney(line.value) : undefined;
    if (line.by === 'Quantity' && !quantity) errors[field('value')] = translate('workflows.errors.quantity');
    if (line.by === 'Value' && !amount) errors[field('value')] = translate('workflows.errors.money');
    const how =
      line.by === 'All'
        ? { sellAll: true }
        : quantity
          ? { quantity: quantityOut(quantity) }
          : amount && { amount: moneyOut(amount) };
    if (!how) continue;
    transactions.push({
      body: { accountId: summary.id, ...TRANSACTION_KINDS.sell, assetId, ...how },
      fields: {
        assetId: field('by'),
        sellAll: field('by'),
        quantity: field('value'),
        amount: field('value'),
      },
    });
    effects.push({ kind: 'sell', assetId, quantity, amount, all: line.by === 'All' });
  }
  if (!transactions.length && !Object.keys(errors).length)
    errors.sells = translate('workflows.errors.nothingToSell');
  if (Object.keys(errors).length) return { errors };
  return {
    plan: {
      transactions,
      reviews: [{ accountId: summary.id, name: summary.name, before: booksOf(summary), effects }],
      notes: [translate('workflows.notes.sell', { count: transactions.length })],
      warnings: [],
    },
  };
}
