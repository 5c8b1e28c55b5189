import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { cashPostings } from '../db/schema';
import { dayBefore, londonToday } from '../ledger';

/** A report's period as asked for (both optional), and as resolved (docs/decisions/0701). */
export interface Period {
  fromDate: string;
  toDate: string;
}

/** A period's opening value is taken at the end of the day before its fromDate. */
export { dayBefore };

/** The first day anything was posted to these accounts, or null. */
async function firstPostingDay(tx: Tx, accountIds: string[]): Promise<string | null> {
  if (!accountIds.length) return null;
  const [row] = await tx
    .select({ first: sql<string | null>`min(${cashPostings.postDate})::text` })
    .from(cashPostings)
    .where(inArray(cashPostings.accountId, accountIds));
  return row?.first ?? null;
}

/**
 * Defaults: toDate today (London); fromDate the first posting's day (the start, so the opening value is 0),
 * or toDate when nothing was ever posted. Stock only arrives through cash (a buy pays for it), so the first
 * cash posting is the first posting.
 */
export async function resolvePeriod(
  tx: Tx,
  accountIds: string[],
  q: { fromDate?: string; toDate?: string },
): Promise<Period & { firstDay: string | null }> {
  const toDate = q.toDate ?? londonToday();
  const firstDay = await firstPostingDay(tx, accountIds);
  const fallback = firstDay && firstDay < toDate ? firstDay : toDate;
  return { fromDate: q.fromDate ?? fallback, toDate, firstDay };
}

/**
 * The days worth valuing: from the opening day (the day before fromDate), but no earlier than the day
 * before anything was posted (all zeros before it, and nothing there changes a return), to toDate but no
 * later than today (no prices or postings exist beyond it, and a far future toDate must cost nothing).
 */
export function seriesDays(period: Period, firstDay: string | null): { start: string; end: string } | null {
  if (!firstDay) return null;
  const opening = dayBefore(period.fromDate);
  const beforeFirst = dayBefore(firstDay);
  const today = londonToday();
  const start = opening > beforeFirst ? opening : beforeFirst;
  const end = period.toDate < today ? period.toDate : today;
  return start < end ? { start, end } : null;
}
