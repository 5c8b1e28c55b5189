import { sql } from 'drizzle-orm';
import type { TDashboardExceptions, TDashboardInformation } from '../contract/notifications';
import { openDatabase } from '../server/platform/db/connection';
import { FRESH_MS, reconcileFirm } from '../server/platform/notifications/reconcile';
import { DEMO_FIRM_ID } from '../server/platform/seed/demo-firms';
import { preparePglite, preparePostgres, type BenchDatabase } from './data';
import { platformToken } from './measure';
import { startServer } from './server';
import { summarise, timeRepeatedly } from './stats';

/**
 * The dashboard benchmark (`npm run bench -- --only dashboard`; issue 20), on PGlite and, with DATABASE_URL,
 * PostgreSQL. The firm is the clients part's (bench/data.ts: DEMO1 grown to `clients`, default 100,000, 12% of
 * them Pending); on it, in a few INSERT … SELECT statements, what the dashboards count and sum (their own rows,
 * since bench/ledger-data.ts writes no postings): an account for every Active client (ISA, GIA, SIPP, JISA; 1%
 * still Pending) and a Pending one for a third of the Pending clients; in each Active account two pay-ins over
 * its life, each 90% invested in a fund that day (balanced cash and stock postings), a small withdrawal on one
 * in eight, a withdrawal over the £10,000 threshold awaiting a second user on one in 150 and an order in Error
 * on one in 200; then the reconciliation pass raises the open notifications. Timed straight at the platform,
 * one request after another, at the root node (the whole firm) and at the deepest node:
 *   (a) GET /dashboard/information/{firmId}?nodeId=, a quarter of --requests (each reads every posting under the node);
 *   (b) GET /dashboard/exception/{firmId}?nodeId= within 3 s of the firm's last reconciliation pass (the
 *       counts alone);
 *   (c) the exception call at the root as the first after 3 s, so that it runs the firm's pass first (what a
 *       person opening the dashboard usually waits for): a quarter of --requests, about 3 s apart.
 * The issue sets no target; the figures are reported (bench/targets.ts).
 */

export interface DashboardBenchOptions {
  clients: number;
  requests: number;
  progress: (msg: string) => void;
}

type Connection = BenchDatabase['connection'];
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const PAYINS_PER_ACCOUNT = 2;
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** The firm's Active bench accounts, numbered, with the day each opened. */
const BENCH_ACCOUNTS = sql`SELECT id, (created_at AT TIME ZONE 'Europe/London')::date AS opened,
    row_number() OVER (ORDER BY id) AS k
  FROM accounts WHERE firm_id = ${DEMO_FIRM_ID} AND details->>'benchDashboard' = 'true' AND status = 'Active'`;

/** The firm's priced funds, numbered, each with its latest price. */
const FUNDS = sql`SELECT f.asset_id AS id, row_number() OVER (ORDER BY f.asset_id) - 1 AS n,
    (SELECT p.price FROM prices p WHERE p.asset_id = f.asset_id ORDER BY p.price_date DESC LIMIT 1) AS price
  FROM firm_assets f WHERE f.firm_id = ${DEMO_FIRM_ID} AND EXISTS (SELECT 1 FROM prices p WHERE p.asset_id = f.asset_id)`;

/** The accounts, their ledger and the exceptions; then the pass. Answers the sizes and the deepest node. */
async function prepare(connection: Connection) {
  const database = await openDatabase({ url: connection.url, dataDir: connection.dataDir ?? '' });
  try {
    const db = database.db;
    // Every Active client's account and a third of the Pending clients' (Pending, as a Pending client's are).
    await db.execute(sql`
      WITH c AS (
        SELECT c.id, c.node_id, c.status, c.client_type, c.created_at, row_number() OVER (ORDER BY c.id) AS k
        FROM clients c
        WHERE c.firm_id = ${DEMO_FIRM_ID} AND c.status IN ('Active', 'Pending')
          AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.client_id = c.id))
      INSERT INTO accounts (firm_id, node_id, client_id, name, account_type, wrapper_type, status, details,
                            created_by, updated_by, created_at, updated_at)
      SELECT ${DEMO_FIRM_ID}, c.node_id, c.id, 'Bench ' || w.wrapper, 'Wrapper', w.wrapper, s.status,
             '{"benchDashboard": true}', 'bench', 'bench', o.opened, o.opened
      FROM c
      CROSS JOIN LATERAL (SELECT CASE WHEN c.client_type = 'Individual Minor' THEN 'JISA'
          WHEN c.client_type <> 'Individual' THEN 'GIA'
          ELSE (ARRAY['ISA', 'GIA', 'SIPP', 'ISA', 'GIA'])[1 + c.k % 5] END AS wrapper) w
      CROSS JOIN LATERAL (SELECT CASE WHEN c.status = 'Pending' OR c.k % 100 = 0 THEN 'Pending'
          ELSE 'Active' END AS status) s
      CROSS JOIN LATERAL (SELECT CASE WHEN s.status = 'Pending'
          THEN greatest(c.created_at, now() - make_interval(days => (c.k % 20)::int, hours => 1))
          ELSE c.created_at + (now() - c.created_at) * (c.k % 10) / 100 END AS opened) o
      WHERE c.status = 'Active' OR c.k % 3 = 0`);
    // Pay-ins spread over each account's life (£1,000 to £20,000), 90% of each invested in a fund that day.
    await db.execute(sql`
      WITH acc AS (${BENCH_ACCOUNTS}), funds AS (${FUNDS})
      INSERT INTO portfolio_transactions (firm_id, account_id, transaction_type, transaction_sub_type,
        movement_type, method, status, amount, quantity, asset_id, transaction_date, completed_date,
        requested_by, details, created_by, updated_by, created_at, updated_at)
      SELECT ${DEMO_FIRM_ID}, a.id, k.type, k.sub, k.movement, k.method, 'Completed',
             CASE WHEN k.code = 'DEPO' THEN p.amount ELSE round(p.amount * 0.9, 2) END,
             CASE WHEN k.code = 'BUYS' THEN round(p.amount * 0.9 / f.price, 6) END,
             CASE WHEN k.code = 'BUYS' THEN f.id END, p.day, p.day, 'bench',
             jsonb_build_object('benchDashboard', k.code), 'bench', 'bench', p.at, p.at
      FROM acc a
      CROSS JOIN generate_series(0, ${PAYINS_PER_ACCOUNT - 1}::int) j
      CROSS JOIN LATERAL (SELECT (a.k * 7919 + j * 104729) % 19000 AS h) r
      CROSS JOIN LATERAL (SELECT d.day, least(now(), d.day + interval '10 hours') AS at,
          (1000 + r.h)::numeric AS amount
        FROM (SELECT least(CURRENT_DATE, a.opened + floor((greatest(CURRENT_DATE - a.opened, 0) + 1)
          * (j + r.h % 1000 / 1000.0) / ${PAYINS_PER_ACCOUNT}::int)::int) AS day) d) p
      JOIN funds f ON f.n = (a.k + j) % (SELECT count(*) FROM funds)
      CROSS JOIN (VALUES ('DEPO', 'Payment', 'Deposit', 'In', 'Bank Transfer'),
                         ('BUYS', 'Order', 'At Best', 'Invest', NULL)) AS k(code, type, sub, movement, method)`);
    // One in eight accounts: a withdrawal of under £200 in the last 200 days (the cash left covers it).
    await db.execute(sql`
      WITH acc AS (${BENCH_ACCOUNTS})
      INSERT INTO portfolio_transactions (firm_id, account_id, transaction_type, transaction_sub_type,
        movement_type, method, status, amount, transaction_date, completed_date, requested_by, details,
        created_by, updated_by, created_at, updated_at)
      SELECT ${DEMO_FIRM_ID}, a.id, 'Payment', 'Withdrawal', 'Out', 'Bank Transfer', 'Completed', 50 + a.k % 150,
             d.day, d.day, 'bench', '{"benchDashboard": "WDRL"}', 'bench', 'bench', d.at, d.at
      FROM acc a
      CROSS JOIN LATERAL (SELECT greatest(a.opened, CURRENT_DATE - (a.k % 200)::int) AS day) w
      CROSS JOIN LATERAL (SELECT w.day, least(now(), w.day + interval '11 hours') AS at) d
      WHERE a.k % 8 = 0`);
    // The exceptions: withdrawals over the threshold awaiting a second user (one in 150 accounts, raised in
    // the last four days), and orders the dealing run refused (one in 200, a tenth of them today).
    await db.execute(sql`
      WITH acc AS (${BENCH_ACCOUNTS}), funds AS (${FUNDS})
      INSERT INTO portfolio_transactions (firm_id, account_id, transaction_type, transaction_sub_type,
        movement_type, method, status, amount, asset_id, transaction_date, requested_by, details, created_by,
        updated_by, created_at, updated_at)
      SELECT ${DEMO_FIRM_ID}, a.id, e.type, e.sub, e.movement, e.method, e.status, e.amount, e.asset_id,
             (e.at AT TIME ZONE 'Europe/London')::date, 'bench', e.details, 'bench', 'bench', e.at, e.at
      FROM acc a
      JOIN funds f ON f.n = a.k % (SELECT count(*) FROM funds)
      CROSS JOIN LATERAL (
        SELECT 'Payment' AS type, 'Withdrawal' AS sub, 'Out' AS movement, 'Bank Transfer' AS method,
               'Pending' AS status, (10000 + a.k % 40000)::numeric AS amount, NULL AS asset_id,
               '{}'::jsonb AS details, now() - make_interval(mins => (a.k % 5760)::int) AS at
        WHERE a.k % 150 = 0
        UNION ALL
        SELECT 'Order', 'At Best', 'Invest', NULL, 'Error', (100 + a.k % 900)::numeric, f.id,
               '{"statusReason": "Insufficient cash to settle"}'::jsonb,
               now() - make_interval(days => (a.k / 200 % 10)::int, mins => (a.k % 60)::int)
        WHERE a.k % 200 = 7) e`);
    // The completed bench transactions' postings: cash both sides, and the buys' units.
    await db.execute(sql`
      INSERT INTO cash_postings (firm_id, transaction_id, book, account_id, transaction_code, narrative,
        post_date, value_date, amount)
      SELECT t.firm_id, t.id, leg.book, CASE WHEN leg.book = 'Client' THEN t.account_id END,
             t.details->>'benchDashboard', 'Bench', t.transaction_date, t.transaction_date,
             t.amount * CASE WHEN t.details->>'benchDashboard' = 'DEPO' THEN 1 ELSE -1 END * leg.sign
      FROM portfolio_transactions t
      CROSS JOIN LATERAL (VALUES ('Client', 1),
        (CASE WHEN t.details->>'benchDashboard' = 'BUYS' THEN 'Market' ELSE 'Bank' END, -1)) AS leg(book, sign)
      WHERE t.firm_id = ${DEMO_FIRM_ID} AND t.status = 'Completed' AND t.details ? 'benchDashboard'`);
    await db.execute(sql`
      INSERT INTO stock_postings (firm_id, transaction_id, book, account_id, asset_id, transaction_code,
        narrative, post_date, value_date, quantity, value, book_value)
      SELECT t.firm_id, t.id, CASE WHEN leg.sign = 1 THEN 'Client' ELSE 'Market' END,
             CASE WHEN leg.sign = 1 THEN t.account_id END, t.asset_id, 'BUYS', 'Bench', t.transaction_date,
             t.transaction_date, t.quantity * leg.sign, t.amount * leg.sign, t.amount * leg.sign
      FROM portfolio_transactions t, (VALUES (1), (-1)) AS leg(sign)
      WHERE t.firm_id = ${DEMO_FIRM_ID} AND t.status = 'Completed' AND t.details->>'benchDashboard' = 'BUYS'`);
    // As the scheduled pass leaves the inbox: a notification for every current condition.
    const raised = await reconcileFirm(db, DEMO_FIRM_ID);
    await db.execute(sql`ANALYZE`);
    const [sizes] = rowsOf<Record<string, number>>(
      await db.execute(sql`SELECT
        (SELECT count(*) FROM accounts WHERE firm_id = ${DEMO_FIRM_ID})::int AS accounts,
        (SELECT count(*) FROM accounts WHERE firm_id = ${DEMO_FIRM_ID} AND status = 'Pending')::int AS "pendingAccounts",
        (SELECT count(*) FROM portfolio_transactions WHERE firm_id = ${DEMO_FIRM_ID})::int AS transactions,
        (SELECT count(*) FROM cash_postings WHERE firm_id = ${DEMO_FIRM_ID})::int AS "cashPostings",
        (SELECT count(*) FROM stock_postings WHERE firm_id = ${DEMO_FIRM_ID})::int AS "stockPostings"`),
    );
    // The deepest node (an adviser firm's), where a dashboard narrowed to one part of the firm starts.
    const [node] = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id FROM nodes WHERE firm_id = ${DEMO_FIRM_ID}
        ORDER BY length(path) - length(replace(path, '/', '')) DESC, id LIMIT 1`),
    );
    return { ...sizes, notificationsRaised: raised.raised, nodeId: node.id };
  } finally {
    await database.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Get = (path: string) => Promise<unknown>;

/**
 * The exception call, in cycles of the freshness window: each cycle opens with a call at the root more than
 * FRESH_MS after the last pass (it runs the pass: `withPass`), then calls alternately at the root and at the
 * node until shortly before the window ends (the pass is skipped: `fresh`).
 */
async function exceptionCycles(
  get: Get,
  paths: { firm: string; node: string },
  count: { fresh: number; withPass: number },
) {
  const withPass: number[] = [];
  const fresh = { firm: [] as number[], node: [] as number[] };
  const requests = count.fresh;
  const passes = count.withPass;
  // The warm-up calls before this may have run a pass: the first cycle waits out its window too.
  let lastPassAnswered = performance.now();
  while (withPass.length < passes || fresh.firm.length < requests || fresh.node.length < requests) {
    await sleep(Math.max(0, lastPassAnswered + FRESH_MS + 200 - performance.now()));
    const started = performance.now();
    await get(paths.firm);
    const answered = performance.now();
    if (withPass.length < passes) withPass.push(answered - started);
    // The pass ended shortly before the answer (the counts come after it): a call that starts a second
    // inside FRESH_MS of the answer finds the firm fresh.
    for (let i = 0; performance.now() < answered + FRESH_MS - 1000; i++) {
      const which = i % 2 === 0 ? 'firm' : 'node';
      if (fresh[which].length >= requests) {
        if (fresh.firm.length >= requests && fresh.node.length >= requests) break;
        continue;
      }
      const t = performance.now();
      await get(paths[which]);
      fresh[which].push(performance.now() - t);
    }
    lastPassAnswered = answered;
  }
  return {
    firm: summarise(fresh.firm),
    node: summarise(fresh.node),
    firmWithPass: summarise(withPass),
  };
}

async function dashboardOn(prepareDb: () => Promise<BenchDatabase>, opts: DashboardBenchOptions) {
  const db = await prepareDb();
  opts.progress(
    `${db.kind}: seeded in ${db.seedSeconds} s, grown to ${db.clients} clients in ${db.growSeconds} s`,
  );
  try {
    opts.progress(`${db.kind}: accounts, their ledger and the exceptions the dashboard counts`);
    const started = performance.now();
    const { nodeId, ...sizes } = await prepare(db.connection);
    const prepareSeconds = seconds(started);
    opts.progress(`${db.kind}: ${JSON.stringify(sizes)} in ${prepareSeconds} s`);
    const server = await startServer(db.connection);
    try {
      const token = await platformToken(server.platformUrl, db.password);
      const get = async (path: string) => {
        const res = await fetch(`${server.platformUrl}${path}`, { headers: { 'api-token': token } }).catch(
          (err: Error) => {
            throw new Error(`${path}: ${err.message} (${String(err.cause)})`);
          },
        );
        const body = await res.text();
        if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 300)}`);
        return JSON.parse(body) as unknown;
      };
      const at = (call: 'exception' | 'information') => ({
        firm: `/dashboard/${call}/${DEMO_FIRM_ID}?nodeId=0`,
        node: `/dashboard/${call}/${DEMO_FIRM_ID}?nodeId=${nodeId}`,
      });
      // The first call runs this process's first pass; its answer shows what the firm holds.
      const { data: exceptions } = (await get(at('exception').firm)) as { data: TDashboardExceptions };
      const { data: information } = (await get(at('information').firm)) as { data: TDashboardInformation };
      // A quarter of --requests: over the whole firm one call reads every posting.
      const fewer = Math.max(5, Math.ceil(opts.requests / 4));
      opts.progress(`${db.kind}: ${fewer} information dashboards at each node`);
      const timeInformation = async (path: string) =>
        summarise(await timeRepeatedly(fewer, () => get(path).then(() => undefined), 1));
      const informationTimes = {
        firm: { nodeId: '0', ...(await timeInformation(at('information').firm)) },
        node: { nodeId, ...(await timeInformation(at('information').node)) },
      };
      opts.progress(`${db.kind}: exception dashboards, with and without the reconciliation pass`);
      for (let i = 0; i < 3; i++) await Promise.all([get(at('exception').firm), get(at('exception').node)]);
      const exception = await exceptionCycles(get, at('exception'), {
        fresh: opts.requests,
        withPass: fewer,
      });
      return {
        clients: db.clients,
        seedSeconds: db.seedSeconds,
        growSeconds: db.growSeconds,
        ...sizes,
        prepareSeconds,
        openNotifications: {
          total: exceptions.total,
          byType: Object.fromEntries(exceptions.counts.map((c) => [c.notificationType, c.count])),
        },
        firmFigures: {
          assetsUnderAdministration: information.assetsUnderAdministration,
          accountsOpened: information.accountsOpened,
          dealing: information.dealing,
          isaSubscriptions: information.isaSubscriptions,
        },
        information: informationTimes,
        exception: {
          firm: { nodeId: '0', ...exception.firm },
          node: { nodeId, ...exception.node },
          firmWithPass: { nodeId: '0', ...exception.firmWithPass },
        },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

/** The dashboard benchmark on PGlite, then on PostgreSQL when `databaseUrl` is given. */
export async function dashboardBenchmarks(databaseUrl: string | undefined, opts: DashboardBenchOptions) {
  const pglite = await dashboardOn(() => preparePglite(opts.clients), opts);
  const postgres = databaseUrl
    ? await dashboardOn(() => preparePostgres(databaseUrl, opts.clients), opts)
    : { skipped: 'DATABASE_URL is not set' };
  return { pglite, postgres };
}
