import { and, asc, eq } from 'drizzle-orm';
import type { TPortfolioReport } from '../../../contract/reporting';
import type { Tx } from '../db/connection';
import { accounts, clients } from '../db/schema';
import { notFound } from '../errors';
import { moneyOut, valueAccount, ZERO } from '../ledger';
import { cashSections } from './flows';
import { dayBefore, resolvePeriod, type Period } from './period';
import { realisedSales, retainedPositions } from './realised';
import { accountPerformance, periodSeries, returnsOf, type AccountOfReport } from './returns';

interface Subject {
  id: string;
  name: string;
  firmId: string;
}

/**
 * The report of a set of accounts for a period (upstream-api.md §3.3). Opening and closing values and the
 * retained positions come from the ledger's own valuation (valueAccount, as GET /account/summary), so they
 * tie to it to the penny; returns come from the daily valuations of the same arithmetic.
 */
async function reportOf(
  tx: Tx,
  subject: Subject,
  held: AccountOfReport[],
  asked: { fromDate?: string; toDate?: string },
): Promise<TPortfolioReport> {
  const ids = held.map((a) => a.id);
  const { firstDay, ...period } = await resolvePeriod(tx, ids, asked);
  const openingDay = dayBefore(period.fromDate);
  const opening = await Promise.all(ids.map((id) => valueAccount(tx, id, openingDay)));
  const closing = await Promise.all(
    ids.map(async (id) => ({ accountId: id, valuation: await valueAccount(tx, id, period.toDate) })),
  );
  const realised = await realisedSales(tx, ids, period);
  const retained = retainedPositions(closing);
  const series = await periodSeries(tx, ids, period, firstDay);
  const sum = (xs: { total: typeof ZERO }[]) => xs.reduce((s, v) => s.plus(v.total), ZERO);
  const byAccount = accountPerformance(held, series).map((a, i) => ({
    ...a,
    openingValue: moneyOut(opening[i].total),
    closingValue: moneyOut(closing[i].valuation.total),
  }));
  return {
    id: subject.id,
    name: subject.name,
    firmId: subject.firmId,
    currency: 'GBP',
    ...period,
    openingValue: moneyOut(sum(opening)),
    closingValue: moneyOut(sum(closing.map((c) => c.valuation))),
    ...(await cashSections(tx, ids, period)),
    performance: {
      transactionsRealised: realised,
      positionsRetained: retained,
      totalRealised: moneyOut(realised.reduce((s, r) => s.plus(r.profitLoss), ZERO)),
      totalRetained: moneyOut(retained.reduce((s, r) => s.plus(r.growth), ZERO)),
      ...returnsOf(series.total),
      accounts: byAccount,
    },
  };
}

const heldBy = (tx: Tx, firmId: string, clientId: string) =>
  tx
    .select({ id: accounts.id, name: accounts.name, wrapperType: accounts.wrapperType })
    .from(accounts)
    .where(and(eq(accounts.firmId, firmId), eq(accounts.clientId, clientId)))
    .orderBy(asc(accounts.id));

/**
 * GET /portfolio/report/{firmId}/{clientId} for a set period: every account of the client. No caller: the
 * route (or a job acting for one) checks reach first. A client not in the firm is "Client not found".
 */
export async function portfolioReport(
  tx: Tx,
  firmId: string,
  clientId: string,
  period: { fromDate: string; toDate: string },
): Promise<TPortfolioReport> {
  return portfolioReportFor(tx, firmId, clientId, period);
}

/** GET /account/report/{firmId}/{accountId}: the same report for one account (reach checked by the route). */
export async function accountReport(
  tx: Tx,
  firmId: string,
  accountId: string,
  period: Partial<Period>,
): Promise<TPortfolioReport> {
  const [account] = await tx
    .select({ id: accounts.id, name: accounts.name, wrapperType: accounts.wrapperType })
    .from(accounts)
    .where(and(eq(accounts.firmId, firmId), eq(accounts.id, accountId)));
  if (!account) throw notFound('Account');
  return reportOf(tx, { id: account.id, name: account.name, firmId }, [account], period);
}

/** The same with the period as asked: either date may be left to its default (period.ts). */
export async function portfolioReportFor(
  tx: Tx,
  firmId: string,
  clientId: string,
  asked: Partial<Period>,
): Promise<TPortfolioReport> {
  const [client] = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.firmId, firmId), eq(clients.id, clientId)));
  if (!client) throw notFound('Client');
  return reportOf(tx, { ...client, firmId }, await heldBy(tx, firmId, clientId), asked);
}
