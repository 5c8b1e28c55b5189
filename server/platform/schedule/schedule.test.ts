import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createLogger } from '../../log';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';
import { londonToday } from '../ledger';
import { lapseClaims } from '../jobs/testing/bulk-clients';
import { claimItems } from '../jobs/queue';
import { runJobsOnce, startJobWorker } from '../jobs/worker';
import { queueScheduledRuns, slotOf } from './queue';
import { runScheduledStep } from './steps';

/** Scheduled runs on the one job queue (decision 1002): queued once per firm and slot, run step by step. */

const FIRM = 'SCHED';
const log = createLogger('test', 'silent');
const INTERVAL = 300;
let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, FIRM);
});
afterAll(() => p.close());

const deps = () => ({ db: p.db, log });
const order = async (id: string) => (await w.api.get(id)).body.data;
const job = async (id: string) =>
  (await p.request('GET', `/job/${FIRM}/${id}`, { token: w.token })).body.data;
const items = async (id: string) =>
  (await p.request('GET', `/job/${FIRM}/${id}/items?pageSize=10`, { token: w.token })).body.data as {
    subjectId: string;
    subjectName: string;
    status: string;
    outcome: string;
    attempts: number;
  }[];
const scheduledJobs = async () =>
  (await p.request('GET', `/job/${FIRM}?kind=scheduledRun&pageSize=100`, { token: w.token })).body.data as {
    id: string;
    status: string;
  }[];

/** A buy Placed and waiting for the next dealing. */
async function placedBuy(amount: number) {
  const account = await w.open();
  await w.api.fund(account, amount);
  const { body } = await w.api.buy(account, w.fund.id, amount);
  const id = body.data.id as string;
  expect(await order(id)).toMatchObject({ status: 'Placed' });
  return id;
}

/** A regular pay-in whose next payment is due today (the clock cannot be moved; the row can). */
async function payInDueToday() {
  const account = await w.open();
  const res = await w.api.post({
    frequency: 'Regular',
    paymentDay: 7,
    accountId: account,
    transactionType: 'Payment',
    transactionSubType: 'Deposit',
    movementType: 'In',
    method: 'Direct Debit',
    amount: 75,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await p.db.execute(
    sql`UPDATE regular_payments SET next_due_date = ${londonToday()} WHERE id = ${res.body.data.id}`,
  );
  return res.body.data.id as string;
}

describe('a slot of the timetable', () => {
  it('when a slot begins, then a firm with an order and a payment due gets one run, queued once however many replicas ask, and its steps do the work in order', async () => {
    const buy = await placedBuy(100);
    const regular = await payInDueToday();
    const now = new Date(Date.now() + 3_600_000);
    // Two replicas reach the slot together: one job.
    const queued = await Promise.all([
      queueScheduledRuns(p.db, INTERVAL, now, log),
      queueScheduledRuns(p.db, INTERVAL, now, log),
    ]);
    expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
    const [run] = await scheduledJobs();
    expect(await job(run.id)).toMatchObject({
      kind: 'scheduledRun',
      title: 'Scheduled run',
      status: 'Queued',
      params: { slot: slotOf(now, INTERVAL) },
      createdByName: 'Scheduled run',
      total: 3,
    });
    // While it is open, the next slot does not give the firm a second run.
    expect(await queueScheduledRuns(p.db, INTERVAL, new Date(now.getTime() + INTERVAL * 1000), log)).toBe(0);

    await runJobsOnce(deps());
    expect(await job(run.id)).toMatchObject({ status: 'Completed', percent: 100 });
    expect((await items(run.id)).map((i) => [i.subjectName, i.status, i.outcome])).toEqual([
      ['1. Regular payments', 'Succeeded', '1 payment created'],
      ['3. Dealing', 'Succeeded', '1 order dealt'],
      [
        '4. Exception inbox',
        'Succeeded',
        expect.stringMatching(/raised, \d+ closed, \d+ woken from snooze$/),
      ],
    ]);
    expect(await order(buy)).toMatchObject({ status: 'Completed', auditDetails: { userId: 'DEALING' } });
    const created = await p.request('GET', `/portfoliotransaction/${FIRM}?regularPaymentId=${regular}`, {
      token: w.token,
    });
    expect(created.body.data).toHaveLength(1);
    // The same slot again (a restart within it): nothing new.
    expect(await queueScheduledRuns(p.db, INTERVAL, now, log)).toBe(0);
  });

  it('when a firm has nothing due, then it gets no run', async () => {
    const before = (await scheduledJobs()).length;
    // A slot of a past day: nothing was due then (an order waiting would be due on any day).
    expect(await queueScheduledRuns(p.db, INTERVAL, new Date(Date.UTC(2020, 0, 2, 9)), log)).toBe(0);
    expect(await scheduledJobs()).toHaveLength(before);
  });
});

describe('a run that is interrupted', () => {
  it('when a step did its work and the worker died before marking it, then the step runs again after the lease and finds nothing left: Skipped, nothing dealt twice', async () => {
    const buy = await placedBuy(40);
    expect(await queueScheduledRuns(p.db, INTERVAL, new Date(Date.UTC(2020, 0, 3, 9)), log)).toBe(1);
    const [run] = (await scheduledJobs()).filter((j) => j.status === 'Queued');
    // The dying worker: it claimed the run's items and dealt, then stopped before marking anything.
    const claimed = await claimItems(p.db, { jobId: run.id, limit: 5 });
    const dealing = claimed.find((i) => i.subjectId === 'dealing')!;
    await runScheduledStep(p.db, { firmId: FIRM }, dealing, log);
    expect(await order(buy)).toMatchObject({ status: 'Completed' });
    const completedAt = (await order(buy)).completedDate;

    await lapseClaims(p.db, run.id);
    await runJobsOnce(deps());
    expect(await job(run.id)).toMatchObject({ status: 'Completed' });
    expect((await items(run.id)).find((i) => i.subjectId === 'dealing')).toMatchObject({
      status: 'Skipped',
      outcome: 'Nothing was due',
      attempts: 2,
    });
    expect((await order(buy)).completedDate).toBe(completedAt);
  });
});

describe('the worker keeps the timetable', () => {
  it('when the schedule is 0, then nothing is queued; when set, orders are dealt without a request', async () => {
    const buy = await placedBuy(60);
    const off = startJobWorker(deps(), { pollMs: 20, scheduleSeconds: 0 });
    await new Promise((r) => setTimeout(r, 200));
    await off();
    expect(await order(buy)).toMatchObject({ status: 'Placed' });

    const stop = startJobWorker(deps(), { pollMs: 20, scheduleSeconds: 1 });
    try {
      await expect.poll(async () => (await order(buy)).status, { timeout: 10_000 }).toBe('Completed');
    } finally {
      await stop();
    }
  });
});
