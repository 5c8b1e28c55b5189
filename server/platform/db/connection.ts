import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { createLogger, type Logger } from '../../log';

export type Schema = typeof schema;
/** A drizzle database over either driver; services take this and never know which one it is. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or a transaction on it: what a service's helpers accept. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database and applies every pending migration. PostgreSQL when `url` is set (migrations under
 * an advisory lock, so replicas starting together apply them once); otherwise embedded PGlite in
 * `dataDir`, or in memory when dataDir is 'memory://'.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  log?: Logger;
}): Promise<DatabaseHandle> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // A connection the server ends (restart, failover, an administrator's terminate) errors on an idle
    // client. With no listener that is an uncaught exception that kills the process; the pool already
    // drops the client and opens a new one on the next checkout, so logging it is all that is needed.
    const log = opts.log ?? createLogger('database');
    pool.on('error', (err) => log.warn('database connection ended by the server', { err }));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    watchTransactions(db, log);
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock(7411)');
      await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock(7411)').catch(() => undefined);
      lockClient.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.dataDir !== 'memory://') mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  watchTransactions(db, opts.log ?? createLogger('database'));
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** A transaction that holds its connection longer than this is logged, with where it began. */
export const SLOW_TRANSACTION_MS = 5_000;

/**
 * Logs every transaction that held its connection past SLOW_TRANSACTION_MS, naming the code that began it.
 * On PGlite a transaction holds the one connection: every other call, a plain read included, waits for it,
 * so one slow transaction shows up as slow calls everywhere (CI saw reads wait past the BFF's 30 s). The
 * time counted is the callback's, from when it has the connection, not the wait before.
 */
export function watchTransactions(
  db: Database,
  log: Logger,
  slowMs = SLOW_TRANSACTION_MS,
  now: () => number = () => performance.now(),
): void {
  const transaction = db.transaction.bind(db) as Database['transaction'];
  db.transaction = ((work, config) => {
    // V8 records the frames here and formats them only if .stack is read: cheap unless it is logged.
    const origin = new Error('transaction began');
    return transaction(async (tx) => {
      const began = now();
      try {
        return await work(tx);
      } finally {
        const heldMs = Math.round(now() - began);
        if (heldMs > slowMs) log.warn('Slow transaction', { heldMs, began: beganAt(origin) });
      }
    }, config);
  }) as Database['transaction'];
}

/** The first frames of our own code below this module: where the transaction was asked for. */
function beganAt(origin: Error): string[] {
  return (origin.stack ?? '')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().replace(/^at /, ''))
    .filter(
      (line) => !line.includes('node_modules') && !line.includes('node:') && !line.includes('db/connection'),
    )
    .slice(0, 4);
}
