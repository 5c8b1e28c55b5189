import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { format, addDays, subDays } from 'date-fns';
import { accounts, clients, jobs, notifications, prices } from '../db/schema';
import { createInstrument } from '../assets/testing/instruments';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { ensureFresh, markStale, reconcileFirm } from './reconcile';

let p: TestPlatform;
let w: LedgerWorld;
let other: LedgerWorld;

const FIRM = 'NOTE';
const day = (d: Date) => format(d, 'yyyy-MM-dd');

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, FIRM);
  other = await ledgerWorld(p, 'NOTX');
});
afterAll(() => p.close());

/** Reads through HTTP after the pass is marked stale, so what the test just changed is seen. */
const get = (path: string, token = w.token) => {
  markStale(FIRM);
  return p.request('GET', path, { token });
};
const act = (id: string, body: object, token = w.token) =>
  p.request('PUT', `/exceptionaction/${FIRM}/${id}`, { token, body });
const inbox = async (query: string, token = w.token) => {
  const res = await get(`/notification/${FIRM}?${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: any[]; meta: { count: number } };
};
const liveFor = async (type: string, key: string) =>
  (await inbox(`notificationType=${encodeURIComponent(type)}&pageSize=500`)).data.filter(
    (n) => n.key === key && n.closedAt === null,
  );
const countOf = async (type: string) => {
  const res = await get(`/dashboard/exception/${FIRM}`);
  expect(res.status).toBe(200);
  return res.body.data.counts.find((c: any) => c.notificationType === type).count as number;
};

/** A buy of an instrument whose prices are then taken away: the dealing run puts it in Error. */
async function orderInError() {
  const lonely = await createInstrument(p.db, {
    name: `Lonely ${Math.random()}`,
    prices: [[day(subDays(new Date(), 1)), '5']],
    adoptedBy: [FIRM],
  });
  const account = await w.open();
  await w.api.fund(account, 100);
  const buy = await w.api.buy(account, lonely.id, 50);
  expect(buy.status, JSON.stringify(buy.body)).toBe(201);
  await p.db.delete(prices).where(eq(prices.assetId, lonely.id));
  await w.api.deal();
  expect((await w.api.get(buy.body.data.id)).body.data.status).toBe('Error');
  return { orderId: buy.body.data.id as string, account };
}

describe('the exception inbox', () => {
  let errorNotification: any;

  it('when an order goes to Error, then an Open notification is raised, counted and listed with its history', async () => {
    const before = await countOf('Order Error');
    const { orderId, account } = await orderInError();
    const [live] = await liveFor('Order Error', orderId);
    expect(live).toMatchObject({ status: 'Open', accountId: account, clientId: w.clientId, version: 1 });
    expect(live.summary).toContain('The instrument has no price to deal at');
    expect(await countOf('Order Error')).toBe(before + 1);
    const one = await get(`/notification/${FIRM}/${live.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.history.map((h: any) => h.kind)).toEqual(['Raised']);
    errorNotification = live;
  });

  it('when an action body is wrong, then 400 lists every field; a stale version is 412', async () => {
    const bad = await act(errorNotification.id, { action: 'Resolve' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors).toEqual([
      { fieldName: 'note', errorMessage: 'Say how it was resolved' },
    ]);
    const worse = await act(errorNotification.id, { action: 'Shout', extra: 1 });
    expect(worse.status).toBe(400);
    expect(worse.body.error.fieldErrors.map((f: any) => f.fieldName)).toContain('action');
    const snooze = await act(errorNotification.id, { action: 'Snooze', snoozeUntil: day(new Date()) });
    expect(snooze.body.error.fieldErrors).toEqual([
      { fieldName: 'snoozeUntil', errorMessage: 'Must be after today' },
    ]);
    const stale = await act(errorNotification.id, { action: 'Comment', note: 'Looking', version: 9 });
    expect(stale.status).toBe(412);
  });

  it('when resolved with a note, then it leaves the open count and list, and the pass does not raise it again', async () => {
    const before = await countOf('Order Error');
    const res = await act(errorNotification.id, {
      action: 'Resolve',
      note: 'Client told; order re-placed',
      version: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'Resolved',
      resolutionNote: 'Client told; order re-placed',
      resolvedBy: w.userId,
      version: 2,
    });
    expect(res.body.data.history.map((h: any) => h.kind)).toEqual(['Resolve', 'Raised']);
    expect(await countOf('Order Error')).toBe(before - 1);
    await reconcileFirm(p.db, FIRM);
    const live = await liveFor('Order Error', errorNotification.key);
    expect(live.map((n) => n.status)).toEqual(['Resolved']);
    const again = await act(errorNotification.id, { action: 'Resolve', note: 'Twice' });
    expect(again.status).toBe(409);
  });

  it('when assigned, commented and snoozed, then each is in the history, filters find it, a snooze wakes', async () => {
    const { orderId } = await orderInError();
    const [n] = await liveFor('Order Error', orderId);
    const assigned = await act(n.id, { action: 'Assign', assignedTo: w.second.userId });
    expect(assigned.body.data).toMatchObject({ assignedTo: w.second.userId, status: 'Open' });
    const mine = await inbox('assignedTo=me', w.second.token);
    expect(mine.data.map((x) => x.id)).toContain(n.id);
    expect((await inbox(`assignedTo=${w.second.userId}`)).meta.count).toBe(mine.meta.count);
    expect((await act(n.id, { action: 'Assign', assignedTo: other.userId })).body.error.fieldErrors).toEqual([
      { fieldName: 'assignedTo', errorMessage: 'User not found' },
    ]);
    await act(n.id, { action: 'Comment', note: 'Asked the desk' }, w.second.token);
    const tomorrow = day(addDays(new Date(), 1));
    const snoozed = await act(n.id, { action: 'Snooze', snoozeUntil: tomorrow });
    expect(snoozed.body.data).toMatchObject({ status: 'Snoozed', snoozedUntil: tomorrow });
    expect(snoozed.body.data.history.map((h: any) => h.kind)).toEqual([
      'Snooze',
      'Comment',
      'Assign',
      'Raised',
    ]);
    expect((await inbox('status=Open&pageSize=500')).data.map((x) => x.id)).not.toContain(n.id);
    await p.db
      .update(notifications)
      .set({ snoozedUntil: day(subDays(new Date(), 1)) })
      .where(eq(notifications.id, n.id));
    const woke = await get(`/notification/${FIRM}/${n.id}`);
    expect(woke.body.data).toMatchObject({ status: 'Open', snoozedUntil: null });
    expect(woke.body.data.history[0].kind).toBe('Woke');
  });

  it("when another firm's notification is named, then 404; its inbox is not ours", async () => {
    const [mine] = (await inbox('pageSize=1')).data;
    const theirs = await p.request('GET', `/notification/NOTX/${mine.id}`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect((await act(mine.id, { action: 'Comment', note: 'x' }, other.token)).status).toBe(404);
    expect((await p.request('GET', `/notification/${FIRM}`, { token: other.token })).status).toBe(404);
    const bad = await get(`/notification/${FIRM}?status=Gone&clientId=${other.clientId}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.map((f: any) => f.fieldName)).toContain('status');
  });
});

describe('each condition raises and closes', () => {
  it('when a withdrawal awaits a second user, then it is raised; authorised, then Closed', async () => {
    await p.request('PUT', `/settings/authorisation/${FIRM}`, {
      token: w.token,
      body: { thresholds: [{ transactionSubType: 'Withdrawal', threshold: 100 }] },
    });
    const account = await w.open();
    await w.api.fund(account, 1000);
    const wd = await w.api.withdraw(account, 500);
    const id = wd.body.data.id as string;
    expect((await liveFor('Awaiting Authorisation', id)).map((n) => n.status)).toEqual(['Open']);
    const ok = await p.request('PUT', `/portfoliotransaction/action/authorise/${FIRM}/${id}`, {
      token: w.second.token,
      body: {},
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await liveFor('Awaiting Authorisation', id)).toEqual([]);
    const closed = await inbox(`notificationType=Awaiting%20Authorisation&status=Closed`);
    expect(closed.data.map((n) => n.key)).toContain(id);
  });

  it('when a client and an account are Pending, then each is raised; Active again, then Closed', async () => {
    const account = await w.open();
    await p.db.update(clients).set({ status: 'Pending' }).where(eq(clients.id, w.clientId));
    await p.db.update(accounts).set({ status: 'Pending' }).where(eq(accounts.id, account));
    expect((await liveFor('Client Pending', w.clientId)).map((n) => n.status)).toEqual(['Open']);
    expect((await liveFor('Account Pending', account)).map((n) => n.status)).toEqual(['Open']);
    await p.db.update(clients).set({ status: 'Active' }).where(eq(clients.id, w.clientId));
    await p.db.update(accounts).set({ status: 'Active' }).where(eq(accounts.id, account));
    expect(await liveFor('Client Pending', w.clientId)).toEqual([]);
    expect(await liveFor('Account Pending', account)).toEqual([]);
  });

  it('when a client has an unread message, then it is raised; read, then Closed', async () => {
    const made = await p.request('POST', '/files/valuationstatement', {
      token: w.token,
      body: { clientId: w.clientId },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await liveFor('Unread Messages', w.clientId)).map((n) => n.summary)).toEqual([
      '1 unread message',
    ]);
    await p.request('PUT', `/message/${FIRM}/${made.body.data.messageId}`, {
      token: w.token,
      body: { status: 'Read' },
    });
    expect(await liveFor('Unread Messages', w.clientId)).toEqual([]);
  });

  it('when a job finishes with failures, then it is raised; retried clean, then Closed', async () => {
    const [job] = await p.db
      .insert(jobs)
      .values({
        firmId: FIRM,
        nodeId: '0',
        kind: 'valuationStatements',
        status: 'Completed with failures',
        params: {},
        createdBy: w.userId,
        finishedAt: new Date(),
      })
      .returning();
    const [raised] = await liveFor('Job Failed', job.id);
    expect(raised).toMatchObject({ status: 'Open', link: `/jobs/${job.id}` });
    await p.db
      .update(jobs)
      .set({ status: 'Completed' })
      .where(and(eq(jobs.id, job.id)));
    expect(await liveFor('Job Failed', job.id)).toEqual([]);
    const one = await get(`/notification/${FIRM}/${raised.id}`);
    expect(one.body.data).toMatchObject({ status: 'Closed' });
    expect(one.body.data.closedAt).not.toBeNull();
  });
});

describe('events', () => {
  it('when an event is recorded against a client or an account, then it reads back; wrong bodies are 400', async () => {
    const occurredAt = new Date().toISOString();
    const made = await p.request('POST', '/event', {
      token: w.token,
      body: { clientId: w.clientId, eventType: 'Meeting', note: 'Annual review', occurredAt },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const one = await p.request('GET', `/event/${FIRM}/${made.body.data.id}`, { token: w.token });
    expect(one.body.data).toMatchObject({
      clientId: w.clientId,
      eventType: 'Meeting',
      note: 'Annual review',
      occurredAt,
      createdBy: w.userId,
    });
    const account = await w.open();
    const onAccount = await p.request('POST', '/event', {
      token: w.token,
      body: { accountId: account, eventType: 'Phone Call', note: 'Called', occurredAt },
    });
    const read = await p.request('GET', `/event/${FIRM}/${onAccount.body.data.id}`, { token: w.token });
    expect(read.body.data).toMatchObject({ accountId: account, clientId: w.clientId });
    const bad = await p.request('POST', '/event', { token: w.token, body: { eventType: 'Party', note: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.map((f: any) => f.fieldName).sort()).toEqual(
      ['eventType', 'note', 'occurredAt'].sort(),
    );
    const nobody = await p.request('POST', '/event', {
      token: w.token,
      body: { eventType: 'Other', note: 'x', occurredAt },
    });
    expect(nobody.body.error.fieldErrors).toEqual([
      { fieldName: 'clientId', errorMessage: 'Give a client or an account' },
    ]);
    const theirs = await p.request('POST', '/event', {
      token: w.token,
      body: { accountId: await other.open(), eventType: 'Other', note: 'x', occurredAt },
    });
    expect(theirs.body.error.fieldErrors).toEqual([
      { fieldName: 'accountId', errorMessage: 'Account not found' },
    ]);
    expect((await p.request('GET', `/event/NOTX/${made.body.data.id}`, { token: other.token })).status).toBe(
      404,
    );
  });
});

describe('the dashboard', () => {
  it('when read, then every count equals the total of the inbox list it links to', async () => {
    const res = await get(`/dashboard/exception/${FIRM}?nodeId=0`);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const c of res.body.data.counts) {
      const filter = JSON.parse(new URL(c.link, 'http://x').searchParams.get('filter')!);
      const list = await inbox(new URLSearchParams(filter).toString());
      expect(list.meta.count, c.notificationType).toBe(c.count);
    }
  });

  it('when a fresh firm has one funded account, then the information figures are exact', async () => {
    const fresh = await ledgerWorld(p, 'NOTI');
    const account = await fresh.open();
    await fresh.api.fund(account, 1234.56);
    const res = await p.request('GET', '/dashboard/information/NOTI', { token: fresh.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      nodeId: '0',
      assetsUnderAdministration: 1234.56,
      aumByWrapper: [{ wrapperType: 'GIA', value: 1234.56 }],
      flows: { month: { in: 1234.56, out: 0, net: 1234.56 }, taxYear: { in: 1234.56, out: 0, net: 1234.56 } },
      accountsOpened: { month: 1, taxYear: 1 },
    });
    expect(res.body.data.flowsByMonth.at(-1)).toMatchObject({ in: 1234.56 });
    const bad = await p.request('GET', '/dashboard/information/NOTI?nodeId=nope', { token: fresh.token });
    expect(bad.status).toBe(400);
    expect((await p.request('GET', '/dashboard/information/NOTE', { token: fresh.token })).status).toBe(404);
  });
});

describe('the pass before a read', () => {
  it('when several reads find the firm stale at once, then they share one pass', async () => {
    markStale(FIRM);
    let passes = 0;
    const counting = new Proxy(p.db, {
      get(target, key, receiver) {
        if (key === 'transaction') passes++;
        return Reflect.get(target, key, receiver);
      },
    });
    await Promise.all([1, 2, 3, 4].map(() => ensureFresh(counting, FIRM)));
    expect(passes).toBe(1);
    // Fresh now: a read within FRESH_MS runs no pass; a stale one runs the next.
    await ensureFresh(counting, FIRM);
    expect(passes).toBe(1);
    markStale(FIRM);
    await ensureFresh(counting, FIRM);
    expect(passes).toBe(2);
  });
});
