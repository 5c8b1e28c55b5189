import { Decimal } from '../../../contract/money';
import { summariseTaxYears, yearInDecimals, type TaxYearSummary, type YearWorking } from './cgt-years';
import { dayNumber, isDate, memoByDate } from './cgt-exact';
import { FIXED_ONE, FIXED_ZERO, Fixed, fixedOf } from './fixed';

/**
 * UK capital gains tax share matching (TCGA 1992 ss104-106A; HMRC HS284, CG51500+): each disposal of an
 * asset is matched (1) with that day's acquisitions, (2) with acquisitions in the 30 days after it
 * ("bed and breakfast"), earliest first and earlier disposals first, (3) with the section 104 pool.
 *
 * Conventions, so results can be checked by hand:
 * - Same-day trades are aggregated: all of a day's SELLs of an asset are one disposal (s105(1)(a)) and all
 *   of its BUYs one acquisition. A disposal in the output is therefore per asset per day.
 * - A SPLIT dated D takes effect before that day's trades: trades on D are in post-split units.
 * - Matching runs in "latest units": every quantity is multiplied by the ratios of the splits after its
 *   date, so quantities either side of a split compare directly and the pool needs no re-scaling (a
 *   split changes the number of shares, never the cost). Only multiplication, so nothing is lost.
 * - Reported quantities are in the units the disposal was traded in. A match is converted back by
 *   dividing by the later splits' ratios; the disposal's last match takes the remainder so the matches
 *   always sum exactly to the disposal.
 * - Amounts are exact except where the law itself divides: apportioning an acquisition's or the pool's
 *   cost to part of it (see fixed.ts). Whatever a part takes is subtracted exactly from what is left,
 *   so once everything is sold the costs allowed add up to exactly what was paid.
 * - `proceeds` is gross; disposal fees go into `allowableCost` with the acquisition costs.
 */

export type Rule = 'SAME_DAY' | 'BED_AND_BREAKFAST' | 'S104';

export type Trade =
  | {
      kind: 'BUY' | 'SELL';
      date: string;
      asset: string;
      quantity: Decimal;
      price: Decimal;
      fees?: Decimal;
      /**
       * The gross amount dealt when it is not exactly quantity × price: a ledger's consideration is
       * rounded to the penny, and that penny amount is what was paid or received (decision 0702).
       */
      consideration?: Decimal;
    }
  | { kind: 'SPLIT'; date: string; asset: string; ratio: Decimal };

export interface Match {
  rule: Rule;
  quantity: Decimal;
  /** The acquisition's day; none for the pool, whose shares have no single date. */
  acquisitionDate?: string;
  /** The acquisition cost (with its fees) set against this part of the disposal. */
  cost: Decimal;
}

export interface Disposal {
  date: string;
  asset: string;
  quantity: Decimal;
  proceeds: Decimal;
  /** Disposal fees, also included in allowableCost; kept apart for the readable report. */
  fees: Decimal;
  allowableCost: Decimal;
  gain: Decimal;
  matches: Match[];
}

export interface CgtResult {
  disposals: Disposal[];
  byTaxYear: Record<string, TaxYearSummary>;
}

/** One day's acquisitions of an asset, in latest units; qty and cost shrink as parts are matched. */
interface Lot {
  date: string;
  day: number;
  qty: Fixed;
  cost: Fixed;
}

/** One day's disposals of an asset; `left` is what is still unmatched, in latest units. */
interface Sale {
  date: string;
  day: number;
  asset: string;
  quantity: Fixed;
  scale: Fixed;
  left: Fixed;
  proceeds: Fixed;
  fees: Fixed;
  matches: { rule: Rule; qty: Fixed; acquisitionDate?: string; cost: Fixed }[];
}

const BED_AND_BREAKFAST_DAYS = 30;
/** The scale of a trade with no split after it: compared by identity, so no multiplication is made. */
const UNSPLIT = FIXED_ONE;

/** localeCompare's order, with one collator rather than one per comparison (bench/cgt.ts). */
const byText = new Intl.Collator().compare;
/** Dates are YYYY-MM-DD, so their code points order them; only asset names need the collator. */
const byDateThenAsset = (a: { date: string; asset: string }, b: { date: string; asset: string }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : byText(a.asset, b.asset);

/**
 * The engine's own result: every disposal and tax year in `Fixed` numbers (fixed.ts: the same exact
 * arithmetic as decimal.js, a fraction of the cost). A report shows a period's disposals and a few tax
 * years of a whole history, and the rebalance planner one year's net gain, so each turns into decimal.js
 * numbers only what it uses (`disposalInDecimals`, `yearInDecimals`); `computeCgt` turns all of it.
 */
export interface CgtWorking {
  disposals: MatchedDisposal[];
  byTaxYear: Record<string, YearWorking>;
}

/** A disposal as matched, in Fixed numbers. */
export interface MatchedDisposal {
  date: string;
  asset: string;
  quantity: Fixed;
  proceeds: Fixed;
  fees: Fixed;
  allowableCost: Fixed;
  gain: Fixed;
  matches: { rule: Rule; quantity: Fixed; acquisitionDate?: string; cost: Fixed }[];
}

/** Matches every disposal of the trades (in any order) and totals the tax years. */
export function matchCgt(trades: readonly Trade[]): CgtWorking {
  const byAsset = new Map<string, Trade[]>();
  for (const t of trades) {
    checkTrade(t);
    const ofAsset = byAsset.get(t.asset);
    if (ofAsset) ofAsset.push(t);
    else byAsset.set(t.asset, [t]);
  }
  const disposals = [...byAsset.keys()]
    .sort()
    .flatMap((asset) => matchAsset(byAsset.get(asset)!))
    .sort(byDateThenAsset);
  return { disposals, byTaxYear: summariseTaxYears(disposals) };
}

/** Every figure of the matching as decimal.js numbers: the CLI's report and the engine's tests. */
export function computeCgt(trades: readonly Trade[]): CgtResult {
  const working = matchCgt(trades);
  const byTaxYear: Record<string, TaxYearSummary> = {};
  for (const [year, summary] of Object.entries(working.byTaxYear)) byTaxYear[year] = yearInDecimals(summary);
  return { disposals: working.disposals.map(disposalInDecimals), byTaxYear };
}

/** Signs without a comparison: decimal.js copies the other operand of every comparison (bench/cgt.ts). */
const isPositive = (d: Decimal) => !d.isNegative() && !d.isZero();
const isBelowZero = (d: Decimal | undefined) => !!d && d.isNegative() && !d.isZero();

/** Which trade a refusal is about; made only when one is refused. */
const where = (t: Trade) => `${t.kind} of ${t.asset} on ${t.date}`;

function checkTrade(t: Trade): void {
  if (!isDate(t.date)) throw new Error(`${where(t)}: date must be a real date as YYYY-MM-DD`);
  if (!t.asset) throw new Error(`${where(t)}: the asset is missing`);
  if (t.kind === 'SPLIT') {
    if (!isPositive(t.ratio)) throw new Error(`${where(t)}: ratio must be more than 0`);
    return;
  }
  if (!isPositive(t.quantity)) throw new Error(`${where(t)}: quantity must be more than 0`);
  if (isBelowZero(t.price)) throw new Error(`${where(t)}: price must not be negative`);
  if (isBelowZero(t.fees)) throw new Error(`${where(t)}: fees must not be negative`);
  if (isBelowZero(t.consideration)) throw new Error(`${where(t)}: consideration must not be negative`);
}

function matchAsset(trades: readonly Trade[]): MatchedDisposal[] {
  const scaleOn = splitScaler(trades);
  const lots = new Map<string, Lot>();
  const sales = new Map<string, Sale>();
  for (const t of trades) {
    if (t.kind === 'SPLIT') continue;
    const scale = scaleOn(t.date);
    const quantity = fixedOf(t.quantity);
    const qty = scale === UNSPLIT ? quantity : quantity.times(scale);
    const gross = t.consideration ? fixedOf(t.consideration) : quantity.times(fixedOf(t.price));
    const fees = t.fees ? fixedOf(t.fees) : FIXED_ZERO;
    if (t.kind === 'BUY') addLot(lots, t.date, qty, gross.plus(fees));
    else addSale(sales, t, quantity, scale, qty, gross, fees);
  }
  const lotList = [...lots.values()].sort((a, b) => a.day - b.day);
  const saleList = [...sales.values()].sort((a, b) => a.day - b.day);
  matchSameDay(saleList, lots);
  matchBedAndBreakfast(saleList, lotList);
  matchPool(saleList, lotList);
  return saleList.map(settle);
}

/** The factor that turns a quantity traded on a date into latest units: the ratios of later splits. */
function splitScaler(trades: readonly Trade[]): (date: string) => Fixed {
  const splits = trades.flatMap((t) =>
    t.kind === 'SPLIT' ? [{ date: t.date, ratio: fixedOf(t.ratio) }] : [],
  );
  if (!splits.length) return () => UNSPLIT;
  return memoByDate((date) =>
    splits.filter((s) => s.date > date).reduce((scale, s) => scale.times(s.ratio), UNSPLIT),
  );
}

function addLot(lots: Map<string, Lot>, date: string, qty: Fixed, cost: Fixed): void {
  const lot = lots.get(date);
  if (lot) {
    lot.qty = lot.qty.plus(qty);
    lot.cost = lot.cost.plus(cost);
  } else lots.set(date, { date, day: dayNumber(date), qty, cost });
}

function addSale(
  sales: Map<string, Sale>,
  t: { date: string; asset: string },
  quantity: Fixed,
  scale: Fixed,
  qty: Fixed,
  proceeds: Fixed,
  fees: Fixed,
): void {
  const sale = sales.get(t.date);
  if (sale) {
    sale.quantity = sale.quantity.plus(quantity);
    sale.left = sale.left.plus(qty);
    sale.proceeds = sale.proceeds.plus(proceeds);
    sale.fees = sale.fees.plus(fees);
    return;
  }
  sales.set(t.date, {
    date: t.date,
    day: dayNumber(t.date),
    asset: t.asset,
    quantity,
    scale,
    left: qty,
    proceeds,
    fees,
    matches: [],
  });
}

/** Takes `qty` of a lot (or the pool), with its share of the cost; the lot keeps exactly the rest. */
function take(lot: { qty: Fixed; cost: Fixed }, qty: Fixed): Fixed {
  const cost = qty.compare(lot.qty) === 0 ? lot.cost : lot.cost.apportion(qty, lot.qty);
  lot.qty = lot.qty.minus(qty);
  lot.cost = lot.cost.minus(cost);
  return cost;
}

const smaller = (a: Fixed, b: Fixed) => (b.compare(a) < 0 ? b : a);

function matchSameDay(sales: Sale[], lots: Map<string, Lot>): void {
  for (const sale of sales) {
    const lot = lots.get(sale.date);
    if (!lot) continue;
    const qty = smaller(sale.left, lot.qty);
    sale.matches.push({ rule: 'SAME_DAY', qty, acquisitionDate: lot.date, cost: take(lot, qty) });
    sale.left = sale.left.minus(qty);
  }
}

/** Earlier disposals first, each taking the earliest acquisitions of days 1 to 30 after it. */
function matchBedAndBreakfast(sales: Sale[], lots: Lot[]): void {
  // Both lists are in day order, so the first lot after each sale only moves forward.
  let first = 0;
  for (const sale of sales) {
    while (first < lots.length && lots[first].day <= sale.day) first++;
    for (let i = first; i < lots.length && lots[i].day - sale.day <= BED_AND_BREAKFAST_DAYS; i++) {
      const lot = lots[i];
      if (sale.left.isZero()) break;
      if (lot.qty.isZero()) continue;
      const qty = smaller(sale.left, lot.qty);
      const cost = take(lot, qty);
      sale.matches.push({ rule: 'BED_AND_BREAKFAST', qty, acquisitionDate: lot.date, cost });
      sale.left = sale.left.minus(qty);
    }
  }
}

/**
 * Walks the days in order: what is left of a day's acquisitions joins the pool, what is left of a day's
 * disposal comes out of it at the average cost. Same-day matching leaves at most one of the two on a day.
 */
function matchPool(sales: Sale[], lots: Lot[]): void {
  const pool = { qty: FIXED_ZERO, cost: FIXED_ZERO };
  let next = 0;
  for (const sale of sales) {
    for (; next < lots.length && lots[next].day <= sale.day; next++) {
      pool.qty = pool.qty.plus(lots[next].qty);
      pool.cost = pool.cost.plus(lots[next].cost);
    }
    if (sale.left.isZero()) continue;
    if (sale.left.compare(pool.qty) > 0) throw shortfall(sale, sale.left.minus(pool.qty));
    sale.matches.push({ rule: 'S104', qty: sale.left, cost: take(pool, sale.left) });
    sale.left = FIXED_ZERO;
  }
}

function shortfall(sale: Sale, shortLatestUnits: Fixed): Error {
  const short = unscale(shortLatestUnits, sale);
  return new Error(
    `${sale.date}: ${sale.asset}: sold ${short.toDecimal().toString()} more shares than were held or ` +
      `bought in the ${BED_AND_BREAKFAST_DAYS} days after`,
  );
}

const unscale = (qty: Fixed, sale: Sale): Fixed =>
  sale.scale === UNSPLIT ? qty : qty.apportion(UNSPLIT, sale.scale);

/** A sale's matches back in the units it was traded in, and its cost and gain. */
function settle(sale: Sale): MatchedDisposal {
  let left = sale.quantity;
  const matches = sale.matches.map((m, i) => {
    const quantity = i === sale.matches.length - 1 ? left : unscale(m.qty, sale);
    left = left.minus(quantity);
    return { rule: m.rule, quantity, acquisitionDate: m.acquisitionDate, cost: m.cost };
  });
  const allowableCost = matches.reduce((sum, m) => sum.plus(m.cost), sale.fees);
  const { date, asset, quantity, proceeds, fees } = sale;
  return {
    date,
    asset,
    quantity,
    proceeds,
    fees,
    allowableCost,
    gain: proceeds.minus(allowableCost),
    matches,
  };
}

/** A matched disposal's figures as decimal.js numbers. */
export function disposalInDecimals(m: MatchedDisposal): Disposal {
  return {
    date: m.date,
    asset: m.asset,
    quantity: m.quantity.toDecimal(),
    proceeds: m.proceeds.toDecimal(),
    fees: m.fees.toDecimal(),
    allowableCost: m.allowableCost.toDecimal(),
    gain: m.gain.toDecimal(),
    matches: m.matches.map((match): Match => {
      const out: Match = {
        rule: match.rule,
        quantity: match.quantity.toDecimal(),
        cost: match.cost.toDecimal(),
      };
      return match.rule === 'S104' ? out : { ...out, acquisitionDate: match.acquisitionDate };
    }),
  };
}
