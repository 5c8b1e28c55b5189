import { addHours, addMilliseconds, addMinutes } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../db/schema';
import { webhookSetAside } from '../notifications/conditions/webhook-set-aside';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import {
  attemptDelivery,
  claimDeliveries,
  deliverWebhooksOnce,
  WEBHOOK_GIVE_UP_MS,
  WEBHOOK_LEASE_MS,
} from './deliver';
import { verifySignature } from './signing';
import { startReceiver, type Receiver } from './testing/receiver';

/**
 * The delivery worker against a real receiver on 127.0.0.1, with time driven by the pass's clock: order
 * per account, a receiver down for a while, a worker cut off mid-delivery, the 24-hour limit.
 */
const FIRM = 'WHDLV';
const SECRET = 'whsec_delivery-test-secret-abcdef';

let p: TestPlatform;
let w: LedgerWorld;
let receiver: Receiver;
let clock: Date;
const at = () => clock;
const pass = (opts = {}) => deliverWebhooksOnce(p.deps, { now: at, random: () => 1, ...opts });

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, FIRM);
  receiver = await startReceiver(SECRET);
  const res = await p.request('PATCH', `/webhook/config/transaction/${FIRM}`, {
    token: w.token,
    body: { url: receiver.url, secret: SECRET },
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await receiver.close();
  await p.close();
});
beforeEach(async () => {
  // Everything earlier is delivered first, so each test starts with an empty queue.
  clock = addHours(new Date(), 1);
  receiver.state.down = false;
  await pass();
  clock = addHours(new Date(), 1);
});

/** Three events for one account: a pay-in created, and completed twice over (create + complete). */
async function threeEvents(accountId: string) {
  const first = await w.api.payIn(accountId, 10);
  await w.api.complete(first.body.data.id);
  await w.api.payIn(accountId, 20);
}

const statusOf = async (id: string) =>
  (await p.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0];

describe('delivery', () => {
  it('when a pass runs in the millisecond an event was queued, then the event is due (the database keeps microseconds)', async () => {
    const a = await w.open();
    await w.api.payIn(a, 10);
    const [queued] = await p.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.accountId, a));
    // Queued 0.6 ms into a millisecond, and a clock that reads that millisecond.
    await p.db.execute(sql`UPDATE webhook_deliveries
      SET next_attempt_at = date_trunc('milliseconds', next_attempt_at) + interval '600 microseconds'
      WHERE id = ${queued.id}`);
    const sameMillisecond = new Date(queued.nextAttemptAt.getTime());
    expect(await claimDeliveries(p.db, { now: sameMillisecond, limit: 10 })).toEqual([
      { id: queued.id, attempts: 1 },
    ]);
  });

  it('when events of two accounts are delivered, then each arrives signed, once, in order per account', async () => {
    const a = await w.open();
    const b = await w.open();
    await threeEvents(a);
    await threeEvents(b);
    await pass();
    expect(receiver.sequencesOf(a)).toEqual([1, 2, 3]);
    expect(receiver.sequencesOf(b)).toEqual([1, 2, 3]);
    for (const r of receiver.accepted.values())
      expect(verifySignature(r.signature, SECRET, r.timestamp, r.body)).toBe(true);
  });

  it('when the receiver is down for a while, then nothing overtakes and everything arrives once it is back', async () => {
    const a = await w.open();
    await threeEvents(a);
    receiver.state.down = true;
    const down = await pass();
    // Only the account's first event was tried: the others wait behind it.
    expect(down).toMatchObject({ delivered: 0, retrying: 1 });
    for (let minutes = 1; minutes <= 30; minutes += 5) {
      clock = addMinutes(clock, 5);
      await pass();
    }
    expect(receiver.sequencesOf(a)).toEqual([]);
    receiver.state.down = false;
    clock = addHours(clock, 2);
    await pass();
    expect(receiver.sequencesOf(a)).toEqual([1, 2, 3]);
    const tries = receiver.all.filter((r) => r.event.accountId === a && r.event.sequence === 1);
    expect(tries.length).toBeGreaterThan(2);
    expect(new Set(tries.map((t) => t.deliveryId)).size).toBe(1);
  });

  it('when a worker claims and is abandoned, then after its lease another delivers each event once', async () => {
    const a = await w.open();
    await threeEvents(a);
    const claimed = await claimDeliveries(p.db, { now: clock, limit: 10 });
    expect(claimed).toHaveLength(1);
    // Inside the lease nobody else takes it, nor the events behind it.
    expect(await pass()).toMatchObject({ delivered: 0 });
    clock = addMilliseconds(clock, WEBHOOK_LEASE_MS + 1);
    await pass();
    expect(receiver.sequencesOf(a)).toEqual([1, 2, 3]);
  });

  it('when a worker sends and dies before recording it, then the resend carries the same delivery id and the receiver keeps one', async () => {
    const a = await w.open();
    await w.api.payIn(a, 5);
    const [claimed] = await claimDeliveries(p.db, { now: clock, limit: 10 });
    await attemptDelivery(p.db, claimed, { now: clock });
    expect(receiver.all.filter((r) => r.deliveryId === claimed.id)).toHaveLength(1);
    clock = addMilliseconds(clock, WEBHOOK_LEASE_MS + 1);
    await pass();
    expect(receiver.all.filter((r) => r.deliveryId === claimed.id)).toHaveLength(2);
    expect(receiver.sequencesOf(a)).toEqual([1]);
    expect((await statusOf(claimed.id)).status).toBe('Delivered');
  });

  it('when a receiver never succeeds for 24 hours, then the delivery is set aside, and replayed it arrives', async () => {
    const a = await w.open();
    await threeEvents(a);
    receiver.state.down = true;
    const start = clock;
    await pass();
    while (clock < addMilliseconds(start, WEBHOOK_GIVE_UP_MS + 3_600_000)) {
      clock = addHours(clock, 1);
      await pass({ maxRounds: 1 });
    }
    const rows = await p.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.accountId, a));
    const first = rows.find((r) => r.sequence === 1)!;
    expect(first.status).toBe('SetAside');
    expect(first.lastResponseCode).toBe(503);
    expect(first.lastResponseBody).toBe('down for maintenance');
    expect(first.attempts).toBeGreaterThan(10);
    // The exception inbox's condition sees it (decision 1000) until a replay of it is delivered.
    const setAside = async () => (await webhookSetAside.list(p.db, FIRM)).map((i) => i.key);
    expect(await setAside()).toContain(first.id);
    // Replayed once the receiver is back: it arrives.
    receiver.state.down = false;
    const replay = await p.request('POST', `/webhook/replay/${FIRM}`, {
      token: w.token,
      body: { deliveryIds: [first.id] },
    });
    clock = addHours(clock, 30);
    await pass();
    expect(receiver.accepted.has(replay.body.data.deliveries[0].id)).toBe(true);
    expect(await setAside()).not.toContain(first.id);
  });

  it('when a dealing batch executes orders, then every order gets its event and sequence numbers stay per account', async () => {
    const a = await w.open();
    const b = await w.open();
    await w.api.fund(a, 1000);
    await w.api.fund(b, 1000);
    const orders: string[] = [];
    for (const acc of [a, a, b]) orders.push((await w.api.buy(acc, w.fund.id, 100)).body.data.id);
    const dealt = await w.api.deal();
    expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
    await pass();
    const executed = [...receiver.accepted.values()].filter(
      (r) => r.event.type === 'transaction.updated' && orders.includes(r.event.data.id),
    );
    expect(executed.map((r) => r.event.data.status).sort()).toEqual(['Completed', 'Completed', 'Completed']);
    for (const acc of [a, b]) {
      const seqs = receiver.sequencesOf(acc);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      expect(new Set(seqs).size).toBe(seqs.length);
    }
  });
});
