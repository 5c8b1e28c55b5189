import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { assets } from '../../db/schema';
import { availableCash, holding, reservedUnits, type Holding } from '../postings/books';
import { addBusinessDays } from '../clock';
import { Decimal, dec, pence, formatPounds, unitsFloor, type DecimalValue } from '../money';
import { detailsOf, type TransactionRow } from '../records/transaction-rows';

/** Working out an order's execution: units, money, book cost; or why it cannot be executed. */

export interface Execution {
  price: Decimal;
  tradeDate: string;
  venue: string;
  transactionTime: string;
  /** Given by a manual execution; otherwise worked out from the price. */
  units?: Decimal;
  amount?: Decimal;
}

export interface Trade {
  side: 'Buy' | 'Sell';
  units: Decimal;
  consideration: Decimal;
  /** Book cost added (buy) or taken off (sell, pooled average). */
  bookCost: Decimal;
  profitLoss: Decimal | null;
  settlementDate: string;
}

export type Plan = { ok: true; trade: Trade } | { ok: false; field: string; reason: string };
const refuse = (field: string, reason: string): Plan => ({ ok: false, field, reason });
const u = (d: DecimalValue) => new Decimal(d).toDecimalPlaces(6).toFixed();

export const tooSmall = (units: Decimal, price: Decimal) =>
  `Too small to deal: ${u(units)} units at £${price.toFixed()} come to less than a penny`;

/** Settlement two business days after the trade (T+2), funds and shares alike. */
const settles = (tradeDate: string) => addBusinessDays(tradeDate, 2);

/**
 * A buy's execution given the cash the account has free for it (settled cash less every other open
 * transaction's reservation): pure, so the dealing run can plan a batch against books it read once.
 */
export function planBuyWith(row: TransactionRow, ex: Execution, available: Decimal): Plan {
  const ordered = dec(row.amount);
  const units = ex.units ?? unitsFloor(ordered.dividedBy(ex.price));
  if (!units.greaterThan(0))
    return refuse('amount', `${formatPounds(ordered)} buys no units at ${ex.price.toFixed()}`);
  const consideration = ex.amount ?? pence(units.times(ex.price));
  if (!consideration.greaterThan(0)) return refuse('amount', tooSmall(units, ex.price));
  if (consideration.greaterThan(ordered))
    return refuse('executionDetails.executionAmount', `Must not exceed the order's ${formatPounds(ordered)}`);
  if (consideration.greaterThan(available))
    return refuse(
      'amount',
      `Not enough cash: ${formatPounds(available)} available, the order needs ${formatPounds(consideration)}`,
    );
  return {
    ok: true,
    trade: {
      side: 'Buy',
      units,
      consideration,
      bookCost: consideration,
      profitLoss: null,
      settlementDate: settles(ex.tradeDate),
    },
  };
}

export async function planBuy(tx: Tx, row: TransactionRow, ex: Execution): Promise<Plan> {
  return planBuyWith(row, ex, await availableCash(tx, row.accountId, row.id));
}

/** How many units a sell sells: its quantity, enough to raise its value, or the whole holding. */
function unitsToSell(row: TransactionRow, ex: Execution, free: Decimal): Decimal {
  if (ex.units) return ex.units;
  if (detailsOf(row).sellAll) return free;
  if (row.quantity !== null) return dec(row.quantity);
  return Decimal.min(dec(row.amount).dividedBy(ex.price).toDecimalPlaces(6, Decimal.ROUND_UP), free);
}

/** A sell's execution given the holding and its units not held back by other open sells: pure. */
export function planSellWith(row: TransactionRow, ex: Execution, held: Holding, free: Decimal): Plan {
  const units = unitsToSell(row, ex, free);
  if (!units.greaterThan(0)) return refuse('quantity', 'Nothing of this holding is left to sell');
  if (units.greaterThan(free))
    return refuse('quantity', `Sells more than held: ${u(free)} units held and free, ${u(units)} to sell`);
  const consideration = ex.amount ?? pence(units.times(ex.price));
  if (!consideration.greaterThan(0)) return refuse('quantity', tooSmall(units, ex.price));
  const bookCost = units.equals(held.quantity)
    ? held.bookValue
    : pence(held.bookValue.times(units).dividedBy(held.quantity));
  return {
    ok: true,
    trade: {
      side: 'Sell',
      units,
      consideration,
      bookCost,
      profitLoss: consideration.minus(bookCost),
      settlementDate: settles(ex.tradeDate),
    },
  };
}

export async function planSell(tx: Tx, row: TransactionRow, ex: Execution): Promise<Plan> {
  const assetId = row.assetId!;
  const held = await holding(tx, row.accountId, assetId);
  const free = held.quantity.minus(await reservedUnits(tx, row.accountId, assetId, row.id));
  return planSellWith(row, ex, held, free);
}

/** The instrument as a contract note names it. */
export type NoteAsset = Pick<typeof assets.$inferSelect, 'id' | 'isin' | 'name'>;

/** The contract note of a trade: pure, so a batch writes its notes without reading each instrument. */
export function contractNoteFor(asset: NoteAsset, row: TransactionRow, ex: Execution, trade: Trade) {
  const consideration = Number(trade.consideration.toFixed(2));
  return {
    reference: `CN-${row.id}`,
    side: trade.side,
    assetId: asset.id,
    isin: asset.isin,
    assetName: asset.name,
    quantity: Number(trade.units.toFixed(6)),
    price: Number(ex.price.toFixed(6)),
    consideration,
    charges: 0,
    netAmount: consideration,
    tradeDate: ex.tradeDate,
    settlementDate: trade.settlementDate,
    venue: ex.venue,
    transactionTime: ex.transactionTime,
  };
}

export async function contractNote(tx: Tx, row: TransactionRow, ex: Execution, trade: Trade) {
  const [asset] = await tx.select().from(assets).where(eq(assets.id, row.assetId!));
  return contractNoteFor(asset, row, ex, trade);
}
