import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../db/connection';
import { generateDemoPassword, seedDemo } from './demo';
import { DEMO_FIRM_ID, DEMO_USERS } from './demo-firms';
import { growFirm } from './grow';

/**
 * `npm run seed [-- --firm DEMO1 --clients 100000]`: seeds the demo firms into the configured database
 * (DATABASE_URL, or PGlite in DATA_DIR) if they are absent, then optionally grows a firm by N clients.
 * Stop the server first when it runs on PGlite: an embedded database has one process at a time.
 */
const USAGE = `Usage: npm run seed -- [--firm DEMO1] [--clients N]

Seeds the demo firms (DEMO1, DEMO2) if absent, then adds N generated clients to the firm.
Database: DATABASE_URL when set, otherwise PGlite in DATA_DIR (default ./data).
Demo password: DEMO_PASSWORD, or generated and printed when the demo is first seeded.`;

async function main() {
  const { values } = parseArgs({
    options: {
      firm: { type: 'string', default: DEMO_FIRM_ID },
      clients: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return void console.log(USAGE);
  const count = values.clients === undefined ? 0 : Number(values.clients);
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`--clients must be a whole number, not ${values.clients}`);

  const config = loadConfig();
  const where = config.database.url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.dataDir}`;
  console.log(`Database: ${where}`);
  const database = await openDatabase(config.database);
  try {
    const password = config.demoPassword ?? generateDemoPassword();
    const seeded = await seedDemo(database.db, { password });
    if (!seeded) console.log('Demo firms already present; left as they are.');
    else if (config.demoPassword) console.log('Seeded the demo firms (password from DEMO_PASSWORD).');
    else
      console.log(
        `Seeded the demo firms. Sign in as ${Object.values(DEMO_USERS).join(', ')}\nwith the password: ${password}`,
      );

    if (count > 0) {
      const firmId = values.firm.toUpperCase();
      const started = performance.now();
      await growFirm(database.db, firmId, count);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Added ${count} clients to ${firmId} in ${seconds} s.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
