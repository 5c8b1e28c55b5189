import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/platform/db/connection';
import { DEMO_FIRM_ID } from '../server/platform/seed/demo-firms';
import { insertClients } from '../server/platform/jobs/testing/bulk-clients';
import { preparePglite, preparePostgres, type BenchDatabase } from './data';
import { platformToken } from './measure';
import { startServer } from './server';
import { summarise, timeRepeatedly } from './stats';

/**
 * The documents benchmarks (`npm run bench -- --only documents`), on PGlite and, with DATABASE_URL,
 * PostgreSQL, against the one-process server (its own job worker, started as in production):
 *   (a) a statements job over `jobClients` Active clients of one node (one in ten with a funded GIA):
 *       POST /job, then GET it every half second until it finishes: seconds, statements a second, and the
 *       server's peak RSS (the job runs first, so the peak is the job's);
 *   (b) one valuation statement (POST /files/valuationstatement, deliver false) for the seeded client with
 *       the most accounts: p50/p95 over `statements` generations, one after another.
 */

export interface DocumentBenchOptions {
  jobClients: number;
  statements: number;
  progress: (msg: string) => void;
}

type Connection = BenchDatabase['connection'];
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const today = () => new Date().toISOString().slice(0, 10);

/** A node under the demo firm's root with `clients` Active clients; the seeded client to time statements on. */
async function prepare(connection: Connection, clients: number) {
  const database = await openDatabase({ url: connection.url, dataDir: connection.dataDir ?? '' });
  try {
    const db: Database = database.db;
    const [node] = rowsOf<{ id: string }>(
      await db.execute(sql`
        INSERT INTO nodes (firm_id, parent_node_id, node_type, name, path, created_by, updated_by)
        VALUES (${DEMO_FIRM_ID}, '0', 'Business Stream', 'Bench statements', 'pending', 'bench', 'bench')
        RETURNING id`),
    );
    await db.execute(
      sql`UPDATE nodes SET path = '0/' || id WHERE firm_id = ${DEMO_FIRM_ID} AND id = ${node.id}`,
    );
    await insertClients(db, {
      firmId: DEMO_FIRM_ID,
      nodeId: node.id,
      count: clients,
      prefix: 'Bench',
      fundEvery: 10,
    });
    const [busiest] = rowsOf<{ id: string; accounts: number }>(
      await db.execute(sql`
        SELECT c.id, count(a.id)::int AS accounts FROM clients c JOIN accounts a ON a.client_id = c.id
        WHERE c.firm_id = ${DEMO_FIRM_ID} AND c.status = 'Active' AND a.status <> 'Deleted'
        GROUP BY c.id ORDER BY count(a.id) DESC, c.id LIMIT 1`),
    );
    return { nodeId: node.id, clientId: busiest.id, accounts: busiest.accounts };
  } finally {
    await database.close();
  }
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

async function documentsOn(prepareDb: () => Promise<BenchDatabase>, opts: DocumentBenchOptions) {
  const db = await prepareDb();
  try {
    const { nodeId, clientId, accounts } = await prepare(db.connection, opts.jobClients);
    const server = await startServer(db.connection);
    try {
      server.sampleRss();
      const token = await platformToken(server.platformUrl, db.password);
      const api = (method: string, path: string, body?: object) =>
        call(server.platformUrl, token, method, path, body);
      opts.progress(`${db.kind}: a statements job over ${opts.jobClients} clients`);
      const fromDate = `${today().slice(0, 4)}-01-01`;
      const started = performance.now();
      const job = (
        await api('POST', '/job', { kind: 'valuationStatements', nodeId, fromDate, toDate: today() })
      ).data;
      let status = job;
      while (!String(status.status).startsWith('Completed')) {
        await new Promise((r) => setTimeout(r, 500));
        status = (await api('GET', `/job/${DEMO_FIRM_ID}/${job.id}`)).data;
      }
      const seconds = (performance.now() - started) / 1000;
      const memory = server.memory();
      opts.progress(`${db.kind}: ${opts.statements} valuation statements one after another`);
      const statement = summarise(
        await timeRepeatedly(opts.statements, async () => {
          await api('POST', '/files/valuationstatement', { clientId, deliver: false });
        }),
      );
      return {
        statement: { ...statement, clientAccounts: accounts },
        statementsJob: {
          clients: opts.jobClients,
          status: status.status,
          succeeded: status.succeeded,
          failed: status.failed,
          seconds: Math.round(seconds * 10) / 10,
          statementsPerSecond: Math.round((opts.jobClients / seconds) * 10) / 10,
          ...memory,
        },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

/** The documents benchmarks on PGlite, then on PostgreSQL when `databaseUrl` is given. */
export async function documentBenchmarks(databaseUrl: string | undefined, opts: DocumentBenchOptions) {
  // The seeded demo's 200 clients, plus the job's own.
  const pglite = await documentsOn(() => preparePglite(200), opts);
  const postgres = databaseUrl
    ? await documentsOn(() => preparePostgres(databaseUrl, 200), opts)
    : { skipped: 'DATABASE_URL is not set' };
  return { pglite, postgres };
}
