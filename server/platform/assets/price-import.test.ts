import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { prices } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { AppError } from '../errors';
import { importPrices } from './price-import';
import { createInstrument } from './testing/instruments';

let h: DatabaseHandle;
let asset: { id: string; isin: string };

beforeAll(async () => {
  h = await createTestDatabase();
  asset = await createInstrument(h.db, { name: 'Imported', prices: [['2026-01-05', '1.5']] });
});
afterAll(() => h?.close());

describe('importing prices from CSV', () => {
  it('when the CSV is good, then every price is stored and an existing day is replaced', async () => {
    const csv = `\uFEFFISIN,Date,Price\r\n${asset.isin},2026-01-05,1.55\r\n${asset.isin.toLowerCase()},2026-01-06,1.601234\r\n`;
    expect(await importPrices(h.db, csv)).toEqual({ imported: 2 });
    const stored = await h.db
      .select()
      .from(prices)
      .where(eq(prices.assetId, asset.id))
      .orderBy(prices.priceDate);
    expect(stored.map((p) => [p.priceDate, p.price])).toEqual([
      ['2026-01-05', '1.550000'],
      ['2026-01-06', '1.601234'],
    ]);
    expect(await importPrices(h.db, `assetId,date,price\n${asset.id},2026-01-07,1.7`)).toEqual({
      imported: 1,
    });
  });

  it('when lines are bad, then each is named and nothing is stored', async () => {
    const csv = `isin,date,price\n${asset.isin},2026-02-30,1\nGB0000000000,2026-01-08,-1\n${asset.isin},2026-01-09,2`;
    const error = await importPrices(h.db, csv).catch((e: AppError) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fieldErrors.map((f) => f.errorMessage)).toEqual([
      'line 2: date must be YYYY-MM-DD',
      'line 3: price must be a positive number with at most 6 decimals',
      'line 3: GB0000000000 is not an instrument on the master list',
    ]);
    const after = await h.db.select().from(prices).where(eq(prices.priceDate, '2026-01-09'));
    expect(after).toEqual([]);
    await expect(importPrices(h.db, 'ticker,close\nX,1')).rejects.toThrow(AppError);
  });
});
