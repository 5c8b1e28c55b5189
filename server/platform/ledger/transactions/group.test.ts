import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { fieldsOf, ledgerWorld, type LedgerWorld } from '../testing/world';

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'GRUP');
});
afterAll(() => p.close());

const group = (body: object) =>
  p.request('POST', '/portfolioTransactionGroup', { token: w.token, body: { firmId: 'GRUP', ...body } });
const deposit = (amount: number) => ({
  transactionType: 'Payment',
  transactionSubType: 'Deposit',
  movementType: 'In',
  method: 'Bank Transfer',
  amount,
});
const buy = (assetId: string, amount: number) => ({
  transactionType: 'Order',
  transactionSubType: 'At Best',
  movementType: 'Invest',
  assetId,
  amount,
});
/** A group's transactions: the pay-in first, then the orders by asset name. */
const byLink = async (linkId: string) =>
  (await p.request('GET', `/portfoliotransaction/GRUP?linkId=${linkId}`, { token: w.token })).body.data.sort(
    (a: any, b: any) =>
      b.transactionType.localeCompare(a.transactionType) || a.assetName.localeCompare(b.assetName),
  );
const count = async () =>
  ((await p.db.execute(sql`SELECT count(*)::int AS n FROM portfolio_transactions`)) as any).rows[0].n;

describe('POST /portfolioTransactionGroup', () => {
  it('when £10,000 is paid into an ISA with £9,800 invested across two funds, then the buys wait, then deal', async () => {
    const isa = await w.open('ISA');
    const res = await group({
      accountId: isa,
      transactions: [deposit(10_000), buy(w.fund.id, 4_900), buy(w.share.id, 4_900)],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const linkId = res.body.data.id;
    const [payIn, fundBuy, shareBuy] = await byLink(linkId);
    expect([payIn.status, fundBuy.status, shareBuy.status]).toEqual(['Waiting', 'Waiting', 'Waiting']);
    expect(payIn.linkId).toBe(linkId);
    expect((await w.api.deal()).body.data.placed).toBe(0);

    const completed = await w.api.complete(payIn.id);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect((await byLink(linkId)).map((t: any) => t.status)).toEqual(['Completed', 'Placed', 'Placed']);
    expect((await w.api.summary(isa)).body.data).toMatchObject({
      uninvestedCash: 10_000,
      availableCash: 200,
    });

    expect((await w.api.deal()).body.data).toMatchObject({ executed: 2, rejected: 0 });
    const summary = (await w.api.summary(isa)).body.data;
    expect(summary).toMatchObject({
      uninvestedCash: 200,
      bookValue: 9_800,
      remainingSubscriptionAmount: 10_000,
    });
    expect(summary.positions.map((x: any) => [x.assetId, x.quantity, x.bookValue])).toEqual([
      [w.fund.id, 2_450, 4_900],
      [w.share.id, 1_471.471471, 4_900],
      [null, null, null],
    ]);
  });

  it('when one transaction of the group is refused, then nothing is written and the field is named', async () => {
    const gia = await w.open('GIA');
    const before = await count();
    const res = await group({
      accountId: gia,
      transactions: [deposit(100), buy(w.fund.id, 150), deposit(0)],
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ 'transactions.2.amount': 'Must be more than 0' });
    const funded = await group({ accountId: gia, transactions: [deposit(100), buy(w.fund.id, 150)] });
    expect(fieldsOf(funded)).toEqual({ 'transactions.1.amount': 'Only £0.00 is available to invest' });
    expect(await count()).toBe(before);
  });

  it('when elements name no account and the group names none, then 400 per element', async () => {
    const res = await group({ transactions: [deposit(10), { ...deposit(10), firmId: 'OTHER' }] });
    expect(fieldsOf(res)).toEqual({
      'transactions.0.accountId': 'Required',
      'transactions.1.accountId': 'Required',
      'transactions.1.firmId': "Must be the group's firmId",
    });
  });

  it('when the group pay-in is rejected, then the buys it was to fund fail with it', async () => {
    const gia = await w.open('GIA');
    const res = await group({ accountId: gia, transactions: [deposit(500), buy(w.fund.id, 500)] });
    const [payIn] = await byLink(res.body.data.id);
    const rejected = await w.api.action(payIn.id, {
      transactionAction: 'Reject',
      actionReason: 'Direct Debit bounced',
    });
    expect(rejected.body.data).toMatchObject({ status: 'Error', statusReason: 'Direct Debit bounced' });
    const [, order] = await byLink(res.body.data.id);
    expect(order).toMatchObject({
      status: 'Error',
      statusReason: 'The pay-in that funded this order failed',
    });
  });
});
