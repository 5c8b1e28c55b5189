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

function order(ctx: PlaceContext, input: PlaceInput, side: 'buy' | 'sell'): NewTransaction {
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

/** The price the order will deal near; 400 when the instrument has none. */
export async function dealingPrice(tx: Tx, assetId: string): Promise<Decimal> {
  const latest = await priceOn(tx, assetId);
  if (!latest) throw fieldError('assetId', 'This instrument has no price to deal at yet');
  return dec(latest.price);
}

/** A buy needs an instrument the firm adopted and has not suspended. */
export async function checkBuyable(tx: Tx, firmId: string, assetId: string) {
  const [adopted] = await tx
    .select({ status: firmAssets.status })
    .from(firmAssets)
    .where(and(eq(firmAssets.firmId, firmId), eq(firmAssets.assetId, assetId)));
  if (!adopted) throw fieldError('assetId', "Must be one of your firm's instruments");
  if (adopted.status !== 'Active') throw fieldError('assetId', 'Dealing in this instrument is suspended');
}

/**
 * A buy holds its cash and is Placed. In a group, a buy the account cannot yet afford may instead be funded
 * by the group's pay-ins into the same account: it waits (holding nothing) until they arrive.
 */
export async function placeBuy(ctx: PlaceContext, input: PlaceInput, account: LockedAccount) {
  checkAccountAllows(account, 'buy');
  await checkBuyable(ctx.tx, account.firmId, input.assetId!);
  await dealingPrice(ctx.tx, input.assetId!);
  const amount = dec(input.amount);
  const available = await availableCash(ctx.tx, account.id);
  if (amount.lessThanOrEqualTo(available))
    return insertTransaction(ctx.tx, ctx.caller, {
      ...order(ctx, input, 'buy'),
      reservedCash: moneyIn(amount),
    });
  // Reserved against the group's own sales: if a sale deals for less, the buy fails at dealing for want of cash.
  const sales = ctx.groupSales?.get(account.id) ?? ZERO;
  if (sales.greaterThan(0) && amount.lessThanOrEqualTo(available.plus(sales)))
    return insertTransaction(ctx.tx, ctx.caller, {
      ...order(ctx, input, 'buy'),
      reservedCash: moneyIn(amount),
    });
  const fundable = ctx.groupPayIns.get(account.id) ?? ZERO;
  if (amount.greaterThan(fundable))
    throw fieldError(
      'amount',
      `Only ${formatPounds(available.isNegative() ? 0 : available)} is available to invest`,
    );
  ctx.groupPayIns.set(account.id, fundable.minus(amount));
  const row = order(ctx, input, 'buy');
  return insertTransaction(ctx.tx, ctx.caller, {
    ...row,
    status: 'Waiting',
    details: { ...row.details, fundedByPayIn: true },
  });
}

const units = (d: Decimal) => d.toDecimalPlaces(6).toFixed();

/** A sell holds the units it will sell: by quantity, by value (estimated at the latest price) or all. */
export async function placeSell(ctx: PlaceContext, input: PlaceInput, account: LockedAccount) {
  checkAccountAllows(account, 'sell');
  const assetId = input.assetId!;
  const held = await holding(ctx.tx, account.id, assetId);
  if (held.quantity.isZero()) throw fieldError('assetId', 'The account holds none of this instrument');
  const price = await dealingPrice(ctx.tx, assetId);
  const free = held.quantity.minus(await reservedUnits(ctx.tx, account.id, assetId));
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
  if (ctx.linkId) {
    ctx.groupSales ??= new Map();
    ctx.groupSales.set(
      account.id,
      (ctx.groupSales.get(account.id) ?? ZERO).plus(pence(reserve.times(price))),
    );
  }
  return insertTransaction(ctx.tx, ctx.caller, {
    ...order(ctx, input, 'sell'),
    reservedQuantity: quantityIn(reserve),
  });
}
