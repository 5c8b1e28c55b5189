import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adult, firmWithUser, openAccount } from '../accounts/testing/fixtures';
import { createInstrument } from '../assets/testing/instruments';
import { accounts } from '../db/schema';
import { NO_CHARGES } from '../ledger';
import { businessDaysAgo } from '../ledger/testing/dates';
import { writePastTrades } from '../tax/ledger-history';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

/**
 * Rebalancing one account through the API: a GIA bought at £1 a unit, now £2, against a 50/50 model.
 * Past trades leave £1,060 paid in less £1,000 bought: £60 cash, and 1,000 units worth £2,000.
 */

let p: TestPlatform;
let token: string;
let otherToken: string;
let clientId: string;
let gia: string;
let growth: string;
let bonds: string;
let modelId: string;
const FIRM = 'RBLA';

const preview = (accountId: string, body: object = {}, as = token) =>
  p.request('POST', `/account/rebalance/preview/${FIRM}/${accountId}`, { token: as, body });
const confirm = (accountId: string, body: object, key = randomUUID()) =>
  p.request('POST', `/account/rebalance/${FIRM}/${accountId}`, {
    token,
    body,
    headers: { 'idempotency-key': key },
  });
const link = (accountId: string, id: string | null) =>
  p.request('PATCH', `/account/${FIRM}/${accountId}`, { token, body: { modelId: id } });

beforeAll(async () => {
  p = await startTestPlatform();
  ({ token } = await firmWithUser(p, FIRM));
  ({ token: otherToken } = await firmWithUser(p, 'RBLB'));
  const price = (v: string) => [[businessDaysAgo(1), v]] as [string, string][];
  const growthRow = await createInstrument(p.db, {
    name: 'Growth Fund',
    instrumentType: 'Fund',
    prices: price('2'),
    adoptedBy: [FIRM],
  });
  growth = growthRow.id;
  bonds = (
    await createInstrument(p.db, {
      name: 'Bond Fund',
      instrumentType: 'Fund',
      prices: price('1'),
      adoptedBy: [FIRM],
    })
  ).id;
  clientId = await adult(p, token, FIRM, 'Rebalanced');
  gia = await openAccount(p, token, FIRM, clientId, 'GIA');
  await p.db.transaction((tx) =>
    writePastTrades(tx, { firmId: FIRM, actorId: 'SYSTEM', tariff: NO_CHARGES }, [
      { accountId: gia, instrument: growthRow, date: '2024-05-01', side: 'Buy', units: 1000, price: '1' },
    ]),
  );
  const created = await p.request('POST', '/model', {
    token,
    body: {
      firmId: FIRM,
      name: 'Half and half',
      type: 'Advisory',
      riskLevel: 3,
      tolerance: 2,
      cashWeight: 0,
      components: [
        { assetId: growth, weight: 50 },
        { assetId: bonds, weight: 50 },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  modelId = created.body.data.id;
  expect((await link(gia, modelId)).status).toBe(200);
});
afterAll(() => p.close());

describe('POST /account/rebalance/preview/{firmId}/{accountId}', () => {
  it('when a GIA has drifted, then it proposes the sale and the buy with the sale estimated gain against the exempt amount', async () => {
    const res = await preview(gia);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      modelId,
      modelName: 'Half and half',
      valueBefore: 2060,
      cashBefore: 60,
      minimumTrade: 50,
    });
    // Target £1,030 each: sell 485 units (£970), buy £1,030 of bonds with the £970 and the £60.
    expect(data.trades).toEqual([
      expect.objectContaining({
        side: 'Sell',
        assetId: growth,
        quantity: 485,
        amount: 970,
        estimatedGain: 485,
      }),
      expect.objectContaining({ side: 'Buy', assetId: bonds, amount: 1030, quantity: null }),
    ]);
    expect(
      data.weights.map((w: { weightAfter: number; withinTolerance: boolean }) => [
        w.weightAfter,
        w.withinTolerance,
      ]),
    ).toEqual([
      [50, true],
      [50, true],
      [0, true],
    ]);
    expect(data.tax).toMatchObject({ estimatedNetGain: 485, gainsBudget: null });
    expect(data.tax.annualExemptAmountLeft).toBeGreaterThan(0);
  });

  it('when it is tax-aware with a budget of £100, then it sells only what realises £100 and says what it left undone', async () => {
    const res = await preview(gia, { taxAware: true, gainsBudget: 100 });
    expect(res.status).toBe(200);
    expect(res.body.data.trades[0]).toMatchObject({
      side: 'Sell',
      quantity: 100,
      amount: 200,
      estimatedGain: 100,
    });
    expect(res.body.data.tax.gainsBudget).toBe(100);
    expect(res.body.data.leftUndone).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ assetId: growth, side: 'Sell', reason: 'taxBudget', amount: 770 }),
      ]),
    );
    const growthWeight = res.body.data.weights.find((w: { assetId: string }) => w.assetId === growth);
    expect(growthWeight).toMatchObject({ withinTolerance: false, reason: 'taxBudget' });
  });

  it('when it is tax-aware with no budget, then the budget is the exempt amount left, which these gains fit', async () => {
    const plain = (await preview(gia)).body.data;
    const res = await preview(gia, { taxAware: true });
    expect(res.status).toBe(200);
    expect(res.body.data.tax.gainsBudget).toBe(res.body.data.tax.annualExemptAmountLeft);
    expect(res.body.data.trades).toEqual(plain.trades);
    expect(res.body.data.planFingerprint).toBe(plain.planFingerprint);
  });

  it('when an option is out of range, then 400 names the field', async () => {
    const res = await preview(gia, { cashBufferPercent: 80, gainsBudget: -1 });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.map((f: { fieldName: string }) => f.fieldName).sort()).toEqual([
      'cashBufferPercent',
      'gainsBudget',
    ]);
  });

  it('when the account follows no model, then 409 says so', async () => {
    const none = await openAccount(p, token, FIRM, clientId, 'ISA');
    const res = await preview(none);
    expect(res.status).toBe(409);
    expect(res.body.error.errorMessage).toBe('The account follows no model');
  });

  it('when the account is Suspended, then 409 says it cannot be rebalanced', async () => {
    const suspended = await openAccount(p, token, FIRM, clientId, 'GIA');
    expect((await link(suspended, modelId)).status).toBe(200);
    // Set directly: how an account comes to be Suspended is not what this test is about.
    await p.db.update(accounts).set({ status: 'Suspended' }).where(eq(accounts.id, suspended));
    const res = await preview(suspended);
    expect(res.status).toBe(409);
    expect(res.body.error.errorMessage).toMatch(/^The account is Suspended: it cannot be rebalanced/);
  });

  it('when another firm asks about the account, then it is 404 as if it did not exist', async () => {
    const res = await p.request('POST', `/account/rebalance/preview/RBLB/${gia}`, {
      token: otherToken,
      body: {},
    });
    expect(res.status).toBe(404);
  });
});

describe('POST /account/invest-to-model/preview/{firmId}/{accountId}', () => {
  it("when £1,000.01 is invested to the model, then each component gets its weight's share to the penny", async () => {
    const res = await p.request('POST', `/account/invest-to-model/preview/${FIRM}/${gia}`, {
      token,
      body: { amount: 1000.01 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      modelId,
      buys: [
        { assetId: bonds, assetName: 'Bond Fund', weight: 50, amount: 500 },
        { assetId: growth, assetName: 'Growth Fund', weight: 50, amount: 500 },
      ],
      uninvested: 0.01,
    });
  });
});

describe('POST /account/rebalance/{firmId}/{accountId}', () => {
  it('when the plan changed since the preview, then 409 asks for a new review', async () => {
    const res = await confirm(gia, { planFingerprint: 'not-the-plan' });
    expect(res.status).toBe(409);
    expect(res.body.error.errorMessage).toMatch(/changed since the preview/);
  });

  it('when confirmed twice with one key, then one group is placed; dealt, the account is back within tolerance', async () => {
    const { planFingerprint } = (await preview(gia)).body.data;
    const key = randomUUID();
    const first = await confirm(gia, { planFingerprint }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.orderIds).toHaveLength(2);
    const again = await confirm(gia, { planFingerprint }, key);
    expect(again.body.data.linkId).toBe(first.body.data.linkId);
    const orders = await p.request('GET', `/portfoliotransaction/${FIRM}?linkId=${first.body.data.linkId}`, {
      token,
    });
    expect(
      orders.body.data
        .map((o: { movementType: string; status: string }) => [o.movementType, o.status])
        .sort(),
    ).toEqual([
      ['Invest', 'Placed'],
      ['Sell', 'Placed'],
    ]);
    // Open orders would be counted twice: a second rebalance waits for dealing.
    expect((await preview(gia)).status).toBe(409);
    const dealt = await p.request('POST', `/dealing/run/${FIRM}`, { token, body: {} });
    expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
    const after = await preview(gia);
    expect(after.status).toBe(200);
    expect(after.body.data.trades).toEqual([]);
    expect(after.body.data.weights.every((w: { withinTolerance: boolean }) => w.withinTolerance)).toBe(true);
  });
});

describe("the firm's rebalancing settings", () => {
  it('when the firm sets a minimum trade and a cash buffer, then the preview keeps to them', async () => {
    const set = await p.request('PATCH', `/node/config/${FIRM}`, {
      token,
      body: { nodeId: '0', rebalanceMinimumTrade: 2000, rebalanceCashBufferPercent: 10 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const res = await preview(gia);
    expect(res.status).toBe(200);
    const { minimumTrade, cashBuffer, valueBefore } = res.body.data;
    expect(minimumTrade).toBe(2000);
    expect(cashBuffer).toBe(Math.floor(valueBefore * 10) / 100);
    // The request's own buffer wins over the firm's.
    expect((await preview(gia, { cashBufferPercent: 0 })).body.data.cashBuffer).toBe(0);
  });
});
