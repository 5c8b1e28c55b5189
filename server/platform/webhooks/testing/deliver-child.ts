import { createLogger } from '../../../log';
import { openDatabase } from '../../db/connection';
import { deliverWebhooksOnce } from '../deliver';

/**
 * A Keel delivery worker as its own process, for the SIGKILL test (sigkill.test.ts): opens the database
 * directory given, runs one delivery pass at the clock given (ms), and closes it.
 * Usage: node --import tsx deliver-child.ts <dataDir> <nowMs>
 */
async function main() {
  const [dataDir, nowMs] = process.argv.slice(2);
  const database = await openDatabase({ dataDir });
  try {
    const result = await deliverWebhooksOnce(
      { db: database.db, log: createLogger('child', 'error') },
      { now: () => new Date(Number(nowMs)) },
    );
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await database.close();
  }
}

void main();
