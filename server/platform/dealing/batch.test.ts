import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createLogger } from '../../log';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';
import { runDealing } from './run';

/** The batched run's fault isolation, audit and locks (docs/decisions/0410). */

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'BTCH');
});
afterAll(() => p.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await p.db.execute(query)) as unknown as { rows: T[] }).rows;
const actor = () => ({ firmId: 'BTCH', userId: w.userId });

describe('dealing in batches', () => {
  it('when the database refuses one order of a batch, then the batch is dealt order by order and only that one stays Placed', async () => {
    const accounts = [await w.open(), await w.open(), await w.open()];
    const ids: string[] = [];
    for (const account of accounts) {
      await w.api.fund(account, 300);
      for (let i = 0; i < 3; i++) ids.push((await w.api.buy(account, w.fund.id, 40)).body.data.id);
    }
    const refused = ids[4];
    // A fault no check foresees: the database refuses this one order's postings.
    await p.db.execute(
      sql.raw(`CREATE FUNCTION refuse_one() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.transaction_id = '${refused}' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`),
    );
    await p.db.execute(sql`CREATE TRIGGER refuse_one BEFORE INSERT ON cash_postings
      FOR EACH ROW EXECUTE FUNCTION refuse_one()`);
    try {
      const run = await runDealing(p.db, actor(), { log: createLogger('test', 'silent') });
      expect(run).toMatchObject({ placed: 9, executed: 8, rejected: 1 });
      expect(run.orders.find((o) => o.transactionId === refused)).toEqual({
        transactionId: refused,
        status: 'Error',
        reason: 'An unexpected error occurred; the order stays Placed',
      });
    } finally {
      await p.db.execute(sql`DROP TRIGGER refuse_one ON cash_postings`);
      await p.db.execute(sql`DROP FUNCTION refuse_one()`);
    }
    expect((await w.api.get(refused)).body.data.status).toBe('Placed');
    // Run again: the order left Placed is dealt; the others are not dealt twice.
    const again = await runDealing(p.db, actor(), { batchSize: 2 });
    expect(again.orders).toEqual([{ transactionId: refused, status: 'Completed', reason: null }]);
    const [{ n }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM stock_postings WHERE transaction_id IN ${ids}`,
    );
    expect(n).toBe(18);
  });

  it('when orders are dealt in batches, then each is audited as one change, one version up, with before and after', async () => {
    const account = await w.open();
    await w.api.fund(account, 100);
    const buy = (await w.api.buy(account, w.fund.id, 30)).body.data.id;
    const paused = (await w.api.buy(account, w.share.id, 60)).body.data.id;
    // The firm suspends dealing in the share after the buy was placed: the run refuses to buy it.
    await p.db.execute(
      sql`UPDATE firm_assets SET status = 'Suspended' WHERE firm_id = 'BTCH' AND asset_id = ${w.share.id}`,
    );
    const run = await runDealing(p.db, actor(), { batchSize: 1 });
    expect(run.orders).toEqual([
      { transactionId: buy, status: 'Completed', reason: null },
      { transactionId: paused, status: 'Error', reason: 'Dealing in this instrument is suspended' },
    ]);
    const audit = await rows<{ entity_id: string; action: string; changed_fields: string[]; after: any }>(
      sql`SELECT entity_id, action, changed_fields, after FROM audit_log
          WHERE entity_id IN (${buy}, ${paused}) AND action IN ('execute', 'reject') ORDER BY id`,
    );
    expect(audit).toMatchObject([
      {
        entity_id: buy,
        action: 'execute',
        changed_fields: ['completedDate', 'details', 'quantity', 'status'],
        after: { status: 'Completed', amount: '30.00', quantity: '15.000000' },
      },
      {
        entity_id: paused,
        action: 'reject',
        changed_fields: ['details', 'status'],
        after: { status: 'Error', details: { statusReason: 'Dealing in this instrument is suspended' } },
      },
    ]);
    const [row] = await rows<{ version: number; updated_by: string }>(
      sql`SELECT version, updated_by FROM portfolio_transactions WHERE id = ${buy}`,
    );
    expect(row).toEqual({ version: 2, updated_by: w.userId });
  });
});
