import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmWithUser, openAccount } from '../accounts/testing/fixtures';
import { londonToday } from '../ledger';
import { pensionWorld } from '../pensions/testing/pension-world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { fieldNames, gbp, generate, generated, longDay } from './testing/documents';

/** POST /files/drawdownapplication (decision 0903): the PDF's text, read back, names the right figures. */

let p: TestPlatform;
let w: Awaited<ReturnType<typeof pensionWorld>>;
let outsider: { token: string };
const today = londonToday();

beforeAll(async () => {
  p = await startTestPlatform();
  w = await pensionWorld(p, 'DDAP');
  outsider = await firmWithUser(p, 'DDAQ');
});
afterAll(() => p.close());

describe('POST /files/drawdownapplication', () => {
  it('when a PCLS was made and a monthly income set up, then the application states both, the MPAA notice and a declaration to sign', async () => {
    const clientId = await w.retiree('1958-06-02', 'Drawer');
    const accountId = await w.fundedPension(clientId, 100000);
    const made = await w.crystallise({ accountId, method: 'PCLS', amount: 40000 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const plan = await w.createPlan({
      accountId,
      method: 'FAD',
      amount: 500,
      frequency: 'Monthly',
      paymentDay: 14,
      startDate: '2099-01-14',
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    const pcls = made.body.data.transactions[0].id;

    const { text, title, file } = await generated(p, w.token, 'drawdownapplication', {
      accountId,
      transactionId: pcls,
    });
    expect(title).toContain('Drawdown application');
    expect(file).toMatchObject({ fileType: 'drawdownapplication', accountId, clientId });
    expect(file.reference).toMatch(/^DA-/);
    expect(text).toContain('Member Rex Drawer');
    expect(text).toContain('Date of birth 2 June 1958');
    expect(text).toContain(`Account ${accountId}`);
    expect(text).toContain(`Scheme administrator Firm DDAP`);
    expect(text).toContain(`Status Paid on ${longDay(today)}`);
    expect(text).toContain(`Amount crystallised ${gbp(40000)}`);
    expect(text).toContain(`Tax-free cash ${gbp(10000)}`);
    expect(text).toContain(`Designated to flexi-access drawdown ${gbp(30000)}`);
    expect(text).toContain(`Lump sum allowance left after this ${gbp(258275)}`);
    expect(text).toContain('Type of income Flexi-access drawdown income');
    expect(text).toContain(`Amount of each payment (before tax) ${gbp(500)}`);
    expect(text).toContain('Frequency Monthly');
    expect(text).toContain('Payment day The 14th of the month');
    expect(text).toContain(`Starting from ${longDay('2099-01-14')}`);
    expect(text).toContain(`Income plan reference ${plan.body.data.id}`);
    // A PCLS alone does not trigger the MPAA; the income it sets up will.
    expect(text).toContain('the money purchase annual allowance applies');
    expect(text).toContain('From your first drawdown income');
    expect(text).toContain(`limited to ${gbp(10000)} a year`);
    expect(text).toContain('within 91 days');
    expect(text).toContain('Pension Wise');
    expect(text).toContain('value can fall as well as rise');
    expect(text).toContain('I, Rex Drawer, apply to Firm DDAP');
    expect(text).toContain('Member signature ____');
  });

  it('when an UFPLS is proposed, then nothing is paid and the application shows the taxable part, the emergency tax as an estimate and the MPAA from this payment', async () => {
    const clientId = await w.retiree('1959-01-20', 'Proposer');
    const accountId = await w.fundedPension(clientId, 50000);
    const { text } = await generated(p, w.token, 'drawdownapplication', {
      accountId,
      crystallisation: { method: 'UFPLS', amount: 10000 },
      deliver: false,
    });
    expect(text).toContain(`Status Applied for on ${longDay(today)}`);
    expect(text).toContain('Uncrystallised funds pension lump sum (UFPLS)');
    expect(text).toContain(`Tax-free cash ${gbp(2500)}`);
    expect(text).toContain(`Taxable part (paid as pension income) ${gbp(7500)}`);
    expect(text).toMatch(/Estimated tax deducted \(emergency basis\) £[\d,]+\.\d\d/);
    expect(text).toContain('Emergency tax: the tax shown is an estimate');
    expect(text).toContain('Emergency code, month 1');
    expect(text).toContain(`From this payment (${longDay(today)}), the money purchase annual allowance`);
    expect(text).toContain('You have not asked for a regular income');
    // Proposed, so nothing was crystallised.
    const options = await w.options(accountId);
    expect(options.body.data).toMatchObject({ uncrystallisedValue: 50000, lumpSumAllowanceUsed: 0 });
  });

  it('when the proposal is beyond the rules, then 400 names the field under crystallisation', async () => {
    const clientId = await w.retiree('1960-02-02', 'Greedy');
    const accountId = await w.fundedPension(clientId, 100000);
    const res = await generate(p, w.token, 'drawdownapplication', {
      accountId,
      crystallisation: { method: 'PCLS', amount: 40000, pcls: 12000 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([
      {
        fieldName: 'crystallisation.pcls',
        errorMessage: 'Must be at most £10,000.00, 25% of the amount crystallised',
      },
    ]);
  });

  it('when the body names nothing to apply for, or a GIA and a transaction of no crystallisation, then 400 lists each', async () => {
    const clientId = await w.retiree('1961-03-03', 'Empty');
    const pension = await w.fundedPension(clientId, 1000);
    const nothing = await generate(p, w.token, 'drawdownapplication', { accountId: pension });
    expect(fieldNames(nothing)).toEqual(['transactionId']);
    const gia = await openAccount(p, w.token, 'DDAP', clientId, 'GIA');
    const payIn = await w.api.fund(gia, 100);
    const both = await generate(p, w.token, 'drawdownapplication', { accountId: gia, transactionId: payIn });
    expect(both.status).toBe(400);
    expect(fieldNames(both)).toEqual(['accountId', 'transactionId']);
    const noAccount = await generate(p, w.token, 'drawdownapplication', {
      crystallisation: { method: 'PCLS', all: true },
    });
    expect(fieldNames(noAccount)).toEqual(['accountId']);
  });

  it('when a drawdown income is proposed on an account with nothing crystallised, then 400 names it', async () => {
    const clientId = await w.retiree('1962-04-04', 'Early');
    const accountId = await w.fundedPension(clientId, 20000);
    const res = await generate(p, w.token, 'drawdownapplication', {
      accountId,
      crystallisation: { method: 'UFPLS', amount: 1000 },
      regularIncome: {
        method: 'FAD',
        amount: 100,
        frequency: 'Monthly',
        paymentDay: 1,
        startDate: '2099-01-01',
      },
    });
    expect(res.status).toBe(400);
    expect(fieldNames(res)).toEqual(['regularIncome.method']);
  });

  it("when another firm's account is named, then 404 and nothing about it", async () => {
    const clientId = await w.retiree('1957-05-05', 'Private');
    const accountId = await w.fundedPension(clientId, 1000);
    const res = await p.request('POST', '/files/drawdownapplication', {
      token: outsider.token,
      body: { accountId, crystallisation: { method: 'PCLS', all: true } },
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Private');
  });

  it('when deliver is false, then the file is kept without a message in the box', async () => {
    const clientId = await w.retiree('1956-07-07', 'Generic');
    const accountId = await w.fundedPension(clientId, 8000);
    const res = await p.request('POST', '/files/drawdownapplication', {
      token: w.token,
      body: { accountId, crystallisation: { method: 'PCLS', all: true }, deliver: false },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ fileType: 'drawdownapplication', messageId: null });
  });
});
