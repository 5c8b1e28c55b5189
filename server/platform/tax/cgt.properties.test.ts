import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, type Decimal } from '../../../contract/money';
import { computeCgt, type Trade } from './cgt';
import { exact } from './cgt-exact';
import { buy, sell, split } from './testing/trades';

/**
 * Random histories that never sell more than is held at the time (in that day's units), so the engine
 * must match every disposal in full; a last sale then empties the holding.
 */
const step = fc.record({
  gap: fc.integer({ min: 0, max: 20 }),
  kind: fc.constantFrom('BUY', 'BUY', 'SELL', 'SELL', 'SPLIT'),
  quantity: fc.integer({ min: 1, max: 4000 }).map((n) => dec(n).div(4)),
  pence: fc.integer({ min: 0, max: 100_000 }),
  feePence: fc.integer({ min: 0, max: 2_000 }),
  ratio: fc.constantFrom('2', '3', '0.5', '0.1', '1.5'),
  asset: fc.constantFrom('ACME', 'BETA'),
});

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const dateAt = (day: number) => new Date(Date.UTC(2022, 0, 3) + day * 86_400_000).toISOString().slice(0, 10);

function history(steps: Step[]): Trade[] {
  const held = new Map<string, Decimal>();
  const trades: Trade[] = [];
  let day = 0;
  for (const s of steps) {
    // A split takes effect before its day's trades, so one never follows trades of the same day here.
    day += s.kind === 'SPLIT' ? Math.max(s.gap, 1) : s.gap;
    const date = dateAt(day);
    const have = held.get(s.asset) ?? dec(0);
    const price = dec(s.pence).div(100).toFixed();
    const fees = dec(s.feePence).div(100).toFixed();
    if (s.kind === 'SPLIT') {
      trades.push(split(date, s.ratio, s.asset));
      held.set(s.asset, have.times(s.ratio));
    } else if (s.kind === 'BUY') {
      trades.push(buy(date, s.quantity.toFixed(), price, fees, s.asset));
      held.set(s.asset, have.plus(s.quantity));
    } else if (have.greaterThan(0)) {
      const quantity = s.quantity.lessThan(have) ? s.quantity : have;
      trades.push(sell(date, quantity.toFixed(), price, fees, s.asset));
      held.set(s.asset, have.minus(quantity));
    }
  }
  // Sell what is left a day after the last trade, so everything bought has been disposed of.
  for (const [asset, have] of held) {
    if (have.greaterThan(0)) trades.push(sell(dateAt(day + 1), have.toFixed(), '1', '0', asset));
  }
  return trades;
}

const histories = fc.array(step, { minLength: 1, maxLength: 40 }).map(history);
const sum = (values: Decimal[]) => values.reduce((a, b) => a.plus(b), exact(0));
const RUNS = { numRuns: 300, seed: 20240406 };

describe('share matching, for any history that never sells short', () => {
  it("when disposals are matched, then each disposal's matched quantities add up to exactly its quantity", () => {
    fc.assert(
      fc.property(histories, (trades) => {
        for (const d of computeCgt(trades).disposals) {
          expect(sum(d.matches.map((m) => m.quantity)).toFixed()).toBe(d.quantity.toFixed());
        }
      }),
      RUNS,
    );
  });

  it('when disposals are matched, then nothing is short and no match takes a negative quantity or cost', () => {
    // A pool (or a lot) driven below zero would either throw "sold … more shares" or hand out a
    // negative quantity or cost; neither may happen when the history never sells short.
    fc.assert(
      fc.property(histories, (trades) => {
        for (const m of computeCgt(trades).disposals.flatMap((d) => d.matches)) {
          expect(m.quantity.greaterThan(0)).toBe(true);
          expect(m.cost.isNegative()).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('when everything is sold, then total gains are exactly total proceeds less everything paid', () => {
    fc.assert(
      fc.property(histories, (trades) => {
        const { disposals } = computeCgt(trades);
        const deals = trades.filter((t): t is Exclude<Trade, { kind: 'SPLIT' }> => t.kind !== 'SPLIT');
        const of = (kind: string) => deals.filter((t) => t.kind === kind);
        const proceeds = sum(of('SELL').map((t) => t.quantity.times(t.price)));
        const sellFees = sum(of('SELL').map((t) => exact(t.fees ?? 0)));
        const bought = sum(of('BUY').map((t) => t.quantity.times(t.price).plus(t.fees ?? 0)));
        const proceedsLessCosts = proceeds.minus(bought).minus(sellFees);
        expect(sum(disposals.map((d) => d.gain)).toFixed()).toBe(proceedsLessCosts.toFixed());
      }),
      RUNS,
    );
  });

  it('when histories are generated, then they exercise every rule and splits, so the properties mean something', () => {
    const samples = fc.sample(histories, { numRuns: RUNS.numRuns, seed: RUNS.seed });
    const rules = new Set(
      samples.flatMap((t) => computeCgt(t).disposals.flatMap((d) => d.matches.map((m) => m.rule))),
    );
    expect([...rules].sort()).toEqual(['BED_AND_BREAKFAST', 'S104', 'SAME_DAY']);
    expect(samples.filter((t) => t.some((x) => x.kind === 'SPLIT')).length).toBeGreaterThan(50);
  });
});
