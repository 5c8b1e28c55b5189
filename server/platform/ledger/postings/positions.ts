import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { POSITION_ID, type TPosition, type TPositionQuery } from '../../../../contract/postings';
import type { Caller } from '../../auth/caller';
import type { Tx } from '../../db/connection';
import { assets, cashPostings, stockPostings } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../errors';
import { findAccount } from '../../accounts/service';
import type { AccountRow } from '../../accounts/presenter';
import { londonToday } from '../clock';
import { dec, moneyOrNull, moneyOut, pence, priceOut, quantityOut, ZERO } from '../money';
import { valueAccount, type ValuedHolding } from './valuation';

/** GET /position/{firmId}/{positionId}: a holding or the cash of an account, derived from its postings. */
export async function getPosition(
  db: Tx,
  caller: Caller,
  positionId: string,
  q: TPositionQuery,
): Promise<TPosition> {
  const match = POSITION_ID.exec(positionId);
  if (!match) throw fieldError('positionId', 'Must be {accountId}|S|{ISIN} or {accountId}|C|GBP');
  const [, accountId, kind, code] = match;
  const account = await findAccount(db, caller, accountId).catch((err: unknown) => {
    throw err instanceof AppError && err.statusCode === 404 ? notFound('Position') : err;
  });
  const toDate = q.toDate ?? londonToday();
  return kind === 'C'
    ? cashPosition(db, account, code, q.fromDate, toDate)
    : stockPosition(db, account, code, q.fromDate, toDate);
}

const base = (account: AccountRow, id: string) => ({
  id,
  firmId: account.firmId,
  nodeId: account.nodeId,
  accountId: account.id,
  accountName: account.name,
  accountType: account.accountType,
  clientId: account.clientId,
  currency: account.currency,
});

const line = (r: typeof cashPostings.$inferSelect | typeof stockPostings.$inferSelect) => ({
  transactionId: r.transactionId,
  transactionCode: r.transactionCode,
  narrative: r.narrative,
  postDate: r.postDate,
  valueDate: r.valueDate,
});

/** The fields a position without a holding leaves empty. */
const noHolding = {
  assetId: null,
  isin: null,
  instrumentType: null,
  assetCountryOfIssue: null,
  bookValue: null,
  currentPrice: null,
  currentPriceDate: null,
  growth: null,
  growthPercent: null,
};

const window = (
  table: typeof cashPostings | typeof stockPostings,
  fromDate: string | undefined,
  toDate: string,
) => and(fromDate ? gte(table.postDate, fromDate) : undefined, lte(table.postDate, toDate));

async function cashPosition(
  db: Tx,
  account: AccountRow,
  currency: string,
  fromDate: string | undefined,
  toDate: string,
) {
  if (currency !== account.currency) throw notFound('Position');
  const v = await valueAccount(db, account.id, toDate);
  const rows = await db
    .select()
    .from(cashPostings)
    .where(and(eq(cashPostings.accountId, account.id), window(cashPostings, fromDate, toDate)))
    .orderBy(asc(cashPostings.postDate), asc(cashPostings.id));
  return {
    ...base(account, `${account.id}|C|${currency}`),
    ...noHolding,
    positionType: 'Cash' as const,
    assetName: 'Cash',
    quantity: moneyOut(v.cash),
    currentValue: moneyOut(v.cash),
    cgtData: { realisedProfitLoss: 0, unrealisedProfitLoss: null },
    transactions: rows.map((r) => ({
      ...line(r),
      quantity: null,
      value: moneyOut(r.amount),
      bookValue: null,
      profitLoss: null,
    })),
  };
}

async function stockPosition(
  db: Tx,
  account: AccountRow,
  isin: string,
  fromDate: string | undefined,
  toDate: string,
) {
  const [asset] = await db.select().from(assets).where(eq(assets.isin, isin));
  if (!asset) throw notFound('Position');
  const rows = await db
    .select()
    .from(stockPostings)
    .where(
      and(
        eq(stockPostings.accountId, account.id),
        eq(stockPostings.assetId, asset.id),
        lte(stockPostings.postDate, toDate),
      ),
    )
    .orderBy(asc(stockPostings.postDate), asc(stockPostings.id));
  if (!rows.length) throw notFound('Position');
  const v = await valueAccount(db, account.id, toDate);
  const held = v.holdings.find((h) => h.assetId === asset.id);
  return presentStock(
    account,
    asset,
    held,
    rows.filter((r) => !fromDate || r.postDate >= fromDate),
  );
}

function presentStock(
  account: AccountRow,
  asset: typeof assets.$inferSelect,
  held: ValuedHolding | undefined,
  inWindow: (typeof stockPostings.$inferSelect)[],
) {
  const quantity = held?.quantity ?? ZERO;
  const bookValue = held?.bookValue ?? ZERO;
  const value = held?.value ?? ZERO;
  const realised = inWindow.reduce((s, r) => s.plus(dec(r.profitLoss)), ZERO);
  const growth = value.minus(bookValue);
  return {
    ...base(account, `${account.id}|S|${asset.isin}`),
    positionType: 'Stock' as const,
    assetId: asset.id,
    assetName: asset.name,
    isin: asset.isin,
    instrumentType: asset.instrumentType,
    assetCountryOfIssue: asset.isin.slice(0, 2),
    quantity: quantityOut(quantity),
    bookValue: moneyOut(bookValue),
    currentPrice: held?.price ? priceOut(held.price) : null,
    currentPriceDate: held?.priceDate ?? null,
    currentValue: moneyOut(value),
    growth: moneyOut(growth),
    growthPercent: bookValue.isZero() ? 0 : moneyOut(pence(growth.times(100).dividedBy(bookValue))),
    cgtData: { realisedProfitLoss: moneyOut(realised), unrealisedProfitLoss: moneyOut(growth) },
    transactions: inWindow.map((r) => ({
      ...line(r),
      quantity: quantityOut(r.quantity),
      value: moneyOut(r.value),
      bookValue: moneyOut(r.bookValue),
      profitLoss: moneyOrNull(r.profitLoss),
    })),
  };
}
