import { describe, expect, it } from 'vitest';
import { toQueryString } from './apiClient';
import { reportDateQuery, toReportDate } from './reportDates';

describe('report dates', () => {
  it('when a report date is sent, then it is YYYY-MM-DD on the UK calendar', () => {
    expect(toReportDate('2026-04-01')).toBe('2026-04-01');
    expect(toReportDate('1/4/2026')).toBe('2026-04-01');
    expect(toReportDate(new Date(Date.UTC(2026, 2, 31, 23, 30)))).toBe('2026-04-01'); // 00:30 BST
    expect(toReportDate(new Date(Date.UTC(2026, 0, 31, 23, 30)))).toBe('2026-01-31'); // 23:30 GMT
    expect(toReportDate('2026-03-31T23:30:00Z')).toBe('2026-04-01');
  });

  it('when a value is not a real day, then it is refused rather than sent', () => {
    for (const bad of ['2026-02-30', '31/02/2026', 'yesterday', '2026-4-1'])
      expect(() => toReportDate(bad)).toThrow('Not a date');
    expect(() => toReportDate(new Date('nope'))).toThrow('Not a date');
  });

  it('when a report query is built, then both ends are date-only and empty ends are left out', () => {
    expect(reportDateQuery({ fromDate: new Date(Date.UTC(2025, 3, 6, 12)), toDate: '05/04/2026' })).toEqual({
      fromDate: '2025-04-06',
      toDate: '2026-04-05',
    });
    expect(reportDateQuery({ fromDate: null, toDate: '' })).toEqual({});
  });

  it('when a Date is put in any query, then the api client sends it date-only', () => {
    expect(toQueryString({ fromDate: new Date(Date.UTC(2026, 5, 30, 23, 15)), page: 1 })).toBe(
      '?fromDate=2026-07-01&page=1',
    );
  });
});
