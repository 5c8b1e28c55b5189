import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { createLogger } from '../../log';
import { openDatabase } from '../db/connection';
import pg from 'pg';

/**
 * Migrating a fresh database costs 4 s on an idle core and over 10 s under a loaded test run; copying a
 * migrated one costs about 1 s. So a test run migrates once, into a template, and every test file's
 * database is a copy of it (server/platform/testing/test-database.ts).
 */

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));
const PREFIX = 'keel-migrated-pglite-';

/** Names the template after what shapes it: every migration file and the PGlite version. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  hash.update(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(`${file}\n`).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A dump no run has used for this long is another code's, and goes (a run reads its dump throughout). */
const UNUSED_DUMP_MS = 6 * 60 * 60 * 1000;

/**
 * A migrated in-memory PGlite, dumped to a file in the temporary folder (42 MB). Kept between runs while
 * the migrations stay the same, so running one test file alone does not pay for it again. Each run marks
 * its dump as used; dumps of other migrations unused for hours are removed, never a fresh one: a run of
 * other code beside this one (a developer's tests beside CI) still reads its own.
 */
export async function migratedPgliteDump(): Promise<string> {
  const file = path.join(tmpdir(), `${PREFIX}${migrationsHash()}.tar`);
  if (existsSync(file)) {
    const now = new Date();
    utimesSync(file, now, now);
    return file;
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  // Written aside and renamed: a run beside this one may be reading or writing the same name.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  for (const name of readdirSync(tmpdir())) {
    const other = path.join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || !name.endsWith('.tar') || other === file) continue;
    const usedAt = statSync(other, { throwIfNoEntry: false })?.mtimeMs;
    if (usedAt !== undefined && Date.now() - usedAt > UNUSED_DUMP_MS) rmSync(other, { force: true });
  }
  return file;
}

/**
 * A migrated database on the PostgreSQL server, for `CREATE DATABASE … TEMPLATE` (a file copy). One per
 * run, so runs side by side never share one; drop() removes it at the end of the run.
 */
export async function createPostgresTemplate(serverUrl: string) {
  const name = `keel_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    url: url.toString(),
    dataDir: '',
    log: createLogger('database', 'silent'),
  });
  // A template must have no connections while it is copied.
  await handle.close();
  return {
    name,
    drop: () => withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** One statement-sized connection to the server's maintenance database (CREATE and DROP DATABASE). */
export async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
