import type { TransactionCode } from '../../../../contract/postings';
import type { Tx } from '../../db/connection';
import { cashPostings, stockPostings, type LedgerBook } from '../../db/schema';
import { recordPositionEvents } from '../../webhooks/outbox';
import { moneyIn, quantityIn, ZERO, type Decimal } from '../money';

/**
 * Writes a completed transaction's double entry. Each call must balance (cash to zero; stock to zero per
 * asset) or it throws before writing; the database checks the same again at commit.
 */

export interface PostingDates {
  postDate: string;
  valueDate: string;
}

interface Leg {
  book: LedgerBook;
  accountId?: string;
  code: TransactionCode;
  narrative: string;
}
export interface CashLeg extends Leg {
  amount: Decimal;
}
export interface StockLeg extends Leg {
  assetId: string;
  quantity: Decimal;
  value: Decimal;
  bookValue: Decimal;
  profitLoss?: Decimal;
}

export interface Owner {
  id: string;
  firmId: string;
}

function assertBalanced(label: string, totals: Map<string, Decimal>) {
  for (const [key, total] of totals)
    if (!total.isZero()) throw new Error(`Unbalanced ${label} postings (${key}): ${total.toFixed()}`);
}

const row = (owner: Owner, leg: Leg, dates: PostingDates) => ({
  firmId: owner.firmId,
  transactionId: owner.id,
  book: leg.book,
  accountId: leg.book === 'Client' ? leg.accountId! : null,
  transactionCode: leg.code,
  narrative: leg.narrative,
  ...dates,
});

/** The cash postings rows of balanced legs (throws when they do not balance); zero legs are left out. */
export function cashRows(owner: Owner, legs: CashLeg[], dates: PostingDates) {
  const live = legs.filter((l) => !l.amount.isZero());
  assertBalanced('cash', new Map([['GBP', live.reduce((s, l) => s.plus(l.amount), ZERO)]]));
  return live.map((l) => ({ ...row(owner, l, dates), currency: 'GBP', amount: moneyIn(l.amount) }));
}

/** The stock postings rows of legs balanced per asset (throws when they do not balance). */
export function stockRows(owner: Owner, legs: StockLeg[], dates: PostingDates) {
  const totals = new Map<string, Decimal>();
  for (const l of legs) totals.set(l.assetId, (totals.get(l.assetId) ?? ZERO).plus(l.quantity));
  assertBalanced('stock', totals);
  return legs.map((l) => ({
    ...row(owner, l, dates),
    assetId: l.assetId,
    quantity: quantityIn(l.quantity),
    value: moneyIn(l.value),
    bookValue: moneyIn(l.bookValue),
    profitLoss: l.profitLoss ? moneyIn(l.profitLoss) : null,
  }));
}

export async function postCash(tx: Tx, owner: Owner, legs: CashLeg[], dates: PostingDates) {
  const rows = cashRows(owner, legs, dates);
  if (rows.length) await tx.insert(cashPostings).values(rows);
  await recordPositionEvents(tx, rows);
}

export async function postStock(tx: Tx, owner: Owner, legs: StockLeg[], dates: PostingDates) {
  const rows = stockRows(owner, legs, dates);
  await tx.insert(stockPostings).values(rows);
  await recordPositionEvents(tx, rows);
}

/** Money from one book to another: the commonest double entry. */
export function transfer(
  amount: Decimal,
  from: Omit<CashLeg, 'amount'>,
  to: Omit<CashLeg, 'amount'>,
): CashLeg[] {
  return [
    { ...from, amount: amount.negated() },
    { ...to, amount },
  ];
}
