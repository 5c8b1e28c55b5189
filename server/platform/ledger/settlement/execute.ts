import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { accounts, assets } from '../../db/schema';
import {
  chargesOn,
  spendableFor,
  tariffAt,
  totalOf,
  type Charged,
  type ChargeLine,
  type Tariff,
} from './charges';
import { availableCash, holding, reservedUnits, type Holding } from '../postings/books';
import { plusBusinessDays } from '../clock';
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
  /** The tariff's charges on this deal: paid on top of a buy, taken from a sale's proceeds. */
  charges: ChargeLine[];
  chargesTotal: Decimal;
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
const settles = (tradeDate: string) => plusBusinessDays(tradeDate, 2);

/** What a deal is charged on: the instrument and the tariff at the account's node. */
export interface Charging {
  instrument: Charged;
  tariff: Tariff;
}

/** The instrument and the tariff of an order, read for one order (the dealing run reads them per batch). */
export async function chargingFor(tx: Tx, row: TransactionRow): Promise<Charging> {
  const [instrument] = await tx
    .select({ isin: assets.isin, instrumentType: assets.instrumentType })
    .from(assets)
    .where(eq(assets.id, row.assetId!));
  const [account] = await tx
    .select({ nodeId: accounts.nodeId })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  return { instrument, tariff: await tariffAt(tx, row.firmId, account.nodeId) };
}

/**
 * A buy's execution given the cash the account has free for it (settled cash less every other open
 * transaction's reservation): pure, so the dealing run can plan a batch against books it read once.
 * A buy by amount spends what is left of the amount once its charges are paid (charges.ts).
 */
export function planBuyWith(
  row: TransactionRow,
  ex: Execution,
  available: Decimal,
  charging: Charging,
): Plan {
  const ordered = dec(row.amount);
  const spendable = spendableFor(ordered, charging.instrument, charging.tariff);
  const units = ex.units ?? unitsFloor(spendable.dividedBy(ex.price));
  if (!units.greaterThan(0))
    return refuse(
      'amount',
      `${formatPounds(ordered)} buys no units at ${ex.price.toFixed()} once charges are paid`,
    );
  const consideration = ex.amount ?? pence(units.times(ex.price));
  if (!consideration.greaterThan(0)) return refuse('amount', tooSmall(units, ex.price));
  if (consideration.greaterThan(ordered))
    return refuse('executionDetails.executionAmount', `Must not exceed the order's ${formatPounds(ordered)}`);
  const charges = chargesOn('Buy', charging.instrument, consideration, charging.tariff);
  const chargesTotal = totalOf(charges);
  const cost = consideration.plus(chargesTotal);
  if (cost.greaterThan(available))
    return refuse(
      'amount',
      `Not enough cash: ${formatPounds(available)} available, the order needs ${formatPounds(cost)}`,
    );
  return {
    ok: true,
    trade: {
      side: 'Buy',
      units,
      consideration,
      charges,
      chargesTotal,
      // The charges of buying are part of what the holding cost (HMRC's allowable incidental costs).
      bookCost: cost,
      profitLoss: null,
      settlementDate: settles(ex.tradeDate),
    },
  };
}

export async function planBuy(tx: Tx, row: TransactionRow, ex: Execution): Promise<Plan> {
  return planBuyWith(row, ex, await availableCash(tx, row.accountId, row.id), await chargingFor(tx, row));
}

/** How many units a sell sells: its quantity, enough to raise its value, or the whole holding. */
function unitsToSell(row: TransactionRow, ex: Execution, free: Decimal): Decimal {
  if (ex.units) return ex.units;
  if (detailsOf(row).sellAll) return free;
  if (row.quantity !== null) return dec(row.quantity);
  return Decimal.min(dec(row.amount).dividedBy(ex.price).toDecimalPlaces(6, Decimal.ROUND_UP), free);
}

/** A sell's execution given the holding and its units not held back by other open sells: pure. */
export function planSellWith(
  row: TransactionRow,
  ex: Execution,
  held: Holding,
  free: Decimal,
  charging: Charging,
): Plan {
  const units = unitsToSell(row, ex, free);
  if (!units.greaterThan(0)) return refuse('quantity', 'Nothing of this holding is left to sell');
  if (units.greaterThan(free))
    return refuse('quantity', `Sells more than held: ${u(free)} units held and free, ${u(units)} to sell`);
  const consideration = ex.amount ?? pence(units.times(ex.price));
  if (!consideration.greaterThan(0)) return refuse('quantity', tooSmall(units, ex.price));
  const bookCost = units.equals(held.quantity)
    ? held.bookValue
    : pence(held.bookValue.times(units).dividedBy(held.quantity));
  const charges = chargesOn('Sell', charging.instrument, consideration, charging.tariff);
  const chargesTotal = totalOf(charges);
  if (!consideration.greaterThan(chargesTotal))
    return refuse(
      'quantity',
      `Too small to sell: ${formatPounds(consideration)} does not cover the charges of ${formatPounds(chargesTotal)}`,
    );
  return {
    ok: true,
    trade: {
      side: 'Sell',
      units,
      consideration,
      charges,
      chargesTotal,
      bookCost,
      // The charges of selling come off the proceeds, and so off the gain.
      profitLoss: consideration.minus(chargesTotal).minus(bookCost),
      settlementDate: settles(ex.tradeDate),
    },
  };
}

export async function planSell(tx: Tx, row: TransactionRow, ex: Execution): Promise<Plan> {
  const assetId = row.assetId!;
  const held = await holding(tx, row.accountId, assetId);
  const free = held.quantity.minus(await reservedUnits(tx, row.accountId, assetId, row.id));
  return planSellWith(row, ex, held, free, await chargingFor(tx, row));
}

/** The instrument as a contract note names it. */
export type NoteAsset = Pick<typeof assets.$inferSelect, 'id' | 'isin' | 'name'>;

/** The contract note of a trade: pure, so a batch writes its notes without reading each instrument. */
export function contractNoteFor(asset: NoteAsset, row: TransactionRow, ex: Execution, trade: Trade) {
  const consideration = Number(trade.consideration.toFixed(2));
  const net =
    trade.side === 'Buy'
      ? trade.consideration.plus(trade.chargesTotal)
      : trade.consideration.minus(trade.chargesTotal);
  return {
    reference: `CN-${row.id}`,
    side: trade.side,
    assetId: asset.id,
    isin: asset.isin,
    assetName: asset.name,
    quantity: Number(trade.units.toFixed(6)),
    price: Number(ex.price.toFixed(6)),
    consideration,
    charges: Number(trade.chargesTotal.toFixed(2)),
    chargeLines: trade.charges.map((c) => ({ type: c.type, amount: Number(c.amount.toFixed(2)) })),
    netAmount: Number(net.toFixed(2)),
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
