import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/platform/db/connection';
import { DEMO_FIRM_ID } from '../server/platform/seed/demo-firms';
import { preparePostgres, type BenchDatabase } from './data';
import { platformToken } from './measure';
import { startServer } from './server';

/**
 * The bulk rebalance benchmark (`npm run bench -- --only rebalance`; issue 17, decision 0706), on PostgreSQL
 * only (the issue's target is PostgreSQL's): one Active discretionary model of three bench funds (50 / 28 /
 * 20 %, cash 2 %, tolerance 3 points) followed by `accounts` GIA accounts over DEMO1's Active clients, every
 * twentieth Suspended. Each account was paid £10,000 and bought £8,000 of the first fund (the balanced double
 * entry the ledger writes, with generate_series), so each rebalance sells £3,000 of it and buys the other
 * two: three orders an account, the buys funded by the sale. Measured at the one-process server (its own job
 * worker, as in production):
 *   (a) GET /model/{firmId}/{modelId}/rebalance, the bulk preview (target ≤ 10 s);
 *   (b) POST the run, then GET the job every half second until it finishes (target ≤ 60 s), with the
 *       server's peak RSS.
 */

export interface RebalanceBenchOptions {
  accounts: number;
  progress: (msg: string) => void;
}

type Connection = BenchDatabase['connection'];
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const FUNDS = 3;

/** The bench funds, the model and its accounts with their cash and holding; answers the model's id. */
async function prepare(connection: Connection, accounts: number): Promise<string> {
  const database = await openDatabase({ url: connection.url, dataDir: connection.dataDir ?? '' });
  try {
    return await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO assets (name, long_name, isin, instrument_type, currency, details)
        SELECT 'Bench rebalance fund ' || g, 'Bench rebalance fund ' || g || ' Acc', 'XS00BRBL0' || g || '0',
               'Fund', 'GBP', '{"benchRebalance": true}'
        FROM generate_series(1, ${FUNDS}::int) g`);
      await tx.execute(sql`CREATE TEMP TABLE bench_funds AS
        SELECT id, row_number() OVER (ORDER BY id) AS n FROM assets WHERE details->>'benchRebalance' = 'true'`);
      await tx.execute(
        sql`INSERT INTO firm_assets (firm_id, asset_id) SELECT ${DEMO_FIRM_ID}, id FROM bench_funds`,
      );
      await tx.execute(sql`INSERT INTO prices (asset_id, price_date, price)
        SELECT id, CURRENT_DATE - 1, 2.000000 FROM bench_funds`);
      const [model] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          INSERT INTO models (firm_id, node_id, name, type, status, risk_level, tolerance, cash_weight,
                              created_by, updated_by)
          VALUES (${DEMO_FIRM_ID}, '0', 'Bench discretionary', 'Discretionary', 'Active', 5, 3, 2, 'bench', 'bench')
          RETURNING id`),
      );
      await tx.execute(sql`INSERT INTO model_components (model_id, asset_id, weight)
        SELECT ${model.id}, id, CASE n WHEN 1 THEN 50 WHEN 2 THEN 28 ELSE 20 END FROM bench_funds`);
      await tx.execute(sql`
        INSERT INTO accounts (firm_id, node_id, client_id, name, account_type, wrapper_type, status, details,
                              model_id, created_by, updated_by)
        SELECT c.firm_id, c.node_id, c.id, 'Bench rebalance GIA ' || g, 'Wrapper', 'GIA',
               CASE WHEN g % 20 = 0 THEN 'Suspended' ELSE 'Active' END, '{"benchRebalance": true}', ${model.id},
               'bench', 'bench'
        FROM generate_series(0, ${accounts - 1}::int) g
        JOIN (SELECT id, firm_id, node_id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
              FROM clients WHERE firm_id = ${DEMO_FIRM_ID} AND status = 'Active') c ON c.n = g % c.total`);
      await fundAndInvest(tx);
      return model.id;
    });
  } finally {
    await database.close();
  }
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof openDatabase>>['db']['transaction']>[0]>[0];

/** £10,000 paid in, £8,000 of it in fund 1 (4,000 units at £2): completed transactions and their postings. */
async function fundAndInvest(tx: Tx) {
  await tx.execute(sql`
    WITH chosen AS (SELECT id FROM accounts WHERE details->>'benchRebalance' = 'true'),
    paid AS (
      INSERT INTO portfolio_transactions (firm_id, account_id, transaction_type, transaction_sub_type,
        movement_type, method, status, amount, transaction_date, completed_date, requested_by, created_by,
        updated_by)
      SELECT ${DEMO_FIRM_ID}, id, 'Payment', 'Deposit', 'In', 'Bank Transfer', 'Completed', 10000,
             CURRENT_DATE - 2, CURRENT_DATE - 2, 'bench', 'bench', 'bench' FROM chosen
      RETURNING id, account_id)
    INSERT INTO cash_postings (firm_id, transaction_id, book, account_id, transaction_code, narrative,
                               post_date, value_date, amount)
    SELECT ${DEMO_FIRM_ID}, id, 'Client', account_id, 'DEPO', 'Bench deposit', CURRENT_DATE - 2, CURRENT_DATE - 2, 10000
    FROM paid
    UNION ALL
    SELECT ${DEMO_FIRM_ID}, id, 'Bank', NULL, 'DEPO', 'Bench deposit', CURRENT_DATE - 2, CURRENT_DATE - 2, -10000
    FROM paid`);
  await tx.execute(sql`
    CREATE TEMP TABLE bench_bought AS
    WITH chosen AS (SELECT id FROM accounts WHERE details->>'benchRebalance' = 'true')
    SELECT id AS account_id, (SELECT id FROM bench_funds WHERE n = 1) AS asset_id FROM chosen`);
  await tx.execute(sql`
    WITH bought AS (
      INSERT INTO portfolio_transactions (firm_id, account_id, transaction_type, transaction_sub_type,
        movement_type, status, amount, quantity, asset_id, transaction_date, completed_date, requested_by,
        created_by, updated_by)
      SELECT ${DEMO_FIRM_ID}, account_id, 'Order', 'At Best', 'Invest', 'Completed', 8000, 4000, asset_id,
             CURRENT_DATE - 2, CURRENT_DATE - 2, 'bench', 'bench', 'bench' FROM bench_bought
      RETURNING id, account_id, asset_id),
    stock AS (
      INSERT INTO stock_postings (firm_id, transaction_id, book, account_id, transaction_code, narrative,
                                  post_date, value_date, asset_id, quantity, value, book_value)
      SELECT ${DEMO_FIRM_ID}, id, 'Client', account_id, 'BUY', 'Bench buy', CURRENT_DATE - 2, CURRENT_DATE - 2,
             asset_id, 4000, 8000, 8000 FROM bought
      UNION ALL
      SELECT ${DEMO_FIRM_ID}, id, 'Market', NULL, 'BUY', 'Bench buy', CURRENT_DATE - 2, CURRENT_DATE - 2,
             asset_id, -4000, -8000, -8000 FROM bought)
    INSERT INTO cash_postings (firm_id, transaction_id, book, account_id, transaction_code, narrative,
                               post_date, value_date, amount)
    SELECT ${DEMO_FIRM_ID}, id, 'Client', account_id, 'BUY', 'Bench buy', CURRENT_DATE - 2, CURRENT_DATE - 2, -8000
    FROM bought
    UNION ALL
    SELECT ${DEMO_FIRM_ID}, id, 'Market', NULL, 'BUY', 'Bench buy', CURRENT_DATE - 2, CURRENT_DATE - 2, 8000
    FROM bought`);
}

async function call(platformUrl: string, token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${platformUrl}${path}`, {
    method,
    headers: { 'api-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok)
    throw new Error(`${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as { data: Record<string, unknown> };
}

const secondsSince = (started: number) => Math.round((performance.now() - started) / 100) / 10;

async function rebalanceOn(db: BenchDatabase, opts: RebalanceBenchOptions) {
  opts.progress(`${db.kind}: ${opts.accounts} accounts linked to a discretionary model`);
  const modelId = await prepare(db.connection, opts.accounts);
  await (async () => {
    const database = await openDatabase({ url: db.connection.url, dataDir: '' });
    await database.db.execute(sql`ANALYZE`);
    await database.close();
  })();
  const server = await startServer(db.connection);
  try {
    server.sampleRss();
    const token = await platformToken(server.platformUrl, db.password);
    const api = (method: string, path: string, body?: object) =>
      call(server.platformUrl, token, method, path, body);
    opts.progress(`${db.kind}: the bulk preview`);
    let started = performance.now();
    const preview = (await api('GET', `/model/${DEMO_FIRM_ID}/${modelId}/rebalance`)).data;
    const previewSeconds = secondsSince(started);
    opts.progress(`${db.kind}: the run, placing ${String(preview.orders)} orders`);
    started = performance.now();
    const job = (await api('POST', `/model/${DEMO_FIRM_ID}/${modelId}/rebalance`, {})).data;
    let status = job;
    while (!String(status.status).startsWith('Completed')) {
      await new Promise((r) => setTimeout(r, 500));
      status = (await api('GET', `/job/${DEMO_FIRM_ID}/${String(job.id)}`)).data;
    }
    const runSeconds = secondsSince(started);
    return {
      accounts: opts.accounts,
      preview: {
        seconds: previewSeconds,
        toRebalance: preview.toRebalance,
        skipped: preview.skipped,
        orders: preview.orders,
      },
      run: {
        seconds: runSeconds,
        status: status.status,
        placed: status.succeeded,
        skipped: status.skipped,
        failed: status.failed,
        accountsPerSecond: Math.round((Number(status.total) / runSeconds) * 10) / 10,
        ...server.memory(),
      },
    };
  } finally {
    await server.stop();
  }
}

/** The bulk rebalance benchmark on PostgreSQL; skipped without `databaseUrl`. */
export async function rebalanceBenchmarks(databaseUrl: string | undefined, opts: RebalanceBenchOptions) {
  if (!databaseUrl) return { postgres: { skipped: 'DATABASE_URL is not set' } };
  const db = await preparePostgres(databaseUrl, 200);
  try {
    return { postgres: await rebalanceOn(db, opts) };
  } finally {
    await db.drop();
  }
}
