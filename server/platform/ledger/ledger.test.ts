import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { fieldsOf, ledgerWorld, type LedgerWorld } from './testing/world';

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'LEDA');
});
afterAll(() => p.close());

describe('pay-ins and withdrawals', () => {
  it('when money is paid in and the payment completed, then the account holds it, posted against the bank', async () => {
    const account = await w.open();
    const created = await w.api.payIn(account, 1000);
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await w.api.get(id)).body.data).toMatchObject({
      status: 'Waiting',
      incomplete: true,
      transactionType: 'Payment',
      transactionSubType: 'Deposit',
      movementType: 'In',
      method: 'Bank Transfer',
      amount: 1000,
      accountId: account,
      clientId: w.clientId,
      requestedBy: w.userId,
    });
    const done = await w.api.complete(id);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'Completed', incomplete: false });
    const summary = await w.api.summary(account);
    expect(summary.body.data).toMatchObject({
      uninvestedCash: 1000,
      availableCash: 1000,
      currentValue: 1000,
      growth: 0,
    });
    const postings = await p.db.execute(
      sql`SELECT book, amount::text FROM cash_postings WHERE transaction_id = ${id} ORDER BY book`,
    );
    expect((postings as any).rows).toEqual([
      { book: 'Bank', amount: '-1000.00' },
      { book: 'Client', amount: '1000.00' },
    ]);
  });

  it('when a withdrawal asks for more than is available, then 400 names the amount left; nothing is written', async () => {
    const account = await w.open();
    await w.api.fund(account, 300);
    const first = await w.api.withdraw(account, 200);
    expect(first.status).toBe(201);
    const second = await w.api.withdraw(account, 150);
    expect(second.status).toBe(400);
    expect(fieldsOf(second)).toEqual({
      amount: 'Only £100.00 is available to withdraw: more would overdraw the account',
    });
    await w.api.complete(first.body.data.id);
    expect((await w.api.summary(account)).body.data).toMatchObject({
      uninvestedCash: 100,
      availableCash: 100,
    });
  });

  it('when the body mixes kinds or misses fields, then every problem is a field error', async () => {
    const account = await w.open();
    const res = await w.api.post({
      accountId: account,
      transactionType: 'Payment',
      transactionSubType: 'Deposit',
      movementType: 'In',
      quantity: 3,
      method: 'Transfer',
      amount: 10.001,
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({
      amount: 'Must have at most 2 decimal places',
      quantity: 'Not used by a Payment Deposit In',
      method: 'A pay-in goes by Bank Transfer, Direct Debit, BACS Credit',
    });
    const odd = await w.api.post({
      accountId: account,
      transactionType: 'Stock',
      transactionSubType: 'PCLS',
      movementType: 'In',
      amount: 5,
    });
    expect(fieldsOf(odd).transactionSubType).toMatch(/^Keel takes these transactions/);
  });
});

describe('orders and dealing', () => {
  it('when a buy is dealt and half sold, then positions, pooled book cost and realised gain follow the postings', async () => {
    const account = await w.open();
    await w.api.fund(account, 1000);
    const buy = await w.api.buy(account, w.fund.id, 500);
    expect(buy.status, JSON.stringify(buy.body)).toBe(201);
    expect((await w.api.summary(account)).body.data.availableCash).toBe(500);
    const run = await w.api.deal();
    expect(run.body.data).toMatchObject({ executed: 1, rejected: 0 });
    const bought = (await w.api.get(buy.body.data.id)).body.data;
    expect(bought).toMatchObject({
      status: 'Completed',
      quantity: 250,
      amount: 500,
      executionDetails: { price: 2, executedQuantity: 250, executionAmount: 500 },
      contractNote: {
        side: 'Buy',
        quantity: 250,
        price: 2,
        consideration: 500,
        reference: `CN-${buy.body.data.id}`,
      },
    });
    const sell = await w.api.sell(account, w.fund.id, { quantity: 100 });
    expect(sell.status, JSON.stringify(sell.body)).toBe(201);
    await w.api.deal();
    const summary = (await w.api.summary(account)).body.data;
    expect(summary).toMatchObject({ uninvestedCash: 700, bookValue: 300, currentValue: 1000 });
    expect(summary.positions[0]).toMatchObject({
      assetId: w.fund.id,
      quantity: 150,
      bookValue: 300,
      currentValue: 300,
    });
    const position = await p.request(
      'GET',
      `/position/LEDA/${encodeURIComponent(`${account}|S|${w.fund.isin}`)}`,
      { token: w.token },
    );
    expect(position.status).toBe(200);
    expect(position.body.data).toMatchObject({
      quantity: 150,
      bookValue: 300,
      cgtData: { realisedProfitLoss: 0 },
    });
    expect(position.body.data.transactions.map((t: any) => t.transactionCode)).toEqual(['BUYS', 'SELL']);
  });

  it('when a sell asks for more than is held, then 400; an unadopted asset cannot be bought', async () => {
    const account = await w.open();
    await w.api.fund(account, 100);
    await w.api.buy(account, w.share.id, 33.3);
    await w.api.deal();
    const tooMany = await w.api.sell(account, w.share.id, { quantity: 11 });
    expect(fieldsOf(tooMany)).toEqual({ quantity: 'Only 10 units are available to sell' });
    const all = await w.api.sell(account, w.share.id, { sellAll: true });
    expect(all.status).toBe(201);
    const again = await w.api.sell(account, w.share.id, { quantity: 1 });
    expect(fieldsOf(again)).toEqual({ quantity: 'Only 0 units are available to sell' });
  });
});
