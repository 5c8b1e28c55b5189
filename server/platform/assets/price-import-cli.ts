import { readFileSync } from 'node:fs';
import { loadConfig } from '../../config';
import { openDatabase } from '../db/connection';
import { AppError } from '../errors';
import { importPrices } from './price-import';

/**
 * `node --import tsx server/platform/assets/price-import-cli.ts prices.csv`: loads closing prices into the
 * configured database (DATABASE_URL, or PGlite in DATA_DIR). CSV header: isin (or assetId), date, price.
 */
async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: price-import-cli.ts <prices.csv>');
  const database = await openDatabase(loadConfig().database);
  try {
    const { imported } = await importPrices(database.db, readFileSync(file, 'utf8'));
    console.log(`Imported ${imported} prices from ${file}.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof AppError) console.error(err.fieldErrors.map((f) => f.errorMessage).join('\n'));
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
