import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { openAccount } from '../../accounts/testing/fixtures';
import { londonToday } from '../clock';
import { firstDueDate, nextMonth } from './regular';
import { runRegularPayments } from './run';
import { fieldsOf, ledgerWorld, type LedgerWorld } from '../testing/world';

/**
 * Regular pay-ins and withdrawals: the instruction, and the run that turns due dates into transactions; and
 * pay-ins invested on receipt, which regular pay-ins use.
 */

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'REGP');
});
afterAll(() => p.close());

const PAY_IN = { transactionType: 'Payment', transactionSubType: 'Deposit', movementType: 'In' };
const WITHDRAWAL = { transactionType: 'Payment', transactionSubType: 'Withdrawal', movementType: 'Out' };
const regular = (accountId: string, body: object) =>
  w.api.post({ frequency: 'Regular', paymentDay: 7, accountId, ...body });
const regularPayIn = (accountId: string, amount: number, extra: object = {}) =>
  regular(accountId, { ...PAY_IN, method: 'Direct Debit', amount, ...extra });
const regularWithdrawal = (accountId: string, amount: number, extra: object = {}) =>
  regular(accountId, { ...WITHDRAWAL, method: 'BACS Credit', amount, ...extra });
const instalments = async (regularPaymentId: string) =>
  (
    await p.request(
      'GET',
      `/portfoliotransaction/REGP?regularPaymentId=${regularPaymentId}&sort=transactionDate`,
      {
        token: w.token,
      },
    )
  ).body.data;
const instruction = async (id: string) =>
  (await p.request('GET', `/regularpayment/REGP?pageSize=100`, { token: w.token })).body.data.find(
    (r: any) => r.id === id,
  );
/** The instruction's next payment comes due today (the clock cannot be moved; the row can). */
const dueToday = (id: string) =>
  p.db.execute(sql`UPDATE regular_payments SET next_due_date = ${londonToday()} WHERE id = ${id}`);

describe('payment dates', () => {
  it('when a payment day is chosen, then the first payment is on it, from the start date, then monthly', () => {
    expect(firstDueDate(7, '2026-11-21')).toBe('2026-12-07');
    expect(firstDueDate(21, '2026-11-21')).toBe('2026-11-21');
    expect(firstDueDate(1, '2026-12-02')).toBe('2027-01-01');
    expect(nextMonth('2026-12-28')).toBe('2027-01-28');
  });
});

describe('a regular pay-in', () => {
  it('when set up, then it is listed with its next payment; each due date creates one Waiting pay-in, exactly once', async () => {
    const account = await w.open();
    const res = await regularPayIn(account, 250);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id;
    const due = firstDueDate(7, londonToday());
    expect(await instruction(id)).toMatchObject({
      accountId: account,
      transactionSubType: 'Deposit',
      amount: 250,
      method: 'Direct Debit',
      paymentDay: 7,
      nextPaymentDate: due,
      status: 'Active',
    });
    if (due !== londonToday()) {
      expect((await runRegularPayments(p.db, londonToday())).created).toBe(0);
      expect(await instalments(id)).toEqual([]);
    }
    const runs = await Promise.all([runRegularPayments(p.db, due), runRegularPayments(p.db, due)]);
    expect(runs.reduce((n, r) => n + r.created, 0)).toBe(1);
    expect((await runRegularPayments(p.db, due)).created).toBe(0);
    const [first] = await instalments(id);
    expect(first).toMatchObject({
      status: 'Waiting',
      transactionSubType: 'Deposit',
      amount: 250,
      method: 'Direct Debit',
      transactionDate: due,
      regularPaymentId: id,
      requestedBy: 'REGULAR',
    });
    await runRegularPayments(p.db, nextMonth(due));
    expect((await instalments(id)).map((t: any) => t.transactionDate)).toEqual([due, nextMonth(due)]);
    expect((await instruction(id)).nextPaymentDate).toBe(nextMonth(nextMonth(due)));
  });

  it('when a run missed payment days, then it catches up one payment per missed date', async () => {
    const account = await w.open();
    const id = (await regularPayIn(account, 10)).body.data.id;
    const due = firstDueDate(7, londonToday());
    expect((await runRegularPayments(p.db, nextMonth(nextMonth(due)))).created).toBeGreaterThanOrEqual(3);
    expect(await instalments(id)).toHaveLength(3);
  });

  it('when it invests on receipt, then its buys wait for the money, are placed when it arrives, and deal', async () => {
    const account = await w.open();
    const res = await regularPayIn(account, 1000, {
      investOnReceipt: [
        { assetId: w.fund.id, percentage: 60 },
        { assetId: w.share.id, percentage: 33.33 },
      ],
    });
    await dueToday(res.body.data.id);
    await runRegularPayments(p.db);
    const all = await instalments(res.body.data.id);
    expect(all).toHaveLength(3);
    const payIn = all.find((t: any) => t.movementType === 'In');
    const group = (
      await p.request('GET', `/portfoliotransaction/REGP?linkId=${payIn.linkId}`, { token: w.token })
    ).body.data;
    expect(group.map((t: any) => [t.movementType, t.status, t.amount]).sort()).toEqual([
      ['In', 'Waiting', 1000],
      ['Invest', 'Waiting', 333.3],
      ['Invest', 'Waiting', 600],
    ]);
    const done = await w.api.complete(payIn.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await w.api.deal()).body.data.executed).toBe(2);
    expect(
      (await w.api.summary(account)).body.data.positions.filter((x: any) => x.positionType === 'Stock'),
    ).toHaveLength(2);
  });

  it('when the ISA allowance is used up by the due date, then that month is recorded as Error with why', async () => {
    const isa = await w.open('ISA');
    const res = await regularPayIn(isa, 15000);
    expect(res.status).toBe(201);
    expect(fieldsOf(await regularPayIn(isa, 20000.01))).toEqual({
      amount: "£20,000.00 of this tax year's ISA allowance is left",
    });
    await w.api.fund(isa, 6000);
    await dueToday(res.body.data.id);
    expect(await runRegularPayments(p.db)).toMatchObject({ created: 1, refused: 1 });
    expect((await instalments(res.body.data.id))[0]).toMatchObject({
      status: 'Error',
      statusReason: "£14,000.00 of this tax year's ISA allowance is left",
    });
    expect((await instruction(res.body.data.id)).status).toBe('Active');
  });
});

describe('a regular withdrawal', () => {
  it('when the cash is there on the day, then a Waiting withdrawal holds it; when not, the month is an Error', async () => {
    const account = await w.open();
    await w.api.fund(account, 150);
    const id = (await regularWithdrawal(account, 100)).body.data.id;
    await dueToday(id);
    await runRegularPayments(p.db);
    await p.db.execute(sql`UPDATE regular_payments SET next_due_date = ${londonToday()} WHERE id = ${id}`);
    await p.db.execute(sql`DELETE FROM regular_payment_instalments WHERE regular_payment_id = ${id}`);
    await runRegularPayments(p.db);
    const [first, second] = await instalments(id);
    expect(first).toMatchObject({ status: 'Waiting', amount: 100 });
    expect(second).toMatchObject({
      status: 'Error',
      statusReason: 'Only £50.00 is available to withdraw: more would overdraw the account',
    });
    expect((await w.api.summary(account)).body.data.availableCash).toBe(50);
  });

  it('when it may auto-disinvest, then the day it falls due it sells for the shortfall', async () => {
    const account = await w.open();
    await w.api.fund(account, 500);
    await w.api.buy(account, w.fund.id, 400);
    await w.api.deal();
    const id = (await regularWithdrawal(account, 300, { autoDisinvest: 'Partial', sellDown: 'Proportional' }))
      .body.data.id;
    expect(await instruction(id)).toMatchObject({ autoDisinvest: 'Partial', sellDown: 'Proportional' });
    await dueToday(id);
    await runRegularPayments(p.db);
    // The sells it places for the shortfall are the instruction's too, on the same day: pick the withdrawal.
    const withdrawal = (await instalments(id)).find(
      (t: { transactionSubType: string }) => t.transactionSubType === 'Withdrawal',
    );
    expect(withdrawal).toMatchObject({ status: 'Waiting', awaitingSales: true });
    await w.api.deal();
    expect((await w.api.complete(withdrawal.id)).body.data.status).toBe('Completed');
    expect((await w.api.summary(account)).body.data.uninvestedCash).toBe(0);
  });

  it('when the account cannot pay out, then the instruction is refused at once', async () => {
    const sipp = await w.open('SIPP');
    expect((await regularWithdrawal(sipp, 10)).status).toBe(409);
    const pending = await openAccount(p, w.token, 'REGP', w.clientId, 'GIA', 'Pending');
    expect((await regularWithdrawal(pending, 10)).body.error.errorMessage).toBe(
      `Account ${pending} is Pending: only Active, Closing accounts can make withdrawals`,
    );
  });
});

describe('the instruction', () => {
  it('when its fields are wrong, then 400 under each field', async () => {
    const account = await w.open();
    expect(fieldsOf(await regularPayIn(account, 10, { paymentDay: 3 }))).toEqual({
      paymentDay: 'Must be one of: 1, 7, 14, 21, 28',
    });
    expect(fieldsOf(await regularPayIn(account, 10, { paymentDay: undefined }))).toEqual({
      paymentDay: 'Required for a regular payment',
    });
    expect(fieldsOf(await regularPayIn(account, 10, { startDate: '2020-01-01' }))).toEqual({
      startDate: 'Must be today or later',
    });
    expect(
      fieldsOf(
        await w.api.post({
          transactionType: 'Cash',
          transactionSubType: 'Adviser Adhoc Fee',
          movementType: 'Out',
          accountId: account,
          amount: 5,
          frequency: 'Regular',
          paymentDay: 1,
        }),
      ),
    ).toEqual({ frequency: 'Only pay-ins and withdrawals can be regular' });
    expect(
      fieldsOf(
        await w.api.post({ ...PAY_IN, method: 'Direct Debit', accountId: account, amount: 5, paymentDay: 1 }),
      ),
    ).toEqual({ paymentDay: 'Only for a regular payment' });
    const group = await p.request('POST', '/portfolioTransactionGroup', {
      token: w.token,
      body: {
        firmId: 'REGP',
        accountId: account,
        transactions: [{ ...PAY_IN, method: 'Direct Debit', amount: 5, frequency: 'Regular', paymentDay: 1 }],
      },
    });
    expect(fieldsOf(group)).toEqual({
      'transactions.0.frequency': 'A regular payment is set up on its own, not in a group',
    });
  });

  it('when cancelled, then no further payment is created; cancelling again is 409; another firm sees nothing', async () => {
    const account = await w.open();
    const id = (await regularPayIn(account, 20, { startDate: londonToday() })).body.data.id;
    const cancel = (body: object = {}, token = w.token, firm = 'REGP') =>
      p.request('PUT', `/regularpayment/action/cancel/${firm}/${id}`, { token, body });
    expect((await cancel({ version: 99 })).status).toBe(412);
    const res = await cancel({ reason: 'Client asked' });
    expect(res.body.data).toMatchObject({
      status: 'Cancelled',
      nextPaymentDate: null,
      cancelReason: 'Client asked',
    });
    await runRegularPayments(p.db, nextMonth(nextMonth(londonToday())));
    expect(await instalments(id)).toEqual([]);
    expect((await cancel()).status).toBe(409);
    const listed = await p.request('GET', `/regularpayment/REGP?accountId=${account}&status=Cancelled`, {
      token: w.token,
    });
    expect(listed.body.data.map((r: any) => r.id)).toEqual([id]);
    const other = await ledgerWorld(p, 'REGQ');
    expect((await cancel({}, other.token, 'REGQ')).status).toBe(404);
  });
});

describe('a pay-in invested on receipt', () => {
  it('when a single pay-in invests on receipt, then its buys wait under its linkId and are placed when it arrives', async () => {
    const account = await w.open();
    const res = await w.api.post({
      ...PAY_IN,
      method: 'Bank Transfer',
      accountId: account,
      amount: 200,
      investOnReceipt: [{ assetId: w.fund.id, percentage: 50 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const payIn = (await w.api.get(res.body.data.id)).body.data;
    const linked = async () =>
      (
        await p.request('GET', `/portfoliotransaction/REGP?linkId=${payIn.linkId}&movementType=Invest`, {
          token: w.token,
        })
      ).body.data;
    expect((await linked()).map((t: any) => [t.status, t.amount])).toEqual([['Waiting', 100]]);
    await w.api.complete(payIn.id);
    expect((await linked()).map((t: any) => t.status)).toEqual(['Placed']);
    expect((await w.api.summary(account)).body.data.availableCash).toBe(100);
  });

  it('when the allocation is wrong, then 400 under the line or the list; nothing is written', async () => {
    const account = await w.open();
    const payIn = (investOnReceipt: object) =>
      w.api.post({ ...PAY_IN, method: 'Bank Transfer', accountId: account, amount: 1, investOnReceipt });
    expect(
      fieldsOf(
        await payIn([
          { assetId: w.fund.id, percentage: 60 },
          { assetId: w.share.id, percentage: 40.01 },
        ]),
      ),
    ).toEqual({ investOnReceipt: 'The percentages must add up to at most 100' });
    expect(fieldsOf(await payIn([{ assetId: w.fund.id, percentage: 0.5 }]))).toEqual({
      'investOnReceipt.0.percentage': 'Comes to less than 1p of the pay-in',
    });
    expect(fieldsOf(await payIn([{ assetId: 'NOSUCH1', percentage: 10 }]))).toEqual({
      'investOnReceipt.0.assetId': "Must be one of your firm's instruments",
    });
    expect(
      fieldsOf(await withdrawWith(account, { investOnReceipt: [{ assetId: w.fund.id, percentage: 10 }] })),
    ).toEqual({ investOnReceipt: 'Not used by a Payment Withdrawal Out' });
    const [{ n }] = (
      (await p.db.execute(
        sql`SELECT count(*)::int AS n FROM portfolio_transactions WHERE account_id = ${account}`,
      )) as any
    ).rows;
    expect(n).toBe(0);
  });
});

const withdrawWith = (accountId: string, extra: object) =>
  w.api.post({ ...WITHDRAWAL, method: 'BACS Credit', accountId, amount: 1, ...extra });
