import { describe, expect, it } from 'vitest';
import { Decimal, NO_CHARGES, type Tariff } from '../ledger';
import { planRebalance, type PlanInput, type PlanPosition } from './plan';

const d = (v: Decimal.Value) => new Decimal(v);
const fund = { isin: 'IE00FUND0001', instrumentType: 'Fund' };
const ukShare = { isin: 'GB00SHARE001', instrumentType: 'Equity' };

const position = (
  assetId: string,
  units: Decimal.Value,
  price: Decimal.Value | null,
  more: Partial<PlanPosition> = {},
): PlanPosition => ({
  assetId,
  units: d(units),
  price: price === null ? null : d(price),
  instrument: fund,
  ...more,
});

const input = (more: Partial<PlanInput>): PlanInput => ({
  positions: [],
  cash: d(0),
  targets: [],
  cashWeight: d(0),
  tolerance: d(2),
  minimumTrade: d(50),
  cashBufferPercent: d(0),
  tariff: NO_CHARGES,
  gainsBudget: null,
  ...more,
});

const s = (x: Decimal) => x.toFixed();

describe('the rebalancing planner', () => {
  it('when an account is 80/20 against a 60/40 model, then it sells the excess and buys the shortfall exactly', () => {
    const plan = planRebalance(
      input({
        positions: [position('A', 800, 10), position('B', 200, 10)],
        targets: [
          { assetId: 'A', weight: d(60) },
          { assetId: 'B', weight: d(40) },
        ],
      }),
    );
    expect(plan.sells.map((x) => [x.assetId, s(x.quantity), s(x.value), x.sellAll])).toEqual([
      ['A', '200', '2000', false],
    ]);
    expect(plan.buys.map((x) => [x.assetId, s(x.amount), s(x.consideration)])).toEqual([
      ['B', '2000', '2000'],
    ]);
    expect(s(plan.cashAfter)).toBe('0');
    expect(plan.weights.map((w) => [w.assetId, s(w.after), w.withinTolerance])).toEqual([
      ['A', '60', true],
      ['B', '40', true],
      [null, '0', true],
    ]);
    expect(plan.leftUndone).toEqual([]);
  });

  it('when a holding is not in the model, then it is sold whole and the money goes to the model', () => {
    const plan = planRebalance(
      input({
        positions: [position('X', 12.5, 8), position('A', 0, 4)],
        cash: d(900),
        targets: [{ assetId: 'A', weight: d(90) }],
        cashWeight: d(10),
      }),
    );
    expect(plan.sells.map((x) => [x.assetId, s(x.quantity), x.sellAll])).toEqual([['X', '12.5', true]]);
    expect(plan.buys.map((x) => [x.assetId, s(x.amount)])).toEqual([['A', '900']]);
    expect(s(plan.cashAfter)).toBe('100');
  });

  it('when a trade is worth less than the minimum, then it is dropped and reported as left undone', () => {
    const plan = planRebalance(
      input({
        positions: [position('A', 620, 1), position('B', 380, 1)],
        targets: [
          { assetId: 'A', weight: d(59) },
          { assetId: 'B', weight: d(41) },
        ],
        tolerance: d(0.5),
      }),
    );
    expect(plan.sells).toEqual([]);
    expect(plan.leftUndone.map((l) => [l.assetId, l.side, s(l.amount), l.reason])).toEqual([
      ['A', 'Sell', '30', 'minimumTrade'],
      ['B', 'Buy', '30', 'minimumTrade'],
    ]);
    expect(plan.weights.find((w) => w.assetId === 'A')).toMatchObject({
      withinTolerance: false,
      reason: 'minimumTrade',
    });
  });

  it('when dealing is charged, then the buys pay their charges out of their amount and never overdraw', () => {
    const tariff: Tariff = {
      ...NO_CHARGES,
      dealingChargeFunds: d(5),
      dealingChargeExchange: d(10),
      collectStampDuty: true,
    };
    const plan = planRebalance(
      input({
        positions: [position('A', 1000, 10), position('S', 0, 2, { instrument: ukShare })],
        targets: [
          { assetId: 'A', weight: d(50) },
          { assetId: 'S', weight: d(50) },
        ],
        tariff,
      }),
    );
    expect(plan.sells.map((x) => [s(x.value), s(x.charges)])).toEqual([['5000', '5']]);
    // £5,000 wanted plus £10 and £25 stamp is £5,035; £4,995 is there: the buy takes it all.
    const [buy] = plan.buys;
    expect(s(buy.amount)).toBe('4995');
    expect(buy.consideration.plus(buy.charges).lessThanOrEqualTo(buy.amount)).toBe(true);
    expect(plan.cashAfter.greaterThanOrEqualTo(0)).toBe(true);
  });

  it('when a cash buffer is asked for, then the buys leave it in cash and say so', () => {
    const plan = planRebalance(
      input({
        positions: [position('A', 0, 1)],
        cash: d(10000),
        targets: [{ assetId: 'A', weight: d(100) }],
        cashBufferPercent: d(5),
      }),
    );
    expect(s(plan.cashBuffer)).toBe('500');
    expect(s(plan.buys[0].amount)).toBe('9500');
    expect(plan.weights.find((w) => w.assetId === 'A')).toMatchObject({
      withinTolerance: false,
      reason: 'cashBuffer',
    });
  });

  it('when a price is missing, then the asset is not traded and its weight says why', () => {
    const plan = planRebalance(
      input({
        positions: [position('A', 100, null), position('B', 0, 10)],
        cash: d(1000),
        targets: [
          { assetId: 'A', weight: d(50) },
          { assetId: 'B', weight: d(50) },
        ],
      }),
    );
    expect(plan.sells).toEqual([]);
    expect(plan.weights.find((w) => w.assetId === 'A')).toMatchObject({ reason: 'priceMissing' });
  });

  describe('tax-aware', () => {
    const gia = (budget: Decimal.Value) =>
      input({
        positions: [
          position('BIGGAIN', 500, 10, { gainPerUnit: d(8) }),
          position('SMALLGAIN', 500, 10, { gainPerUnit: d(2) }),
          position('LOSS', 500, 10, { gainPerUnit: d(-1) }),
          position('NEW', 0, 10),
        ],
        targets: [
          { assetId: 'BIGGAIN', weight: d(15) },
          { assetId: 'SMALLGAIN', weight: d(15) },
          { assetId: 'LOSS', weight: d(15) },
          { assetId: 'NEW', weight: d(55) },
        ],
        gainsBudget: d(budget),
      });

    it('when the gains fit the budget, then the plan is the same as without it', () => {
      const plan = planRebalance(gia(10000));
      expect(plan.sells.map((x) => [x.assetId, s(x.quantity)])).toEqual([
        ['BIGGAIN', '275'],
        ['SMALLGAIN', '275'],
        ['LOSS', '275'],
      ]);
      expect(plan.leftUndone).toEqual([]);
    });

    it('when the budget is short, then the loss frees budget, the smallest gain per pound goes next and the largest is cut', () => {
      // Loss: 275 × −1 = −275, so £1,000 + £275 = £1,275 to spend; SMALLGAIN takes 275 × 2 = £550;
      // £725 is left for BIGGAIN at £8 a unit: 90.625 units of the 275 wanted.
      const plan = planRebalance(gia(1000));
      expect(plan.sells.map((x) => [x.assetId, s(x.quantity), s(x.estimatedGain!)])).toEqual([
        ['BIGGAIN', '90.625', '725'],
        ['SMALLGAIN', '275', '550'],
        ['LOSS', '275', '-275'],
      ]);
      const gains = plan.sells.reduce((g, x) => g.plus(x.estimatedGain!), d(0));
      expect(s(gains)).toBe('1000');
      expect(plan.leftUndone.map((l) => [l.assetId, l.reason, s(l.amount)])).toEqual([
        ['BIGGAIN', 'taxBudget', '1843.75'],
        ['NEW', 'taxBudget', '1843.75'],
      ]);
      expect(plan.weights.find((w) => w.assetId === 'BIGGAIN')).toMatchObject({
        withinTolerance: false,
        reason: 'taxBudget',
      });
    });

    it('when the budget is nothing, then only the sale at a loss and gains it pays for are made', () => {
      const plan = planRebalance(gia(0));
      expect(plan.sells.map((x) => [x.assetId, s(x.quantity)])).toEqual([
        ['SMALLGAIN', '137.5'],
        ['LOSS', '275'],
      ]);
    });
  });
});
