import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { openAccount } from '../../accounts/testing/fixtures';
import { allocateSales } from './disinvest';
import { dec } from '../money';
import { fieldsOf, ledgerWorld, type LedgerWorld } from '../testing/world';

/** Withdrawals larger than the cash: refused, or funded by selling investments (docs/decisions/0404). */

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'DSNV');
});
afterAll(() => p.close());

const withdraw = (accountId: string, amount: number, extra: object = {}, token = w.token) =>
  w.api.post(
    {
      transactionType: 'Payment',
      transactionSubType: 'Withdrawal',
      movementType: 'Out',
      method: 'BACS Credit',
      accountId,
      amount,
      ...extra,
    },
    token,
  );
const linked = async (linkId: string) =>
  (await p.request('GET', `/portfoliotransaction/DSNV?linkId=${linkId}&sort=createdAt`, { token: w.token }))
    .body.data;
const sellsOf = async (linkId: string) =>
  (await linked(linkId)).filter((t: any) => t.movementType === 'Sell');
const rows = async (query: ReturnType<typeof sql>) => ((await p.db.execute(query)) as any).rows;

/** £1,000 in: £600 of Alpha Fund (300 units at £2), £300 of Beta plc (90.09009 units at £3.33). */
async function invested() {
  const account = await w.open();
  await w.api.fund(account, 1000);
  await w.api.buy(account, w.fund.id, 600);
  await w.api.buy(account, w.share.id, 300);
  await w.api.deal();
  expect((await w.api.summary(account)).body.data.uninvestedCash).toBe(100);
  return account;
}

describe('choosing what to sell', () => {
  const holdings = [
    { assetId: 'A', value: dec('600') },
    { assetId: 'B', value: dec('300') },
    { assetId: 'C', value: dec('100') },
  ];
  it('when Largest, then the largest holding is sold first, whole holdings sold outright', () => {
    const how = { autoDisinvest: 'Partial', sellDown: 'Largest' } as const;
    expect(allocateSales(dec('250'), holdings, how)).toEqual([{ assetId: 'A', amount: dec('250') }]);
    expect(allocateSales(dec('700'), holdings, how)).toEqual([
      { assetId: 'A', sellAll: true },
      { assetId: 'B', amount: dec('100') },
    ]);
  });
  it('when Proportional, then each holding gives its share, in pence adding up to the shortfall exactly', () => {
    const how = { autoDisinvest: 'Partial', sellDown: 'Proportional' } as const;
    const sales = allocateSales(dec('100.01'), holdings, how) as { amount: ReturnType<typeof dec> }[];
    expect(sales.map((s) => s.amount.toFixed(2))).toEqual(['60.01', '30.00', '10.00']);
    expect(allocateSales(dec('1000'), holdings, how)).toEqual(
      holdings.map((h) => ({ assetId: h.assetId, sellAll: true })),
    );
  });
  it('when Full, then everything is sold whatever the shortfall', () => {
    expect(allocateSales(dec('1'), holdings, { autoDisinvest: 'Full', sellDown: 'Largest' })).toHaveLength(3);
  });
});

describe('a withdrawal larger than the cash', () => {
  it('when auto-disinvest is not asked for, then 400 "would overdraw"; nothing is written', async () => {
    const account = await invested();
    const res = await withdraw(account, 150);
    expect(fieldsOf(res)).toEqual({
      amount: 'Only £100.00 is available to withdraw: more would overdraw the account',
    });
    expect(
      await rows(
        sql`SELECT id FROM portfolio_transactions WHERE account_id = ${account} AND status <> 'Completed'`,
      ),
    ).toEqual([]);
  });

  it('when even selling everything would not raise it, then 400 names cash and investments', async () => {
    const account = await invested();
    const res = await withdraw(account, 5000, { autoDisinvest: 'Full' });
    expect(fieldsOf(res)).toEqual({
      amount:
        'Only £999.99 is available to withdraw (£100.00 cash and £899.99 of investments that can be sold): more would overdraw the account',
    });
  });

  it('when Partial from the largest, then a sell for the shortfall is linked; the withdrawal is paid after dealing', async () => {
    const account = await invested();
    const res = await withdraw(account, 400, { autoDisinvest: 'Partial', sellDown: 'Largest' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const withdrawal = (await w.api.get(res.body.data.id)).body.data;
    expect(withdrawal).toMatchObject({ status: 'Waiting', awaitingSales: true });
    const [sell] = await sellsOf(withdrawal.linkId);
    expect(sell).toMatchObject({ status: 'Placed', movementType: 'Sell', assetId: w.fund.id, amount: 300 });
    expect((await w.api.complete(withdrawal.id)).status).toBe(409);
    expect((await w.api.deal()).body.data.executed).toBe(1);
    expect((await w.api.get(withdrawal.id)).body.data).toMatchObject({
      status: 'Waiting',
      awaitingSales: false,
    });
    expect((await w.api.complete(withdrawal.id)).body.data.status).toBe('Completed');
    const summary = (await w.api.summary(account)).body.data;
    expect(summary.uninvestedCash).toBe(0);
    expect(summary.positions.find((x: any) => x.assetId === w.fund.id).quantity).toBe(150);
  });

  it('when Proportional, then every holding sells its share; Full sells everything and keeps the rest as cash', async () => {
    const account = await invested();
    const res = await withdraw(account, 400, { autoDisinvest: 'Partial', sellDown: 'Proportional' });
    const withdrawal = (await w.api.get(res.body.data.id)).body.data;
    const sells = await sellsOf(withdrawal.linkId);
    expect(sells.map((s: any) => [s.assetId, s.amount]).sort((a: any, b: any) => b[1] - a[1])).toEqual([
      [w.fund.id, 200],
      [w.share.id, 100],
    ]);
    await w.api.deal();
    expect((await w.api.complete(withdrawal.id)).body.data.status).toBe('Completed');

    const full = await invested();
    const out = await withdraw(full, 200, { autoDisinvest: 'Full' });
    await w.api.deal();
    expect((await w.api.complete(out.body.data.id)).body.data.status).toBe('Completed');
    const summary = (await w.api.summary(full)).body.data;
    expect(summary.positions.filter((x: any) => x.positionType === 'Stock')).toEqual([]);
    expect(summary.uninvestedCash).toBe(800);
  });

  it('when the withdrawal is cancelled before dealing, then its sells are cancelled with it', async () => {
    const account = await invested();
    const res = await withdraw(account, 300, { autoDisinvest: 'Partial' });
    const cancel = await p.request(
      'PUT',
      `/portfoliotransaction/action/requestCancellation/DSNV/${res.body.data.id}`,
      { token: w.token, body: {} },
    );
    expect(cancel.body.data).toMatchObject({ status: 'Deleted', awaitingSales: false });
    const all = await linked(cancel.body.data.linkId);
    expect(all.map((t: any) => t.status)).toEqual(['Deleted', 'Deleted']);
  });

  it('when a sale is rejected, then the withdrawal fails with what was raised; its cash is free again', async () => {
    const account = await invested();
    const res = await withdraw(account, 300, { autoDisinvest: 'Partial' });
    const [sell] = await sellsOf((await w.api.get(res.body.data.id)).body.data.linkId);
    await w.api.action(sell.id, { transactionAction: 'Reject', actionReason: 'Fund suspended' });
    expect((await w.api.get(res.body.data.id)).body.data).toMatchObject({
      status: 'Error',
      statusReason: 'The sales raised too little: £100.00 of the £300.00 is available',
    });
    expect((await w.api.summary(account)).body.data.availableCash).toBe(100);
  });

  it('when four-eyes holds it Pending, then nothing is sold until a second user authorises', async () => {
    const account = await invested();
    const set = (threshold: number | null) =>
      p.request('PUT', '/settings/authorisation/DSNV', {
        token: w.token,
        body: { thresholds: [{ transactionSubType: 'Withdrawal', threshold }] },
      });
    await set(250);
    try {
      const res = await withdraw(account, 300, { autoDisinvest: 'Partial' });
      const pending = (await w.api.get(res.body.data.id)).body.data;
      expect(pending.status).toBe('Pending');
      expect(await linked(pending.linkId)).toHaveLength(1);
      const ok = await p.request('PUT', `/portfoliotransaction/action/authorise/DSNV/${pending.id}`, {
        token: w.second.token,
        body: {},
      });
      expect(ok.body.data.status).toBe('Waiting');
      expect(await linked(pending.linkId)).toHaveLength(2);
    } finally {
      await set(null);
    }
  });
});

describe('accounts that cannot pay out, orders that cannot be afforded', () => {
  it('when the account is Pending or Closed, then a withdrawal is 409 naming the status', async () => {
    const pending = await openAccount(p, w.token, 'DSNV', w.clientId, 'GIA', 'Pending');
    await w.api.fund(pending, 50);
    expect((await withdraw(pending, 10)).body.error.errorMessage).toBe(
      `Account ${pending} is Pending: only Active, Closing accounts can make withdrawals`,
    );
    const closed = await w.open();
    await p.request('PUT', `/account/DSNV/${closed}`, { token: w.token, body: { status: 'Closing' } });
    await p.request('PUT', `/account/DSNV/${closed}`, { token: w.token, body: { status: 'Closed' } });
    const res = await withdraw(closed, 10, { autoDisinvest: 'Full' });
    expect(res.status).toBe(409);
    expect(res.body.error.errorMessage).toMatch(
      /is Closed: only Active, Closing accounts can make withdrawals/,
    );
  });

  it('when a buy would overdraw, then 400 naming the cash available', async () => {
    const account = await invested();
    expect(fieldsOf(await w.api.buy(account, w.fund.id, 100.01))).toEqual({
      amount: 'Only £100.00 is available to invest',
    });
  });
});
