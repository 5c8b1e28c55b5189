import { and, eq } from 'drizzle-orm';
import { taxYearOf, taxYearStarting } from '../../../contract/dates';
import { CGT_FIRST_DATE, type TCgtReport } from '../../../contract/tax';
import type { Tx } from '../db/connection';
import { clients } from '../db/schema';
import { conflict, fieldError, notFound } from '../errors';
import { londonToday } from '../ledger';
import { disposalInDecimals, matchCgt, type CgtWorking, type Disposal } from './cgt';
import { exact } from './cgt-exact';
import { yearInDecimals } from './cgt-years';
import { clientTrades, type ClientTrades } from './ledger-trades';
import { presentDisposal, presentYear, ROUNDING, type YearInput } from './present';
import { exemptionOf } from './wrappers';

/**
 * A client's capital gains report (GET /portfolio/cgtReport/{firmId}/{clientId}; decision 0702).
 * Matching needs the whole history: the pool is built from the first acquisition, and a disposal near
 * the period's end is matched with purchases up to 30 days after it. So the engine runs over every trade
 * the client ever made in a taxable account, and the period only selects what is reported.
 */

export interface CgtPeriod {
  fromDate: string;
  toDate: string;
}

/** The current UK tax year when the caller names no period; one date alone names its tax year's other end. */
export function defaultPeriod(q: Partial<CgtPeriod>, today = londonToday()): CgtPeriod {
  return {
    fromDate: q.fromDate ?? taxYearOf(q.toDate ?? today).start,
    toDate: q.toDate ?? taxYearOf(q.fromDate ?? today).end,
  };
}

/** No caller: the route resolves the client in the caller's reach first. A missing client is 404. */
export async function clientCgtReport(
  tx: Tx,
  firmId: string,
  clientId: string,
  period: CgtPeriod,
): Promise<TCgtReport> {
  // The route's query refuses these too; a job or a statement calling here gets the same answer.
  if (period.fromDate < CGT_FIRST_DATE)
    throw fieldError(
      'fromDate',
      `Must be on or after ${CGT_FIRST_DATE}, the start of the first tax year the report knows`,
    );
  const [client] = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.firmId, firmId), eq(clients.id, clientId)));
  if (!client) throw notFound('Client');
  const history = await clientTrades(tx, firmId, clientId);
  const result = matched(history);
  // Only what the report shows becomes decimal.js numbers: the period's disposals and its tax years.
  const inPeriod = result.disposals
    .filter((d) => d.date >= period.fromDate && d.date <= period.toDate)
    .map(disposalInDecimals);
  return {
    firmId,
    clientId,
    clientName: client.name,
    ...period,
    currency: 'GBP',
    accounts: history.taxable,
    exemptAccounts: history.exempt.map((a) => ({ ...a, reason: exemptionOf(a.wrapperType) })),
    disposals: inPeriod.map((d) => presentDisposal(d, asset(history, d), soldFrom(history, d))),
    byTaxYear: yearsTouched(period).map((label) => presentYear(yearInput(result, label))),
    taxYears: pickerYears(result),
    rounding: ROUNDING,
  };
}

function matched(history: ClientTrades): CgtWorking {
  try {
    return matchCgt(history.trades.map((t) => t.trade));
  } catch (e) {
    // The ledger never sells more than an account holds, so this is a history the rules cannot match
    // (a disposal before 2018/19, whose exempt amount the engine does not know): say so, not 500.
    throw conflict(`The capital gains of this client cannot be worked out: ${(e as Error).message}`);
  }
}

const asset = (history: ClientTrades, d: Disposal) =>
  history.assetsById.get(d.asset) ?? { name: d.asset, isin: null };

/** The accounts a day's sales of the asset came from (a disposal is the person's, across accounts). */
const soldFrom = (history: ClientTrades, d: Disposal) => [
  ...new Set(
    history.trades
      .filter((t) => t.trade.kind === 'SELL' && t.trade.asset === d.asset && t.trade.date === d.date)
      .map((t) => t.accountId),
  ),
];

/** Labels of the tax years from the one holding fromDate to the one holding toDate. */
function yearsTouched(period: CgtPeriod): string[] {
  const first = Number(taxYearOf(period.fromDate).label.slice(0, 4));
  const last = Number(taxYearOf(period.toDate).label.slice(0, 4));
  return Array.from({ length: last - first + 1 }, (_, i) => taxYearStarting(first + i).label);
}

/** A year's engine summary, or an empty year that carries the losses of the years before it. */
function yearInput(result: CgtWorking, label: string): YearInput {
  const earlier = Object.keys(result.byTaxYear)
    .filter((y) => y < label)
    .sort();
  const before = earlier.length ? result.byTaxYear[earlier[earlier.length - 1]] : undefined;
  const broughtForward = before ? before.lossCarriedForward.toDecimal() : exact(0);
  const summary = result.byTaxYear[label];
  return { label, summary: summary && yearInDecimals(summary), broughtForward };
}

const pickerYears = (result: CgtWorking) =>
  [...new Set([...Object.keys(result.byTaxYear), taxYearOf(londonToday()).label])].sort();
