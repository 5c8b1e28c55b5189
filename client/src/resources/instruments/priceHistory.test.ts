import { describe, expect, it } from 'vitest';
import { changeOver, sparklinePoints, windowStart } from './priceHistory';

describe('price history', () => {
  it('when a window is chosen, then it starts that many days before today', () => {
    const today = new Date('2026-11-21T10:00:00Z');
    expect(windowStart('1M', today)).toBe('2026-10-21');
    expect(windowStart('1Y', today)).toBe('2025-11-20');
  });

  it('when prices are drawn, then the oldest is on the left and the highest at the top', () => {
    const points = [
      { priceDate: '2026-01-01', price: 1 },
      { priceDate: '2026-01-02', price: 3 },
      { priceDate: '2026-01-03', price: 2 },
    ];
    expect(sparklinePoints(points, 100, 20)).toBe('0,20 50,0 100,10');
  });

  it('when every price is the same, or there is one, then the line sits in the middle', () => {
    expect(sparklinePoints([{ priceDate: 'a', price: 5 }], 100, 20)).toBe('0,10');
    expect(sparklinePoints([], 100, 20)).toBe('');
  });

  it('when the change is asked, then it is relative to the first price, and absent without two prices', () => {
    expect(
      changeOver([
        { priceDate: 'a', price: 2 },
        { priceDate: 'b', price: 2.5 },
      ]),
    ).toBeCloseTo(0.25);
    expect(changeOver([{ priceDate: 'a', price: 2 }])).toBeUndefined();
  });
});
