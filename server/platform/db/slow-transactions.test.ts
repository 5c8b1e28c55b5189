import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recordingLogger } from '../../testing/recording-logger';
import { createTestDatabase } from '../testing/test-database';
import { createFirm } from '../testing/factories';
import { watchTransactions, type DatabaseHandle } from './connection';
import { firms } from './schema';

describe('slow transactions are logged with where they began', () => {
  let handle: DatabaseHandle;
  const { log, warnings } = recordingLogger();
  let clock = 0;

  beforeAll(async () => {
    handle = await createTestDatabase();
    watchTransactions(handle.db, log, 5_000, () => clock);
  });
  afterAll(() => handle.close());

  it('logs a transaction that held its connection past the limit, naming the code that began it', async () => {
    warnings.length = 0;
    const answer = await handle.db.transaction(async (tx) => {
      await createFirm(tx as never, 'SLOW1');
      clock += 6_000;
      return 'done';
    });
    expect(answer).toBe('done');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toBe('Slow transaction');
    expect(warnings[0].fields?.heldMs).toBe(6_000);
    expect((warnings[0].fields?.began as string[]).join('\n')).toContain('slow-transactions.test.ts');
  });

  it('says nothing of a quick one, and a failing one still rolls back and rejects', async () => {
    warnings.length = 0;
    await handle.db.transaction(async () => {
      clock += 10;
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await createFirm(tx as never, 'SLOW2');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await handle.db.select().from(firms).where(eq(firms.id, 'SLOW2'))).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
