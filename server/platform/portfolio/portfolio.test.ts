import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minor, openAccount } from '../accounts/testing/fixtures';
import { prices } from '../db/schema';
import { londonToday } from '../ledger';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
let w: LedgerWorld;
let isa: string;
let gia: string;
let childId: string;
let jisa: string;

const FIRM = 'PORTA';

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, FIRM);
  isa = await w.open('ISA');
  gia = await w.open('GIA');
  await w.api.fund(isa, 10_000);
  await w.api.fund(gia, 2_500.55);
  const buy = await w.api.buy(isa, w.fund.id, 3_000);
  expect(buy.status, JSON.stringify(buy.body)).toBe(201);
  expect((await w.api.buy(isa, w.share.id, 1_234.56)).status).toBe(201);
  expect((await w.api.deal()).status).toBe(200);
  // The fund rises after the trade, so the portfolio shows growth.
  await p.db.insert(prices).values({ assetId: w.fund.id, priceDate: londonToday(), price: '2.500000' });
  childId = await minor(p, w.token, FIRM, w.clientId);
  jisa = await openAccount(p, w.token, FIRM, childId, 'JISA');
  await w.api.fund(jisa, 900);
});
afterAll(() => p.close());

const sumOf = (xs: number[]) => Math.round(xs.reduce((s, x) => s + x * 100, 0)) / 100;

describe('GET /portfolio/{firmId}', () => {
  it("when a client's accounts hold cash and stock, then the portfolio equals the sum of the account summaries", async () => {
    const res = await p.request('GET', `/portfolio/${FIRM}?id=${w.clientId}`, { token: w.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.count).toBe(1);
    const [portfolio] = res.body.data;
    const summaries = await Promise.all([isa, gia].map(async (a) => (await w.api.summary(a)).body.data));
    expect(portfolio).toMatchObject({
      id: w.clientId,
      firmId: FIRM,
      clientType: 'Individual',
      currency: 'GBP',
      accounts: 2,
      currentValue: sumOf(summaries.map((s) => s.currentValue)),
      uninvestedCash: sumOf(summaries.map((s) => s.uninvestedCash)),
      bookValue: sumOf(summaries.map((s) => s.bookValue)),
      netContributions: 12_500.55,
    });
    expect(portfolio.growth).toBe(sumOf([portfolio.currentValue, -12_500.55]));
    expect(portfolio.growth).toBe(750); // £3,000 bought 1,500 units of the fund at £2.00; now £2.50
  });

  it('when filtered by type, status, name or client product, then only matching portfolios answer', async () => {
    const minors = await p.request('GET', `/portfolio/${FIRM}?clientType=Individual%20Minor`, {
      token: w.token,
    });
    expect(minors.body.data.map((c: { id: string }) => c.id)).toEqual([childId]);
    expect(minors.body.data[0]).toMatchObject({ accounts: 1, currentValue: 900, uninvestedCash: 900 });
    const named = await p.request('GET', `/portfolio/${FIRM}?idOrName=ledger`, { token: w.token });
    expect(named.body.data.map((c: { id: string }) => c.id)).toEqual([w.clientId]);
    const products = await p.request('GET', `/clientproduct/${FIRM}?clientId=${childId}`, { token: w.token });
    const byProduct = await p.request('GET', `/portfolio/${FIRM}?intentDetails=${products.body.data[0].id}`, {
      token: w.token,
    });
    expect(byProduct.body.data.map((c: { id: string }) => c.id)).toEqual([childId]);
    const none = await p.request('GET', `/portfolio/${FIRM}?status=Registered&id=${w.clientId}`, {
      token: w.token,
    });
    expect(none.body.meta.count).toBe(0);
    const bad = await p.request('GET', `/portfolio/${FIRM}?status=Open`, { token: w.token });
    expect(bad.status).toBe(400);
  });
});

describe('GET /portfolio/clientgroupsummary/{firmId}/{clientId}', () => {
  it('when a parent has a child with a JISA, then the family is valued together by client and wrapper', async () => {
    const res = await p.request('GET', `/portfolio/clientgroupsummary/${FIRM}/${w.clientId}`, {
      token: w.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.data;
    expect(s.clients.map((c: { id: string; relationship: string }) => [c.id, c.relationship])).toEqual([
      [w.clientId, 'Self'],
      [childId, 'Child'],
    ]);
    expect(s.accounts).toBe(3);
    expect(s.currentValue).toBe(sumOf(s.clients.map((c: { currentValue: number }) => c.currentValue)));
    expect(s.wrappers.map((x: { wrapperType: string }) => x.wrapperType)).toEqual(['GIA', 'ISA', 'JISA']);
    expect(s.wrappers.find((x: { wrapperType: string }) => x.wrapperType === 'JISA').currentValue).toBe(900);

    const fromChild = await p.request('GET', `/portfolio/clientgroupsummary/${FIRM}/${childId}`, {
      token: w.token,
    });
    expect(fromChild.body.data.clients.map((c: { relationship: string }) => c.relationship)).toEqual([
      'Parent',
      'Self',
    ]);
    expect(fromChild.body.data.currentValue).toBe(s.currentValue);
  });

  it('when the client is in a fee group, then the summary names it; an unknown client is 404', async () => {
    const group = await p.request('POST', '/portfolioGroup', {
      token: w.token,
      body: { firmId: FIRM, name: 'Family fees', clientIds: [w.clientId] },
    });
    expect(group.status).toBe(201);
    const res = await p.request('GET', `/portfolio/clientgroupsummary/${FIRM}/${w.clientId}`, {
      token: w.token,
    });
    expect(res.body.data.portfolioGroups).toEqual([
      { id: group.body.data.id, name: 'Family fees', groupIntent: 'Client Fee Group' },
    ]);
    const missing = await p.request('GET', `/portfolio/clientgroupsummary/${FIRM}/ZZZZZZZ`, {
      token: w.token,
    });
    expect(missing.status).toBe(404);
  });
});
