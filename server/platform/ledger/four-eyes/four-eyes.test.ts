import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { signIn } from '../../accounts/testing/fixtures';
import { fieldsOf, ledgerApi, ledgerWorld, type LedgerWorld } from '../testing/world';

let p: TestPlatform;
let w: LedgerWorld;
let other: ReturnType<typeof ledgerApi>;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'FEYE');
  other = ledgerApi(p, 'FEYE', w.second.token);
  const res = await p.request('PUT', '/settings/authorisation/FEYE', {
    token: w.token,
    body: {
      thresholds: [
        { transactionSubType: 'Withdrawal', threshold: 1000 },
        { transactionSubType: 'Adviser Adhoc Fee', threshold: 250 },
        { transactionSubType: 'Internal', threshold: 5000 },
      ],
    },
  });
  expect(res.status).toBe(200);
});
afterAll(() => p.close());

const authorise = (id: string, token: string, body: object = {}) =>
  p.request('PUT', `/portfoliotransaction/action/authorise/FEYE/${id}`, { token, body });
const cashPostings = async (id: string) =>
  (
    (await p.db.execute(
      sql`SELECT count(*)::int AS n FROM cash_postings WHERE transaction_id = ${id}`,
    )) as any
  ).rows[0].n;

describe('four-eyes settings', () => {
  it('when read, then every sub type that four-eyes covers is listed with its threshold', async () => {
    const res = await p.request('GET', '/settings/authorisation/FEYE', { token: w.token });
    expect(res.body.data.thresholds).toEqual([
      { transactionSubType: 'Withdrawal', threshold: 1000 },
      { transactionSubType: 'Adviser Adhoc Fee', threshold: 250 },
      { transactionSubType: 'Internal', threshold: 5000 },
    ]);
  });

  it('when a user without Firm Management changes them, then 403; a sub type outside four-eyes is 400', async () => {
    const { token } = await signIn(p, 'FEYE', [
      { scope: 'Transaction', ranges: ['read', 'readWrite', 'action'] },
    ]);
    const body = { thresholds: [{ transactionSubType: 'Withdrawal', threshold: null }] };
    expect((await p.request('PUT', '/settings/authorisation/FEYE', { token, body })).status).toBe(403);
    const bad = await p.request('PUT', '/settings/authorisation/FEYE', {
      token: w.token,
      body: { thresholds: [{ transactionSubType: 'Deposit', threshold: 5 }] },
    });
    expect(Object.keys(fieldsOf(bad))).toEqual(['thresholds.0.transactionSubType']);
  });
});

describe('a withdrawal over the threshold', () => {
  it('when requested, then it stays Pending, holding its cash, until a second user authorises it', async () => {
    const account = await w.open();
    await w.api.fund(account, 5000);
    const res = await w.api.withdraw(account, 1500);
    const id = res.body.data.id;
    expect((await w.api.get(id)).body.data).toMatchObject({ status: 'Pending', authorisedBy: null });
    expect((await w.api.summary(account)).body.data).toMatchObject({
      uninvestedCash: 5000,
      availableCash: 3500,
    });
    const pay = await w.api.complete(id);
    expect(pay.status).toBe(409);
    expect(pay.body.error.errorMessage).toBe('This transaction awaits authorisation by a second user');

    const own = await authorise(id, w.token);
    expect(own.status).toBe(403);
    expect(own.body.error.errorMessage).toBe(
      'You requested this transaction; another user must authorise it',
    );
    expect((await w.api.get(id)).body.data.status).toBe('Pending');

    const approved = await authorise(id, w.second.token);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'Waiting', authorisedBy: w.second.userId });
    expect((await w.api.complete(id)).body.data.status).toBe('Completed');
    expect((await w.api.summary(account)).body.data).toMatchObject({
      uninvestedCash: 3500,
      availableCash: 3500,
    });
  });

  it('when below the threshold, then it goes straight to Waiting; a declined one is Deleted and frees its cash', async () => {
    const account = await w.open();
    await w.api.fund(account, 3000);
    const small = await w.api.withdraw(account, 999.99);
    expect((await w.api.get(small.body.data.id)).body.data.status).toBe('Waiting');
    const big = await w.api.withdraw(account, 1000);
    const declined = await authorise(big.body.data.id, w.second.token, {
      authorise: false,
      reason: 'Call the client first',
    });
    expect(declined.body.data).toMatchObject({
      status: 'Deleted',
      statusReason: 'Declined: Call the client first',
    });
    expect((await w.api.summary(account)).body.data.availableCash).toBe(2000.01);
    expect((await authorise(big.body.data.id, w.second.token)).status).toBe(409);
  });

  it('when the requester withdraws a Pending request, then it is Deleted at once', async () => {
    const account = await w.open();
    await w.api.fund(account, 2000);
    const { body } = await w.api.withdraw(account, 1200);
    const res = await p.request(
      'PUT',
      `/portfoliotransaction/action/requestCancellation/FEYE/${body.data.id}`,
      {
        token: w.token,
        body: { reason: 'Changed my mind' },
      },
    );
    expect(res.body.data).toMatchObject({
      status: 'Deleted',
      statusReason: 'Cancellation requested: Changed my mind',
    });
  });
});

describe('fees, internal movements and requests under four-eyes', () => {
  it('when a fee is over its threshold, then no posting is written until a second user authorises it', async () => {
    const account = await w.open();
    await w.api.fund(account, 1000);
    const small = await w.api.fee(account, 100);
    expect((await w.api.get(small.body.data.id)).body.data.status).toBe('Completed');
    const big = await w.api.fee(account, 300);
    expect((await w.api.get(big.body.data.id)).body.data.status).toBe('Pending');
    expect(await cashPostings(big.body.data.id)).toBe(0);
    const approved = await authorise(big.body.data.id, w.second.token);
    expect(approved.body.data.status).toBe('Completed');
    expect(await cashPostings(big.body.data.id)).toBe(2);
    expect((await w.api.summary(account)).body.data.uninvestedCash).toBe(600);
  });

  it('when an internal movement is over its threshold, then it moves the cash only once authorised', async () => {
    const from = await w.open();
    const to = await w.open('Cash');
    await w.api.fund(from, 8000);
    const move = await w.api.move(from, to, 6000);
    expect((await w.api.get(move.body.data.id)).body.data).toMatchObject({
      status: 'Pending',
      toAccountId: to,
    });
    await authorise(move.body.data.id, w.second.token);
    expect((await w.api.summary(from)).body.data.uninvestedCash).toBe(2000);
    expect((await w.api.summary(to)).body.data.uninvestedCash).toBe(6000);
  });

  it('when cancelling a Waiting withdrawal over the threshold, then it is Checking until another user agrees', async () => {
    const account = await w.open();
    await w.api.fund(account, 4000);
    const { body } = await w.api.withdraw(account, 2000);
    await authorise(body.data.id, w.second.token);
    const request = await p.request(
      'PUT',
      `/portfoliotransaction/action/requestdeletion/FEYE/${body.data.id}`,
      {
        token: w.second.token,
        body: { reason: 'Duplicate' },
      },
    );
    expect(request.body.data).toMatchObject({
      status: 'Checking',
      pendingRequest: { kind: 'Deletion', requestedBy: w.second.userId, reason: 'Duplicate' },
    });
    const own = await authorise(body.data.id, w.second.token);
    expect(own.body.error.errorMessage).toBe('You requested this deletion; another user must authorise it');
    const done = await authorise(body.data.id, w.token);
    expect(done.body.data).toMatchObject({ status: 'Deleted', statusReason: 'Deletion authorised' });
    expect((await w.api.summary(account)).body.data.availableCash).toBe(4000);
  });

  it('when a user has readWrite but not action on Transaction, then they cannot authorise (403)', async () => {
    const account = await w.open();
    await w.api.fund(account, 2000);
    const { body } = await w.api.withdraw(account, 1500);
    const { token } = await signIn(p, 'FEYE', [
      { scope: 'Transaction', ranges: ['read', 'readWrite'] },
      { scope: 'Account', ranges: ['read'] },
    ]);
    expect((await authorise(body.data.id, token)).status).toBe(403);
    expect((await other.get(body.data.id)).body.data.status).toBe('Pending');
  });
});
