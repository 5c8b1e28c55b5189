import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/platform/db/connection';
import { DEMO_FIRM_ID } from '../server/platform/seed/demo-firms';

/**
 * Bulk ledger data for the ledger benchmarks, written with `generate_series` in a few large statements (not
 * row by row): bench accounts spread over the seeded DEMO1 clients, then `transactions` portfolio
 * transactions spread evenly over them — pay-ins, withdrawals, buys and sells, dated over two years. The
 * list reads only transactions, accounts and assets, so these rows carry no postings. The dealing data is
 * separate: funded accounts (balanced cash postings) and `orders` Placed buys holding their cash.
 */

type Connection = { url?: string; dataDir?: string };
const BATCH = 250_000;
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

async function withDatabase<T>(
  connection: Connection,
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase({ url: connection.url, dataDir: connection.dataDir ?? '' });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Creates `accounts` GIA accounts marked as bench accounts and `transactions` transactions on them. */
export async function growLedger(
  connection: Connection,
  opts: { accounts: number; transactions: number; progress: (msg: string) => void },
) {
  const started = performance.now();
  await withDatabase(connection, async (db) => {
    await db.execute(sql`
      INSERT INTO accounts (firm_id, node_id, client_id, name, account_type, wrapper_type, status, details,
                            created_by, updated_by)
      SELECT c.firm_id, c.node_id, c.id, 'Bench GIA ' || g, 'Wrapper', 'GIA', 'Active', '{"bench": true}',
             'bench', 'bench'
      FROM generate_series(0, ${opts.accounts - 1}::int) g
      JOIN (SELECT id, firm_id, node_id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
            FROM clients WHERE firm_id = ${DEMO_FIRM_ID}) c ON c.n = g % c.total`);
    await db.execute(sql`CREATE TEMP TABLE bench_accounts AS
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM accounts
      WHERE firm_id = ${DEMO_FIRM_ID} AND details->>'bench' = 'true'`);
    await db.execute(sql`CREATE TEMP TABLE bench_assets AS
      SELECT asset_id AS id, row_number() OVER (ORDER BY asset_id) - 1 AS n FROM firm_assets
      WHERE firm_id = ${DEMO_FIRM_ID}`);
    for (let from = 0; from < opts.transactions; from += BATCH) {
      const to = Math.min(from + BATCH, opts.transactions) - 1;
      // Kind by g % 4: pay-in, withdrawal, buy, sell. Dates walk back two years; created_at follows them.
      await db.execute(sql`
        INSERT INTO portfolio_transactions
          (firm_id, account_id, transaction_type, transaction_sub_type, movement_type, method, status, amount,
           quantity, asset_id, transaction_date, completed_date, requested_by, created_by, updated_by,
           created_at, updated_at)
        SELECT ${DEMO_FIRM_ID}, a.id,
               CASE WHEN g % 4 < 2 THEN 'Payment' ELSE 'Order' END,
               CASE g % 4 WHEN 0 THEN 'Deposit' WHEN 1 THEN 'Withdrawal' ELSE 'At Best' END,
               CASE g % 4 WHEN 0 THEN 'In' WHEN 1 THEN 'Out' WHEN 2 THEN 'Invest' ELSE 'Sell' END,
               CASE WHEN g % 4 < 2 THEN 'Bank Transfer' END,
               CASE WHEN g % 97 = 0 THEN 'Waiting' WHEN g % 89 = 0 THEN 'Deleted' ELSE 'Completed' END,
               (g % 5000 + 1)::numeric(20, 2),
               CASE WHEN g % 4 >= 2 THEN ((g % 700) + 1)::numeric(20, 6) END,
               CASE WHEN g % 4 >= 2 THEN s.id END,
               (CURRENT_DATE - (g % 730))::date, (CURRENT_DATE - (g % 730))::date,
               'bench', 'bench', 'bench',
               now() - make_interval(days => g % 730, secs => g % 86400),
               now() - make_interval(days => g % 730, secs => g % 86400)
        FROM generate_series(${from}::int, ${to}::int) g
        JOIN bench_accounts a ON a.n = g % ${opts.accounts}::int
        JOIN bench_assets s ON s.n = g % (SELECT count(*) FROM bench_assets)`);
      opts.progress(`ledger: ${to + 1} transactions after ${seconds(started)} s`);
    }
    await db.execute(sql`ANALYZE`);
  });
  return { growSeconds: seconds(started) };
}

/** Bench account ids, for requests spread over many accounts. */
export async function benchAccounts(connection: Connection, limit: number): Promise<string[]> {
  return withDatabase(connection, async (db) =>
    rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id FROM accounts WHERE firm_id = ${DEMO_FIRM_ID}
        AND details->>'bench' = 'true' ORDER BY md5(id) LIMIT ${limit}`),
    ).map((r) => r.id),
  );
}

/**
 * Opens one dealing account per ten orders (its own, so the order count does not depend on how many list
 * accounts `transactions` made), funds each with £100,000 (a completed pay-in with its balanced postings)
 * and places `orders` buys of £100 across the firm's priced instruments, each holding its cash as a real one.
 */
export async function placeOrders(connection: Connection, orders: number) {
  const accounts = Math.ceil(orders / 10);
  await withDatabase(connection, async (db) => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO accounts (firm_id, node_id, client_id, name, account_type, wrapper_type, status, details,
                              created_by, updated_by)
        SELECT c.firm_id, c.node_id, c.id, 'Bench dealing GIA ' || g, 'Wrapper', 'GIA', 'Active',
               '{"benchDealing": true}', 'bench', 'bench'
        FROM generate_series(0, ${accounts - 1}::int) g
        JOIN (SELECT id, firm_id, node_id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
              FROM clients WHERE firm_id = ${DEMO_FIRM_ID} AND status = 'Active') c ON c.n = g % c.total`);
      await tx.execute(sql`
        WITH chosen AS (
          SELECT id FROM accounts WHERE firm_id = ${DEMO_FIRM_ID} AND details->>'benchDealing' = 'true'),
        funded AS (
          INSERT INTO portfolio_transactions (firm_id, account_id, transaction_type, transaction_sub_type,
            movement_type, method, status, amount, transaction_date, completed_date, requested_by, created_by,
            updated_by)
          SELECT ${DEMO_FIRM_ID}, id, 'Payment', 'Deposit', 'In', 'Bank Transfer', 'Completed', 100000,
                 CURRENT_DATE, CURRENT_DATE, 'bench', 'bench', 'bench' FROM chosen
          RETURNING id, account_id)
        INSERT INTO cash_postings (firm_id, transaction_id, book, account_id, transaction_code, narrative,
                                   post_date, value_date, amount)
        SELECT ${DEMO_FIRM_ID}, id, 'Client', account_id, 'DEPO', 'Bench deposit', CURRENT_DATE, CURRENT_DATE, 100000
        FROM funded
        UNION ALL
        SELECT ${DEMO_FIRM_ID}, id, 'Bank', NULL, 'DEPO', 'Bench deposit', CURRENT_DATE, CURRENT_DATE, -100000
        FROM funded`);
      await tx.execute(sql`
        INSERT INTO portfolio_transactions (firm_id, account_id, transaction_type, transaction_sub_type,
          movement_type, status, amount, reserved_cash, asset_id, transaction_date, requested_by, created_by,
          updated_by)
        SELECT ${DEMO_FIRM_ID}, a.id, 'Order', 'At Best', 'Invest', 'Placed', 100, 100, s.id, CURRENT_DATE,
               'bench', 'bench', 'bench'
        FROM generate_series(0, ${orders - 1}::int) g
        JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM accounts
              WHERE firm_id = ${DEMO_FIRM_ID} AND details->>'benchDealing' = 'true') a
          ON a.n = g % ${accounts}::int
        JOIN (SELECT asset_id AS id, row_number() OVER (ORDER BY asset_id) - 1 AS n FROM firm_assets f
              WHERE firm_id = ${DEMO_FIRM_ID} AND EXISTS (SELECT 1 FROM prices p WHERE p.asset_id = f.asset_id)) s
          ON s.n = g % (SELECT count(*) FROM firm_assets f WHERE firm_id = ${DEMO_FIRM_ID}
                         AND EXISTS (SELECT 1 FROM prices p WHERE p.asset_id = f.asset_id))`);
    });
    await db.execute(sql`ANALYZE portfolio_transactions`);
  });
}
