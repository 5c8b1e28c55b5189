import os from 'node:os';
import { parseArgs } from 'node:util';
import { preparePglite, preparePostgres, type BenchDatabase } from './data';
import { documentBenchmarks } from './documents';
import { ledgerBenchmarks } from './ledger-measure';
import { reportBenchmarks } from './report';
import { cgtBenchmark } from './cgt';
import { illustrationBenchmark } from './illustration';
import { rebalanceBenchmarks } from './rebalance';
import { transfersBenchmarks } from './transfers';
import { webhookBenchmarks } from './webhooks';
import { dashboardBenchmarks } from './dashboard';
import { loadRun } from './load';
import { buildConsole, consoleLoad as measureConsoleLoad } from './console-load';
import {
  clientLists,
  clients,
  platformToken,
  proxyOverhead,
  sessionCookieLength,
  signedInBrowser,
  viaFloor,
} from './measure';
import { startProxyFloor } from './proxy-floor';
import { startServer } from './server';
import { targetsOf } from './targets';

/**
 * `npm run bench`: prints one JSON object with
 *   (a) the BFF's proxy overhead: the median of GET /client/DEMO1?page=1&pageSize=50 through
 *       /api/proxy with a signed-in session, divided by the median of the same call straight to the platform,
 *       and beside it the floor: the same through the least proxy with the BFF's unavoidable duties
 *       (bench/proxy-floor.ts);
 *   (b) client-list latency at 100,000 clients (p50/p95 for a page of 50 and for idOrName searches), on
 *       PGlite and, when DATABASE_URL is set, on a scratch database on that PostgreSQL server;
 *   (c) the one-process server's peak RSS while serving them;
 *   (d) the ledger: transactions list by account over 2,000,000 transactions (p95) and a dealing run of
 *       10,000 orders (bench/ledger-measure.ts);
 *   (e) the 50-user load: 50 signed-in sessions paging the clients list through the BFF for 30 s
 *       (requests a second, p50, p99, errors; bench/load.ts), on each database;
 *   (f) the console's cold load in Chromium, signed in, on the PGlite server: the JS that went over the wire
 *       (compressed) before the first row of /clients, and the entry chunk alone (bench/console-load.ts;
 *       the console is built first);
 *   (g) documents: a statements job over 1,000 clients on the job queue (seconds, the server's peak RSS)
 *       and one valuation statement (p95 over 30), on each database (bench/documents.ts);
 *   (h) the portfolio report: a client with 5 accounts and 5 years of daily prices, p95 of the report and of
 *       the performance chart, on each database (bench/report.ts);
 *   (i) capital gains: the pure CGT engine over 10,000 generated trades, p95 of 30 runs (bench/cgt.ts; no
 *       database, so one figure);
 *   (j) bulk rebalance: a discretionary model followed by 10,000 accounts, its preview (target ≤ 10 s) and
 *       the job placing their orders (target ≤ 60 s, with the server's peak RSS), on PostgreSQL only
 *       (bench/rebalance.ts);
 *   (l) the transfers workbench: GET /portfoliotransaction/producttransfer over 20,000 transfers filtered by
 *       status and by age (p95), on each database (bench/transfers.ts);
 *   (m) illustrations: a 40-year monthly illustration at the three FCA rates with 1,000 market paths, p95 of
 *       30 runs (bench/illustration.ts; no database, so one figure);
 *   (n) webhooks: 2,000 queued deliveries over 200 accounts drained to a receiver on 127.0.0.1, deliveries
 *       per second, on each database (bench/webhooks.ts);
 *   (o) the dashboard: GET /dashboard/exception and /dashboard/information over the --clients firm (default
 *       100,000) with its accounts, ledger and open exceptions, p50/p95 at the root and the deepest node, and the
 *       exception call when it runs the reconciliation pass first, on each database (bench/dashboard.ts);
 *   (k) `targets`: the figures the issues set targets for, gathered from the parts above in one place.
 * Loopback only, fixed request counts, temporary data that is removed afterwards. Progress goes to stderr.
 * Options: --clients N (default 100000), --requests N (per measured query, default 40), --transactions N
 * (default 2000000), --orders N (default 10000), --load-seconds N (default 30; 0 skips the load),
 * --load-users N (default 50), --job-clients N (default 1000), --statements N (default 30),
 * --rebalance-accounts N (default 10000), --transfers N (default 20000), --only
 * clients|ledger|documents|report|cgt|rebalance|transfers|illustration|webhooks|dashboard (run one part alone).
 */
const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '40' },
    transactions: { type: 'string', default: '2000000' },
    orders: { type: 'string', default: '10000' },
    'load-seconds': { type: 'string', default: '30' },
    'load-users': { type: 'string', default: '50' },
    'job-clients': { type: 'string', default: '1000' },
    statements: { type: 'string', default: '30' },
    'rebalance-accounts': { type: 'string', default: '10000' },
    transfers: { type: 'string', default: '20000' },
    webhooks: { type: 'string', default: '2000' },
    only: { type: 'string' },
  },
});
const clientCount = Number(values.clients);
const requests = Number(values.requests);
if (!Number.isInteger(clientCount) || clientCount < 1)
  throw new Error('--clients must be a positive whole number');
if (!Number.isInteger(requests) || requests < 1)
  throw new Error('--requests must be a positive whole number');
for (const option of [
  'transactions',
  'orders',
  'load-users',
  'job-clients',
  'statements',
  'rebalance-accounts',
  'transfers',
  'webhooks',
] as const)
  if (!Number.isInteger(Number(values[option])) || Number(values[option]) < 1)
    throw new Error(`--${option} must be a positive whole number`);
const loadSeconds = Number(values['load-seconds']);
if (!Number.isInteger(loadSeconds) || loadSeconds < 0)
  throw new Error('--load-seconds must be a whole number of seconds (0 skips the load)');
const PARTS = [
  'clients',
  'ledger',
  'documents',
  'report',
  'cgt',
  'rebalance',
  'transfers',
  'illustration',
  'webhooks',
  'dashboard',
];
if (values.only !== undefined && !PARTS.includes(values.only))
  throw new Error(
    '--only must be clients, ledger, documents, report, cgt, rebalance, transfers, illustration, webhooks or dashboard',
  );
const runs = (part: string) => values.only === undefined || values.only === part;

const progress = (msg: string) => process.stderr.write(`[bench] ${msg}\n`);

async function benchOn(prepare: () => Promise<BenchDatabase>) {
  const db = await prepare();
  progress(
    `${db.kind}: seeded in ${db.seedSeconds} s, grown to ${db.clients} clients in ${db.growSeconds} s`,
  );
  try {
    const server = await startServer(db.connection);
    try {
      server.sampleRss();
      const token = await platformToken(server.platformUrl, db.password);
      const browser = await signedInBrowser(server.consoleUrl, db.password);
      const c = clients(server.platformUrl, token, browser);
      progress(`${db.kind}: proxy overhead (${requests * 2} rounds: direct, BFF, floor)`);
      const floor = await startProxyFloor(server.platformUrl, token, sessionCookieLength(browser));
      const proxy = await proxyOverhead(c, requests * 2, viaFloor(floor)).finally(() => floor.close());
      progress(`${db.kind}: client lists (${requests} per query)`);
      const lists = await clientLists(c, requests);
      // Once, on the default database: the bytes do not depend on it.
      let consoleLoad: Awaited<ReturnType<typeof measureConsoleLoad>> | { skipped: string } | undefined;
      if (db.kind === 'pglite') {
        progress(`${db.kind}: the console's cold load of /clients in Chromium`);
        consoleLoad = consoleNotMeasurable
          ? { skipped: consoleNotMeasurable }
          : await measureConsoleLoad(server.consoleUrl, db.password);
      }
      const users = Number(values['load-users']);
      if (loadSeconds) progress(`${db.kind}: ${users} users paging the clients list for ${loadSeconds} s`);
      const load = loadSeconds
        ? await loadRun(server.consoleUrl, db.password, {
            users,
            seconds: loadSeconds,
            serverCpuMs: server.cpuMs,
          })
        : { skipped: '--load-seconds 0' };
      return {
        clients: db.clients,
        seedSeconds: db.seedSeconds,
        growSeconds: db.growSeconds,
        proxyOverhead: proxy,
        clientList: lists,
        ...(consoleLoad ? { consoleLoad } : {}),
        load,
        server: server.memory(),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

let consoleNotMeasurable: string | undefined;

async function clientBenchmarks() {
  consoleNotMeasurable = buildConsole(progress);
  const pglite = await benchOn(() => preparePglite(clientCount));
  const postgres = process.env.DATABASE_URL
    ? await benchOn(() => preparePostgres(process.env.DATABASE_URL!, clientCount))
    : { skipped: 'DATABASE_URL is not set' };
  return { pglite, postgres };
}

async function main() {
  const started = performance.now();
  const clientRun = runs('clients') ? await clientBenchmarks() : undefined;
  const clientPart = clientRun ?? {};
  const ledger = runs('ledger')
    ? await ledgerBenchmarks(process.env.DATABASE_URL, {
        transactions: Number(values.transactions),
        orders: Number(values.orders),
        requests,
        progress,
      })
    : undefined;
  const documents = runs('documents')
    ? await documentBenchmarks(process.env.DATABASE_URL, {
        jobClients: Number(values['job-clients']),
        statements: Number(values.statements),
        progress,
      })
    : undefined;
  const report = runs('report')
    ? await reportBenchmarks(process.env.DATABASE_URL, { requests, progress })
    : undefined;
  const cgt = runs('cgt') ? await cgtBenchmark({ progress }) : undefined;
  const illustration = runs('illustration') ? await illustrationBenchmark({ progress }) : undefined;
  const rebalance = runs('rebalance')
    ? await rebalanceBenchmarks(process.env.DATABASE_URL, {
        accounts: Number(values['rebalance-accounts']),
        progress,
      })
    : undefined;
  const transfers = runs('transfers')
    ? await transfersBenchmarks(process.env.DATABASE_URL, {
        transfers: Number(values.transfers),
        requests,
        progress,
      })
    : undefined;
  const webhooks = runs('webhooks')
    ? await webhookBenchmarks(process.env.DATABASE_URL, { deliveries: Number(values.webhooks), progress })
    : undefined;
  const dashboard = runs('dashboard')
    ? await dashboardBenchmarks(process.env.DATABASE_URL, { clients: clientCount, requests, progress })
    : undefined;
  const consoleLoad = clientRun?.pglite.consoleLoad;
  const result = {
    benchmark: 'keel',
    at: new Date().toISOString(),
    machine: { node: process.version, platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length },
    requestsPerQuery: requests,
    ...clientPart,
    ...(ledger ? { ledger } : {}),
    ...(documents ? { documents } : {}),
    ...(report ? { report } : {}),
    ...(cgt ? { cgt } : {}),
    ...(illustration ? { illustration } : {}),
    ...(rebalance ? { rebalance } : {}),
    ...(transfers ? { transfers } : {}),
    ...(webhooks ? { webhooks } : {}),
    ...(dashboard ? { dashboard } : {}),
    targets: targetsOf({
      ...clientPart,
      ledger,
      documents,
      report,
      cgt,
      rebalance,
      transfers,
      illustration,
      webhooks,
      dashboard,
      consoleLoad,
    }),
    totalSeconds: Math.round((performance.now() - started) / 1000),
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `[bench] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
