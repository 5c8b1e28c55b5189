import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { createInstrument } from '../assets/testing/instruments';
import { businessDaysOld, isStalePrice } from '../ledger';
import { businessDaysAgo } from '../ledger/testing/dates';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';

/** Dealing and valuations know how old a price is (docs/decisions/0409). */

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'FRSH');
});
afterAll(() => p.close());

const ukDate = (iso: string) => iso.split('-').reverse().join('/');

describe('price freshness', () => {
  it('when business days are counted, then weekends are skipped', () => {
    expect(businessDaysOld('2026-11-20', '2026-11-23')).toBe(1); // Friday to Monday
    expect(businessDaysOld('2026-11-11', '2026-11-25')).toBe(10);
    expect(isStalePrice('2026-11-20', '2026-11-23')).toBe(false);
    expect(isStalePrice('2026-11-23', '2026-11-25')).toBe(true);
    expect(isStalePrice(null, '2026-11-25')).toBe(false);
  });

  it('when an order is on a 10-business-day-old price, then it goes to Error with the reason while a fresh-priced order in the same run executes', async () => {
    const old = businessDaysAgo(10);
    const stale = await createInstrument(p.db, {
      name: 'Dusty Income Fund',
      prices: [[old, '4.000000']],
      adoptedBy: ['FRSH'],
    });
    const account = await w.open();
    await w.api.fund(account, 1000);
    const staleBuy = await w.api.buy(account, stale.id, 200);
    const freshBuy = await w.api.buy(account, w.fund.id, 200);
    expect([staleBuy.status, freshBuy.status]).toEqual([201, 201]);

    const run = await w.api.deal();
    const reason = `The latest price of Dusty Income Fund is from ${ukDate(old)}, older than 5 business days: dealing waits for a fresh price; place the order again once there is one`;
    expect(run.body.data).toMatchObject({ executed: 1, rejected: 1 });
    expect(run.body.data.orders).toEqual([
      { transactionId: staleBuy.body.data.id, status: 'Error', reason },
      { transactionId: freshBuy.body.data.id, status: 'Completed', reason: null },
    ]);
    expect((await w.api.get(staleBuy.body.data.id)).body.data).toMatchObject({
      status: 'Error',
      statusReason: reason,
    });
    // Its cash is no longer held back: only the executed order's £200 has left.
    expect((await w.api.summary(account)).body.data.availableCash).toBe(800);
  });

  it('when the firm allows older prices in its node configuration, then dealing uses the setting', async () => {
    const patched = await p.request('PATCH', '/node/config/FRSH', {
      token: w.token,
      body: { nodeId: '0', maxPriceAgeBusinessDays: 12 },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data.maxPriceAgeBusinessDays).toBe(12);
    const old = await createInstrument(p.db, {
      name: 'Quiet Bond Fund',
      prices: [[businessDaysAgo(10), '1.000000']],
      adoptedBy: ['FRSH'],
    });
    const account = await w.open();
    await w.api.fund(account, 100);
    const buy = await w.api.buy(account, old.id, 50);
    const run = await w.api.deal();
    expect(run.body.data.orders).toEqual([
      { transactionId: buy.body.data.id, status: 'Completed', reason: null },
    ]);
    const tooBig = await p.request('PATCH', '/node/config/FRSH', {
      token: w.token,
      body: { nodeId: '0', maxPriceAgeBusinessDays: 31 },
    });
    expect(tooBig.status).toBe(400);
  });

  it('when an account is valued, then each holding carries its price date and whether it is stale', async () => {
    const account = await w.open();
    await w.api.fund(account, 100);
    const lagging = await createInstrument(p.db, {
      name: 'Lagging Fund',
      prices: [[businessDaysAgo(3), '2.000000']],
      adoptedBy: ['FRSH'],
    });
    await w.api.buy(account, lagging.id, 40);
    await w.api.buy(account, w.fund.id, 40);
    await w.api.deal();
    const { body } = await w.api.summary(account);
    const byName = Object.fromEntries(body.data.positions.map((x: any) => [x.assetName, x]));
    expect(byName['Lagging Fund']).toMatchObject({
      currentPriceDate: businessDaysAgo(3),
      priceStale: true,
    });
    expect(byName['Alpha Fund']).toMatchObject({ currentPriceDate: businessDaysAgo(1), priceStale: false });
    expect(byName.Cash).toMatchObject({ currentPriceDate: null, priceStale: false });
    expect(body.data).toMatchObject({ clientName: 'Ada Ledger', clientStatus: 'Active' });
  });
});
