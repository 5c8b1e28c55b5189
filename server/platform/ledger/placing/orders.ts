import { and, eq } from 'drizzle-orm';
import { TRANSACTION_KINDS } from '../../../../contract/ledger';
import type { Tx } from '../../db/connection';
import { firmAssets } from '../../db/schema';
import { fieldError } from '../../errors';
import type { LockedAccount } from '../../accounts/money-gate';
import { priceOn } from '../../assets/prices';
import { availableCash, holding, reservedUnits } from '../postings/books';
import { Decimal, dec, moneyIn, pence, formatPounds, quantityIn, ZERO } from '../money';
import { tooSmall } from '../settlement/execute';
import { checkAccountAllows } from '../../accounts/money-gate';
import type { PlaceContext, PlaceInput } from './context';
import { insertTransaction, type NewTransaction } from '../records/transaction-rows';

/** Buy and sell orders: checked and holding their cash or units, then Placed for the dealing run. */

/** What an order's row takes from where it is placed: its group, the day, the context's details. */
export type OrderContext = Pick<PlaceContext, 'linkId' | 'today' | 'details'>;

function order(ctx: OrderContext, input: PlaceInput, side: 'buy' | 'sell'): NewTransaction {
  return {
    ...TRANSACTION_KINDS[side],
    accountId: input.accountId,
    linkId: ctx.linkId,
    currency: input.currency,
    assetId: input.assetId!,
    amount: input.amount === undefined ? null : moneyIn(input.amount),
    quantity: input.quantity === undefined ? null : quantityIn(input.quantity),
    status: 'Placed',
    transactionDate: ctx.today,
    details: {
      ...ctx.details,
      ...(input.narrative ? { narrative: input.narrative } : {}),
      ...(input.sellAll ? { sellAll: true } : {}),
    },
  };
}

/** No price yet: nothing to deal at or to value the order by. */
const noPrice = () => fieldError('assetId', 'This instrument has no price to deal at yet');

/** The price the order will deal near; 400 when the instrument has none. */
export async function dealingPrice(tx: Tx, assetId: string): Promise<Decimal> {
  const latest = await priceOn(tx, assetId);
  if (!latest) throw noPrice();
  return dec(latest.price);
}

/** Why the firm may not buy an instrument, from its firm_assets status (undefined: never adopted). */
function buyableRefusal(firmStatus: string | undefined) {
  if (!firmStatus) return fieldError('assetId', "Must be one of your firm's instruments");
  if (firmStatus !== 'Active') return fieldError('assetId', 'Dealing in this instrument is suspended');
  return undefined;
}

/** The instrument's status at the firm; undefined when the firm never adopted it. */
async function firmStatusOf(tx: Tx, firmId: string, assetId: string) {
  const [adopted] = await tx
    .select({ status: firmAssets.status })
    .from(firmAssets)
    .where(and(eq(firmAssets.firmId, firmId), eq(firmAssets.assetId, assetId)));
  return adopted?.status;
}

/** A buy needs an instrument the firm adopted and has not suspended. */
export async function checkBuyable(tx: Tx, firmId: string, assetId: string) {
  const refused = buyableRefusal(await firmStatusOf(tx, firmId, assetId));
  if (refused) throw refused;
}

/**
 * What a buy is decided on, read under the account's lock: the instrument's status at the firm, its latest
 * price, the account's available cash (settled less reservations, this group's earlier buys included) and
 * what the group's sells will raise. Read one order at a time by placeBuy, or for many accounts at once by
 * a bulk placement (rebalance-bulk/batch.ts): both decide with buyCovered, so they cannot disagree.
 */
export interface BuyFacts {
  firmStatus: string | undefined;
  price: Decimal | undefined;
  available: Decimal;
  groupSales: Decimal;
}

/**
 * A buy's checks: field errors for an instrument it may not buy; then true when the account's cash (with
 * the group's sales) covers it. False leaves only funding by the group's pay-ins (placeBuy).
 */
export function buyCovered(input: PlaceInput, f: BuyFacts): boolean {
  const refused = buyableRefusal(f.firmStatus);
  if (refused) throw refused;
  if (!f.price) throw noPrice();
  const amount = dec(input.amount);
  if (amount.lessThanOrEqualTo(f.available)) return true;
  // Reserved against the group's own sales: if a sale deals for less, the buy fails at dealing for want of cash.
  return f.groupSales.greaterThan(0) && amount.lessThanOrEqualTo(f.available.plus(f.groupSales));
}

/** The refusal of a buy that nothing funds. */
export const cannotAfford = (available: Decimal) =>
  fieldError('amount', `Only ${formatPounds(available.isNegative() ? 0 : available)} is available to invest`);

/** A buy as it is placed, holding its cash. */
export const reservedBuy = (ctx: OrderContext, input: PlaceInput): NewTransaction => ({
  ...order(ctx, input, 'buy'),
  reservedCash: moneyIn(dec(input.amount)),
});

/**
 * A buy holds its cash and is Placed. In a group, a buy the account cannot yet afford may instead be funded
 * by the group's pay-ins into the same account: it waits (holding nothing) until they arrive.
 */
export async function placeBuy(ctx: PlaceContext, input: PlaceInput, account: LockedAccount) {
  checkAccountAllows(account, 'buy');
  const firmStatus = await firmStatusOf(ctx.tx, account.firmId, input.assetId!);
  const latest = await priceOn(ctx.tx, input.assetId!);
  const available = await availableCash(ctx.tx, account.id);
  const facts: BuyFacts = {
    firmStatus,
    price: latest && dec(latest.price),
    available,
    groupSales: ctx.groupSales?.get(account.id) ?? ZERO,
  };
  if (buyCovered(input, facts)) return insertTransaction(ctx.tx, ctx.caller, reservedBuy(ctx, input));
  const amount = dec(input.amount);
  const fundable = ctx.groupPayIns.get(account.id) ?? ZERO;
  if (amount.greaterThan(fundable)) throw cannotAfford(available);
  ctx.groupPayIns.set(account.id, fundable.minus(amount));
  const row = order(ctx, input, 'buy');
  return insertTransaction(ctx.tx, ctx.caller, {
    ...row,
    status: 'Waiting',
    details: { ...row.details, fundedByPayIn: true },
  });
}

const units = (d: Decimal) => d.toDecimalPlaces(6).toFixed();

/** What a sell is decided on, read under the account's lock (as BuyFacts, by one path or in bulk). */
export interface SellFacts {
  /** Units of the instrument the account holds. */
  held: Decimal;
  /** Of those, units open sells already hold back. */
  reserved: Decimal;
  price: Decimal | undefined;
}

/**
 * The units a sell holds back (by quantity, by value at the latest price, or all that is free) and their
 * value, which the group's buys may spend; field errors when it cannot be placed.
 */
export function sellReserve(input: PlaceInput, f: SellFacts): { reserve: Decimal; value: Decimal } {
  if (f.held.isZero()) throw fieldError('assetId', 'The account holds none of this instrument');
  if (!f.price) throw noPrice();
  const price = f.price;
  const free = f.held.minus(f.reserved);
  let reserve: Decimal;
  if (input.sellAll) {
    if (!free.greaterThan(0)) throw fieldError('sellAll', 'Nothing of this holding is left to sell');
    reserve = free;
  } else if (input.quantity !== undefined) {
    reserve = dec(input.quantity);
    if (reserve.greaterThan(free))
      throw fieldError('quantity', `Only ${units(free)} units are available to sell`);
    if (pence(reserve.times(price)).isZero()) throw fieldError('quantity', tooSmall(reserve, price));
  } else {
    reserve = dec(input.amount).dividedBy(price).toDecimalPlaces(6, Decimal.ROUND_UP);
    if (reserve.greaterThan(free))
      throw fieldError(
        'amount',
        `Only ${formatPounds(free.times(price))} of this holding is available to sell`,
      );
  }
  return { reserve, value: pence(reserve.times(price)) };
}

/** A sell as it is placed, holding its units. */
export const reservedSell = (ctx: OrderContext, input: PlaceInput, reserve: Decimal): NewTransaction => ({
  ...order(ctx, input, 'sell'),
  reservedQuantity: quantityIn(reserve),
});

/** A sell holds the units it will sell: by quantity, by value (estimated at the latest price) or all. */
export async function placeSell(ctx: PlaceContext, input: PlaceInput, account: LockedAccount) {
  checkAccountAllows(account, 'sell');
  const assetId = input.assetId!;
  const held = await holding(ctx.tx, account.id, assetId);
  const latest = await priceOn(ctx.tx, assetId);
  const reserved = await reservedUnits(ctx.tx, account.id, assetId);
  const { reserve, value } = sellReserve(input, {
    held: held.quantity,
    reserved,
    price: latest && dec(latest.price),
  });
  if (ctx.linkId) {
    ctx.groupSales ??= new Map();
    ctx.groupSales.set(account.id, (ctx.groupSales.get(account.id) ?? ZERO).plus(value));
  }
  return insertTransaction(ctx.tx, ctx.caller, reservedSell(ctx, input, reserve));
}
