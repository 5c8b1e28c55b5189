import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_STATUSES } from '../../../contract/enums';
import { cashPostings, nodeSettings, productTransfers, stockPostings, transferEvents } from '../db/schema';
import { startDemoPlatform } from '../testing/demo-platform';
import type { TestPlatform } from '../testing/harness';
import { DEMO_FIRM_ID } from './demo-firms';
import { SEEDED_TRANSFERS } from './transfers';

let p: TestPlatform;
let token: string;

beforeAll(async () => {
  ({ p, token } = await startDemoPlatform());
});
afterAll(() => p.close());

const transfers = () => p.db.select().from(productTransfers).where(eq(productTransfers.firmId, DEMO_FIRM_ID));

describe("DEMO1's seeded transfers", () => {
  it('when seeded, then about forty transfers cover every one of the 13 statuses, in and out, cash and in specie', async () => {
    const rows = await transfers();
    expect(rows).toHaveLength(SEEDED_TRANSFERS.length);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(TRANSFER_STATUSES));
    expect(new Set(rows.map((r) => `${r.direction} ${r.processingType}`))).toEqual(
      new Set(['In Cash', 'In In Specie', 'Out Cash']),
    );
    expect(rows.filter((r) => r.rejectionReason).map((r) => r.rejectionReason)).toContain(
      'Plan subject to a protected tax-free cash entitlement',
    );
  });

  it('when seeded, then each was requested 1–60 days ago and has an event for its request and every move, oldest first', async () => {
    const today = new Date();
    for (const row of await transfers()) {
      const days = (today.getTime() - Date.parse(row.requestedDate)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(0.5);
      expect(days).toBeLessThanOrEqual(64);
      const events = await p.db
        .select()
        .from(transferEvents)
        .where(eq(transferEvents.transferId, row.id))
        .orderBy(transferEvents.id);
      expect(events[0].text).toMatch(/^Transfer requested/);
      const moves = events.filter((e) => e.toStatus);
      expect(moves.at(-1)!.toStatus).toBe(row.status);
      const times = events.map((e) => e.createdAt.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(row.statusSince.getTime()).toBe(moves.at(-1)!.createdAt.getTime());
    }
  });

  it('when seeded, then every Completed transfer settled in the ledger with balanced postings', async () => {
    const completed = (await transfers()).filter((r) => r.status === 'Completed');
    expect(completed.length).toBeGreaterThanOrEqual(4);
    for (const row of completed) {
      const [cash] = await p.db
        .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(amount), 0)::text` })
        .from(cashPostings)
        .where(eq(cashPostings.transactionId, row.id));
      const [stock] = await p.db
        .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(quantity), 0)::text` })
        .from(stockPostings)
        .where(eq(stockPostings.transactionId, row.id));
      expect(cash.n + stock.n).toBeGreaterThan(0);
      expect(Number(cash.sum)).toBe(0);
      expect(Number(stock.sum)).toBe(0);
      expect(row.completedDate).not.toBeNull();
    }
  });

  it('when the workbench lists DEMO1, then it answers the seeded transfers, by status too', async () => {
    const all = await p.request('GET', `/portfoliotransaction/producttransfer/${DEMO_FIRM_ID}?pageSize=100`, {
      token,
    });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.meta.count).toBe(SEEDED_TRANSFERS.length);
    expect(all.body.data[0].actionRequired).toBe(true);
    for (const status of TRANSFER_STATUSES) {
      const res = await p.request(
        'GET',
        `/portfoliotransaction/producttransfer/${DEMO_FIRM_ID}?transferStatus=${encodeURIComponent(status)}`,
        { token },
      );
      expect(res.body.meta.count, status).toBeGreaterThan(0);
    }
  });

  it('when seeded, then DEMO1 turns the counterparty simulator on', async () => {
    const [config] = await p.db
      .select()
      .from(nodeSettings)
      .where(
        sql`${nodeSettings.firmId} = ${DEMO_FIRM_ID} AND ${nodeSettings.nodeId} = '0' AND ${nodeSettings.kind} = 'config'`,
      );
    expect(config.data).toMatchObject({ transferSimulator: true, bankFeedSimulator: true });
  });
});

describe('accounts whose holdings came in specie', () => {
  it('when such an account is previewed for a rebalance, then it answers without a fault', async () => {
    const ids = await p.db
      .selectDistinct({ account_id: productTransfers.accountId })
      .from(productTransfers)
      .where(
        sql`${productTransfers.processingType} = 'In Specie' AND ${productTransfers.status} = 'Completed'`,
      );
    expect(ids.length).toBeGreaterThan(0);
    for (const { account_id } of ids) {
      const res = await p.request('POST', `/account/rebalance/preview/${DEMO_FIRM_ID}/${account_id}`, {
        token,
        body: {},
      });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    }
  });
});
