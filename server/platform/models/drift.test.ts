import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '../ledger';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { driftOf } from './drift';
import type { ModelTargets } from './targets';

const model: ModelTargets = {
  id: 'M1',
  name: 'Sixty forty',
  type: 'Discretionary',
  status: 'Active',
  tolerance: dec('5'),
  cashWeight: dec('10'),
  components: [
    { assetId: 'EQ', weight: dec('60') },
    { assetId: 'BD', weight: dec('30') },
  ],
};

describe('drift against a model, by hand', () => {
  it('when an account holds £700 equity, £100 of an untargeted fund and £200 cash, then each weight is its share of £1,000', () => {
    const drift = driftOf(
      'A1',
      model,
      dec('200'),
      new Map([
        ['EQ', dec('700')],
        ['XX', dec('100')],
      ]),
    );
    expect(drift.totalValue.toString()).toBe('1000');
    const lines = drift.lines.map((l) => [l.assetId, l.currentWeight.toString(), l.drift.toString()]);
    // EQ 70 % (+10), BD 0 % (−30), XX 10 % (+10, untargeted), cash 20 % (+10).
    expect(lines).toEqual([
      ['EQ', '70', '10'],
      ['BD', '0', '-30'],
      ['XX', '10', '10'],
      [null, '20', '10'],
    ]);
    expect(drift.largestDrift.toString()).toBe('30');
    expect(drift.outOfTolerance).toBe(true);
  });

  it('when weights are within the band, then the account is not out of tolerance', () => {
    const drift = driftOf(
      'A2',
      model,
      dec('120'),
      new Map([
        ['EQ', dec('580')],
        ['BD', dec('300')],
      ]),
    );
    expect(drift.largestDrift.toString()).toBe('2');
    expect(drift.outOfTolerance).toBe(false);
  });

  it('when an account is empty, then every weight is 0 and the drift is the targets', () => {
    const drift = driftOf('A3', model, dec('0'), new Map());
    expect(drift.largestDrift.toString()).toBe('60');
  });

  it('when a third does not divide exactly, then weights stay exact decimals (no float error)', () => {
    const drift = driftOf(
      'A4',
      model,
      dec('100'),
      new Map([
        ['EQ', dec('100')],
        ['BD', dec('100')],
      ]),
    );
    expect(drift.lines[0].currentWeight.toFixed(4)).toBe('33.3333');
    expect(
      drift.lines[0].currentWeight
        .plus(drift.lines[1].currentWeight)
        .plus(drift.lines[2].currentWeight)
        .toFixed(10),
    ).toBe('100.0000000000');
  });
});

describe('drift of a funded account through the API', () => {
  let p: TestPlatform;
  let w: LedgerWorld;

  beforeAll(async () => {
    p = await startTestPlatform();
    w = await ledgerWorld(p, 'MDLD');
  });
  afterAll(() => p.close());

  it('when an ISA holds one fund and cash, then the model page lists it with weights from its valuation', async () => {
    const created = await p.request('POST', '/model', {
      token: w.token,
      body: {
        firmId: w.firmId,
        name: 'Fund and share',
        type: 'Advisory',
        riskLevel: 3,
        tolerance: 5,
        cashWeight: 10,
        components: [
          { assetId: w.fund.id, weight: 50 },
          { assetId: w.share.id, weight: 40 },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const modelId = created.body.data.id;
    const accountId = await w.open('ISA');
    await w.api.fund(accountId, 1000);
    expect((await w.api.buy(accountId, w.fund.id, 500)).status).toBe(201);
    const dealt = await w.api.deal();
    expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
    await p.request('PATCH', `/account/${w.firmId}/${accountId}`, { token: w.token, body: { modelId } });

    const summary = (await w.api.summary(accountId)).body.data;
    const res = await p.request('GET', `/model/${w.firmId}/${modelId}/accounts?sort=-largestDrift`, {
      token: w.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ count: 1 });
    const [row] = res.body.data;
    const total = dec(String(summary.currentValue ?? summary.totalValue));
    expect(row.totalValue).toBe(total.toNumber());
    const fundLine = row.lines.find((l: { assetId: string }) => l.assetId === w.fund.id);
    const shareLine = row.lines.find((l: { assetId: string }) => l.assetId === w.share.id);
    const cashLine = row.lines.find((l: { assetId: string | null }) => l.assetId === null);
    // The share is not held: 0 % against 40 %, the largest drift, far outside 5 points.
    expect(shareLine).toMatchObject({ name: 'Beta plc', targetWeight: 40, currentWeight: 0, drift: -40 });
    expect(row).toMatchObject({ largestDrift: 40, outOfTolerance: true });
    expect(dec(String(fundLine.value)).plus(String(cashLine.value)).toNumber()).toBe(row.totalValue);
    expect(fundLine.currentWeight).toBe(
      Number(dec(String(fundLine.value)).times(100).dividedBy(total).toFixed(2)),
    );

    const filtered = await p.request('GET', `/model/${w.firmId}/${modelId}/accounts?outOfTolerance=false`, {
      token: w.token,
    });
    expect(filtered.body.meta.count).toBe(0);
  });
});
