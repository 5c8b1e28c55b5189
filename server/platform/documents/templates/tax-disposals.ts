import { and, asc, between, eq } from 'drizzle-orm';
import { dec, ZERO, type Decimal } from '../../../../contract/money';
import type { WrapperType } from '../../../../contract/enums';
import type { Tx } from '../../db/connection';
import { assets, portfolioTransactions, stockPostings } from '../../db/schema';

/** What a tax statement reads from the ledger: each sale of a tax year, as the ledger recorded it. */

/** Wrappers whose gains and income are free of UK income and capital gains tax. */
const TAX_FREE: readonly string[] = ['ISA', 'JISA', 'Pension', 'TPPENSION', 'SIPP', 'SSAS'];
/** An offshore bond's gains are chargeable event gains, reported by the bond's provider when they arise. */
const BOND: readonly string[] = ['TPOFFBOND'];

export type TaxTreatment = 'taxable' | 'taxFree' | 'bond';
export const treatmentOf = (wrapper: WrapperType | string): TaxTreatment =>
  TAX_FREE.includes(wrapper) ? 'taxFree' : BOND.includes(wrapper) ? 'bond' : 'taxable';

export interface Disposal {
  date: string;
  assetName: string;
  isin: string;
  quantity: Decimal;
  /** The consideration less the sale's own charges (HMRC's incidental costs of disposal). */
  proceeds: Decimal;
  /** The pooled average book cost the ledger took off the holding for these units. */
  cost: Decimal;
  /** The gain (or, negative, the loss) the ledger recorded with the sale. */
  gain: Decimal;
}

/**
 * The sales of an account traded between two dates: the client's stock posting of each (its units,
 * consideration, book cost and profit or loss, fixed when the order executed) and the sale's charges from
 * its contract note. Nothing is worked out again here, so the statement agrees with the ledger.
 */
export async function disposals(tx: Tx, accountId: string, from: string, to: string): Promise<Disposal[]> {
  const rows = await tx
    .select({
      date: stockPostings.postDate,
      assetName: assets.name,
      isin: assets.isin,
      quantity: stockPostings.quantity,
      value: stockPostings.value,
      bookValue: stockPostings.bookValue,
      profitLoss: stockPostings.profitLoss,
      details: portfolioTransactions.details,
    })
    .from(stockPostings)
    .innerJoin(assets, eq(assets.id, stockPostings.assetId))
    .innerJoin(portfolioTransactions, eq(portfolioTransactions.id, stockPostings.transactionId))
    .where(
      and(
        eq(stockPostings.book, 'Client'),
        eq(stockPostings.accountId, accountId),
        eq(stockPostings.transactionCode, 'SELL'),
        between(stockPostings.postDate, from, to),
      ),
    )
    .orderBy(asc(stockPostings.postDate), asc(stockPostings.id));
  return rows.map((r) => {
    const note = (r.details as { contractNote?: { charges?: number } }).contractNote;
    return {
      date: r.date,
      assetName: r.assetName,
      isin: r.isin,
      quantity: dec(r.quantity).abs(),
      proceeds: dec(r.value)
        .abs()
        .minus(dec(note?.charges ?? 0)),
      cost: dec(r.bookValue).abs(),
      gain: dec(r.profitLoss),
    };
  });
}

export interface DisposalTotals {
  proceeds: Decimal;
  cost: Decimal;
  gains: Decimal;
  losses: Decimal;
  net: Decimal;
}

/** Totals as a tax return asks for them: gains and losses apart, and the net of the two. */
export function totalsOf(list: Disposal[]): DisposalTotals {
  const t = { proceeds: ZERO, cost: ZERO, gains: ZERO, losses: ZERO, net: ZERO };
  for (const d of list) {
    t.proceeds = t.proceeds.plus(d.proceeds);
    t.cost = t.cost.plus(d.cost);
    if (d.gain.isPositive()) t.gains = t.gains.plus(d.gain);
    else t.losses = t.losses.plus(d.gain.abs());
  }
  t.net = t.gains.minus(t.losses);
  return t;
}

export const addTotals = (a: DisposalTotals, b: DisposalTotals): DisposalTotals => ({
  proceeds: a.proceeds.plus(b.proceeds),
  cost: a.cost.plus(b.cost),
  gains: a.gains.plus(b.gains),
  losses: a.losses.plus(b.losses),
  net: a.net.plus(b.net),
});
