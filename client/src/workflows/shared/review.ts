import { totalValue, type Books, type Holding } from './books';
import { ZERO, type Decimal } from '../../shared/money';

/** One line of the review table: a holding, the cash or the total, before → after. */
export interface ReviewRow {
  key: string;
  /** The holding's name; '' for the cash and total rows, which the table labels itself. */
  name: string;
  kind: 'holding' | 'cash' | 'total';
  units?: { before: Decimal; after: Decimal };
  value: { before: Decimal; after: Decimal };
  bookValue?: { before: Decimal; after: Decimal };
  changed: boolean;
}

const EMPTY = { quantity: ZERO, value: ZERO, bookValue: ZERO } as const;

function holdingRow(key: string, name: string, before: Partial<Holding>, after: Partial<Holding>): ReviewRow {
  const b = { ...EMPTY, ...before };
  const a = { ...EMPTY, ...after };
  return {
    key,
    name,
    kind: 'holding',
    units: { before: b.quantity, after: a.quantity },
    value: { before: b.value, after: a.value },
    bookValue: { before: b.bookValue, after: a.bookValue },
    changed: !b.quantity.equals(a.quantity),
  };
}

/** Holdings (those held before first, in their order, then new ones), then cash, then the total value. */
export function reviewRows(before: Books, after: Books): ReviewRow[] {
  const ids = [...new Set([...before.holdings, ...after.holdings].map((h) => h.assetId))];
  const holdings = ids.map((id) => {
    const b = before.holdings.find((h) => h.assetId === id);
    const a = after.holdings.find((h) => h.assetId === id);
    return holdingRow(id, (a ?? b)!.name, b ?? {}, a ?? {});
  });
  const cash: ReviewRow = {
    key: 'cash',
    name: '',
    kind: 'cash',
    value: { before: before.cash, after: after.cash },
    changed: !before.cash.equals(after.cash),
  };
  const total: ReviewRow = {
    key: 'total',
    name: '',
    kind: 'total',
    value: { before: totalValue(before), after: totalValue(after) },
    changed: !totalValue(before).equals(totalValue(after)),
  };
  return [...holdings, cash, total];
}
