import { openDatabase } from '../server/platform/db/connection';
import { DEMO_FIRM_ID } from '../server/platform/seed/demo-firms';
import { DEALING_BATCH_SIZE, runDealing } from '../server/platform/dealing/run';
import { preparePglite, preparePostgres, type BenchDatabase } from './data';
import { benchAccounts, growLedger, placeOrders } from './ledger-data';
import { platformToken } from './measure';
import { startServer } from './server';
import { summarise, timeRepeatedly } from './stats';

/**
 * The ledger benchmarks (`npm run bench -- --only ledger`), on PGlite and, with DATABASE_URL, PostgreSQL:
 *   (a) GET /portfoliotransaction/{firmId}?accountId=…&page=1&pageSize=50 over `transactions` transactions
 *       (each request a different account), and the firm-wide list (the console's first page, the API's
 *       order, the exact count, a deep page by offset and by cursor), p50/p95 straight at the platform;
 *   (b) a dealing run of `orders` Placed buys: seconds and orders per second, in process.
 */

export interface LedgerBenchOptions {
  transactions: number;
  orders: number;
  requests: number;
  progress: (msg: string) => void;
}

const ACCOUNTS_PER_TRANSACTIONS = 200;

async function measureLists(db: BenchDatabase, opts: LedgerBenchOptions, accounts: string[]) {
  const server = await startServer(db.connection);
  try {
    const token = await platformToken(server.platformUrl, db.password);
    const get = async (path: string) => {
      const res = await fetch(`${server.platformUrl}${path}`, { headers: { 'api-token': token } });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      return (await res.json()) as { meta: { count: number; totalIsEstimate?: true; nextCursor?: string } };
    };
    const byAccount = (i: number) =>
      `/portfoliotransaction/${DEMO_FIRM_ID}?accountId=${accounts[i % accounts.length]}&page=1&pageSize=50`;
    const perAccount = (await get(byAccount(0))).meta.count;
    opts.progress(`${db.kind}: transactions by account (${opts.requests} requests)`);
    const account = summarise(
      await timeRepeatedly(opts.requests, (i) => get(byAccount(i)).then(() => undefined)),
    );
    const firmWide = await measureFirmWide(get, db.kind, opts);
    return { byAccountPageOf50: { ...account, transactionsPerAccount: perAccount }, ...firmWide };
  } finally {
    await server.stop();
  }
}

type Get = (
  path: string,
) => Promise<{ meta: { count: number; totalIsEstimate?: true; nextCursor?: string } }>;

/**
 * The firm-wide list (decision 0411): the console's first page (newest transaction date first), the API's
 * default order, the exact count on demand, and a deep page (past 50,000 rows) by offset and by cursor.
 */
async function measureFirmWide(get: Get, kind: string, opts: LedgerBenchOptions) {
  const n = Math.ceil(opts.requests / 4);
  const firm = (query: string) => `/portfoliotransaction/${DEMO_FIRM_ID}?pageSize=50&${query}`;
  const time = async (label: string, path: string, count = n) => {
    opts.progress(`${kind}: ${label} (${count} requests)`);
    return summarise(await timeRepeatedly(count, () => get(path).then(() => undefined), 1));
  };
  const first = (await get(firm('page=1&sort=-transactionDate'))).meta;
  const firmWidePageOf50 = {
    ...(await time('firm-wide first page', firm('page=1&sort=-transactionDate'))),
    count: first.count,
    totalIsEstimate: first.totalIsEstimate ?? false,
  };
  const defaultOrder = await time('firm-wide first page, API order', firm('page=1'));
  const exactCount = await time('firm-wide exact count', firm('page=1&exactCount=true'), Math.min(n, 5));
  const deep = Math.min(1001, Math.max(2, Math.floor(first.count / 50) - 1));
  const { nextCursor } = (await get(firm(`page=${deep - 1}&sort=-transactionDate`))).meta;
  const deepByOffset = await time(
    `page ${deep} by offset`,
    firm(`page=${deep}&sort=-transactionDate`),
    Math.min(n, 5),
  );
  const deepByCursor = nextCursor
    ? await time(`page ${deep} by cursor`, firm(`page=${deep}&sort=-transactionDate&after=${nextCursor}`))
    : { skipped: 'no next page' };
  return {
    firmWidePageOf50,
    firmWideApiOrderPageOf50: defaultOrder,
    firmWideExactCount: exactCount,
    firmWideDeepPage: { page: deep, byOffset: deepByOffset, byCursor: deepByCursor },
  };
}

async function measureDealing(db: BenchDatabase, orders: number) {
  await placeOrders(db.connection, orders);
  const database = await openDatabase({ url: db.connection.url, dataDir: db.connection.dataDir ?? '' });
  try {
    // BENCH_DEALING_BATCH overrides the run's batch size, to compare sizes (docs/decisions/0410).
    const batchSize = Number(process.env.BENCH_DEALING_BATCH) || DEALING_BATCH_SIZE;
    const started = performance.now();
    const result = await runDealing(database.db, { firmId: DEMO_FIRM_ID, userId: 'DEALING' }, { batchSize });
    const seconds = (performance.now() - started) / 1000;
    // The demo seed has a few Placed orders of its own; they are dealt in the same run.
    if (result.executed < orders) {
      const reasons = [...new Set(result.orders.map((o) => o.reason).filter(Boolean))].slice(0, 3);
      throw new Error(
        `dealing executed ${result.executed} of ${result.placed} (${result.rejected} rejected: ${reasons.join('; ')})`,
      );
    }
    return {
      orders: result.placed,
      executed: result.executed,
      batchSize,
      seconds: Math.round(seconds * 10) / 10,
      ordersPerSecond: Math.round(result.placed / seconds),
    };
  } finally {
    await database.close();
  }
}

async function ledgerOn(prepare: () => Promise<BenchDatabase>, opts: LedgerBenchOptions) {
  const db = await prepare();
  try {
    const accountCount = Math.max(1, Math.round(opts.transactions / ACCOUNTS_PER_TRANSACTIONS));
    opts.progress(
      `${db.kind}: growing the ledger to ${opts.transactions} transactions on ${accountCount} accounts`,
    );
    const grown = await growLedger(db.connection, { ...opts, accounts: accountCount });
    const accounts = await benchAccounts(db.connection, opts.requests + 3);
    const lists = await measureLists(db, opts, accounts);
    opts.progress(`${db.kind}: dealing run of ${opts.orders} orders`);
    const dealing = await measureDealing(db, opts.orders);
    return {
      transactions: opts.transactions,
      accounts: accountCount,
      ...grown,
      transactionList: lists,
      dealing,
    };
  } finally {
    await db.drop();
  }
}

/** The ledger benchmarks on PGlite, then on PostgreSQL when `databaseUrl` is given. */
export async function ledgerBenchmarks(databaseUrl: string | undefined, opts: LedgerBenchOptions) {
  // Only the seeded 200 clients: the ledger's own rows are what grows.
  const pglite = await ledgerOn(() => preparePglite(200), opts);
  const postgres = databaseUrl
    ? await ledgerOn(() => preparePostgres(databaseUrl, 200), opts)
    : { skipped: 'DATABASE_URL is not set' };
  return { pglite, postgres };
}
