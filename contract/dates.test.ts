import { describe, expect, it } from 'vitest';
import { dayBefore, daysBetween, isIsoDate, plusBusinessDays, plusDays, taxYearOf } from './dates';

describe('calendar dates', () => {
  it('when days are added across a clock change or a leap day, then whole calendar days move', () => {
    expect(plusDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(plusDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(plusDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(plusDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(dayBefore('2026-10-26')).toBe('2026-10-25');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
  });

  it('when business days are counted, then weekends are skipped (T+2 from a Thursday is Monday)', () => {
    expect(plusBusinessDays('2026-01-08', 2)).toBe('2026-01-12');
    expect(plusBusinessDays('2026-01-05', 2)).toBe('2026-01-07');
  });

  it('when a date is on 5 or 6 April, then it falls in the tax year that ends or starts that day', () => {
    expect(taxYearOf('2026-04-05')).toEqual({ start: '2025-04-06', end: '2026-04-05', label: '2025/26' });
    expect(taxYearOf('2026-04-06')).toEqual({ start: '2026-04-06', end: '2027-04-05', label: '2026/27' });
    expect(taxYearOf('2099-12-31').label).toBe('2099/00');
  });

  it('when text is not a real date, then it is not one', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-09')).toBe(false);
    expect(isIsoDate('2024-02-09T00:00')).toBe(false);
  });
});
