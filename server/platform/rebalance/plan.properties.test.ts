import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, NO_CHARGES, ZERO, type Tariff } from '../ledger';
import { planRebalance, type PlanInput } from './plan';

/**
 * The planner over random holdings, prices, targets, charges, buffers and tax budgets: it never sells
 * more than is held, never spends more than the cash and the sales' proceeds less the buffer, keeps
 * money to the penny and units to six places, and every weight ends within the tolerance or the plan
 * says why not. With nothing in the way (no charges, buffer, minimum, tax budget, missing price) every
 * weight ends within it.
 */

const ASSETS = ['A', 'B', 'C', 'D', 'E'];
const money = (lo: number, hi: number) =>
  fc.integer({ min: lo * 100, max: hi * 100 }).map((p) => new Decimal(p).dividedBy(100));

const arbPosition = (assetId: string) =>
  fc.record({
    assetId: fc.constant(assetId),
    units: fc.oneof(
      fc.constant(new Decimal(0)),
      fc.integer({ min: 1, max: 10_000_000_000 }).map((u) => new Decimal(u).dividedBy(1_000_000)),
    ),
    price: fc.integer({ min: 1, max: 5_000_000 }).map((p) => new Decimal(p).dividedBy(10_000)),
    instrument: fc.constantFrom(
      { isin: 'IE00F', instrumentType: 'Fund' },
      { isin: 'GB00S', instrumentType: 'Equity' },
    ),
    gainPerUnit: fc.integer({ min: -500, max: 500 }).map((g) => new Decimal(g).dividedBy(100)),
  });

/** Target weights in hundredths of a percent that, with the cash weight, add up to exactly 100. */
const arbTargets = fc
  .tuple(
    fc.subarray(ASSETS, { minLength: 1 }),
    fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 6, maxLength: 6 }),
  )
  .map(([assets, raw]) => {
    const parts = raw.slice(0, assets.length + 1);
    const sum = parts.reduce((s, p) => s + p, 0);
    const hundredths = parts.map((p) => Math.floor((p * 10_000) / sum));
    hundredths[0] += 10_000 - hundredths.reduce((s, p) => s + p, 0);
    return {
      targets: assets.map((assetId, i) => ({
        assetId,
        weight: new Decimal(hundredths[i + 1]).dividedBy(100),
      })),
      cashWeight: new Decimal(hundredths[0]).dividedBy(100),
    };
  });

const arbTariff: fc.Arbitrary<Tariff> = fc.record({
  dealingChargeFunds: money(0, 20),
  dealingChargeExchange: money(0, 20),
  collectStampDuty: fc.boolean(),
  collectPtmLevy: fc.boolean(),
});

const arbInput = (free: boolean): fc.Arbitrary<PlanInput> =>
  fc
    .record({
      positions: fc.tuple(...ASSETS.map(arbPosition)),
      cash: money(0, 200_000),
      weights: arbTargets,
      tolerance: fc.integer({ min: 50, max: 500 }).map((t) => new Decimal(t).dividedBy(100)),
      minimumTrade: free ? fc.constant(ZERO) : money(0, 200),
      cashBufferPercent: free
        ? fc.constant(ZERO)
        : fc.integer({ min: 0, max: 1000 }).map((b) => new Decimal(b).dividedBy(100)),
      tariff: free ? fc.constant(NO_CHARGES) : arbTariff,
      gainsBudget: free ? fc.constant(null) : fc.option(money(0, 20_000), { nil: null }),
    })
    .map((r) => ({ ...r, positions: [...r.positions], ...r.weights }))
    // A pound of rounding is a whole point of a £100 account: the property is about real portfolios.
    .filter((i) => i.positions.reduce((s, p) => s.plus(p.units.times(p.price)), i.cash).greaterThan(10_000));

const isPence = (d: Decimal) => d.decimalPlaces() <= 2;

describe('the rebalancing planner, over random accounts', () => {
  it('when any plan is made, then it never oversells or overdraws, is exact, and explains every weight off target', () => {
    fc.assert(
      fc.property(arbInput(false), (input) => {
        const plan = planRebalance(input);
        for (const sell of plan.sells) {
          const held = input.positions.find((p) => p.assetId === sell.assetId)!;
          expect(sell.quantity.greaterThan(0)).toBe(true);
          expect(sell.quantity.lessThanOrEqualTo(held.units)).toBe(true);
          expect(sell.quantity.decimalPlaces()).toBeLessThanOrEqual(6);
          expect(isPence(sell.value) && isPence(sell.charges)).toBe(true);
        }
        const proceeds = plan.sells.reduce((s, x) => s.plus(x.value).minus(x.charges), ZERO);
        const ordered = plan.buys.reduce((s, b) => s.plus(b.amount), ZERO);
        for (const buy of plan.buys) {
          expect(isPence(buy.amount) && isPence(buy.consideration) && isPence(buy.charges)).toBe(true);
          expect(buy.consideration.plus(buy.charges).lessThanOrEqualTo(buy.amount)).toBe(true);
          expect(buy.amount.greaterThanOrEqualTo(input.minimumTrade)).toBe(true);
        }
        if (plan.buys.length)
          expect(ordered.lessThanOrEqualTo(input.cash.plus(proceeds).minus(plan.cashBuffer))).toBe(true);
        expect(plan.cashAfter.greaterThanOrEqualTo(plan.buys.length ? plan.cashBuffer : ZERO)).toBe(true);
        if (input.gainsBudget) {
          const gains = plan.sells.reduce((g, x) => g.plus(x.estimatedGain ?? ZERO), ZERO);
          expect(gains.lessThanOrEqualTo(input.gainsBudget)).toBe(true);
        }
        for (const w of plan.weights) expect(w.withinTolerance || w.reason !== null).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('when nothing stands in the way, then every weight ends within the tolerance', () => {
    fc.assert(
      fc.property(arbInput(true), (input) => {
        const plan = planRebalance(input);
        const off = plan.weights.filter((w) => !w.withinTolerance);
        expect(off.map((w) => [w.assetId, w.target.toFixed(), w.after.toFixed()])).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
