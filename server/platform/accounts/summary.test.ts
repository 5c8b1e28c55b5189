import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { prices } from '../db/schema';
import { createInstrument } from '../assets/testing/instruments';
import { londonToday } from '../ledger';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';

let p: TestPlatform;
let w: LedgerWorld;
const today = londonToday();
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'SUMM');
});
afterAll(() => p.close());

describe('GET /account/summary/{firmId}/{accountId}', () => {
  it('when the price rises after a buy, then value, book cost, growth and allocation follow', async () => {
    const riser = await createInstrument(p.db, {
      name: 'Riser',
      prices: [[yesterday, '2']],
      adoptedBy: ['SUMM'],
    });
    const account = await w.open();
    await w.api.fund(account, 1000);
    await w.api.fee(account, 10);
    await w.api.buy(account, riser.id, 600);
    await w.api.deal();
    await p.db.insert(prices).values({ assetId: riser.id, priceDate: today, price: '2.5' });
    const res = await w.api.summary(account);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: account,
      wrapperType: 'GIA',
      fromDate: null,
      toDate: today,
      openingValue: 0,
      closingCashValue: 390,
      closingStockValue: 750,
      currentValue: 1140,
      uninvestedCash: 390,
      availableCash: 390,
      bookValue: 600,
      netContributions: 1000,
      growth: 140,
      growthPercent: 14,
      remainingSubscriptionAmount: null,
    });
    expect(res.body.data.positions).toEqual([
      expect.objectContaining({
        id: `${account}|S|${riser.isin}`,
        quantity: 300,
        bookValue: 600,
        currentPrice: 2.5,
        currentPriceDate: today,
        currentValue: 750,
        growth: 150,
        growthPercent: 25,
        allocation: 65.79,
      }),
      expect.objectContaining({
        id: `${account}|C|GBP`,
        positionType: 'Cash',
        currentValue: 390,
        allocation: 34.21,
      }),
    ]);
  });

  it('when valued up to yesterday, then nothing done today counts', async () => {
    const account = await w.open();
    await w.api.fund(account, 100);
    const res = await p.request('GET', `/account/summary/SUMM/${account}?toDate=${yesterday}`, {
      token: w.token,
    });
    expect(res.body.data).toMatchObject({
      currentValue: 0,
      netContributions: 0,
      growth: 0,
      positions: [expect.objectContaining({ positionType: 'Cash', currentValue: 0 })],
    });
    const window = await p.request(
      'GET',
      `/account/summary/SUMM/${account}?fromDate=${today}&toDate=${today}`,
      { token: w.token },
    );
    expect(window.body.data).toMatchObject({
      fromDate: today,
      openingValue: 0,
      currentValue: 100,
      netContributions: 100,
      growth: 0,
    });
  });

  it('when dates are backwards or the account is unknown, then 400 and 404', async () => {
    const account = await w.open();
    const res = await p.request(
      'GET',
      `/account/summary/SUMM/${account}?fromDate=2026-02-01&toDate=2026-01-01`,
      { token: w.token },
    );
    expect(res.body.error.fieldErrors).toEqual([
      { fieldName: 'fromDate', errorMessage: 'Must be on or before toDate' },
    ]);
    expect((await p.request('GET', '/account/summary/SUMM/NOSUCH', { token: w.token })).status).toBe(404);
  });
});
