import { describe, expect, it } from 'vitest';
import { normal, uniform } from './market-paths';
import { sustainability, wholeMonthsBetween, type SustainabilityInput } from './sustainability';

const plan: SustainabilityInput = {
  plan: {
    pot: 300_000,
    monthlyWithdrawal: 1_250,
    taxAdvantaged: true,
    charges: { platformPercent: '0.25', fundOcfPercent: '0.2' },
  },
  dateOfBirth: '1961-03-15',
  on: '2026-11-26',
};

describe('drawdown sustainability', () => {
  it('when run twice with the same seed, then every figure is the same; another seed differs', () => {
    const a = sustainability(plan);
    const b = sustainability(plan);
    expect(b).toEqual(a);
    const other = sustainability({ ...plan, seed: 2 });
    expect(other.fan).not.toEqual(a.fan);
  });

  // Its speed is a benchmark's (bench/illustration.ts), not a unit test's.
  it('when a 40-year plan runs over 1,000 paths, then every year of the plan has its fan', () => {
    const s = sustainability({ ...plan, dateOfBirth: '1971-06-01' });
    expect(s.fan.length).toBeGreaterThanOrEqual(39);
    expect(s.paths).toBe(1000);
  });

  it('when nothing is withdrawn, then the pot lasts in every path; when the pot cannot pay once, in none', () => {
    expect(sustainability({ ...plan, plan: { ...plan.plan, monthlyWithdrawal: 0 } }).chanceToTargetAge).toBe(
      1,
    );
    expect(
      sustainability({ ...plan, plan: { ...plan.plan, pot: 1_000, monthlyWithdrawal: 2_000 } })
        .chanceToTargetAge,
    ).toBe(0);
  });

  it('when the pot runs out at the FCA rates, then the years and ages agree with each other and the sentence says so', () => {
    const s = sustainability(plan);
    expect(s.age).toBe(65);
    const [lower, middle, higher] = s.atFcaRates;
    expect(lower.lastsMonths!).toBeLessThan(middle.lastsMonths ?? Infinity);
    expect(middle.lastsMonths ?? Infinity).toBeLessThanOrEqual(higher.lastsMonths ?? Infinity);
    expect(lower.lastsYears).toBe(Math.floor(lower.lastsMonths! / 12));
    expect(s.chanceToTargetAge).toBeGreaterThan(0);
    expect(s.chanceToTargetAge).toBeLessThan(1);
    expect(s.summary).toMatch(/^At the intermediate rate of 5% a year the pot /);
    expect(s.summary).toMatch(/in 1,000 simulated markets it lasts to age 95 in \d+% of them\.$/);
  });

  it('when the fan is drawn, then the 10th percentile is never above the median nor the median above the 90th', () => {
    for (const y of sustainability(plan).fan) {
      expect(y.p10).toBeLessThanOrEqual(y.p50);
      expect(y.p50).toBeLessThanOrEqual(y.p90);
    }
  });

  it('when the generator is seeded, then its uniforms are in [0, 1) and its normals have mean 0 and sd 1', () => {
    const u = uniform(7);
    const us = Array.from({ length: 10_000 }, u);
    expect(Math.min(...us)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...us)).toBeLessThan(1);
    const n = normal(7);
    const ns = Array.from({ length: 20_000 }, n);
    const mean = ns.reduce((s, x) => s + x, 0) / ns.length;
    const sd = Math.sqrt(ns.reduce((s, x) => s + (x - mean) ** 2, 0) / ns.length);
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(sd - 1)).toBeLessThan(0.03);
  });

  it('when months are counted between dates, then only whole months count', () => {
    expect(wholeMonthsBetween('2026-01-31', '2026-02-28')).toBe(0);
    expect(wholeMonthsBetween('2026-01-15', '2026-02-15')).toBe(1);
    expect(wholeMonthsBetween('1961-03-15', '2026-11-26')).toBe(65 * 12 + 8);
  });
});
