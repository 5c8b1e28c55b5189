import { describe, expect, it } from 'vitest';
import { periodOf } from './periods';

describe('report periods', () => {
  const today = '2026-11-26';

  it('when a quick choice is made, then its dates end today and start where a person expects', () => {
    expect(periodOf('1M', today)).toEqual({ fromDate: '2026-10-27', toDate: today });
    expect(periodOf('3M', today)).toEqual({ fromDate: '2026-08-27', toDate: today });
    expect(periodOf('6M', today)).toEqual({ fromDate: '2026-05-27', toDate: today });
    expect(periodOf('YTD', today)).toEqual({ fromDate: '2026-01-01', toDate: today });
    expect(periodOf('1Y', today)).toEqual({ fromDate: '2025-11-27', toDate: today });
    expect(periodOf('sinceStart', today)).toEqual({ toDate: today });
  });

  it('when the tax year is chosen, then it starts on 6 April, last year before 6 April', () => {
    expect(periodOf('taxYear', today)).toEqual({ fromDate: '2026-04-06', toDate: today });
    expect(periodOf('taxYear', '2026-04-05')).toEqual({ fromDate: '2025-04-06', toDate: '2026-04-05' });
  });

  it('when custom is chosen, then the typed dates are the period', () => {
    const typed = { fromDate: '2024-01-01', toDate: '2024-06-30' };
    expect(periodOf('custom', today, typed)).toEqual(typed);
  });
});
