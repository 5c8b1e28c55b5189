import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createLogger } from '../../log';
import { openDatabase, type DatabaseHandle } from './connection';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL set
 * (the PostgreSQL run), a new scratch database on that server, dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory://' });
  const name = `keel_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
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

async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
