import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adult, firmWithUser, openAccount } from '../accounts/testing/fixtures';
import { createInstrument } from '../assets/testing/instruments';
import { valueAccount } from '../ledger';
import { fieldsOf, ledgerWorld, type LedgerWorld } from '../ledger/testing/world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { daysAgo, history } from './testing/history';
import { dailyValuations } from './valuations';

let p: TestPlatform;
let w: LedgerWorld;
let clientId: string;
let gia: string;
let isa: string;

const FIRM = 'REPTA';

/**
 * A back-dated history (days ago, prices of "Gamma Fund" in brackets):
 *  GIA: −10 pay in £100, buy 100 units (1.00); −5 (1.25); −4 pay in £10,000, buy 8,000 units (1.25);
 *       −3 (1.00); −2 £200 moved in from the ISA.
 *  ISA: −8 pay in £1,000; −2 £200 moved out to the GIA.
 * GIA's days: 100 → 125 → 10,125 (after £10,000 in) → 8,100 → 8,300 (after £200 in): time-weighted
 * 1.25 × 0.8 − 1 = 0%, while £10,300 paid in is worth £8,300.
 */
beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, FIRM);
  clientId = await adult(p, w.token, FIRM, 'History');
  gia = await openAccount(p, w.token, FIRM, clientId, 'GIA');
  isa = await openAccount(p, w.token, FIRM, clientId, 'ISA');
  const gamma = await createInstrument(p.db, {
    name: 'Gamma Fund',
    prices: [
      [daysAgo(10), '1.000000'],
      [daysAgo(5), '1.250000'],
      [daysAgo(3), '1.000000'],
    ],
    adoptedBy: [FIRM],
  });
  const g = history(p.db, FIRM, gia);
  const i = history(p.db, FIRM, isa);
  await g.payIn(daysAgo(10), '100');
  await g.buy(daysAgo(10), gamma.id, '100', '1');
  await i.payIn(daysAgo(8), '1000');
  await g.payIn(daysAgo(4), '10000');
  await g.buy(daysAgo(4), gamma.id, '8000', '1.25');
  await i.move(daysAgo(2), gia, '200');
});
afterAll(() => p.close());

const get = (path: string, token = w.token) => p.request('GET', path, { token });

describe('GET /portfolio/report/{firmId}/{clientId}', () => {
  it('when the period is left out, then it runs since the first posting, and closing values tie to each account summary', async () => {
    const res = await get(`/portfolio/report/${FIRM}/${clientId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.data;
    expect(report).toMatchObject({ id: clientId, firmId: FIRM, currency: 'GBP', fromDate: daysAgo(10) });
    expect(report.openingValue).toBe(0);
    const summaries = await Promise.all([gia, isa].map(async (a) => (await w.api.summary(a)).body.data));
    expect(report.closingValue).toBe(9100);
    expect(report.closingValue).toBe(summaries[0].currentValue + summaries[1].currentValue);
    const byId = Object.fromEntries(report.performance.accounts.map((a: any) => [a.accountId, a]));
    expect(byId[gia]).toMatchObject({ closingValue: summaries[0].currentValue, netFlows: 10300 });
    expect(byId[isa]).toMatchObject({ closingValue: summaries[1].currentValue, netFlows: 800 });
  });

  it('when a large pay-in meets a fall, then the time-weighted return differs from simple growth', async () => {
    const report = (await get(`/portfolio/report/${FIRM}/${clientId}`)).body.data;
    const byId = Object.fromEntries(report.performance.accounts.map((a: any) => [a.accountId, a]));
    expect(byId[gia].timeWeightedReturn).toBe(0);
    // Money-weighted: the £10,000 met the fall, so the pounds invested lost a lot (about −38% over the ten
    // days, not annualised under a year) while the time-weighted return is flat.
    expect(byId[gia].moneyWeightedReturn).toBeLessThan(-30);
    expect(byId[gia].moneyWeightedReturn).toBeGreaterThan(-50);
    expect(byId[isa].timeWeightedReturn).toBe(0);
    // Both accounts together: 1,125/1,100 on day −5, 9,100/11,125 on day −3 (the move cancels out).
    expect(report.performance.timeWeightedReturn).toBe(-16.34);
  });

  it('when the period is a window, then it opens at the day before and lists its pay-ins, moves and retained growth', async () => {
    const res = await get(
      `/portfolio/report/${FIRM}/${clientId}?fromDate=${daysAgo(4)}&toDate=${daysAgo(2)}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data;
    expect(r.openingValue).toBe(1125);
    expect(r.closingValue).toBe(9100);
    expect(r.payments.totalIn).toBe(10000);
    expect(r.payments.transactionsIn).toHaveLength(1);
    expect(r.payments.transactionsIn[0]).toMatchObject({
      transactionCode: 'DEPO',
      amount: 10000,
      accountId: gia,
    });
    expect(r.internalTransfers).toMatchObject({ totalIn: 200, totalOut: 200 });
    expect(r.transfers).toMatchObject({ totalIn: 0, totalOut: 0, transactionsIn: [] });
    expect(r.performance.positionsRetained).toEqual([
      expect.objectContaining({
        accountId: gia,
        quantity: 8100,
        bookValue: 10100,
        currentValue: 8100,
        growth: -2000,
      }),
    ]);
    expect(r.performance.totalRetained).toBe(-2000);
  });

  it("when the ISA's pay-in is in the period, then its subscription amount is shown", async () => {
    const r = (await get(`/portfolio/report/${FIRM}/${clientId}?fromDate=${daysAgo(8)}&toDate=${daysAgo(8)}`))
      .body.data;
    expect(r.payments.transactionsIn).toEqual([
      expect.objectContaining({ accountId: isa, subscriptionAmount: 1000, amount: 1000 }),
    ]);
  });

  it('when fromDate is after toDate or a date is malformed, then 400 names the field', async () => {
    const backwards = await get(
      `/portfolio/report/${FIRM}/${clientId}?fromDate=2026-02-01&toDate=2026-01-01`,
    );
    expect(backwards.status).toBe(400);
    expect(fieldsOf(backwards)).toEqual({ toDate: 'Must be on or after fromDate' });
    const malformed = await get(`/portfolio/report/${FIRM}/${clientId}?fromDate=01/02/2026`);
    expect(malformed.status).toBe(400);
    expect(Object.keys(fieldsOf(malformed))).toEqual(['fromDate']);
  });

  it("when the client is another firm's, then 404 exactly as for a missing one (subtrees: the cross-firm suite)", async () => {
    const other = await firmWithUser(p, 'REPTB');
    const foreign = await get(`/portfolio/report/REPTB/${clientId}`, other.token);
    expect(foreign.status).toBe(404);
    const missing = await get(`/portfolio/report/${FIRM}/ZZZZZZZ`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.errorMessage).toBe(foreign.body.error.errorMessage);
  });
});

describe('GET /account/report/{firmId}/{accountId}', () => {
  it("when one account is asked for, then the report is that account's, and its closing value is the summary's", async () => {
    const res = await get(`/account/report/${FIRM}/${gia}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({
      id: gia,
      openingValue: 0,
      closingValue: (await w.api.summary(gia)).body.data.currentValue,
    });
    expect(r.internalTransfers).toMatchObject({ totalIn: 200, totalOut: 0 });
    expect(r.performance.accounts).toHaveLength(1);
    expect(r.performance.timeWeightedReturn).toBe(0);
    expect((await get(`/account/report/${FIRM}/ZZZZZZZ`)).status).toBe(404);
  });

  it('when an account holds today what the live ledger dealt, then fees are charges and values tie to the summary', async () => {
    const account = await w.open('GIA');
    await w.api.fund(account, 1_000);
    expect((await w.api.buy(account, w.fund.id, 500)).status).toBe(201);
    expect((await w.api.deal()).status).toBe(200);
    expect((await w.api.fee(account, 25)).status).toBe(201);
    const r = (await get(`/account/report/${FIRM}/${account}`)).body.data;
    const summary = (await w.api.summary(account)).body.data;
    expect(r.closingValue).toBe(summary.currentValue);
    expect(r.charges.total).toBeGreaterThanOrEqual(25);
    expect(r.charges.transactions.map((t: any) => t.transactionCode)).toContain('FEEA');
    expect(r.performance.positionsRetained[0]).toMatchObject({
      bookValue: summary.positions[0].bookValue,
      currentValue: summary.positions[0].currentValue,
    });
  });
});

describe('GET /portfolio/summary/{firmId}/{clientId}', () => {
  it('when asked for, then accounts are their summaries, totals their sums, with products and returns', async () => {
    const res = await get(`/portfolio/summary/${FIRM}/${clientId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({ id: clientId, currentValue: 9100, uninvestedCash: 1000, bookValue: 10100 });
    expect(s.growth).toBe(-2000);
    expect(s.positions.map((x: any) => x.accountId).sort()).toEqual([gia, gia, isa].sort());
    expect(s.products).toEqual(
      expect.arrayContaining([
        { wrapperType: 'ISA', remainingSubscriptionAmount: expect.any(Number), accountId: isa },
        { wrapperType: 'GIA', remainingSubscriptionAmount: null, accountId: gia },
      ]),
    );
    expect(s.timeWeightedReturn).toBe(-16.34);
    const bad = await get(`/portfolio/summary/${FIRM}/${clientId}?toDate=2026-13-01`);
    expect(bad.status).toBe(400);
  });
});

describe('GET /portfolio/performance/{firmId}/{clientId}', () => {
  it('when asked for a period, then daily points carry value, contributions and the cumulative TWR', async () => {
    const res = await get(
      `/portfolio/performance/${FIRM}/${clientId}?fromDate=${daysAgo(5)}&toDate=${daysAgo(3)}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = res.body.data;
    expect(c.interval).toBe('Day');
    expect(c.points).toEqual([
      { date: daysAgo(6), value: 1100, netContributions: 1100, cumulativeReturn: 0 },
      { date: daysAgo(5), value: 1125, netContributions: 1100, cumulativeReturn: 2.27 },
      { date: daysAgo(4), value: 11125, netContributions: 11100, cumulativeReturn: 2.27 },
      { date: daysAgo(3), value: 9100, netContributions: 11100, cumulativeReturn: -16.34 },
    ]);
    expect(c.accounts).toHaveLength(2);
  });

  it("when one account is asked for, then only its points; another client's account is 404", async () => {
    const one = await get(`/portfolio/performance/${FIRM}/${clientId}?accountId=${isa}`);
    expect(one.body.data.accounts.map((a: any) => a.accountId)).toEqual([isa]);
    expect(one.body.data.closingValue).toBe(800);
    const strange = await get(`/portfolio/performance/${FIRM}/${clientId}?accountId=${await w.open('GIA')}`);
    expect(strange.status).toBe(404);
  });

  it('when the period is longer than a year, then points are weekly and the last day is always there', async () => {
    const c = (await get(`/portfolio/performance/${FIRM}/${clientId}?fromDate=2020-01-01`)).body.data;
    expect(c.interval).toBe('Week');
    expect(c.points.at(-1).value).toBe(9100);
  });
});

describe('daily valuations', () => {
  it("when valued day by day in one query, then every day equals the ledger's own valuation of that day", async () => {
    const series = (await dailyValuations(p.db, [gia], daysAgo(11), daysAgo(0))).get(gia)!;
    expect(series).toHaveLength(12);
    for (const day of series)
      expect(day.value.toFixed(2), day.date).toBe((await valueAccount(p.db, gia, day.date)).total.toFixed(2));
    expect(series.filter((d) => !d.flow.isZero()).map((d) => d.flow.toFixed())).toEqual([
      '100',
      '10000',
      '200',
    ]);
  });
});
