import { and, asc, eq } from 'drizzle-orm';
import type { TAccountSummary } from '../../../contract/accounts';
import type { TPortfolioSummary } from '../../../contract/reporting';
import { accountSummary } from '../accounts/summary';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { accounts } from '../db/schema';
import { findClient } from '../clients/service';
import { inCallerSubtree } from '../nodes/subtree';
import { contributions, moneyOut, ZERO, type Decimal } from '../ledger';
import { dayBefore, resolvePeriod } from './period';
import { periodSeries, returnsOf } from './returns';

const percent = (part: Decimal, whole: Decimal) =>
  whole.isZero() ? 0 : moneyOut(part.times(100).dividedBy(whole));
const sumOf = <T>(xs: T[], pick: (x: T) => number | null) => xs.reduce((s, x) => s.plus(pick(x) ?? 0), ZERO);

type SummaryAccount = TPortfolioSummary['accounts'][number];

/** An account of the summary: its own summary's values under upstream's names (no stock transfers in Keel). */
const summaryAccount = (
  s: TAccountSummary,
  nodeId: string,
  returns: Pick<SummaryAccount, 'timeWeightedReturn' | 'moneyWeightedReturn'>,
): SummaryAccount => ({
  id: s.id,
  name: s.name,
  accountType: s.accountType,
  wrapperType: s.wrapperType,
  status: s.status,
  currency: s.currency,
  nodeId,
  clientId: s.clientId,
  openingValue: s.openingValue,
  openingCashValue: s.openingCashValue,
  openingStockValue: s.openingStockValue,
  currentValue: s.currentValue,
  closingCashValue: s.closingCashValue,
  closingStockValue: s.closingStockValue,
  uninvestedCash: s.uninvestedCash,
  bookValue: s.bookValue,
  transferBookValue: 0,
  nonTransferBookValue: s.bookValue,
  growth: s.growth,
  growthPercent: s.growthPercent,
  adjustedGrowth: s.growth,
  adjustedGrowthPercent: s.growthPercent,
  ...returns,
});

/**
 * GET /portfolio/summary/{firmId}/{clientId} (upstream-api.md §3.3): each account is GET /account/summary's
 * own answer for the period (so the two agree to the penny), the client's totals are their sums, and
 * positions are every account's. Keel adds the period's time- and money-weighted returns.
 */
export async function portfolioSummary(
  db: Database,
  caller: Caller,
  clientId: string,
  asked: { fromDate?: string; toDate?: string },
): Promise<TPortfolioSummary> {
  const client = await findClient(db, caller, clientId);
  const held = await db
    .select({ id: accounts.id, nodeId: accounts.nodeId })
    .from(accounts)
    .where(
      and(
        eq(accounts.firmId, caller.firmId),
        eq(accounts.clientId, clientId),
        inCallerSubtree(caller, accounts.nodeId),
      ),
    )
    .orderBy(asc(accounts.id));
  const ids = held.map((a) => a.id);
  const { firstDay, ...period } = await resolvePeriod(db, ids, asked);
  const summaries: TAccountSummary[] = [];
  for (const id of ids) summaries.push(await accountSummary(db, caller, id, period));
  const series = await periodSeries(db, ids, period, firstDay);
  let inflows = ZERO;
  for (const id of ids)
    inflows = inflows.plus((await contributions(db, id, dayBefore(period.fromDate), period.toDate)).inflows);
  const opening = sumOf(summaries, (s) => s.openingValue);
  const growth = sumOf(summaries, (s) => s.growth);
  return {
    firmId: client.firmId,
    id: client.id,
    name: client.name,
    firstName: client.firstName,
    surname: client.surname,
    currency: 'GBP',
    nodeId: [client.nodeId],
    status: client.status as TPortfolioSummary['status'],
    clientType: client.clientType as TPortfolioSummary['clientType'],
    ...period,
    positions: summaries.flatMap((s) => s.positions.map((p) => ({ ...p, accountId: s.id }))),
    accounts: summaries.map((s, i) =>
      summaryAccount(s, held[i].nodeId, returnsOf(series.byAccount.get(s.id) ?? [])),
    ),
    bookValue: moneyOut(sumOf(summaries, (s) => s.bookValue)),
    nonTransferBookValue: moneyOut(sumOf(summaries, (s) => s.bookValue)),
    transferBookValue: 0,
    openingValue: moneyOut(opening),
    currentValue: moneyOut(sumOf(summaries, (s) => s.currentValue)),
    uninvestedCash: moneyOut(sumOf(summaries, (s) => s.uninvestedCash)),
    closingCashValue: moneyOut(sumOf(summaries, (s) => s.closingCashValue)),
    growth: moneyOut(growth),
    growthPercent: percent(growth, opening.plus(inflows)),
    adjustedGrowth: moneyOut(growth),
    adjustedGrowthPercent: percent(growth, opening.plus(inflows)),
    transferValue: 0,
    uncrystallisedValue: 0,
    products: summaries.map((s) => ({
      wrapperType: s.wrapperType,
      remainingSubscriptionAmount: s.remainingSubscriptionAmount,
      accountId: s.id,
    })),
    ...returnsOf(series.total),
  };
}
