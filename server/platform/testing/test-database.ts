import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import { createLogger } from '../../log';
import { openDatabase, type Database, type DatabaseHandle } from '../db/connection';
import * as schema from '../db/schema';
import { withAdmin } from './database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite dumped to a file (server/platform/testing/global-setup.ts). */
    pgliteTemplate?: string;
    /** A migrated database on the TEST_DATABASE_URL server, to copy. */
    postgresTemplate?: string;
  }
}

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL set
 * (the PostgreSQL run), a new scratch database on that server, dropped on close. Both are copies of the
 * template the run's global setup migrated, when there is one; otherwise they are migrated here.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPgliteCopy(inject('pgliteTemplate'));
  const name = `keel_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withAdmin(serverUrl, (c) =>
    c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Silent: close() drops the database WITH (FORCE), which ends connections the pool may still hold.
  const handle = await openDatabase({
    url: url.toString(),
    dataDir: '',
    log: createLogger('database', 'silent'),
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * PGlite's compiled WebAssembly and its file-system bundle, made once per worker and shared by every file's
 * database (the server project runs its files in one module graph per worker: vitest.config.ts). Without
 * them each PGlite compiles Postgres again: about a quarter of a file's database set-up (measured).
 */
let pgliteRuntime: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
function sharedPgliteRuntime() {
  pgliteRuntime ??= (async () => {
    const dist = new URL('.', import.meta.resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await WebAssembly.compile(readFileSync(new URL('pglite.wasm', dist))),
      fsBundle: new Blob([readFileSync(new URL('pglite.data', dist))]),
    };
  })();
  return pgliteRuntime;
}

/** The dump, read once per worker: PGlite only reads the blob, so every file's copy can load the same one. */
const dumps = new Map<string, Blob>();
function dumpBlob(file: string) {
  let blob = dumps.get(file);
  if (!blob) dumps.set(file, (blob = new Blob([readFileSync(file)])));
  return blob;
}

/** An in-memory PGlite loaded from the migrated dump; migrate() then finds nothing to apply. */
async function openPgliteCopy(dump: string | undefined): Promise<DatabaseHandle> {
  if (!dump) return openDatabase({ dataDir: 'memory://' });
  const client = await PGlite.create({
    loadDataDir: dumpBlob(dump),
    extensions: { pg_trgm },
    ...(await sharedPgliteRuntime()),
  });
  const db = drizzle(client, { schema }) as unknown as Database;
  await migrate(drizzle(client, { schema }), { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
