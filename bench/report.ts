import { format, subDays } from 'date-fns';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/platform/db/connection';
import { DEMO_FIRM_ID } from '../server/platform/seed/demo-firms';
import { preparePglite, preparePostgres, type BenchDatabase } from './data';
import { platformToken } from './measure';
import { startServer } from './server';
import { summarise, timeRepeatedly } from './stats';

/**
 * The portfolio report benchmark (`npm run bench -- --only report`; decision 0701), on PGlite and, with
 * DATABASE_URL, PostgreSQL: a client with 5 accounts, 5 bench funds priced every day for 5 years, and in
 * each account a pay-in every month invested the same day (the balanced double entry the ledger writes,
 * written with generate_series). Measured straight at the platform, one request after another:
 *   (a) GET /portfolio/report over the whole 5 years (target p95 ≤ 300 ms);
 *   (b) GET /portfolio/performance over the same period (the console's chart), for comparison.
 */

export interface ReportBenchOptions {
  requests: number;
  progress: (msg: string) => void;
}

type Connection = BenchDatabase['connection'];
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const ACCOUNTS = 5;
const YEARS = 5;
const DAYS = YEARS * 365 + 1;
const MONTHS = YEARS * 12;

/** The bench client's accounts, funds, prices and history; answers the client and the period. */
async function prepare(connection: Connection) {
  const database = await openDatabase({ url: connection.url, dataDir: connection.dataDir ?? '' });
  try {
    const db = database.db;
    const [client] = rowsOf<{ id: string; node_id: string }>(
      await db.execute(sql`SELECT id, node_id FROM clients
        WHERE firm_id = ${DEMO_FIRM_ID} AND status = 'Active' AND client_type = 'Individual' ORDER BY id LIMIT 1`),
    );
    await db.execute(sql`
      INSERT INTO accounts (firm_id, node_id, client_id, name, account_type, wrapper_type, status, details,
                            created_by, updated_by)
      SELECT ${DEMO_FIRM_ID}, ${client.node_id}, ${client.id}, 'Bench report GIA ' || g, 'Wrapper', 'GIA',
             'Active', '{"benchReport": true}', 'bench', 'bench'
      FROM generate_series(1, ${ACCOUNTS}::int) g`);
    await db.execute(sql`
      INSERT INTO assets (name, long_name, isin, instrument_type, currency, details)
      SELECT 'Bench report fund ' || g, 'Bench report fund ' || g || ' Acc', 'XS00BENCH0' || g || '0', 'Fund',
             'GBP', '{"benchReport": true}'
      FROM generate_series(1, ${ACCOUNTS}::int) g`);
    await db.execute(sql`CREATE TEMP TABLE bench_report AS
      SELECT a.id AS account_id, s.id AS asset_id, row_number() OVER (ORDER BY a.id) AS n
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM accounts WHERE details->>'benchReport' = 'true') a
      JOIN (SELECT id, row_number() OVER (ORDER BY id) AS k FROM assets WHERE details->>'benchReport' = 'true') s
        ON s.k = a.k`);
    // A wave with a slow rise: every day's price, positive, to six places.
    await db.execute(sql`
      INSERT INTO prices (asset_id, price_date, price)
      SELECT b.asset_id, CURRENT_DATE - d, round((1.5 + 0.4 * sin(d / 40.0 + b.n) - d / 4000.0)::numeric, 6)
      FROM bench_report b, generate_series(0, ${DAYS - 1}::int) d`);
    // Each month: a £1,000 pay-in (DEPO) and a buy of the account's fund with it (BUYS), both completed.
    await db.execute(sql`
      INSERT INTO portfolio_transactions (firm_id, account_id, transaction_type, transaction_sub_type,
        movement_type, method, status, amount, asset_id, transaction_date, completed_date, requested_by,
        details, created_by, updated_by)
      SELECT ${DEMO_FIRM_ID}, b.account_id, k.type, k.sub, k.movement, k.method, 'Completed', 1000,
             CASE WHEN k.code = 'BUYS' THEN b.asset_id END, CURRENT_DATE - 30 * m - 1, CURRENT_DATE - 30 * m - 1,
             'bench', jsonb_build_object('benchReport', k.code), 'bench', 'bench'
      FROM bench_report b, generate_series(0, ${MONTHS - 1}::int) m,
        (VALUES ('DEPO', 'Payment', 'Deposit', 'In', 'Bank Transfer'),
                ('BUYS', 'Order', 'At Best', 'Invest', NULL)) AS k(code, type, sub, movement, method)`);
    await db.execute(sql`
      INSERT INTO cash_postings (firm_id, transaction_id, book, account_id, transaction_code, narrative,
        post_date, value_date, amount)
      SELECT t.firm_id, t.id, leg.book, CASE WHEN leg.book = 'Client' THEN t.account_id END,
             t.details->>'benchReport', 'Bench', t.transaction_date, t.transaction_date,
             CASE WHEN t.details->>'benchReport' = 'DEPO' THEN 1000 ELSE -1000 END * leg.sign
      FROM portfolio_transactions t
      CROSS JOIN LATERAL (VALUES ('Client', 1),
        (CASE WHEN t.details->>'benchReport' = 'DEPO' THEN 'Bank' ELSE 'Market' END, -1)) AS leg(book, sign)
      WHERE t.firm_id = ${DEMO_FIRM_ID} AND t.details ? 'benchReport'`);
    await db.execute(sql`
      INSERT INTO stock_postings (firm_id, transaction_id, book, account_id, asset_id, transaction_code,
        narrative, post_date, value_date, quantity, value, book_value)
      SELECT t.firm_id, t.id, CASE WHEN leg.sign = 1 THEN 'Client' ELSE 'Market' END,
             CASE WHEN leg.sign = 1 THEN t.account_id END, t.asset_id, 'BUYS', 'Bench',
             t.transaction_date, t.transaction_date, round(1000 / p.price, 6) * leg.sign, 1000 * leg.sign,
             1000 * leg.sign
      FROM portfolio_transactions t
      JOIN prices p ON p.asset_id = t.asset_id AND p.price_date = t.transaction_date,
        (VALUES (1), (-1)) AS leg(sign)
      WHERE t.firm_id = ${DEMO_FIRM_ID} AND t.details->>'benchReport' = 'BUYS'`);
    await db.execute(sql`ANALYZE`);
    return { clientId: client.id };
  } finally {
    await database.close();
  }
}

async function reportOn(prepareDb: () => Promise<BenchDatabase>, opts: ReportBenchOptions) {
  const db = await prepareDb();
  try {
    opts.progress(`${db.kind}: a client with ${ACCOUNTS} accounts and ${YEARS} years of daily prices`);
    const { clientId } = await prepare(db.connection);
    const server = await startServer(db.connection);
    try {
      const token = await platformToken(server.platformUrl, db.password);
      const fromDate = format(subDays(new Date(), DAYS - 1), 'yyyy-MM-dd');
      const timed = async (path: string) => {
        const url = `${server.platformUrl}${path}/${DEMO_FIRM_ID}/${clientId}?fromDate=${fromDate}`;
        const first = await fetch(url, { headers: { 'api-token': token } });
        if (!first.ok)
          throw new Error(`${path} answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
        return summarise(
          await timeRepeatedly(opts.requests, async () => {
            const res = await fetch(url, { headers: { 'api-token': token } });
            await res.arrayBuffer();
          }),
        );
      };
      opts.progress(
        `${db.kind}: ${opts.requests} portfolio reports, then ${opts.requests} performance charts`,
      );
      return {
        accounts: ACCOUNTS,
        years: YEARS,
        portfolioReport: await timed('/portfolio/report'),
        performanceChart: await timed('/portfolio/performance'),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

/** The report benchmark on PGlite, then on PostgreSQL when `databaseUrl` is given. */
export async function reportBenchmarks(databaseUrl: string | undefined, opts: ReportBenchOptions) {
  const pglite = await reportOn(() => preparePglite(200), opts);
  const postgres = databaseUrl
    ? await reportOn(() => preparePostgres(databaseUrl, 200), opts)
    : { skipped: 'DATABASE_URL is not set' };
  return { pglite, postgres };
}
