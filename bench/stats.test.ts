import { describe, expect, it } from 'vitest';
import { percentile, summarise, timeRepeatedly } from './stats';

describe('bench statistics', () => {
  it('when asked for percentiles, then they are nearest-rank over the sorted samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it('when summarised, then the figures are rounded to hundredths of a millisecond', () => {
    expect(summarise([1.234, 2.345, 3.456])).toEqual({
      n: 3,
      p50Ms: 2.35,
      p95Ms: 3.46,
      minMs: 1.23,
      maxMs: 3.46,
    });
  });

  it('when timed repeatedly, then warm-up runs are not measured', async () => {
    const calls: number[] = [];
    const samples = await timeRepeatedly(4, async (i) => void calls.push(i), 2);
    expect(calls).toHaveLength(6);
    expect(samples).toHaveLength(4);
    for (const s of samples) expect(s).toBeGreaterThanOrEqual(0);
  });
});
