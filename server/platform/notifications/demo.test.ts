import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessEvents, nodes, users } from '../db/schema';
import { DEMO_FIRM_ID, DEMO_USERS } from '../seed/demo-firms';
import { startDemoPlatform } from '../testing/demo-platform';
import type { TestPlatform } from '../testing/harness';
import { markStale } from './reconcile';

let p: TestPlatform;
let token: string;

beforeAll(async () => {
  ({ p, token } = await startDemoPlatform());
});
afterAll(() => p.close());

const get = async (path: string) => {
  const res = await p.request('GET', path, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe("DEMO1's dashboard and inbox", () => {
  it('when read at the root and at every node, then every dashboard count equals the total of the list it links to', async () => {
    const tree = await p.db.select({ id: nodes.id }).from(nodes).where(eq(nodes.firmId, DEMO_FIRM_ID));
    let total = 0;
    for (const { id } of tree) {
      markStale(DEMO_FIRM_ID);
      const { data } = await get(`/dashboard/exception/${DEMO_FIRM_ID}?nodeId=${id}`);
      if (id === '0') total = data.total;
      for (const c of data.counts) {
        expect(c.link.startsWith('/notifications?filter=')).toBe(true);
        const filter = JSON.parse(new URL(c.link, 'http://console').searchParams.get('filter')!);
        expect(filter).toEqual({ notificationType: c.notificationType, status: 'Open', nodeId: id });
        const list = await get(`/notification/${DEMO_FIRM_ID}?${new URLSearchParams(filter)}&pageSize=1`);
        expect(list.meta.count, `${c.notificationType} at ${id}`).toBe(c.count);
      }
    }
    expect(total).toBeGreaterThan(0);
  });

  it('when seeded, then the reconciliation raised the seeded conditions and people acted on a few', async () => {
    const { data } = await get(`/dashboard/exception/${DEMO_FIRM_ID}`);
    const byType = Object.fromEntries(data.counts.map((c: any) => [c.notificationType, c.count]));
    expect(byType['Transfer Needs Action']).toBeGreaterThan(0);
    const resolved = await get(`/notification/${DEMO_FIRM_ID}?status=Resolved`);
    expect(resolved.meta.count).toBeGreaterThanOrEqual(1);
    const snoozed = await get(`/notification/${DEMO_FIRM_ID}?status=Snoozed`);
    expect(snoozed.meta.count).toBeGreaterThanOrEqual(1);
    const [adviser] = await p.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_USERS.adviser));
    const assigned = await get(`/notification/${DEMO_FIRM_ID}?assignedTo=${adviser.id}`);
    expect(assigned.meta.count).toBeGreaterThanOrEqual(2);
    const one = await get(`/notification/${DEMO_FIRM_ID}/${resolved.data[0].id}`);
    expect(one.data.history.map((h: any) => h.kind)).toEqual(['Resolve', 'Comment', 'Raised']);
    const events = await p.db.select().from(businessEvents).where(eq(businessEvents.firmId, DEMO_FIRM_ID));
    expect(events.length).toBe(5);
    const event = await get(`/event/${DEMO_FIRM_ID}/${events[0].id}`);
    expect(event.data.clientName).toBeTruthy();
  });

  it('when the information is read, then its figures are there and exact to the penny', async () => {
    const { data } = await get(`/dashboard/information/${DEMO_FIRM_ID}`);
    expect(data.assetsUnderAdministration).toBeGreaterThan(0);
    const byWrapper = data.aumByWrapper.reduce((s: number, w: any) => s + Math.round(w.value * 100), 0);
    expect(byWrapper).toBe(Math.round(data.assetsUnderAdministration * 100));
    expect(data.flowsByMonth.length).toBeGreaterThan(0);
  });
});
