import { and, eq, sql, type SQL } from 'drizzle-orm';
import { format, parseISO, startOfMonth, subMonths } from 'date-fns';
import type { TDashboardInformation } from '../../../contract/notifications';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { atOrUnderPath } from '../db/like';
import { accounts, nodes } from '../db/schema';
import { CONTRIBUTION_CODES, dec, type Decimal, londonToday, moneyOut, taxYearOf, ZERO } from '../ledger';
import { ROOT_NODE_ID } from '../nodes/subtree';
import { dashboardNode } from './exceptions';

/**
 * GET /dashboard/information/{firmId}: figures at or under a node, each one SQL aggregate, summed exactly
 * (numeric in the database, decimal.js here) and rounded only at the edge.
 *
 * Written for a firm of 100,000 clients (bench/dashboard.ts): at the firm's root node no node filter is applied
 * at all (every account of the firm is at or under it); under it, the subtree's node ids are read first and
 * given to the queries as a list, so that the planner estimates the node's accounts from their statistics and
 * hashes them rather than probing the postings' or transactions' indexes once per account. The latest price is
 * looked up once per asset, not once per holding.
 */

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

async function all<T>(tx: Tx, query: SQL): Promise<T[]> {
  return rowsOf((await tx.execute(query)) as unknown as Rows<T>);
}

/** Which of the firm's accounts a figure covers: all of them at the root, else those at the nodes named. */
interface Scope {
  firmId: string;
  /** The node and the nodes under it; undefined at the root node (no filter). */
  nodeIds?: string[];
}

/**
 * The scope of `nodeId`: its subtree's node ids, read first and given to the queries as a list, which the
 * planner estimates from the accounts' statistics (a path pattern in a subquery it cannot). A node the firm does
 * not have (dashboardNode lets none through) covers nothing.
 */
async function scopeOf(db: Tx, firmId: string, nodeId: string): Promise<Scope> {
  if (nodeId === ROOT_NODE_ID) return { firmId };
  const [node] = await db
    .select({ path: nodes.path })
    .from(nodes)
    .where(and(eq(nodes.firmId, firmId), eq(nodes.id, nodeId)))
    .limit(1);
  if (!node) return { firmId, nodeIds: [] };
  const subtree = await db
    .select({ id: nodes.id })
    .from(nodes)
    .where(and(eq(nodes.firmId, firmId), atOrUnderPath(nodes.path, node.path)));
  return { firmId, nodeIds: subtree.map((n) => n.id) };
}

/** The scope's accounts (id, wrapper_type, created_at). */
const accountsIn = ({ firmId, nodeIds }: Scope) =>
  sql`SELECT id, wrapper_type, created_at FROM ${accounts} WHERE ${accounts.firmId} = ${firmId}${
    nodeIds === undefined
      ? sql``
      : nodeIds.length === 0
        ? sql` AND false`
        : sql` AND ${accounts.nodeId} IN (${sql.join(
            nodeIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
  }`;

/** Condition on rows with an account: in the scope (nothing at the root: each row here is the firm's). */
const inScope = (scope: Scope, accountId: SQL) =>
  scope.nodeIds === undefined ? sql`` : sql` AND ${accountId} IN (SELECT id FROM acc)`;

/**
 * Assets under administration by wrapper: cash plus each holding at its latest price on or before today, each
 * holding to the penny (valueAccount's rule). Two statements, so that PostgreSQL runs them side by side: the
 * cash postings by wrapper, and the holdings by wrapper, the latest price looked up once per asset (px, a few
 * index probes), not once per holding.
 */
async function assetsUnder(tx: Tx, scope: Scope, today: string) {
  const { firmId } = scope;
  const [cash, stock] = await Promise.all([
    all<{ wrapper_type: string; value: string }>(
      tx,
      sql`WITH acc AS NOT MATERIALIZED (${accountsIn(scope)})
        SELECT a.wrapper_type, sum(c.amount)::text AS value FROM cash_postings c JOIN acc a ON a.id = c.account_id
        WHERE c.firm_id = ${firmId} AND c.book = 'Client' AND c.post_date <= ${today}
        GROUP BY a.wrapper_type`,
    ),
    all<{ wrapper_type: string; value: string }>(
      tx,
      sql`WITH acc AS NOT MATERIALIZED (${accountsIn(scope)}),
        units AS (
          SELECT s.account_id, s.asset_id, sum(s.quantity) AS q FROM stock_postings s
          WHERE s.firm_id = ${firmId} AND s.book = 'Client' AND s.post_date <= ${today}${inScope(scope, sql`s.account_id`)}
          GROUP BY s.account_id, s.asset_id HAVING sum(s.quantity) <> 0),
        px AS MATERIALIZED (
          SELECT x.id AS asset_id, (SELECT p.price FROM prices p WHERE p.asset_id = x.id AND p.price_date <= ${today}
            ORDER BY p.price_date DESC LIMIT 1) AS price
          FROM assets x)
        SELECT a.wrapper_type, sum(round(u.q * coalesce(px.price, 0), 2))::text AS value
        FROM units u LEFT JOIN px ON px.asset_id = u.asset_id JOIN acc a ON a.id = u.account_id
        GROUP BY a.wrapper_type`,
    ),
  ]);
  // Each wrapper with cash or holdings, ordered as ORDER BY wrapper_type ordered them: the wrapper types
  // (contract/enums.ts) sort the same by code unit as under any collation.
  const byWrapper = new Map<string, Decimal>();
  for (const r of [...cash, ...stock])
    byWrapper.set(r.wrapper_type, (byWrapper.get(r.wrapper_type) ?? ZERO).plus(dec(r.value)));
  const wrappers = [...byWrapper.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const total = wrappers.reduce((sum, w) => sum.plus(byWrapper.get(w)!), ZERO);
  return { total, byWrapper: wrappers.map((w) => ({ wrapperType: w, value: moneyOut(byWrapper.get(w)!) })) };
}

type FlowRow = Record<'month' | 'in' | 'out' | 'month_in' | 'month_out' | 'year_in' | 'year_out', string>;

/**
 * Money in from outside (pay-ins, transfers in) and out (withdrawals, transfers out), by month from the
 * earlier of `chartFrom` and `taxYearStart` (the tax year starts on 6 April, mid-month): in one pass, the chart's
 * months (from `chartFrom`) and, in each month, the part from `monthStart` and from `taxYearStart`.
 */
async function flows(
  tx: Tx,
  scope: Scope,
  range: { chartFrom: string; monthStart: string; taxYearStart: string; today: string },
) {
  const { chartFrom, monthStart, taxYearStart, today } = range;
  const codes = sql.join(
    CONTRIBUTION_CODES.map((c) => sql`${c}`),
    sql`, `,
  );
  const from = chartFrom < taxYearStart ? chartFrom : taxYearStart;
  const inOut = (name: string, since: string) =>
    sql`coalesce(sum(c.amount) FILTER (WHERE c.amount > 0 AND c.post_date >= ${since}), 0)::text AS ${sql.identifier(`${name}in`)},
      coalesce(-sum(c.amount) FILTER (WHERE c.amount < 0 AND c.post_date >= ${since}), 0)::text AS ${sql.identifier(`${name}out`)}`;
  const rows = await all<FlowRow>(
    tx,
    sql`WITH acc AS NOT MATERIALIZED (${accountsIn(scope)})
      SELECT to_char(date_trunc('month', c.post_date), 'YYYY-MM') AS month,
        ${inOut('', chartFrom)}, ${inOut('month_', monthStart)}, ${inOut('year_', taxYearStart)}
      FROM cash_postings c
      WHERE c.firm_id = ${scope.firmId} AND c.book = 'Client' AND c.transaction_code IN (${codes})
        AND c.post_date >= ${from} AND c.post_date <= ${today}${inScope(scope, sql`c.account_id`)}
      GROUP BY 1 ORDER BY 1`,
  );
  const chartMonth = chartFrom.slice(0, 7);
  return {
    chart: rows.filter((r) => r.month >= chartMonth),
    month: flowOf(rows.map((r) => ({ in: r.month_in, out: r.month_out }))),
    taxYear: flowOf(rows.map((r) => ({ in: r.year_in, out: r.year_out }))),
  };
}

/** In, out and net of the flows' rows. */
function flowOf(rows: { in: string; out: string }[]) {
  const inflow = rows.reduce((s, r) => s.plus(dec(r.in)), ZERO);
  const outflow = rows.reduce((s, r) => s.plus(dec(r.out)), ZERO);
  return { in: moneyOut(inflow), out: moneyOut(outflow), net: moneyOut(inflow.minus(outflow)) };
}

/**
 * The instant a London day starts, once per query (an InitPlan): `ts >= londonMidnight(d)` is
 * `(ts AT TIME ZONE 'Europe/London')::date >= d` without converting every row (London's clocks never change at
 * midnight, so the day's first instant is its midnight).
 */
const londonMidnight = (day: string, plusDays = 0) =>
  sql`(SELECT (${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE 'Europe/London')`;

/** Accounts opened, today's orders and the tax year's ISA subscriptions: one pass over the transactions. */
async function counts(tx: Tx, scope: Scope, today: string, monthStart: string, yearStart: string) {
  const { firmId } = scope;
  const todayFrom = londonMidnight(today);
  const todayTo = londonMidnight(today, 1);
  const isa = sql`t.status = 'Completed' AND t.transaction_type = 'Payment' AND t.transaction_sub_type = 'Deposit'
    AND t.transaction_date BETWEEN ${yearStart} AND ${today}`;
  const changedToday = sql`t.updated_at >= ${todayFrom} AND t.updated_at < ${todayTo}`;
  const [row] = await all<Record<string, string>>(
    tx,
    sql`WITH acc AS NOT MATERIALIZED (${accountsIn(scope)}),
      opened AS (
        SELECT count(*) FILTER (WHERE created_at >= ${londonMidnight(monthStart)})::int AS opened_month,
          count(*)::int AS opened_year
        FROM acc WHERE created_at >= ${londonMidnight(yearStart)} AND created_at < ${todayTo}),
      -- Today's orders and the tax year's ISA subscriptions, read first (MATERIALIZED): then joined to the
      -- accounts by hashing, never by probing the transactions once per account.
      t AS MATERIALIZED (
        SELECT t.account_id, t.transaction_type, t.status, t.transaction_date, t.completed_date, t.updated_at,
          t.amount, ${isa} AS isa
        FROM portfolio_transactions t
        WHERE t.firm_id = ${firmId} AND (${isa} OR t.transaction_type = 'Order'
          AND (t.transaction_date = ${today} OR t.completed_date = ${today} OR ${changedToday}))),
      tx AS (
        SELECT count(*) FILTER (WHERE t.transaction_type = 'Order' AND t.transaction_date = ${today})::int AS placed,
          count(*) FILTER (WHERE t.transaction_type = 'Order' AND t.status = 'Completed'
            AND t.completed_date = ${today})::int AS completed,
          count(*) FILTER (WHERE t.transaction_type = 'Order' AND t.status = 'Error' AND ${changedToday})::int AS errors,
          coalesce(sum(t.amount) FILTER (WHERE a.wrapper_type = 'ISA' AND t.isa), 0)::text AS isa_used,
          count(DISTINCT t.account_id) FILTER (WHERE a.wrapper_type = 'ISA' AND t.isa)::int AS isa_accounts
        FROM t JOIN acc a ON a.id = t.account_id)
      SELECT * FROM opened, tx`,
  );
  return row;
}

export async function dashboardInformation(
  db: Database,
  caller: Caller,
  query: { nodeId?: string },
): Promise<TDashboardInformation> {
  const nodeId = await dashboardNode(db, caller, query.nodeId);
  const scope = await scopeOf(db, caller.firmId, nodeId);
  const today = londonToday();
  const monthStart = format(startOfMonth(parseISO(today)), 'yyyy-MM-dd');
  const taxYearStart = taxYearOf(today).start;
  const chartFrom = format(startOfMonth(subMonths(parseISO(today), 11)), 'yyyy-MM-dd');
  const [aum, flow, c] = await Promise.all([
    assetsUnder(db, scope, today),
    flows(db, scope, { chartFrom, monthStart, taxYearStart, today }),
    counts(db, scope, today, monthStart, taxYearStart),
  ]);
  return {
    nodeId,
    asAt: new Date().toISOString(),
    assetsUnderAdministration: moneyOut(aum.total),
    aumByWrapper: aum.byWrapper,
    monthStart,
    taxYearStart,
    flows: { month: flow.month, taxYear: flow.taxYear },
    flowsByMonth: flow.chart.map((r) => ({ month: r.month, in: moneyOut(r.in), out: moneyOut(r.out) })),
    accountsOpened: { month: Number(c.opened_month), taxYear: Number(c.opened_year) },
    dealing: {
      placedToday: Number(c.placed),
      completedToday: Number(c.completed),
      errorToday: Number(c.errors),
    },
    isaSubscriptions: { taxYear: moneyOut(c.isa_used), accounts: Number(c.isa_accounts) },
  };
}
