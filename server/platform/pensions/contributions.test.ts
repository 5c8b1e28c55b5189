import { describe, expect, it } from 'vitest';
import { contributionCheck, grossUp } from './contributions';

describe('contributions', () => {
  it('when a member pays £800, then the scheme claims £200 and £1,000 is invested (relief at source, 20 %)', () => {
    const g = grossUp(800, '2026-11-26');
    expect([g.net.toFixed(2), g.relief.toFixed(2), g.gross.toFixed(2)]).toEqual([
      '800.00',
      '200.00',
      '1000.00',
    ]);
  });

  it('when a net amount does not divide exactly, then the gross is rounded to the penny', () => {
    // 333.33 / 0.8 = 416.6625 → 416.66
    expect(grossUp('333.33', '2026-11-26').gross.toFixed(2)).toBe('416.66');
  });

  it('when a contribution takes the year over £60,000, then the excess is named in a warning, not refused', () => {
    const c = contributionCheck({
      kind: 'Employee',
      amount: 800,
      on: '2026-11-26',
      grossEarlierThisYear: 59_500,
      grossSinceMpaaTrigger: null,
    });
    expect(c.gross.toFixed(2)).toBe('1000.00');
    expect(c.annualAllowance.exceededBy.toFixed(2)).toBe('500.00');
    expect(c.annualAllowance.left.toFixed(2)).toBe('0.00');
    expect(c.moneyPurchaseAnnualAllowance).toBeNull();
    expect(c.warnings[0]).toMatch(/£500\.00 over the annual allowance of £60,000\.00/);
  });

  it('when the MPAA was triggered, then contributions since count against £10,000', () => {
    const c = contributionCheck({
      kind: 'Employer',
      amount: 2_000,
      on: '2026-11-26',
      grossEarlierThisYear: 12_000,
      grossSinceMpaaTrigger: 9_000,
    });
    expect(c.relief.toFixed(2)).toBe('0.00');
    expect(c.annualAllowance.exceededBy.toFixed(2)).toBe('0.00');
    expect(c.moneyPurchaseAnnualAllowance?.exceededBy.toFixed(2)).toBe('1000.00');
    expect(c.warnings).toHaveLength(1);
  });

  it('when the year was already over the allowance, then only this contribution is counted as the excess', () => {
    const c = contributionCheck({
      kind: 'Employer',
      amount: 1_000,
      on: '2026-11-26',
      grossEarlierThisYear: 61_000,
      grossSinceMpaaTrigger: null,
    });
    expect(c.annualAllowance.exceededBy.toFixed(2)).toBe('1000.00');
  });
});
