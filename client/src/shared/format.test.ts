import { enGB } from 'date-fns/locale/en-GB';
import { describe, expect, it } from 'vitest';
import {
  MONTH_ABBREVIATIONS,
  formatCountry,
  formatDate,
  formatDateTime,
  formatMoney,
  formatSortCode,
  parseIsoDay,
  toIsoDay,
} from './format';

describe('formatDate', () => {
  it("names the months as date-fns's en-GB does", () => {
    const enGbMonths = MONTH_ABBREVIATIONS.map((_, i) =>
      enGB.localize.month(i as Parameters<typeof enGB.localize.month>[0], { width: 'abbreviated' }),
    );
    expect(MONTH_ABBREVIATIONS).toEqual(enGbMonths);
  });

  it('when given a date-only value, then it reads as day, short month and year', () => {
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDate('1980-03-05')).toBe('5 Mar 1980');
    // The same month name on every browser, whatever its ICU calls September.
    expect(formatDate('2026-09-01')).toBe('1 Sep 2026');
  });

  it("when given a UTC timestamp late in the evening in summer, then it shows London's day, not UTC's", () => {
    expect(formatDate('2026-06-30T23:30:00.000Z')).toBe('1 Jul 2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('31 Dec 2026');
  });

  it('when given nothing or something that is not a date, then it shows a dash or the text as it came', () => {
    expect(formatDate(undefined)).toBe('–');
    expect(formatDate('')).toBe('–');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('formatDateTime', () => {
  it('when given a timestamp, then it shows the London date and 24-hour time', () => {
    expect(formatDateTime('2026-07-14T13:05:00Z')).toBe('14 Jul 2026, 14:05');
    expect(formatDateTime('2026-01-14T13:05:00Z')).toBe('14 Jan 2026, 13:05');
  });

  it('when given a date-only value, then it shows the date without a made-up time', () => {
    expect(formatDateTime('2026-11-25')).toBe('25 Nov 2026');
  });
});

describe('parseIsoDay and toIsoDay', () => {
  it('when a day goes through a Date and back, then it is the same day in any time zone', () => {
    expect(toIsoDay(parseIsoDay('2026-03-29')!)).toBe('2026-03-29');
    expect(parseIsoDay('29/03/2026')).toBeUndefined();
    expect(parseIsoDay('2026-13-01')).toBeUndefined();
    expect(parseIsoDay('2026-02-29')).toBeUndefined();
    expect(toIsoDay(parseIsoDay('2028-02-29')!)).toBe('2028-02-29');
  });
});

describe('formatCountry', () => {
  it('when given ISO codes, then it shows the countries by their English names', () => {
    expect(formatCountry('GB')).toBe('United Kingdom');
    expect(formatCountry('ie')).toBe('Ireland');
    expect(formatCountry('US')).toBe('United States');
  });

  it('when given nothing or a code no one knows, then it shows a dash or the code', () => {
    expect(formatCountry(undefined)).toBe('–');
    expect(formatCountry('Narnia')).toBe('Narnia');
  });
});

describe('formatSortCode', () => {
  it('when given six digits, in any spacing, then they show in pairs', () => {
    expect(formatSortCode('200000')).toBe('20-00-00');
    expect(formatSortCode('20 00 00')).toBe('20-00-00');
    expect(formatSortCode('20-00-00')).toBe('20-00-00');
  });

  it('when given anything else, then it shows as it came so nothing is hidden', () => {
    expect(formatSortCode('2000')).toBe('2000');
    expect(formatSortCode(undefined)).toBe('–');
  });
});

describe('formatMoney', () => {
  it('when given pounds, then it shows the £ sign, thousands and two decimals', () => {
    expect(formatMoney(10000)).toBe('£10,000.00');
    expect(formatMoney(0.5)).toBe('£0.50');
    expect(formatMoney(-12.3)).toBe('-£12.30');
    expect(formatMoney(null)).toBe('–');
  });
});
