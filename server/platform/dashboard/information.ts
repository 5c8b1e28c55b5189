import { sql, type SQL } from 'drizzle-orm';
import { format, parseISO, startOfMonth, subMonths } from 'date-fns';
import type { TDashboardInformation } from '../../../contract/notifications';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { accounts } from '../db/schema';
import { CONTRIBUTION_CODES, dec, londonToday, moneyOut, taxYearOf, ZERO } from '../ledger';
import { inNodeSubtree } from '../nodes/subtree';
import { dashboardNode } from './exceptions';

/**
 * GET /dashboard/information/{firmId}: figures at or under a node, each one SQL aggregate, summed exactly
 * (numeric in the database, decimal.js here) and rounded only at the edge.
 */

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

async function all<T>(tx: Tx, query: SQL): Promise<T[]> {
  return rowsOf((await tx.execute(query)) as unknown as Rows<T>);
}

/** The node's accounts, as a subquery every figure starts from. */
const accountsAt = (firmId: string, nodeId: string) =>
  sql`SELECT id, wrapper_type FROM ${accounts} WHERE ${accounts.firmId} = ${firmId} AND ${inNodeSubtree(firmId, nodeId, accounts.nodeId)}`;

/** Cash plus each holding at its latest price on or before today, each holding to the penny (valueAccount's rule). */
async function assetsUnder(tx: Tx, firmId: string, nodeId: string, today: string) {
  const rows = await all<{ wrapper_type: string; value: string }>(
    tx,
    sql`WITH acc AS (${accountsAt(firmId, nodeId)}),
      cash AS (
        SELECT a.wrapper_type, c.amount AS value FROM cash_postings c JOIN acc a ON a.id = c.account_id
        WHERE c.firm_id = ${firmId} AND c.book = 'Client' AND c.post_date <= ${today}),
      units AS (
        SELECT a.wrapper_type, s.account_id, s.asset_id, sum(s.quantity) AS q
        FROM stock_postings s JOIN acc a ON a.id = s.account_id
        WHERE s.firm_id = ${firmId} AND s.book = 'Client' AND s.post_date <= ${today}
        GROUP BY a.wrapper_type, s.account_id, s.asset_id HAVING sum(s.quantity) <> 0),
      stock AS (
        SELECT u.wrapper_type, round(u.q * coalesce((SELECT p.price FROM prices p WHERE p.asset_id = u.asset_id
          AND p.price_date <= ${today} ORDER BY p.price_date DESC LIMIT 1), 0), 2) AS value FROM units u)
      SELECT wrapper_type, sum(value)::text AS value
      FROM (SELECT * FROM cash UNION ALL SELECT * FROM stock) v GROUP BY wrapper_type ORDER BY wrapper_type`,
  );
  const total = rows.reduce((sum, r) => sum.plus(dec(r.value)), ZERO);
  return { total, byWrapper: rows.map((r) => ({ wrapperType: r.wrapper_type, value: moneyOut(r.value) })) };
}

/** Money in from outside (pay-ins, transfers in) and out (withdrawals, transfers out), by month from `from`. */
async function flows(tx: Tx, firmId: string, nodeId: string, from: string, today: string) {
  const codes = sql.join(
    CONTRIBUTION_CODES.map((c) => sql`${c}`),
    sql`, `,
  );
  return all<{ month: string; in: string; out: string }>(
    tx,
    sql`WITH acc AS (${accountsAt(firmId, nodeId)})
      SELECT to_char(date_trunc('month', c.post_date), 'YYYY-MM') AS month,
        coalesce(sum(c.amount) FILTER (WHERE c.amount > 0), 0)::text AS in,
        coalesce(-sum(c.amount) FILTER (WHERE c.amount < 0), 0)::text AS out
      FROM cash_postings c JOIN acc a ON a.id = c.account_id
      WHERE c.firm_id = ${firmId} AND c.book = 'Client' AND c.transaction_code IN (${codes})
        AND c.post_date >= ${from} AND c.post_date <= ${today}
      GROUP BY 1 ORDER BY 1`,
  );
}

/** In, out and net of the flows' rows (whole months, or one range queried as one row). */
function flowOf(rows: { in: string; out: string }[]) {
  const inflow = rows.reduce((s, r) => s.plus(dec(r.in)), ZERO);
  const outflow = rows.reduce((s, r) => s.plus(dec(r.out)), ZERO);
  return { in: moneyOut(inflow), out: moneyOut(outflow), net: moneyOut(inflow.minus(outflow)) };
}

async function counts(
  tx: Tx,
  firmId: string,
  nodeId: string,
  today: string,
  monthStart: string,
  yearStart: string,
) {
  const [row] = await all<Record<string, string>>(
    tx,
    sql`WITH acc AS (SELECT id, wrapper_type, created_at FROM ${accounts}
        WHERE ${accounts.firmId} = ${firmId} AND ${inNodeSubtree(firmId, nodeId, accounts.nodeId)}),
      opened AS (SELECT (created_at AT TIME ZONE 'Europe/London')::date AS day FROM acc),
      orders AS (
        SELECT t.status, t.transaction_date, t.completed_date,
          (t.updated_at AT TIME ZONE 'Europe/London')::date AS changed
        FROM portfolio_transactions t JOIN acc a ON a.id = t.account_id
        WHERE t.firm_id = ${firmId} AND t.transaction_type = 'Order'),
      isa AS (
        SELECT t.account_id, t.amount FROM portfolio_transactions t JOIN acc a ON a.id = t.account_id
        WHERE t.firm_id = ${firmId} AND a.wrapper_type = 'ISA' AND t.status = 'Completed'
          AND t.transaction_type = 'Payment' AND t.transaction_sub_type = 'Deposit'
          AND t.transaction_date BETWEEN ${yearStart} AND ${today})
      SELECT
        (SELECT count(*) FROM opened WHERE day >= ${monthStart} AND day <= ${today})::int AS opened_month,
        (SELECT count(*) FROM opened WHERE day >= ${yearStart} AND day <= ${today})::int AS opened_year,
        (SELECT count(*) FROM orders WHERE transaction_date = ${today})::int AS placed,
        (SELECT count(*) FROM orders WHERE status = 'Completed' AND completed_date = ${today})::int AS completed,
        (SELECT count(*) FROM orders WHERE status = 'Error' AND changed = ${today})::int AS errors,
        (SELECT coalesce(sum(amount), 0)::text FROM isa) AS isa_used,
        (SELECT count(DISTINCT account_id) FROM isa)::int AS isa_accounts`,
  );
  return row;
}

export async function dashboardInformation(
  db: Database,
  caller: Caller,
  query: { nodeId?: string },
): Promise<TDashboardInformation> {
  const nodeId = await dashboardNode(db, caller, query.nodeId);
  const firmId = caller.firmId;
  const today = londonToday();
  const monthStart = format(startOfMonth(parseISO(today)), 'yyyy-MM-dd');
  const taxYearStart = taxYearOf(today).start;
  const chartFrom = format(startOfMonth(subMonths(parseISO(today), 11)), 'yyyy-MM-dd');
  const [aum, chart, month, year, c] = await Promise.all([
    assetsUnder(db, firmId, nodeId, today),
    flows(db, firmId, nodeId, chartFrom, today),
    flows(db, firmId, nodeId, monthStart, today),
    // The tax year starts on 6 April, mid-month: its own range, not the chart's whole months.
    flows(db, firmId, nodeId, taxYearStart, today),
    counts(db, firmId, nodeId, today, monthStart, taxYearStart),
  ]);
  return {
    nodeId,
    asAt: new Date().toISOString(),
    assetsUnderAdministration: moneyOut(aum.total),
    aumByWrapper: aum.byWrapper,
    monthStart,
    taxYearStart,
    flows: { month: flowOf(month), taxYear: flowOf(year) },
    flowsByMonth: chart.map((r) => ({ month: r.month, in: moneyOut(r.in), out: moneyOut(r.out) })),
    accountsOpened: { month: Number(c.opened_month), taxYear: Number(c.opened_year) },
    dealing: {
      placedToday: Number(c.placed),
      completedToday: Number(c.completed),
      errorToday: Number(c.errors),
    },
    isaSubscriptions: { taxYear: moneyOut(c.isa_used), accounts: Number(c.isa_accounts) },
  };
}
