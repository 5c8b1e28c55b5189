import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { TPortfolioReport } from '../../../contract/reporting';
import type { Tx } from '../db/connection';
import { assets, stockPostings } from '../db/schema';
import { dec, moneyOut, quantityOut, type Valuation } from '../ledger';
import type { Period } from './period';

type Performance = TPortfolioReport['performance'];

/** Sales in the period: units, proceeds and the book cost they took out, and the profit or loss booked. */
export async function realisedSales(
  tx: Tx,
  accountIds: string[],
  period: Period,
): Promise<Performance['transactionsRealised']> {
  if (!accountIds.length) return [];
  const rows = await tx
    .select({ posting: stockPostings, isin: assets.isin, assetName: assets.name })
    .from(stockPostings)
    .innerJoin(assets, eq(assets.id, stockPostings.assetId))
    .where(
      and(
        inArray(stockPostings.accountId, accountIds),
        eq(stockPostings.transactionCode, 'SELL'),
        between(stockPostings.postDate, period.fromDate, period.toDate),
      ),
    )
    .orderBy(asc(stockPostings.postDate), asc(stockPostings.id));
  return rows.map(({ posting: p, isin, assetName }) => ({
    transactionId: p.transactionId,
    transactionCode: p.transactionCode,
    narrative: p.narrative,
    postDate: p.postDate,
    valueDate: p.valueDate,
    accountId: p.accountId!,
    assetId: p.assetId,
    isin,
    assetName,
    quantity: quantityOut(dec(p.quantity).abs()),
    proceeds: moneyOut(dec(p.value).abs()),
    bookValue: moneyOut(dec(p.bookValue).abs()),
    profitLoss: moneyOut(dec(p.profitLoss)),
  }));
}

/** Holdings at the period's end, valued as the account summary values them (growth: value less book cost). */
export function retainedPositions(
  closing: { accountId: string; valuation: Valuation }[],
): Performance['positionsRetained'] {
  return closing.flatMap(({ accountId, valuation }) =>
    valuation.holdings.map((h) => ({
      accountId,
      assetId: h.assetId,
      isin: h.isin,
      assetName: h.name,
      quantity: quantityOut(h.quantity),
      bookValue: moneyOut(h.bookValue),
      transferBookValue: 0,
      nonTransferBookValue: moneyOut(h.bookValue),
      currentValue: moneyOut(h.value),
      growth: moneyOut(h.value.minus(h.bookValue)),
      adjustedGrowth: moneyOut(h.value.minus(h.bookValue)),
    })),
  );
}
