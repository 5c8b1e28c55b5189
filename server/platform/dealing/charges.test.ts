import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { cashPostings } from '../db/schema';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'TARIFF');
  const res = await p.request('PATCH', `/node/config/${w.firmId}`, {
    token: w.token,
    body: {
      nodeId: '0',
      dealingChargeExchange: 5.95,
      dealingChargeFunds: 1,
      collectStampDuty: true,
      collectPtmLevy: true,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});
afterAll(() => p.close());

const note = async (id: string) => (await w.api.get(id)).body.data;

describe('dealing charges the firm’s tariff', () => {
  it('when a UK share is bought for £2,000, then the buy pays consideration plus dealing and stamp, all in its book cost', async () => {
    const account = await w.open();
    await w.api.fund(account, 2500);
    const order = (await w.api.buy(account, w.share.id, 2000)).body.data.id;
    await w.api.deal();
    const done = await note(order);
    expect(done.status).toBe('Completed');
    const cn = done.contractNote;
    // £2,000 less £5.95 dealing, divided by 1.005 for stamp, bought in whole micro-units at £3.33.
    expect(cn.chargeLines.map((l: { type: string }) => l.type)).toEqual(['Dealing', 'Stamp']);
    expect(cn.chargeLines[0].amount).toBe(5.95);
    expect(cn.chargeLines[1].amount).toBe(Math.round(cn.consideration * 0.5) / 100);
    expect(cn.netAmount).toBeCloseTo(cn.consideration + cn.charges, 2);
    expect(cn.netAmount).toBeLessThanOrEqual(2000);
    expect(cn.netAmount).toBeGreaterThan(1999.9);
    const summary = (await w.api.summary(account)).body.data;
    expect(summary.closingCashValue).toBeCloseTo(2500 - cn.netAmount, 2);
    expect(summary.bookValue).toBeCloseTo(cn.netAmount, 2);
    const fees = await p.db
      .select()
      .from(cashPostings)
      .where(and(eq(cashPostings.transactionId, order), eq(cashPostings.book, 'Fees')));
    expect(fees.map((f) => Number(f.amount))).toEqual([cn.charges]);
  });

  it('when the holding is sold, then the proceeds and the gain are less the dealing charge (no stamp on a sale)', async () => {
    const account = await w.open();
    await w.api.fund(account, 1000);
    const buy = (await w.api.buy(account, w.share.id, 1000)).body.data.id;
    await w.api.deal();
    const bought = (await note(buy)).contractNote;
    const sell = (await w.api.sell(account, w.share.id, { sellAll: true })).body.data.id;
    await w.api.deal();
    const sold = (await note(sell)).contractNote;
    expect(sold.chargeLines).toEqual([{ type: 'Dealing', amount: 5.95 }]);
    expect(sold.netAmount).toBeCloseTo(sold.consideration - 5.95, 2);
    const summary = (await w.api.summary(account)).body.data;
    expect(summary.closingCashValue).toBeCloseTo(1000 - bought.netAmount + sold.netAmount, 2);
    expect(summary.bookValue).toBe(0);
  });

  it('when a fund is bought, then only the fund dealing charge applies', async () => {
    const account = await w.open();
    await w.api.fund(account, 600);
    const order = (await w.api.buy(account, w.fund.id, 500)).body.data.id;
    await w.api.deal();
    const cn = (await note(order)).contractNote;
    expect(cn.chargeLines).toEqual([{ type: 'Dealing', amount: 1 }]);
    expect(cn.netAmount).toBeLessThanOrEqual(500);
    expect(cn.consideration).toBeLessThanOrEqual(499);
  });

  it('when an order is dealt, then its client gets a Contract Note message waiting for its PDF', async () => {
    const account = await w.open();
    await w.api.fund(account, 300);
    await w.api.buy(account, w.fund.id, 200);
    await w.api.deal();
    const res = await p.request(
      'GET',
      `/message/${w.firmId}?accountId=${account}&messageType=Contract%20Note`,
      {
        token: w.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      clientId: w.clientId,
      accountId: account,
      status: 'Unread',
      documentStatus: 'Preparing',
    });
    expect(res.body.data[0].body).toContain('Alpha Fund');
  });
});
