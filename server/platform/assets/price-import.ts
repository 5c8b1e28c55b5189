import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { assets, prices } from '../db/schema';
import { badRequest } from '../errors';
import { ZDate } from '../../../contract/validation';

/**
 * Closing prices from CSV: a header row naming `isin` (or `assetId`), `date` and `price`, then one price
 * per line. All or nothing: every bad line is reported (as `line N`), and a price already held for that
 * asset and day is replaced.
 */

interface PriceLine {
  key: string;
  date: string;
  price: string;
}

const PRICE = /^\d{1,14}(\.\d{1,6})?$/;

function parseLines(csv: string): { rows: PriceLine[]; byIsin: boolean; errors: string[] } {
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim());
  const names = (header ?? '').split(',').map((h) => h.trim().toLowerCase());
  const keyAt = names.indexOf('isin') >= 0 ? names.indexOf('isin') : names.indexOf('assetid');
  const [dateAt, priceAt] = [names.indexOf('date'), names.indexOf('price')];
  if (keyAt < 0 || dateAt < 0 || priceAt < 0)
    return {
      rows: [],
      byIsin: true,
      errors: ['line 1: the header must name isin (or assetId), date and price'],
    };
  const errors: string[] = [];
  const rows = lines.map((line, i) => {
    const cells = line.split(',').map((c) => c.trim());
    const row = {
      key: cells[keyAt]?.toUpperCase() ?? '',
      date: cells[dateAt] ?? '',
      price: cells[priceAt] ?? '',
    };
    if (!ZDate.safeParse(row.date).success) errors.push(`line ${i + 2}: date must be YYYY-MM-DD`);
    if (!PRICE.test(row.price) || Number(row.price) <= 0)
      errors.push(`line ${i + 2}: price must be a positive number with at most 6 decimals`);
    return row;
  });
  return { rows, byIsin: names.includes('isin'), errors };
}

export async function importPrices(db: Database, csv: string): Promise<{ imported: number }> {
  const { rows, byIsin, errors } = parseLines(csv);
  const column = byIsin ? assets.isin : assets.id;
  const keys = [...new Set(rows.map((r) => r.key))];
  const known = keys.length
    ? await db.select({ id: assets.id, key: column }).from(assets).where(inArray(column, keys))
    : [];
  const idOf = new Map(known.map((k) => [k.key, k.id]));
  rows.forEach((r, i) => {
    if (!idOf.has(r.key))
      errors.push(`line ${i + 2}: ${r.key || '(blank)'} is not an instrument on the master list`);
  });
  if (errors.length) throw badRequest(errors.map((errorMessage) => ({ fieldName: 'csv', errorMessage })));
  if (!rows.length) return { imported: 0 };
  await db
    .insert(prices)
    .values(rows.map((r) => ({ assetId: idOf.get(r.key)!, priceDate: r.date, price: r.price })))
    .onConflictDoUpdate({ target: [prices.assetId, prices.priceDate], set: { price: sql`excluded.price` } });
  return { imported: rows.length };
}
