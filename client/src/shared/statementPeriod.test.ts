import { describe, expect, it } from 'vitest';
import {
  lastQuarter,
  lastTaxYear,
  lastThreeMonths,
  londonToday,
  periodText,
  taxYearToDate,
} from './statementPeriod';

describe('statement periods', () => {
  it('when today is 26 November 2026, then each preset is the period a UK reader expects', () => {
    const today = '2026-11-26';
    expect(lastThreeMonths(today)).toEqual({ fromDate: '2026-08-27', toDate: today });
    expect(lastQuarter(today)).toEqual({ fromDate: '2026-07-01', toDate: '2026-09-30' });
    expect(taxYearToDate(today)).toEqual({ fromDate: '2026-04-06', toDate: today });
    expect(lastTaxYear(today)).toEqual({ fromDate: '2025-04-06', toDate: '2026-04-05' });
  });

  it('when today is in the first days of a tax year or a quarter, then the presets look back', () => {
    expect(lastQuarter('2026-01-01')).toEqual({ fromDate: '2025-10-01', toDate: '2025-12-31' });
    expect(taxYearToDate('2026-04-05')).toEqual({ fromDate: '2025-04-06', toDate: '2026-04-05' });
    expect(lastTaxYear('2026-04-06')).toEqual({ fromDate: '2025-04-06', toDate: '2026-04-05' });
  });

  it('when a period is written, then it reads in words, and today is the London day', () => {
    expect(periodText({ fromDate: '2026-09-01', toDate: '2026-11-26' })).toBe(
      '1 September 2026 to 26 November 2026',
    );
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (summer time).
    expect(londonToday(new Date('2026-05-31T23:30:00Z'))).toBe('2026-06-01');
  });
});
