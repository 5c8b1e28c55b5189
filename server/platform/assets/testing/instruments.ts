import type { Database } from '../../db/connection';
import { assets, firmAssets, prices } from '../../db/schema';
import { isinCheckDigit } from '../../seed/random';

/** Test instruments: a master record with prices, optionally adopted by firms. */

let serial = 0;

export function testIsin(country = 'GB'): string {
  serial += 1;
  const body =
    `${country}00${String(Date.now() % 100000).padStart(5, '0')}${String(serial).padStart(2, '0')}`.slice(
      0,
      11,
    );
  return body + isinCheckDigit(body);
}

export async function createInstrument(
  db: Database,
  opts: {
    name: string;
    instrumentType?: string;
    ticker?: string;
    currency?: string;
    prices?: [string, string][];
    adoptedBy?: string[];
  },
) {
  const [row] = await db
    .insert(assets)
    .values({
      name: opts.name,
      longName: `${opts.name} Acc`,
      isin: testIsin(),
      ticker: opts.ticker ?? null,
      instrumentType: opts.instrumentType ?? 'Fund',
      currency: opts.currency ?? 'GBP',
      details: { assetClass: 'Equity', domicile: 'GB' },
    })
    .returning();
  if (opts.prices?.length)
    await db
      .insert(prices)
      .values(opts.prices.map(([priceDate, price]) => ({ assetId: row.id, priceDate, price })));
  for (const firmId of opts.adoptedBy ?? []) await db.insert(firmAssets).values({ firmId, assetId: row.id });
  return row;
}
