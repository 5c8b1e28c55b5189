import { sql } from 'drizzle-orm';
import { TRANSFER_STATUSES } from '../contract/enums';
import { openDatabase } from '../server/platform/db/connection';
import { DEMO_FIRM_ID } from '../server/platform/seed/demo-firms';
import { preparePglite, preparePostgres, type BenchDatabase } from './data';
import { platformToken } from './measure';
import { startServer } from './server';
import { summarise, timeRepeatedly } from './stats';

/**
 * The transfers workbench benchmark (`npm run bench -- --only transfers`; issue 18, decision 0801), on PGlite
 * and, with DATABASE_URL, PostgreSQL: `transfers` product transfers (default 20,000) over DEMO1's ISA, SIPP,
 * JISA and GIA accounts, every status of spec §3 represented, requested up to 120 days ago and in their
 * status for up to 60 (rows written with generate_series, as the transfer calls would leave them). Measured
 * straight at the platform, one request after another, a first page of 50 each:
 *   (a) filtered by status (With Previous Provider, the workbench's busiest);
 *   (b) filtered by age: open transfers red against the firm's per-status targets;
 *   (c) the default order with no filter (action required first, then the oldest in its status).
 */

export interface TransfersBenchOptions {
  transfers: number;
  requests: number;
  progress: (msg: string) => void;
}

type Connection = BenchDatabase['connection'];
const STATUSES = sql.raw(`ARRAY[${TRANSFER_STATUSES.map((s) => `'${s}'`).join(', ')}]`);

/** The bench transfers, their transactions and a provider to name; ANALYZEd so the planner knows them. */
async function prepare(connection: Connection, transfers: number) {
  const database = await openDatabase({ url: connection.url, dataDir: connection.dataDir ?? '' });
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO master_parties (name, status, transfer_wrapper_types, product_transfer_types, electronic,
                                    typical_days)
        VALUES ('Bench Provider plc', 'Active', ARRAY['ISA', 'SIPP', 'GIA', 'JISA'], ARRAY['Cash', 'In Specie'],
                true, 15)
        ON CONFLICT (name) DO NOTHING`);
      await tx.execute(sql`CREATE TEMP TABLE bench_accounts AS
        SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM accounts
        WHERE firm_id = ${DEMO_FIRM_ID} AND wrapper_type IN ('ISA', 'SIPP', 'JISA', 'GIA')`);
      await tx.execute(sql`CREATE TEMP TABLE bench_providers AS
        SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM master_parties`);
      // One row per transfer: its account, provider, status, direction and dates, all from g.
      await tx.execute(sql`CREATE TEMP TABLE bench_transfers AS
        SELECT g, a.id AS account_id, p.id AS provider_id,
               (${STATUSES})[1 + g % 13] AS status,
               CASE WHEN g % 7 = 0 THEN 'Out' ELSE 'In' END AS direction,
               CASE WHEN g % 3 = 0 THEN 'In Specie' ELSE 'Cash' END AS processing_type,
               1000 + (g * 37) % 90000 AS value,
               now() - make_interval(hours => (g * 7919) % (60 * 24)) AS status_since,
               CURRENT_DATE - 60 - (g % 60) AS requested
        FROM generate_series(1, ${transfers}::int) g
        JOIN bench_accounts a ON a.k = g % (SELECT count(*) FROM bench_accounts)
        JOIN bench_providers p ON p.k = g % (SELECT count(*) FROM bench_providers)`);
      await tx.execute(sql`
        INSERT INTO portfolio_transactions (firm_id, account_id, link_id, transaction_type, transaction_sub_type,
          movement_type, method, status, amount, transaction_date, requested_by, details, created_by, updated_by)
        SELECT ${DEMO_FIRM_ID}, t.account_id, 'BENCH' || t.g,
               CASE WHEN t.processing_type = 'Cash' THEN 'Product Transfer' ELSE 'Stock Transfer' END,
               'Transfer', t.direction, 'Transfer',
               CASE WHEN t.status = 'Completed' THEN 'Completed'
                    WHEN t.status IN ('Rejected', 'Cancelled', 'Deleted') THEN 'Deleted' ELSE 'Pending' END,
               t.value, t.requested, 'bench', jsonb_build_object('benchTransfer', t.g), 'bench', 'bench'
        FROM bench_transfers t`);
      await tx.execute(sql`
        INSERT INTO product_transfers (id, firm_id, account_id, direction, processing_type, scope, status,
          action_required, provider_id, provider_reference, estimated_value, requested_date, status_since,
          last_updated, completed_date, rejection_reason, created_by, updated_by)
        SELECT x.id, ${DEMO_FIRM_ID}, t.account_id, t.direction, t.processing_type, 'Whole', t.status,
               t.status IN ('Awaiting Documentation', 'Awaiting Crystallisation Information'), t.provider_id,
               'BENCH-' || t.g, t.value, t.requested, t.status_since, t.status_since,
               CASE WHEN t.status = 'Completed' THEN t.status_since::date END,
               CASE WHEN t.status = 'Rejected' THEN 'Name mismatch' END, 'bench', 'bench'
        FROM bench_transfers t
        JOIN portfolio_transactions x ON x.firm_id = ${DEMO_FIRM_ID} AND x.link_id = 'BENCH' || t.g`);
    });
    await database.db.execute(sql`ANALYZE`);
  } finally {
    await database.close();
  }
}

const QUERIES = {
  byStatus: 'transferStatus=With%20Previous%20Provider',
  byAge: 'age=red&open=true',
  defaultOrder: '',
} as const;

async function transfersOn(prepareDb: () => Promise<BenchDatabase>, opts: TransfersBenchOptions) {
  const db = await prepareDb();
  try {
    opts.progress(`${db.kind}: ${opts.transfers} product transfers over DEMO1's accounts`);
    await prepare(db.connection, opts.transfers);
    const server = await startServer(db.connection);
    try {
      const token = await platformToken(server.platformUrl, db.password);
      const timed = async (query: string) => {
        const url = `${server.platformUrl}/portfoliotransaction/producttransfer/${DEMO_FIRM_ID}?page=1&pageSize=50&${query}`;
        const first = await fetch(url, { headers: { 'api-token': token } });
        const body = (await first.json()) as { meta?: { count: number } };
        if (!first.ok)
          throw new Error(`the list answered ${first.status}: ${JSON.stringify(body).slice(0, 300)}`);
        const times = await timeRepeatedly(opts.requests, async () => {
          const res = await fetch(url, { headers: { 'api-token': token } });
          await res.arrayBuffer();
        });
        return { matches: body.meta?.count ?? null, ...summarise(times) };
      };
      opts.progress(`${db.kind}: ${opts.requests} workbench pages per filter`);
      return {
        transfers: opts.transfers,
        byStatus: await timed(QUERIES.byStatus),
        byAge: await timed(QUERIES.byAge),
        defaultOrder: await timed(QUERIES.defaultOrder),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

/** The workbench benchmark on PGlite, then on PostgreSQL when `databaseUrl` is given. */
export async function transfersBenchmarks(databaseUrl: string | undefined, opts: TransfersBenchOptions) {
  const pglite = await transfersOn(() => preparePglite(200), opts);
  const postgres = databaseUrl
    ? await transfersOn(() => preparePostgres(databaseUrl, 200), opts)
    : { skipped: 'DATABASE_URL is not set' };
  return { pglite, postgres };
}
