import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Tx } from './connection';
import { readAll } from './reads';
import { createTestDatabase } from '../testing/test-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** Two reads that note when each starts and ends; returns the notes and the answers. */
async function twoReads(tx: Tx) {
  const notes: string[] = [];
  const read = (name: string, n: number) => async () => {
    notes.push(`${name} starts`);
    const { rows } = (await tx.execute(sql`SELECT ${n}::int AS n`)) as unknown as { rows: { n: number }[] };
    notes.push(`${name} ends`);
    return rows[0].n;
  };
  const answers = await readAll(tx, read('a', 1), read('b', 2));
  return { notes, answers };
}

describe('readAll', () => {
  it('when reads go through the database, then they start side by side and answer in order', async () => {
    const { notes, answers } = await twoReads(handle.db);
    expect(answers).toEqual([1, 2]);
    expect(notes.slice(0, 2)).toEqual(['a starts', 'b starts']);
  });

  it('when reads go through a transaction, then each waits for the one before (one connection)', async () => {
    const { notes, answers } = await handle.db.transaction((tx) => twoReads(tx));
    expect(answers).toEqual([1, 2]);
    expect(notes).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });
});
