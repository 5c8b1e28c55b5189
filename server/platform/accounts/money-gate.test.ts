import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, regularPayments } from '../db/schema';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { openAccount } from './testing/fixtures';
import { londonToday, runRegularPayments } from '../ledger';
import { KINDS, ledgerWorld, type LedgerWorld } from '../ledger/testing/world';

/**
 * The onboarding gate (docs/decisions/0409): a client must be Active before any of their accounts can
 * receive money, trade or pay out; opening an account for them is allowed and says what is still needed.
 */

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'GATE');
});
afterAll(() => p.close());

const GATE = (name: string, status: string) =>
  `${name} is ${status}: a client must be Active before their accounts can receive money, trade or pay out`;

async function newClient(firstName: string, surname: string, status?: string) {
  const res = await p.request('POST', '/client', {
    token: w.token,
    body: {
      firmId: 'GATE',
      nodeId: '0',
      clientType: 'Individual',
      title: 'Ms',
      firstName,
      surname,
      dateOfBirth: '1985-03-09',
      email: `${firstName.toLowerCase()}.${Math.random().toString(36).slice(2, 7)}@example.com`,
      addressDetail: { address1: '2 Low Road', postCode: 'SW1A 1AA', country: 'GB' },
      nationality: 'GB',
      ...(status ? { status } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

const setStatus = (clientId: string, status: string, reason?: string) =>
  p.request('PUT', `/client/GATE/${clientId}`, {
    token: w.token,
    body: { status, ...(reason ? { reason } : {}) },
  });

const conflictOf = (res: { status: number; body: any }) => ({
  status: res.status,
  message: res.body.error?.errorMessage,
});

describe('the onboarding gate', () => {
  it('when a Pending client has an account, then opening it is allowed and says what is still needed, and pay-ins, withdrawals, orders, fees and moves are 409s naming the status', async () => {
    const clientId = await newClient('Isla', 'Hart');
    const opened = await p.request('POST', '/account', {
      token: w.token,
      body: {
        firmId: 'GATE',
        nodeId: '0',
        accountType: 'Wrapper',
        name: 'Isla ISA',
        status: 'Active',
        currency: 'GBP',
        clientId,
        wrapperDetail: { wrapperType: 'ISA' },
      },
    });
    expect(opened.status).toBe(201);
    expect(opened.body.data.notice).toBe(
      'Isla Hart is Pending: the account is open, but it can receive money, trade or pay out only once Isla Hart is Active (their checks done)',
    );
    const isa = opened.body.data.id as string;
    const gia = await openAccount(p, w.token, 'GATE', clientId, 'GIA');
    const refused = { status: 409, message: GATE('Isla Hart', 'Pending') };

    expect(conflictOf(await w.api.payIn(isa, 100))).toEqual(refused);
    expect(conflictOf(await w.api.withdraw(isa, 10))).toEqual(refused);
    expect(conflictOf(await w.api.buy(isa, w.fund.id, 10))).toEqual(refused);
    expect(conflictOf(await w.api.fee(isa, 10))).toEqual(refused);
    expect(conflictOf(await w.api.move(gia, isa, 10))).toEqual(refused);
    const regular = await w.api.post({
      ...KINDS.payIn,
      accountId: isa,
      amount: 50,
      frequency: 'Regular',
      paymentDay: 7,
      method: 'Direct Debit',
    });
    expect(conflictOf(regular)).toEqual(refused);
    const group = await p.request('POST', '/portfolioTransactionGroup', {
      token: w.token,
      body: {
        firmId: 'GATE',
        accountId: isa,
        transactions: [{ ...KINDS.payIn, currency: 'GBP', amount: 5 }],
      },
    });
    expect(conflictOf(group)).toEqual({
      status: 409,
      message: `Transaction 1: ${GATE('Isla Hart', 'Pending')}`,
    });
    const { body } = await p.request('GET', `/portfoliotransaction/GATE?accountId=${isa}`, {
      token: w.token,
    });
    expect(body.data).toEqual([]);
  });

  it('when the client is approved with a reason, then the audit row keeps who and why, and money moves', async () => {
    const clientId = await newClient('Noor', 'Vale');
    const isa = await openAccount(p, w.token, 'GATE', clientId, 'ISA');
    const approved = await setStatus(clientId, 'Active', 'ID and address verified');
    expect(approved.status).toBe(200);
    const [row] = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, clientId), eq(auditLog.action, 'status')));
    expect(row).toMatchObject({ actorId: w.userId, reason: 'ID and address verified' });
    expect(row.before).toMatchObject({ status: 'Pending' });
    expect(row.after).toMatchObject({ status: 'Active' });
    const history = (await p.request('GET', `/client/GATE/${clientId}`, { token: w.token })).body.data
      .updateHistory;
    expect(history[0]).toMatchObject({ action: 'status', reason: 'ID and address verified' });
    expect((await w.api.payIn(isa, 100)).status).toBe(201);
  });

  it('when a client goes back to Pending, then their Placed order fails at dealing with why, a Waiting withdrawal is not paid, and a regular pay-in is recorded as Error', async () => {
    const clientId = await newClient('Owen', 'Reed', 'Active');
    const gia = await openAccount(p, w.token, 'GATE', clientId, 'GIA');
    await w.api.fund(gia, 500);
    const buy = await w.api.buy(gia, w.fund.id, 100);
    const withdrawal = await w.api.withdraw(gia, 50);
    const regular = await w.api.post({
      ...KINDS.payIn,
      accountId: gia,
      amount: 25,
      frequency: 'Regular',
      paymentDay: 7,
      method: 'Direct Debit',
    });
    expect(regular.status).toBe(201);
    expect((await setStatus(clientId, 'Pending', 'Address check expired')).status).toBe(200);

    const run = await p.request('POST', '/dealing/run/GATE', { token: w.token, body: { accountId: gia } });
    expect(run.body.data.orders).toEqual([
      { transactionId: buy.body.data.id, status: 'Error', reason: GATE('Owen Reed', 'Pending') },
    ]);
    expect(conflictOf(await w.api.complete(withdrawal.body.data.id))).toEqual({
      status: 409,
      message: GATE('Owen Reed', 'Pending'),
    });
    // The instruction's next payment brought to today, so the run places it now.
    await p.db
      .update(regularPayments)
      .set({ nextDueDate: londonToday() })
      .where(eq(regularPayments.id, regular.body.data.id));
    await runRegularPayments(p.db, londonToday());
    const { body } = await p.request(
      'GET',
      `/portfoliotransaction/GATE?regularPaymentId=${regular.body.data.id}`,
      { token: w.token },
    );
    expect(body.data[0]).toMatchObject({ status: 'Error', statusReason: GATE('Owen Reed', 'Pending') });
  });
});
