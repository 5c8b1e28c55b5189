import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from './connection';

/**
 * How many rows match a list's filters, without counting a large firm's every row on every page
 * (decisions 0411 and 0412). Up to EXACT_COUNT_LIMIT the count is exact: `count(*)` over the matches capped
 * at the limit plus one, so it reads at most that many index entries. Past it, the planner's estimate for
 * the same query (EXPLAIN, on PostgreSQL and PGlite alike), flagged as an estimate; `exact` asks for the
 * real count.
 */
export const EXACT_COUNT_LIMIT = 10_000;

export interface MatchCount {
  count: number;
  estimated: boolean;
}

/**
 * `matches` builds the query of one column per matching row, with the list's joins and filters and no
 * order: a fresh builder each time, as drizzle's builders change in place. `table` is the table whose
 * statistics the estimate rests on.
 */
export async function countMatches(
  db: Database,
  table: string,
  matches: () => PgSelect,
  opts: { exact?: boolean; limit?: number } = {},
): Promise<MatchCount> {
  if (opts.exact) return { count: await countOf(db, matches()), estimated: false };
  const limit = opts.limit ?? EXACT_COUNT_LIMIT;
  const capped = await countOf(db, matches().limit(limit + 1));
  if (capped <= limit) return { count: capped, estimated: false };
  const planned = await plannedRows(db, matches());
  // The planner thinks fewer match than we just counted: its statistics are stale or were never gathered
  // (PGlite has no autovacuum). Report what we know and have them gathered for the next request.
  if (planned <= limit) refreshStatistics(db, table);
  return { count: Math.max(planned, limit + 1), estimated: true };
}

/** At most one ANALYZE per table and database handle every STATISTICS_EVERY_MS, in the background. */
const STATISTICS_EVERY_MS = 10 * 60_000;
const lastRefreshed = new WeakMap<Database, Map<string, number>>();

function refreshStatistics(db: Database, table: string) {
  const tables = lastRefreshed.get(db) ?? new Map<string, number>();
  lastRefreshed.set(db, tables);
  const last = tables.get(table);
  if (last !== undefined && Date.now() - last < STATISTICS_EVERY_MS) return;
  tables.set(table, Date.now());
  // Only a cost if it fails (a role that may not analyze): the count stays the floor, as before.
  db.execute(sql`ANALYZE ${sql.identifier(table)}`).catch(() => undefined);
}

async function countOf(db: Database, matches: PgSelect): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(matches.as('matches'));
  return count;
}

type Plan = { Plan: { 'Plan Rows': number } }[];

/** The planner's row estimate for the query: EXPLAIN plans it without running it. */
async function plannedRows(db: Database, matches: PgSelect): Promise<number> {
  const result = (await db.execute(sql`EXPLAIN (FORMAT JSON) ${matches}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0])[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Plan;
  return Math.round(plan[0].Plan['Plan Rows']);
}
