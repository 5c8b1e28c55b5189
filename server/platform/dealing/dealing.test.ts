import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { prices } from '../db/schema';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { signIn } from '../accounts/testing/fixtures';
import { createInstrument } from '../assets/testing/instruments';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'DEAL');
});
afterAll(() => p.close());

/** Something outside the ledger's orders took cash or units away (a correction, a transfer out). */
async function takeAway(accountId: string, what: { cash?: string; assetId?: string; units?: string }) {
  const { rows } = (await p.db.execute(sql`INSERT INTO portfolio_transactions
      (firm_id, account_id, transaction_type, transaction_sub_type, movement_type, status, transaction_date,
       requested_by, created_by, updated_by)
    VALUES ('DEAL', ${accountId}, 'Stock Transfer', 'Transfer', 'Out', 'Completed', CURRENT_DATE, 't', 't', 't')
    RETURNING id`)) as any;
  const id = rows[0].id;
  if (what.cash)
    await p.db
      .execute(sql`INSERT INTO cash_postings (firm_id, transaction_id, book, account_id, transaction_code,
      narrative, post_date, value_date, amount) VALUES
      ('DEAL', ${id}, 'Client', ${accountId}, 'WDRL', 'Correction', CURRENT_DATE, CURRENT_DATE, ${`-${what.cash}`}),
      ('DEAL', ${id}, 'Bank', NULL, 'WDRL', 'Correction', CURRENT_DATE, CURRENT_DATE, ${what.cash})`);
  if (what.units)
    await p.db.execute(sql`INSERT INTO stock_postings (firm_id, transaction_id, book, account_id, asset_id,
      transaction_code, narrative, post_date, value_date, quantity, value, book_value) VALUES
      ('DEAL', ${id}, 'Client', ${accountId}, ${what.assetId}, 'SELL', 'Transfer out', CURRENT_DATE, CURRENT_DATE, ${`-${what.units}`}, 0, 0),
      ('DEAL', ${id}, 'Market', NULL, ${what.assetId}, 'SELL', 'Transfer out', CURRENT_DATE, CURRENT_DATE, ${what.units}, 0, 0)`);
}

describe('POST /dealing/run/{firmId}', () => {
  it('when an order would overdraw or sell more than held at dealing time, then it is rejected with why', async () => {
    const account = await w.open();
    await w.api.fund(account, 1000);
    await w.api.buy(account, w.fund.id, 400);
    await w.api.deal();
    const sell = await w.api.sell(account, w.fund.id, { quantity: 150 });
    const buy = await w.api.buy(account, w.share.id, 500);
    await takeAway(account, { cash: '300', assetId: w.fund.id, units: '100' });
    const run = await w.api.deal();
    expect(run.body.data).toMatchObject({ placed: 2, executed: 0, rejected: 2 });
    expect(run.body.data.orders).toEqual([
      {
        transactionId: sell.body.data.id,
        status: 'Error',
        reason: 'Sells more than held: 100 units held and free, 150 to sell',
      },
      {
        transactionId: buy.body.data.id,
        status: 'Error',
        reason: 'Not enough cash: £300.00 available, the order needs £500.00',
      },
    ]);
    expect((await w.api.get(buy.body.data.id)).body.data).toMatchObject({
      status: 'Error',
      statusReason: 'Not enough cash: £300.00 available, the order needs £500.00',
    });
  });

  it('when an instrument has lost its prices, then its orders fail; a run can be limited to one account', async () => {
    const lonely = await createInstrument(p.db, {
      name: 'Gamma Trust',
      prices: [['2026-01-02', '5']],
      adoptedBy: ['DEAL'],
    });
    const [a, b] = [await w.open(), await w.open()];
    await w.api.fund(a, 100);
    await w.api.fund(b, 100);
    await w.api.buy(a, lonely.id, 50);
    await w.api.buy(b, w.fund.id, 50);
    await p.db.delete(prices).where(eq(prices.assetId, lonely.id));
    const onlyB = await p.request('POST', '/dealing/run/DEAL', { token: w.token, body: { accountId: b } });
    expect(onlyB.body.data).toMatchObject({ placed: 1, executed: 1 });
    const rest = await w.api.deal();
    expect(rest.body.data.orders).toEqual([
      expect.objectContaining({ status: 'Error', reason: 'The instrument has no price to deal at' }),
    ]);
  });

  it('when the caller lacks Transaction action, then 403; an unknown account is 400', async () => {
    const { token } = await signIn(p, 'DEAL', [{ scope: 'Transaction', ranges: ['read', 'readWrite'] }]);
    expect((await p.request('POST', '/dealing/run/DEAL', { token, body: {} })).status).toBe(403);
    const bad = await p.request('POST', '/dealing/run/DEAL', {
      token: w.token,
      body: { accountId: 'NOSUCH' },
    });
    expect(bad.body.error.fieldErrors).toEqual([
      { fieldName: 'accountId', errorMessage: 'Must be one of your accounts' },
    ]);
  });
});
