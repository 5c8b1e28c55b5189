import { and, asc, eq } from 'drizzle-orm';
import { differenceInCalendarDays, getDay, parseISO } from 'date-fns';
import type { TPerformance, TPerformanceQuery } from '../../../contract/reporting';
import type { Database } from '../db/connection';
import { accounts, clients } from '../db/schema';
import { notFound } from '../errors';
import { moneyOut, ZERO } from '../ledger';
import { cumulativeTimeWeightedReturns, type DailyValuation } from './performance';
import { resolvePeriod } from './period';
import { accountPerformance, netFlows, percentOut, periodSeries, returnsOf } from './returns';

/** Beyond this many days a chart of daily points says nothing more than a weekly one, at seven times the size. */
const DAILY_UP_TO = 366;

/** The chart's points: every day, or each week's Sunday and the last day when the period is long. */
function pointsOf(days: DailyValuation[], weekly: boolean): TPerformance['points'] {
  const returns = cumulativeTimeWeightedReturns(days);
  let contributed = ZERO;
  const points: TPerformance['points'] = [];
  days.forEach((d, i) => {
    contributed = i === 0 ? d.value : contributed.plus(d.flow);
    const shown = !weekly || i === 0 || i === days.length - 1 || getDay(parseISO(d.date)) === 0;
    if (shown)
      points.push({
        date: d.date,
        value: moneyOut(d.value),
        netContributions: moneyOut(contributed),
        cumulativeReturn: percentOut(returns[i]),
      });
  });
  return points;
}

/**
 * GET /portfolio/performance/{firmId}/{clientId} (Keel, decision 0701): value against net contributions
 * and the cumulative time-weighted return over the period, for the client or one of their accounts
 * (accountId), with each account's returns beside. The client is checked in the caller's reach by the route.
 */
export async function performanceChart(
  db: Database,
  firmId: string,
  clientId: string,
  q: TPerformanceQuery,
): Promise<TPerformance> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.firmId, firmId), eq(clients.id, clientId)));
  if (!client) throw notFound('Client');
  const held = await db
    .select({ id: accounts.id, name: accounts.name, wrapperType: accounts.wrapperType })
    .from(accounts)
    .where(and(eq(accounts.firmId, firmId), eq(accounts.clientId, clientId)))
    .orderBy(asc(accounts.id));
  const chosen = q.accountId ? held.filter((a) => a.id === q.accountId) : held;
  if (q.accountId && !chosen.length) throw notFound('Account');
  const ids = chosen.map((a) => a.id);
  const { firstDay, ...period } = await resolvePeriod(db, ids, q);
  const series = await periodSeries(db, ids, period, firstDay);
  const days = series.total;
  const weekly = differenceInCalendarDays(parseISO(period.toDate), parseISO(period.fromDate)) > DAILY_UP_TO;
  return {
    clientId,
    accountId: q.accountId ?? null,
    ...period,
    interval: weekly ? 'Week' : 'Day',
    openingValue: moneyOut(days[0]?.value ?? ZERO),
    closingValue: moneyOut(days.at(-1)?.value ?? ZERO),
    netFlows: moneyOut(netFlows(days)),
    ...returnsOf(days),
    points: pointsOf(days, weekly),
    accounts: accountPerformance(chosen, series),
  };
}
