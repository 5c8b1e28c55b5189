import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/platform/db/connection';
import { generateDemoPassword, seedDemo } from '../server/platform/seed/demo';
import { DEMO_FIRM_ID } from '../server/platform/seed/demo-firms';
import { growFirm } from '../server/platform/seed/grow';

/**
 * A throw-away database with the demo seeded and DEMO1 grown to `clients` clients: PGlite in a temporary
 * directory, or a scratch database on the PostgreSQL server at DATABASE_URL. `drop()` removes it.
 */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  connection: { url?: string; dataDir?: string };
  password: string;
  clients: number;
  seedSeconds: number;
  growSeconds: number;
  drop(): Promise<void>;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

async function fill(connection: { url?: string; dataDir: string }, clients: number) {
  const password = generateDemoPassword();
  const database = await openDatabase(connection);
  try {
    let started = performance.now();
    await seedDemo(database.db, { password });
    const seedSeconds = seconds(started);
    started = performance.now();
    const seeded = 200;
    if (clients > seeded) await growFirm(database.db, DEMO_FIRM_ID, clients - seeded);
    return { password, seedSeconds, growSeconds: seconds(started) };
  } finally {
    await database.close();
  }
}

export async function preparePglite(clients: number): Promise<BenchDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), 'keel-bench-'));
  const dataDir = path.join(dir, 'data');
  try {
    const filled = await fill({ dataDir }, clients);
    return {
      kind: 'pglite',
      connection: { dataDir },
      clients,
      ...filled,
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Needs the right to create databases on that server; the scratch database is dropped afterwards. */
export async function preparePostgres(serverUrl: string, clients: number): Promise<BenchDatabase> {
  const name = `keel_bench_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const filled = await fill({ url: url.toString(), dataDir: '' }, clients);
    return { kind: 'postgres', connection: { url: url.toString() }, clients, ...filled, drop };
  } catch (err) {
    await drop();
    throw err;
  }
}
