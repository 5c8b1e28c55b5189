import { TRANSACTION_KINDS } from '../../../../contract/ledger';
import type { LockedAccount } from '../../accounts/money-gate';
import { priceOn } from '../../assets/prices';
import type { Tx } from '../../db/connection';
import { fieldError } from '../../errors';
import { availableCash, holdings, reservedUnits } from '../postings/books';
import { dec, Decimal, pennyFloor, formatPounds, ZERO } from '../money';
import type { PlaceContext } from './context';
import { placeSell } from './orders';
import { detailsOf, type TransactionRow } from '../records/transaction-rows';

/**
 * Auto-disinvest (docs/decisions/0404): a withdrawal larger than the cash sells investments for the rest.
 * Partial sells enough for the shortfall — from the largest holding first (Largest) or pro rata across
 * holdings (Proportional); Full sells every holding. The sells carry the withdrawal's linkId and id; as
 * each is dealt its proceeds are held for the withdrawal, which is ready to pay when the last is final
 * (settlement/disinvest-sales.ts).
 */

export interface Disinvest {
  autoDisinvest: 'Partial' | 'Full';
  sellDown: 'Largest' | 'Proportional';
}

/** A holding's units not held back by open sells, valued at the latest price (rounded down). */
export interface Sellable {
  assetId: string;
  value: Decimal;
}

/** One sell to raise: a value from a holding, or all of it. */
export type Sale = { assetId: string; amount: Decimal } | { assetId: string; sellAll: true };

async function sellable(tx: Tx, accountId: string): Promise<Sellable[]> {
  const out: Sellable[] = [];
  for (const h of await holdings(tx, accountId)) {
    const free = h.quantity.minus(await reservedUnits(tx, accountId, h.assetId));
    const price = await priceOn(tx, h.assetId);
    if (!price || !free.greaterThan(0)) continue;
    const value = pennyFloor(free.times(price.price));
    if (value.greaterThan(0)) out.push({ assetId: h.assetId, value });
  }
  return out.sort((a, b) => b.value.comparedTo(a.value) || a.assetId.localeCompare(b.assetId));
}

const sale = (h: Sellable, amount: Decimal): Sale =>
  amount.greaterThanOrEqualTo(h.value)
    ? { assetId: h.assetId, sellAll: true }
    : { assetId: h.assetId, amount };

/**
 * Which sells raise `shortfall` from `holdings` (largest first). Pure, so the allocation is tested alone.
 * Proportional shares are worked in whole pence; the pence left over by rounding down go to the largest
 * remainders, so the shares add up to the shortfall exactly.
 */
export function allocateSales(shortfall: Decimal, holdings: Sellable[], how: Disinvest): Sale[] {
  if (how.autoDisinvest === 'Full') return holdings.map((h) => ({ assetId: h.assetId, sellAll: true }));
  if (how.sellDown === 'Largest') {
    const sales: Sale[] = [];
    let left = shortfall;
    for (const h of holdings) {
      if (!left.greaterThan(0)) break;
      sales.push(sale(h, Decimal.min(left, h.value)));
      left = left.minus(h.value);
    }
    return sales;
  }
  const total = holdings.reduce((s, h) => s.plus(h.value), ZERO);
  const wanted = shortfall.times(100);
  const exact = holdings.map((h) => wanted.times(h.value).dividedBy(total));
  const pence = exact.map((e) => e.floor());
  let spare = wanted.minus(pence.reduce((s, p) => s.plus(p), ZERO)).toNumber();
  const byRemainder = exact
    .map((e, i) => ({ i, rest: e.minus(pence[i]) }))
    .sort((a, b) => b.rest.comparedTo(a.rest) || a.i - b.i);
  for (const { i } of byRemainder) if (spare-- > 0) pence[i] = pence[i].plus(1);
  return holdings.flatMap((h, i) => (pence[i].isZero() ? [] : [sale(h, pence[i].dividedBy(100))]));
}

/** The sells that raise `shortfall`; 400 on `amount` when cash and sellable investments fall short. */
export async function planSales(tx: Tx, accountId: string, shortfall: Decimal, how: Disinvest) {
  const holdingsNow = await sellable(tx, accountId);
  const worth = holdingsNow.reduce((s, h) => s.plus(h.value), ZERO);
  if (shortfall.greaterThan(worth)) {
    const cash = Decimal.max(await availableCash(tx, accountId), ZERO);
    throw fieldError(
      'amount',
      `Only ${formatPounds(cash.plus(worth))} is available to withdraw (${formatPounds(cash)} cash and ${formatPounds(worth)} of investments that can be sold): more would overdraw the account`,
    );
  }
  return allocateSales(shortfall, holdingsNow, how);
}

/** Places a withdrawal's sells (when Waiting: at once, or when a second user authorises it). */
export async function raiseSales(ctx: PlaceContext, withdrawal: TransactionRow, account: LockedAccount) {
  const how = detailsOf(withdrawal).disinvest!;
  const shortfall = dec(withdrawal.amount).minus(withdrawal.reservedCash);
  const sales = await planSales(ctx.tx, account.id, shortfall, how);
  const funding = {
    ...ctx,
    linkId: withdrawal.linkId,
    details: { ...ctx.details, fundsWithdrawal: withdrawal.id },
  };
  for (const s of sales)
    await placeSell(
      funding,
      {
        ...TRANSACTION_KINDS.sell,
        accountId: account.id,
        assetId: s.assetId,
        currency: 'GBP',
        frequency: 'Single',
        ...('sellAll' in s ? { sellAll: true } : { amount: s.amount.toNumber() }),
        narrative: `Sold to fund withdrawal ${withdrawal.id}`,
      },
      account,
    );
}
