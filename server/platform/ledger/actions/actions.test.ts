import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { firmWithUser, openAccount, signIn } from '../../accounts/testing/fixtures';
import { createNode, createUser, TEST_PASSWORD } from '../../testing/factories';
import { fieldsOf, KINDS, ledgerWorld, type LedgerWorld } from '../testing/world';

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'ACTS');
});
afterAll(() => p.close());

const request = (kind: 'requestCancellation' | 'requestdeletion', id: string, token = w.token) =>
  p.request('PUT', `/portfoliotransaction/action/${kind}/ACTS/${id}`, { token, body: {} });
const setStatus = (account: string, status: string) =>
  p.request('PUT', `/account/ACTS/${account}`, { token: w.token, body: { status } });

describe('completing orders by hand', () => {
  it('when an order is completed with execution details, then they are used to the penny', async () => {
    const account = await w.open();
    await w.api.fund(account, 1000);
    const { body } = await w.api.buy(account, w.share.id, 700);
    const execution = {
      price: 3.5,
      executedQuantity: 200,
      executionAmount: 700,
      venue: 'XLON',
      transactionTime: '10:15:00',
    };
    const wrong = await w.api.action(body.data.id, {
      transactionAction: 'Complete',
      executionDetails: { ...execution, executionAmount: 699 },
    });
    expect(fieldsOf(wrong)['executionDetails.executionAmount']).toMatch(
      /Must be executedQuantity × price \(£700.00\)/,
    );
    const missing = await w.api.action(body.data.id, { transactionAction: 'Complete' });
    expect(fieldsOf(missing)).toEqual({ executionDetails: 'Required to complete an order' });
    const done = await w.api.action(body.data.id, {
      type: 'Action',
      transactionAction: 'Complete',
      executionDetails: execution,
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'Completed',
      quantity: 200,
      amount: 700,
      executionDetails: {
        price: 3.5,
        executedQuantity: 200,
        executionAmount: 700,
        venue: 'XLON',
        transactionTime: '10:15:00',
      },
      contractNote: { side: 'Buy', consideration: 700, venue: 'XLON' },
    });
    expect((await w.api.summary(account)).body.data).toMatchObject({ uninvestedCash: 300, bookValue: 700 });
  });

  it('when a payment is completed with a future date or one before it was made, then 400 on completedDate', async () => {
    const account = await w.open();
    const { body } = await w.api.payIn(account, 50);
    const future = await w.api.action(body.data.id, {
      transactionAction: 'Complete',
      completedDate: '2999-01-01',
    });
    expect(fieldsOf(future)).toEqual({ completedDate: 'Must not be in the future' });
    const epoch = await w.api.action(body.data.id, {
      transactionAction: 'Complete',
      completedDate: Date.now(),
    });
    expect(epoch.body.data.status).toBe('Completed');
    expect((await w.api.complete(body.data.id)).body.error.errorMessage).toBe(
      'A Completed transaction cannot be completed',
    );
  });
});

describe('cancelling and deleting', () => {
  it('when a Placed buy is cancelled, then its cash is free again; a completed one cannot be', async () => {
    const account = await w.open();
    await w.api.fund(account, 400);
    const { body } = await w.api.buy(account, w.fund.id, 400);
    expect((await w.api.summary(account)).body.data.availableCash).toBe(0);
    const cancelled = await request('requestCancellation', body.data.id);
    expect(cancelled.body.data).toMatchObject({ status: 'Deleted', statusReason: 'Cancellation requested' });
    expect((await w.api.summary(account)).body.data.availableCash).toBe(400);
    expect((await request('requestCancellation', body.data.id)).body.error.errorMessage).toBe(
      'This transaction is already Deleted',
    );
    const fee = await w.api.fee(account, 10);
    const refused = await request('requestdeletion', fee.body.data.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.errorMessage).toMatch(/^A completed transaction cannot be deleted/);
  });
});

describe('who may ask for a cancellation or a deletion (spec §4 transaction actions)', () => {
  it('when a user holds only action on Transaction, then they may; with readWrite but not action, then 403', async () => {
    const account = await w.open();
    await w.api.fund(account, 300);
    const first = await w.api.buy(account, w.fund.id, 100);
    const second = await w.api.buy(account, w.fund.id, 100);
    const writer = await signIn(p, 'ACTS', [{ scope: 'Transaction', ranges: ['read', 'readWrite'] }]);
    for (const kind of ['requestCancellation', 'requestdeletion'] as const)
      expect((await request(kind, first.body.data.id, writer.token)).status).toBe(403);
    expect((await w.api.get(first.body.data.id)).body.data.status).toBe('Placed');
    const actor = await signIn(p, 'ACTS', [{ scope: 'Transaction', ranges: ['action'] }]);
    const cancelled = await request('requestCancellation', first.body.data.id, actor.token);
    expect(cancelled.body.data).toMatchObject({ status: 'Deleted', statusReason: 'Cancellation requested' });
    const deleted = await request('requestdeletion', second.body.data.id, actor.token);
    expect(deleted.body.data).toMatchObject({ status: 'Deleted' });
  });
});

describe('what an account status lets money do', () => {
  it('when an account is Suspended, then withdrawals, fees and buys are 409; pay-ins too', async () => {
    const account = await w.open();
    await w.api.fund(account, 100);
    await setStatus(account, 'Suspended');
    for (const res of [
      await w.api.withdraw(account, 10),
      await w.api.fee(account, 10),
      await w.api.buy(account, w.fund.id, 10),
      await w.api.payIn(account, 10),
    ])
      expect(res.status).toBe(409);
    expect((await w.api.withdraw(account, 10)).body.error.errorMessage).toBe(
      `Account ${account} is Suspended: only Active, Closing accounts can make withdrawals`,
    );
  });

  it('when money is asked out of a SIPP, then 409: only crystallisation releases it', async () => {
    const sipp = await w.open('SIPP');
    await w.api.fund(sipp, 100);
    const res = await w.api.withdraw(sipp, 10);
    expect(res.body.error.errorMessage).toBe(
      'Money leaves a SIPP only through crystallisation, not as a withdrawal',
    );
  });

  it('when an account holding cash is closed, then 409; emptied, it closes; one that held money is never Deleted', async () => {
    const account = await w.open();
    await w.api.fund(account, 25);
    await setStatus(account, 'Closing');
    const refused = await setStatus(account, 'Closed');
    expect(refused.body.error.errorMessage).toBe(
      'The account still holds £25.00 in cash and 0 investments; empty it before it is Closed',
    );
    const out = await w.api.withdraw(account, 25);
    expect((await setStatus(account, 'Closed')).body.error.errorMessage).toMatch(/open transactions/);
    await w.api.complete(out.body.data.id);
    expect((await setStatus(account, 'Closed')).body.data.status).toBe('Closed');
    const pending = await openAccount(p, w.token, 'ACTS', w.clientId, 'GIA', 'Pending');
    await w.api.fund(pending, 1);
    expect((await setStatus(pending, 'Deleted')).body.error.errorMessage).toMatch(
      /cannot be deleted; close it/,
    );
  });

  it('when the body names another firm or an account the caller cannot see, then 404 and 400', async () => {
    const { token } = await firmWithUser(p, 'ACTX');
    const account = await w.open();
    const theirs = await p.request('POST', '/portfoliotransaction', {
      token,
      body: { firmId: 'ACTX', accountId: account, ...KINDS.payIn, amount: 5 },
    });
    expect(fieldsOf(theirs)).toEqual({ accountId: 'Must be one of your accounts' });
    const firm = await p.request('POST', '/portfoliotransaction', {
      token,
      body: { firmId: 'ACTS', accountId: account, ...KINDS.payIn, amount: 5 },
    });
    expect(firm.status).toBe(404);
    const { body } = await w.api.payIn(account, 5);
    expect((await p.request('GET', `/portfoliotransaction/ACTX/${body.data.id}`, { token })).status).toBe(
      404,
    );
    expect(
      (
        await p.request('PUT', `/portfoliotransactionaction/ACTX/${body.data.id}`, {
          token,
          body: { transactionAction: 'Complete' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('node scope', () => {
  it('when a user at a node asks for a transaction on an account outside it, then 404 and it is not listed', async () => {
    const node = await createNode(p.db, 'ACTS', '0', 'Branch');
    await createUser(p.db, 'ACTS', { email: 'branch@acts.test', nodeId: node.id });
    const token = await p.tokenFor('ACTS', 'branch@acts.test', TEST_PASSWORD);
    const account = await w.open();
    const { body } = await w.api.payIn(account, 5);
    expect((await p.request('GET', `/portfoliotransaction/ACTS/${body.data.id}`, { token })).status).toBe(
      404,
    );
    const action = await p.request('PUT', `/portfoliotransactionaction/ACTS/${body.data.id}`, {
      token,
      body: { transactionAction: 'Complete' },
    });
    expect(action.status).toBe(404);
    expect((await p.request('GET', '/portfoliotransaction/ACTS', { token })).body.meta.count).toBe(0);
    expect((await p.request('GET', '/posting/cash/ACTS', { token })).body.meta.count).toBe(0);
  });
});
