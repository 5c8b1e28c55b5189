import type { TAccountSummary, TPositionSummary, TValuationQuery } from '../../../contract/accounts';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import {
  allowanceOf,
  availableCash,
  contributions,
  dayBefore,
  dec,
  type Decimal,
  isStalePrice,
  londonToday,
  moneyOut,
  priceOut,
  quantityOut,
  type Valuation,
  valueAccount,
  ZERO,
} from '../ledger';
import { ownerOf } from './money-gate';
import type { AccountRow } from './presenter';
import { findAccount } from './service';

const percent = (part: Decimal, whole: Decimal) =>
  whole.isZero() ? 0 : moneyOut(part.times(100).dividedBy(whole));

function positions(account: AccountRow, v: Valuation, asOf: string): TPositionSummary[] {
  const stock = v.holdings.map((h) => ({
    id: `${account.id}|S|${h.isin}`,
    positionType: 'Stock' as const,
    currency: account.currency,
    isin: h.isin,
    assetId: h.assetId,
    assetName: h.name,
    quantity: quantityOut(h.quantity),
    bookValue: moneyOut(h.bookValue),
    currentPrice: h.price ? priceOut(h.price) : null,
    currentPriceDate: h.priceDate,
    priceStale: isStalePrice(h.priceDate, asOf),
    currentValue: moneyOut(h.value),
    growth: moneyOut(h.value.minus(h.bookValue)),
    growthPercent: percent(h.value.minus(h.bookValue), h.bookValue),
    allocation: percent(h.value, v.total),
  }));
  const cash = {
    id: `${account.id}|C|${account.currency}`,
    positionType: 'Cash' as const,
    currency: account.currency,
    isin: null,
    assetId: null,
    assetName: 'Cash',
    quantity: null,
    bookValue: null,
    currentPrice: null,
    currentPriceDate: null,
    priceStale: false,
    currentValue: moneyOut(v.cash),
    growth: null,
    growthPercent: null,
    allocation: percent(v.cash, v.total),
  };
  return [...stock, cash];
}

/**
 * GET /account/summary/{firmId}/{accountId}: the account valued at the end of `toDate` (today by default)
 * against the end of the day before `fromDate` (nothing, when omitted). Growth is the change in value not
 * explained by money paid in, withdrawn or moved.
 */
export async function accountSummary(
  db: Database,
  caller: Caller,
  id: string,
  q: TValuationQuery,
): Promise<TAccountSummary> {
  const account = await findAccount(db, caller, id);
  const toDate = q.toDate ?? londonToday();
  const opening = q.fromDate ? await valueAccount(db, id, dayBefore(q.fromDate)) : undefined;
  const closing = await valueAccount(db, id, toDate);
  const flows = await contributions(db, id, q.fromDate ? dayBefore(q.fromDate) : null, toDate);
  const openingValue = opening?.total ?? ZERO;
  const growth = closing.total.minus(openingValue).minus(flows.net);
  const allowance = await allowanceOf(db, account);
  const owner = await ownerOf(db, account.clientId);
  return {
    id,
    name: account.name,
    clientId: account.clientId,
    clientName: owner.name,
    clientStatus: owner.status as TAccountSummary['clientStatus'],
    accountType: account.accountType as TAccountSummary['accountType'],
    wrapperType: account.wrapperType as TAccountSummary['wrapperType'],
    status: account.status as TAccountSummary['status'],
    currency: account.currency,
    fromDate: q.fromDate ?? null,
    toDate,
    openingValue: moneyOut(openingValue),
    openingCashValue: moneyOut(opening?.cash ?? ZERO),
    openingStockValue: moneyOut(opening?.stockValue ?? ZERO),
    closingCashValue: moneyOut(closing.cash),
    closingStockValue: moneyOut(closing.stockValue),
    currentValue: moneyOut(closing.total),
    uninvestedCash: moneyOut(closing.cash),
    availableCash: moneyOut(atLeastZero(await availableCash(db, id))),
    bookValue: moneyOut(closing.bookValue),
    netContributions: moneyOut(flows.net),
    growth: moneyOut(growth),
    growthPercent: percent(growth, openingValue.plus(flows.inflows)),
    remainingSubscriptionAmount: allowance && moneyOut(allowance.left),
    subscriptionAllowance: allowance && {
      limit: moneyOut(allowance.limit),
      used: moneyOut(allowance.used),
      pending: moneyOut(allowance.pending),
      left: moneyOut(allowance.left),
    },
    positions: positions(account, closing, toDate),
  };
}

const atLeastZero = (d: Decimal) => (d.isNegative() ? dec(0) : d);
