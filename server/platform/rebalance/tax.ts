import { Decimal, ZERO } from '../ledger';
import type { Tx } from '../db/connection';
import { matchCgt, type Trade } from '../tax/cgt';
import { annualExemptAmount, taxYearOf } from '../tax/cgt-years';
import { exact } from '../tax/cgt-exact';
import { clientTrades } from '../tax/ledger-trades';

/**
 * The capital gains side of a GIA rebalance (decision 0705), from the CGT engine over the person's own
 * dealing history across their taxable accounts (their section 104 pool, decision 0702): the annual
 * exempt amount left this tax year, and each proposed sale's estimated gain or loss, found by appending
 * the sales to the history as today's trades at the latest price. Estimates: dealing prices and charges
 * move, and purchases in the next 30 days would re-match a sale.
 */

export interface ClientGains {
  taxYear: string;
  /** The annual exempt amount less the net gains already realised this tax year; never below zero. */
  exemptLeft: Decimal;
  history: Trade[];
  today: string;
}

export interface ProposedSale {
  assetId: string;
  quantity: Decimal;
  price: Decimal;
  fees: Decimal;
}

export async function clientGains(
  tx: Tx,
  firmId: string,
  clientId: string,
  today: string,
): Promise<ClientGains> {
  const { trades } = await clientTrades(tx, firmId, clientId);
  const history = trades.map((t) => t.trade);
  const taxYear = taxYearOf(today);
  const realised = matchCgt(history).byTaxYear[taxYear]?.net.toDecimal() ?? ZERO;
  const left = annualExemptAmount(taxYear).minus(realised);
  return { taxYear, exemptLeft: new Decimal(left.greaterThan(0) ? left.toFixed() : 0), history, today };
}

const saleTrade = (s: ProposedSale, today: string): Trade => ({
  kind: 'SELL',
  date: today,
  asset: s.assetId,
  quantity: exact(s.quantity),
  price: exact(s.price),
  consideration: exact(s.quantity.times(s.price).toDecimalPlaces(2)),
  fees: exact(s.fees),
});

/** Each sale's estimated gain (negative: a loss), by asset, as the engine matches it after the history. */
export function saleGains(g: ClientGains, sales: ProposedSale[]): Map<string, Decimal> {
  const gains = new Map<string, Decimal>();
  const selling = sales.filter((s) => s.quantity.greaterThan(0));
  if (!selling.length) return gains;
  const { disposals } = matchCgt([...g.history, ...selling.map((s) => saleTrade(s, g.today))]);
  for (const d of disposals.filter((x) => x.date === g.today && selling.some((s) => s.assetId === x.asset)))
    gains.set(d.asset, new Decimal(d.gain.toString()));
  return gains;
}

/**
 * Each holding's gain per unit were it sold whole today: what the planner weighs sales by. Under the
 * section 104 pool the gain of part of a holding is that share of the whole's.
 */
export function gainsPerUnit(g: ClientGains, holdings: ProposedSale[]): Map<string, Decimal> {
  const whole = saleGains(g, holdings);
  const perUnit = new Map<string, Decimal>();
  for (const h of holdings) {
    const gain = whole.get(h.assetId);
    if (gain && h.quantity.greaterThan(0)) perUnit.set(h.assetId, gain.dividedBy(h.quantity));
  }
  return perUnit;
}
