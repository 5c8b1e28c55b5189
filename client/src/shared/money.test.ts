import { describe, expect, it } from 'vitest';
import { formatPounds, formatUnits, parseMoney, parsePercent, parseQuantity } from './money';
import { longDate, taxYearOf } from './taxYear';

describe('money as typed and shown', () => {
  it('when pounds are typed with a £, commas or spaces, then they parse exactly; more than pence or nothing does not', () => {
    expect(parseMoney('£10,000.50')?.toFixed()).toBe('10000.5');
    expect(parseMoney(' 9800 ')?.toFixed()).toBe('9800');
    expect([
      parseMoney('10.001'),
      parseMoney('0'),
      parseMoney('-5'),
      parseMoney('1e3'),
      parseMoney(''),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('when units or percentages are typed, then six and two decimals are the most they take', () => {
    expect(parseQuantity('1.123456')?.toFixed()).toBe('1.123456');
    expect(parseQuantity('1.1234567')).toBeUndefined();
    expect(parsePercent('33.33%')?.toFixed()).toBe('33.33');
    expect([parsePercent('100.01'), parsePercent('0')]).toEqual([undefined, undefined]);
  });

  it('when sums are shown, then they read as en-GB pounds, rounded half up to the penny', () => {
    expect(formatPounds('1234567.005')).toBe('£1,234,567.01');
    expect(formatPounds(-500)).toBe('-£500.00');
    expect(formatPounds('-0.001')).toBe('£0.00');
    expect(formatUnits('12345.6789001')).toBe('12,345.6789');
  });

  it('when a date is in early April, then the tax year turns on the 6th', () => {
    expect(taxYearOf('2027-04-05')).toEqual({ start: '2026-04-06', end: '2027-04-05', label: '2026/27' });
    expect(taxYearOf('2027-04-06').label).toBe('2027/28');
    expect(longDate('2026-04-06')).toBe('6 April 2026');
  });
});
