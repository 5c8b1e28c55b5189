import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccount, firmWithUser } from '../accounts/testing/fixtures';
import { cashPostings, portfolioGroups, portfolioTransactions } from '../db/schema';
import { dec } from '../ledger/money';
import { fieldsOf } from '../ledger/testing/world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { pensionWorld } from './testing/pension-world';

let p: TestPlatform;
let w: Awaited<ReturnType<typeof pensionWorld>>;
let outsider: { token: string };
const FIRM = 'PNSA';

beforeAll(async () => {
  p = await startTestPlatform();
  w = await pensionWorld(p, FIRM);
  outsider = await firmWithUser(p, 'PNSB');
});
afterAll(() => p.close());

async function postingsOf(ids: string[]) {
  return p.db.select().from(cashPostings).where(inArray(cashPostings.transactionId, ids));
}

describe('what can be crystallised', () => {
  it('when a funded SIPP is asked about, then it answers its value, the allowance left, the age and the most PCLS', async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 100000);
    const res = await w.options(accountId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      accountId,
      clientId,
      wrapperType: 'SIPP',
      accountValue: 100000,
      uncrystallisedValue: 100000,
      crystallisedValue: 0,
      lumpSumAllowance: 268275,
      lumpSumAllowanceLeft: 268275,
      minimumPensionAge: 55,
      oldEnough: true,
      mostPclsOfAll: 25000,
      mpaa: { triggered: false, triggeredOn: null, allowance: 10000 },
      regularCrystallisations: [],
    });
    expect(res.body.data.age).toBeGreaterThanOrEqual(66);
  });

  it('when the account is a GIA, then 400 names accountId', async () => {
    const clientId = await w.retiree();
    const gia = await openAccount(p, w.token, FIRM, clientId, 'GIA');
    const res = await w.options(gia);
    expect(res.status).toBe(400);
    expect(fieldsOf(res).accountId).toMatch(/only Pension, SIPP and SSAS/);
  });

  it('when another firm asks about the account, then 404 and nothing about it', async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 1000);
    const res = await p.request('GET', `/clientproduct/action/crystallisation/PNSB?accountId=${accountId}`, {
      token: outsider.token,
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(accountId);
  });
});

describe('crystallising with a PCLS', () => {
  it('when £40,000 is crystallised, then £10,000 PCLS is paid, £30,000 designated, postings balance and the Crystallised group holds the account', async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 100000);
    const res = await w.crystallise({ accountId, method: 'PCLS', amount: 40000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({
      method: 'PCLS',
      crystallised: 40000,
      taxFree: 10000,
      taxable: 0,
      designatedToDrawdown: 30000,
      estimatedTax: null,
      paidToClient: 10000,
      lumpSumAllowanceLeftAfter: 258275,
      uncrystallisedAfter: 60000,
      crystallisedAfter: 30000,
      mpaa: { triggered: false },
    });
    expect(r.transactions).toEqual([
      expect.objectContaining({
        transactionType: 'Payment',
        transactionSubType: 'PCLS',
        amount: 10000,
        status: 'Completed',
      }),
      expect.objectContaining({
        transactionType: 'Notional',
        transactionSubType: 'FAD',
        amount: 30000,
        status: 'Completed',
      }),
    ]);
    const postings = await postingsOf(r.transactions.map((t: any) => t.id));
    expect(postings.reduce((s, x) => s.plus(dec(x.amount)), dec(0)).isZero()).toBe(true);
    expect(postings.find((x) => x.book === 'Client')?.amount).toBe('-10000.00');

    const after = await w.options(accountId);
    expect(after.body.data).toMatchObject({
      accountValue: 90000,
      crystallisedValue: 30000,
      uncrystallisedValue: 60000,
      lumpSumAllowanceUsed: 10000,
    });
    const groups = await p.db.select().from(portfolioGroups).where(eq(portfolioGroups.firmId, FIRM));
    const crystallised = groups.find(
      (g) =>
        (g.details as any).intentDetails?.status === 'Crystallised' &&
        (g.details as any).accountIds.includes(accountId),
    );
    expect(crystallised?.groupIntent).toBe('Pension Account Group');
  });

  it('when the PCLS asked is above 25 %, then 400 names the most allowed', async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 100000);
    const res = await w.crystallise({ accountId, method: 'PCLS', amount: 40000, pcls: 12000 });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).pcls).toBe('Must be at most £10,000.00, 25% of the amount crystallised');
  });

  it('when the client is under the minimum pension age, then 400', async () => {
    const clientId = await w.retiree('1980-05-17', 'Younger');
    const accountId = await w.fundedPension(clientId, 1000);
    const res = await w.crystallise({ accountId, method: 'PCLS', all: true });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).dateOfBirth).toMatch(/benefits can be taken from age 5[57]/);
  });

  it('when the amount is above the uncrystallised value, then 400', async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 1000);
    const res = await w.crystallise({ accountId, method: 'PCLS', amount: 1500 });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).amount).toMatch(/at most £1,000.00/);
  });

  it('when neither amount nor all is given, then 400 names amount', async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 1000);
    const res = await w.crystallise({ accountId, method: 'PCLS' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).amount).toBeDefined();
  });

  it('when another firm crystallises the account, then 404 and nothing is paid', async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 1000);
    const res = await p.request('POST', '/clientproduct/action/crystallisation', {
      token: outsider.token,
      body: { firmId: 'PNSB', accountId, method: 'PCLS', all: true },
    });
    expect(res.status).toBe(404);
    const rows = await p.db
      .select()
      .from(portfolioTransactions)
      .where(eq(portfolioTransactions.accountId, accountId));
    expect(rows.every((t) => t.transactionSubType === 'Deposit')).toBe(true);
  });

  it('when the cash is held by an open order, then 409 says so in plain words', async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 10000);
    const buy = await w.api.buy(accountId, w.fund.id, 9000);
    expect(buy.status, JSON.stringify(buy.body)).toBe(201);
    const res = await w.crystallise({ accountId, method: 'PCLS', all: true });
    expect(res.status).toBe(409);
    expect(res.body.error.errorMessage).toMatch(/has £1,000.00 in cash and £2,500.00 is needed/);
  });
});

describe('crystallising with an UFPLS', () => {
  it('when £10,000 is taken, then £2,500 is tax-free, £7,500 taxable with an estimated tax, and the MPAA is triggered', async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 50000);
    const res = await w.crystallise({ accountId, method: 'UFPLS', amount: 10000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({ taxFree: 2500, taxable: 7500, mpaa: { triggered: true } });
    expect(r.estimatedTax).toMatchObject({ gross: 7500, isEstimate: true, basis: 'Emergency code, month 1' });
    expect(r.paidToClient).toBe(10000 - r.estimatedTax.tax);
    expect(r.transactions.map((t: any) => [t.transactionSubType, t.amount])).toEqual([
      ['UFPLS', 2500],
      ['UFPLS Gross Withdrawal', 7500],
    ]);
    const postings = await postingsOf(r.transactions.map((t: any) => t.id));
    expect(postings.reduce((s, x) => s.plus(dec(x.amount)), dec(0)).isZero()).toBe(true);
    expect(
      postings.some((x) => x.narrative.includes('PAYE to HMRC') && dec(x.amount).eq(r.estimatedTax.tax)),
    ).toBe(true);
    const after = await w.options(accountId);
    expect(after.body.data.mpaa.triggered).toBe(true);
    expect(after.body.data.uncrystallisedValue).toBe(40000);
  });
});

describe('the lump sum allowance across accounts', () => {
  it('when the client crystallises on two accounts and declares other schemes, then the allowance used accumulates and limits the PCLS', async () => {
    const clientId = await w.retiree();
    const sipp = await w.fundedPension(clientId, 100000, 'SIPP');
    const pension = await w.fundedPension(clientId, 100000, 'Pension');
    expect((await w.crystallise({ accountId: sipp, method: 'PCLS', amount: 40000 })).status).toBe(200);
    expect((await w.options(pension)).body.data.lumpSumAllowanceUsed).toBe(10000);
    const declared = await w.crystallise({
      accountId: pension,
      method: 'PCLS',
      amount: 40000,
      lumpSumAllowanceUsedElsewhere: 255000,
    });
    expect(declared.status, JSON.stringify(declared.body)).toBe(200);
    // £268,275 less £10,000 here and £255,000 elsewhere leaves £3,275: the PCLS is held to it.
    expect(declared.body.data).toMatchObject({
      taxFree: 3275,
      designatedToDrawdown: 36725,
      lumpSumAllowanceLeftAfter: 0,
    });
    const after = await w.options(sipp);
    expect(after.body.data).toMatchObject({
      lumpSumAllowanceUsed: 268275,
      lumpSumAllowanceUsedElsewhere: 255000,
      lumpSumAllowanceLeft: 0,
    });
  });
});

describe('the history and the literal path', () => {
  it('when the history is asked for, then it lists the actions, and GET /clientproduct/{firmId}/{id} still answers products', async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 20000);
    await w.crystallise({ accountId, method: 'PCLS', amount: 4000 });
    const res = await w.history(`accountId=${accountId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.count).toBe(1);
    expect(res.body.data[0]).toMatchObject({
      accountId,
      clientProductActionType: 'Crystallisation',
      method: 'PCLS',
      amount: 4000,
      taxFree: 1000,
      description: 'PCLS of £1,000.00 paid and £3,000.00 designated to flexi-access drawdown',
    });
    const productId = res.body.data[0].clientProductId;
    const product = await p.request('GET', `/clientproduct/${FIRM}/${productId}`, { token: w.token });
    expect(product.status).toBe(200);
    expect(product.body.data).toMatchObject({ id: productId, wrapperType: 'SIPP' });
    const filtered = await w.history(
      `accountId=${accountId}&clientProductActionType=Regular%20Crystallisation`,
    );
    expect(filtered.body.meta.count).toBe(0);
  });

  it("when another firm's account is named in the history query, then 400 names it", async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 100);
    const res = await p.request('GET', `/clientproduct/action/PNSB?accountId=${accountId}`, {
      token: outsider.token,
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).accountId).toBe('Account not found');
  });
});
