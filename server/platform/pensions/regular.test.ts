import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plusDays } from '../../../contract/dates';
import { firmWithUser } from '../accounts/testing/fixtures';
import { auditLog, cashPostings, portfolioTransactions, regularCrystallisationPayments } from '../db/schema';
import { londonToday } from '../ledger/clock';
import { dec } from '../ledger/money';
import { fieldsOf } from '../ledger/testing/world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { runRegularCrystallisations } from './regular-run';
import { pensionWorld } from './testing/pension-world';

let p: TestPlatform;
let w: Awaited<ReturnType<typeof pensionWorld>>;
let outsider: { token: string };
const FIRM = 'PNRA';
const start = plusDays(londonToday(), 1);

beforeAll(async () => {
  p = await startTestPlatform();
  w = await pensionWorld(p, FIRM);
  outsider = await firmWithUser(p, 'PNRB');
});
afterAll(() => p.close());

const plan = (accountId: string, overrides: object = {}) => ({
  accountId,
  method: 'FAD',
  amount: 1000,
  frequency: 'Monthly',
  paymentDay: 28,
  startDate: start,
  ...overrides,
});

/** A retiree's SIPP of £100,000 with £40,000 crystallised (£30,000 in drawdown). */
async function inDrawdown() {
  const clientId = await w.retiree();
  const accountId = await w.fundedPension(clientId, 100000);
  const res = await w.crystallise({ accountId, method: 'PCLS', amount: 40000 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { clientId, accountId };
}

describe('setting up a regular income', () => {
  it('when the account has no crystallised funds, then a drawdown income is refused with 409', async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 10000);
    const res = await w.createPlan(plan(accountId));
    expect(res.status).toBe(409);
    expect(res.body.error.errorMessage).toMatch(/no crystallised funds/);
  });

  it('when the payment day is not one of 1, 7, 14, 21, 28, then 400 names it', async () => {
    const { accountId } = await inDrawdown();
    const res = await w.createPlan(plan(accountId, { paymentDay: 15 }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res).paymentDay).toBeDefined();
  });

  it('when another firm names the account, then 404', async () => {
    const { accountId } = await inDrawdown();
    const res = await p.request('POST', '/clientproduct/action/regularcrystallisation', {
      token: outsider.token,
      body: { firmId: 'PNRB', ...plan(accountId) },
    });
    expect(res.status).toBe(404);
  });

  it('when a monthly drawdown income is set up, then the account shows it with its first payment date', async () => {
    const { accountId } = await inDrawdown();
    const res = await w.createPlan(plan(accountId));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const options = await w.options(accountId);
    expect(options.body.data.regularCrystallisations).toEqual([
      expect.objectContaining({
        bciId: res.body.data.id,
        status: 'Active',
        amount: 1000,
        paymentDay: 28,
        version: 1,
      }),
    ]);
    expect(options.body.data.regularCrystallisations[0].nextPaymentDate.slice(8)).toBe('28');
  });
});

describe('the run', () => {
  it('when a payment is due, then the run pays the gross as FAD Gross Withdrawal with PAYE, triggers the MPAA, and pays once', async () => {
    const { accountId } = await inDrawdown();
    const created = await w.createPlan(plan(accountId));
    const bciId = created.body.data.id;
    const due = (await w.options(accountId)).body.data.regularCrystallisations[0].nextPaymentDate;
    const first = await runRegularCrystallisations(p.db, due);
    // Other tests' plans in this firm may fall due the same day: this plan's payment is checked below.
    expect(first.paid).toBeGreaterThanOrEqual(1);
    expect(first.refused).toBe(0);
    const again = await runRegularCrystallisations(p.db, due);
    expect(again.paid).toBe(0);

    const [income] = await p.db
      .select()
      .from(portfolioTransactions)
      .where(
        and(
          eq(portfolioTransactions.accountId, accountId),
          eq(portfolioTransactions.transactionSubType, 'FAD Gross Withdrawal'),
        ),
      );
    expect(income).toMatchObject({ amount: '1000.00', status: 'Completed', transactionDate: due });
    const postings = await p.db.select().from(cashPostings).where(eq(cashPostings.transactionId, income.id));
    expect(postings.reduce((s, x) => s.plus(dec(x.amount)), dec(0)).isZero()).toBe(true);
    // £1,000 on month 1: £1,047.50 free pay, so no tax is deducted.
    expect(postings.find((x) => x.narrative.includes('PAYE'))).toBeUndefined();

    const options = (await w.options(accountId)).body.data;
    expect(options.mpaa).toMatchObject({ triggered: true, triggeredOn: due });
    expect(options.crystallisedValue).toBe(29000);
    expect(options.regularCrystallisations[0].nextPaymentDate > due).toBe(true);
    const history = await w.history(
      `accountId=${accountId}&clientProductActionType=Regular%20Crystallisation`,
    );
    expect(history.body.data.map((a: any) => a.method)).toEqual(['Payment', 'Created']);
    expect(history.body.data[0].bciId).toBe(bciId);
  });
});

describe('the run, refusing and UFPLS', () => {
  it('when a regular UFPLS falls due, then a quarter is paid tax-free and the rest as UFPLS Gross Withdrawal', async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 20000);
    const created = await w.createPlan(
      plan(accountId, { method: 'UFPLS', amount: 2000, frequency: 'Quarterly' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const due = (await w.options(accountId)).body.data.regularCrystallisations[0].nextPaymentDate;
    await runRegularCrystallisations(p.db, due);
    const rows = await p.db
      .select()
      .from(portfolioTransactions)
      .where(eq(portfolioTransactions.accountId, accountId));
    const paid = rows
      .filter((t) => t.transactionSubType !== 'Deposit')
      .map((t) => [t.transactionSubType, t.amount]);
    expect(paid).toEqual([
      ['UFPLS', '500.00'],
      ['UFPLS Gross Withdrawal', '1500.00'],
    ]);
    const options = (await w.options(accountId)).body.data;
    // The payment's postings are dated its (future) payment day, so today's value does not show it yet.
    expect(options).toMatchObject({ lumpSumAllowanceUsed: 500, mpaa: { triggered: true, triggeredOn: due } });
    expect(options.regularCrystallisations[0].nextPaymentDate.slice(0, 7)).not.toBe(due.slice(0, 7));
  });

  it('when the cash is held by an open order on the payment day, then the payment is refused with its reason and the plan moves on', async () => {
    const { accountId } = await inDrawdown();
    const bciId = (await w.createPlan(plan(accountId))).body.data.id;
    const buy = await w.api.buy(accountId, w.fund.id, 89500);
    expect(buy.status, JSON.stringify(buy.body)).toBe(201);
    const due = (await w.options(accountId)).body.data.regularCrystallisations[0].nextPaymentDate;
    const result = await runRegularCrystallisations(p.db, due);
    expect(result.refused).toBeGreaterThanOrEqual(1);
    const [payment] = await p.db
      .select()
      .from(regularCrystallisationPayments)
      .where(eq(regularCrystallisationPayments.bciId, bciId));
    expect(payment).toMatchObject({ dueDate: due, actionId: null });
    expect(payment.refusal).toMatch(/has £500.00 in cash and £1,000.00 is needed/);
    const rows = await p.db
      .select()
      .from(portfolioTransactions)
      .where(eq(portfolioTransactions.accountId, accountId));
    expect(rows.some((t) => t.transactionSubType === 'FAD Gross Withdrawal')).toBe(false);
    const options = (await w.options(accountId)).body.data;
    expect(options.mpaa.triggered).toBe(false);
    expect(options.regularCrystallisations[0].nextPaymentDate > due).toBe(true);
  });
});

describe('changing a plan', () => {
  it('when it is paused, resumed, amended and stopped with its version, then each change is recorded; a stale version is 412', async () => {
    const { accountId } = await inDrawdown();
    const bciId = (await w.createPlan(plan(accountId))).body.data.id;
    const paused = await w.patchPlan(bciId, { change: 'Pause', version: 1 });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.data).toMatchObject({ status: 'Paused', version: 2 });
    expect((await w.patchPlan(bciId, { change: 'Resume', version: 1 })).status).toBe(412);
    const resumed = await w.patchPlan(bciId, { change: 'Resume', amount: 1200, paymentDay: 7, version: 2 });
    expect(resumed.body.data).toMatchObject({ status: 'Active', amount: 1200, paymentDay: 7, version: 3 });
    expect(resumed.body.data.nextPaymentDate.slice(8)).toBe('07');
    const stopped = await w.patchPlan(bciId, { change: 'Stop', version: 3 });
    expect(stopped.body.data).toMatchObject({ status: 'Stopped', nextPaymentDate: null });
    const again = await w.patchPlan(bciId, { amount: 100, version: 4 });
    expect(again.status).toBe(409);
    const audits = await p.db.select().from(auditLog).where(eq(auditLog.entityId, bciId));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['create', 'paused', 'resumed', 'stopped']),
    );
    const history = await w.history(
      `accountId=${accountId}&clientProductActionType=Regular%20Crystallisation`,
    );
    expect(history.body.data.map((a: any) => a.method)).toEqual(['Stopped', 'Resumed', 'Paused', 'Created']);
  });

  it('when another firm patches the plan, then 404', async () => {
    const { accountId } = await inDrawdown();
    const bciId = (await w.createPlan(plan(accountId))).body.data.id;
    const res = await p.request('PATCH', `/clientproduct/action/regularcrystallisation/PNRB/${bciId}`, {
      token: outsider.token,
      body: { change: 'Stop', version: 1 },
    });
    expect(res.status).toBe(404);
  });
});
