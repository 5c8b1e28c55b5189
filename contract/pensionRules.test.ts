import { describe, expect, it } from 'vitest';
import { ageOn } from './validation';
import { rulesOn } from './pensionRules';

describe('rulesOn', () => {
  it('when asked for 2025/26, then every figure is the one in force, with its source and start', () => {
    const r = rulesOn('2025-06-01');
    expect(r.lumpSumAllowance.toFixed(0)).toBe('268275');
    expect(r.annualAllowance.toFixed(0)).toBe('60000');
    expect(r.moneyPurchaseAnnualAllowance.toFixed(0)).toBe('10000');
    expect(r.reliefAtSourceRate.toFixed(2)).toBe('0.20');
    expect(r.minimumPensionAge).toBe(55);
    expect(r.incomeTax.personalAllowance.toFixed(0)).toBe('12570');
    expect(r.incomeTax.bands.map((b) => [b.rate.toFixed(2), b.upTo?.toFixed(0) ?? null])).toEqual([
      ['0.20', '37700'],
      ['0.40', '125140'],
      ['0.45', null],
    ]);
    expect(r.sources.lumpSumAllowance).toEqual({
      from: '2024-04-06',
      source: expect.stringMatching(/PTM174100/),
    });
  });

  it('when the date is 6 April 2028 or later, then the minimum pension age is 57', () => {
    expect(rulesOn('2028-04-05').minimumPensionAge).toBe(55);
    expect(rulesOn('2028-04-06').minimumPensionAge).toBe(57);
    expect(rulesOn('2028-04-06').sources.minimumPensionAge.from).toBe('2028-04-06');
  });

  it('when the date is before the rules begin, then it throws rather than guess', () => {
    expect(() => rulesOn('2025-04-05')).toThrow(RangeError);
  });

  it('when ages are counted, then the birthday itself counts and 29 February becomes 1 March', () => {
    expect(ageOn('1970-06-15', '2025-06-14')).toBe(54);
    expect(ageOn('1970-06-15', '2025-06-15')).toBe(55);
    expect(ageOn('1972-02-29', '2027-02-28')).toBe(54);
    expect(ageOn('1972-02-29', '2027-03-01')).toBe(55);
  });
});
