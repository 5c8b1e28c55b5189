import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testConfig } from '../../../server/testing/harness';
import { openDatabase, type Database } from '../../../server/platform/db/connection';
import { assets, prices } from '../../../server/platform/db/schema';
import { seedDemo } from '../../../server/platform/seed/demo';
import { startKeel } from '../../../server/start';

/**
 * The real Keel for the console's jsdom tests, run as its own Node process: under jsdom, Vite transforms
 * server modules for the browser (import.meta.url, package conditions), so Keel cannot start inside the
 * test worker. Run with `node --import tsx keelProcess.ts`; DEMO_PASSWORD names the demo users' password,
 * MASTER_INSTRUMENTS (JSON, optional) adds instruments for a test to adopt, KEEL_CONFIG (JSON, optional)
 * sets configuration variables.
 * Prints one JSON line `{"url"}` once the console answers, and stops when its stdin closes (the test
 * file is done, or its worker died).
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const password = process.env.DEMO_PASSWORD!;

/**
 * Seeding the demo takes about 15 s and opening a seeded database under 2 s, so the seeded database is
 * kept as a template, named after the code that shapes it: the migrations and every module the seed
 * imports, and the day (the seed is deterministic for a day; its dates count back from it).
 */
function templateDir(): string {
  const db = path.join(root, 'server/platform/db');
  const files = new Set(
    readdirSync(path.join(db, 'migrations'), { recursive: true, encoding: 'utf8' }).map((f) =>
      path.join(db, 'migrations', f),
    ),
  );
  collectImports(path.join(root, 'server/platform/seed/demo.ts'), files);
  const hash = createHash('sha256').update(password).update(new Date().toISOString().slice(0, 10));
  for (const file of [...files].sort())
    if (statSync(file).isFile()) hash.update(`${path.relative(root, file)}\n`).update(readFileSync(file));
  return path.join(tmpdir(), `keel-client-tests-${hash.digest('hex').slice(0, 16)}`);
}

/** The module and every module it imports by a relative path, transitively. */
function collectImports(file: string, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
    const target = path.resolve(path.dirname(file), spec);
    const candidates = [`${target}.ts`, path.join(target, 'index.ts'), target];
    const found = candidates.find((c) => statSync(c, { throwIfNoEntry: false })?.isFile());
    if (found) collectImports(found, seen);
  }
}

const exists = (dir: string) => statSync(dir, { throwIfNoEntry: false }) !== undefined;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first Keel to start seeds (the global setup starts them together, before any test file); the
 * others wait for its template. A lock older than five minutes is abandoned.
 */
async function seededTemplate(): Promise<string> {
  const template = templateDir();
  const lock = `${template}.lock`;
  while (!exists(template)) {
    try {
      mkdirSync(lock);
    } catch {
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 300_000)
        rmSync(lock, { recursive: true, force: true });
      await pause(250);
      continue;
    }
    try {
      const building = mkdtempSync(`${template}.building-`);
      const database = await openDatabase({ dataDir: building });
      await seedDemo(database.db, { password });
      await database.close();
      // A worker that found this lock abandoned may have finished first; its template is as good.
      if (exists(template)) rmSync(building, { recursive: true, force: true });
      else renameSync(building, template);
      removeOtherTemplates(template);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return template;
}

/** Templates of earlier code are 60 MB each and never used again. */
function removeOtherTemplates(template: string) {
  const prefix = 'keel-client-tests-';
  for (const name of readdirSync(tmpdir()))
    if (name.startsWith(prefix) && !name.includes('.') && path.join(tmpdir(), name) !== template)
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
}

/** A platform instrument no firm has adopted yet, with one closing price (the seed adopts them all). */
export interface MasterInstrumentFixture {
  name: string;
  isin: string;
  price: string;
  priceDate: string;
}

async function addMasterInstruments(db: Database, fixtures: MasterInstrumentFixture[]) {
  for (const { name, isin, price, priceDate } of fixtures) {
    const [{ id }] = await db
      .insert(assets)
      .values({
        name,
        longName: `${name} Acc`,
        isin,
        instrumentType: 'Fund',
        details: { assetClass: 'Equity', domicile: 'GB' },
      })
      .returning({ id: assets.id });
    await db.insert(prices).values({ assetId: id, priceDate, price });
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-client-test-'));
  cpSync(await seededTemplate(), dataDir, { recursive: true });
  const config = await testConfig(dataDir, JSON.parse(process.env.KEEL_CONFIG ?? '{}'));
  const database = await openDatabase(config.database);
  await addMasterInstruments(database.db, JSON.parse(process.env.MASTER_INSTRUMENTS ?? '[]'));
  const keel = await startKeel(config, { database });
  process.stdout.write(`${JSON.stringify({ url: keel.url })}\n`);
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= keel
      .close()
      .then(() => database.close())
      .then(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      }));
  process.stdin.on('end', stop).on('close', stop).resume();
  process.on('SIGTERM', stop);
}

await main();
