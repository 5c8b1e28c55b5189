import { openDatabase } from '../server/platform/db/connection';
import { DEMO_FIRM_ID } from '../server/platform/db/seed';
import { runDealing } from '../server/platform/dealing/run';
import { preparePglite, preparePostgres, type BenchDatabase } from './data';
import { benchAccounts, growLedger, placeOrders } from './ledger-data';
import { platformToken } from './measure';
import { startServer } from './server';
import { summarise, timeRepeatedly } from './stats';

/**
 * The ledger benchmarks (`npm run bench -- --only ledger`), on PGlite and, with DATABASE_URL, PostgreSQL:
 *   (a) GET /portfoliotransaction/{firmId}?accountId=…&page=1&pageSize=50 over `transactions` transactions
 *       (each request a different account), and the firm-wide first page, p50/p95 straight at the platform;
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
      return (await res.json()) as { meta: { count: number } };
    };
    const byAccount = (i: number) =>
      `/portfoliotransaction/${DEMO_FIRM_ID}?accountId=${accounts[i % accounts.length]}&page=1&pageSize=50`;
    const perAccount = (await get(byAccount(0))).meta.count;
    opts.progress(`${db.kind}: transactions by account (${opts.requests} requests)`);
    const account = summarise(
      await timeRepeatedly(opts.requests, (i) => get(byAccount(i)).then(() => undefined)),
    );
    const firmPath = `/portfoliotransaction/${DEMO_FIRM_ID}?page=1&pageSize=50`;
    opts.progress(`${db.kind}: firm-wide first page (${Math.ceil(opts.requests / 4)} requests)`);
    const firm = summarise(
      await timeRepeatedly(Math.ceil(opts.requests / 4), () => get(firmPath).then(() => undefined), 1),
    );
    return { byAccountPageOf50: { ...account, transactionsPerAccount: perAccount }, firmWidePageOf50: firm };
  } finally {
    await server.stop();
  }
}

async function measureDealing(db: BenchDatabase, orders: number) {
  await placeOrders(db.connection, orders);
  const database = await openDatabase({ url: db.connection.url, dataDir: db.connection.dataDir ?? '' });
  try {
    const started = performance.now();
    const result = await runDealing(database.db, { firmId: DEMO_FIRM_ID, userId: 'DEALING' });
    const seconds = (performance.now() - started) / 1000;
    // The demo seed has a few Placed orders of its own; they are dealt in the same run.
    if (result.executed < orders)
      throw new Error(
        `dealing executed ${result.executed} of ${result.placed} (${result.rejected} rejected)`,
      );
    return {
      orders: result.placed,
      executed: result.executed,
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
