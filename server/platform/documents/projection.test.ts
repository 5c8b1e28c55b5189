import { describe, expect, it } from 'vitest';
import { FCA_RATES, project, projectAtFcaRates, tableYears } from './projection';

const money = (years: { value: { toFixed: (n: number) => string } }[]) =>
  years.map((y) => y.value.toFixed(2));

describe('project', () => {
  it('when only a lump sum is invested, then it compounds once a year at the net rate', () => {
    const years = project({ lumpSum: 1000, monthlyContribution: 0, termYears: 3, annualChargePercent: 0 }, 5);
    expect(money(years)).toEqual(['1050.00', '1102.50', '1157.63']);
    expect(years.map((y) => y.paidIn.toFixed(2))).toEqual(['1000.00', '1000.00', '1000.00']);
  });

  it('when charges are taken, then the growth rate is reduced by them', () => {
    const years = project(
      { lumpSum: 1000, monthlyContribution: 0, termYears: 2, annualChargePercent: 0.75 },
      5,
    );
    // 4.25% a year: 1042.50, then 1086.81 (1086.805625 rounded half up).
    expect(money(years)).toEqual(['1042.50', '1086.81']);
  });

  it('when contributions are monthly, then each earns growth for the months it was invested', () => {
    const [first, second] = project(
      { lumpSum: 0, monthlyContribution: 100, termYears: 2, annualChargePercent: 0 },
      5,
    );
    // 1,200 paid in; 100 × 5% × (12 + 11 + … + 1)/12 = 32.50 of growth.
    expect(first.value.toFixed(2)).toBe('1232.50');
    expect(first.paidIn.toFixed(2)).toBe('1200.00');
    // 1232.50 × 1.05 + 1232.50
    expect(second.value.toFixed(2)).toBe('2526.63');
    expect(second.paidIn.toFixed(2)).toBe('2400.00');
  });

  it("when a value is shown in today's money, then it is deflated by 2% a year", () => {
    const [first, second] = project(
      { lumpSum: 1000, monthlyContribution: 0, termYears: 2, annualChargePercent: 0 },
      2,
    );
    expect(first.todaysMoney.toFixed(2)).toBe('1000.00');
    expect(second.todaysMoney.toFixed(2)).toBe('1000.00');
  });

  it('when charges exceed growth, then the value falls below what was paid in', () => {
    const [year] = project(
      { lumpSum: 1000, monthlyContribution: 0, termYears: 1, annualChargePercent: 3 },
      2,
    );
    expect(year.value.toFixed(2)).toBe('990.00');
  });

  it('when amounts do not add exactly in binary, then the projection is still exact to the penny', () => {
    const years = project(
      { lumpSum: 0.1, monthlyContribution: 0.1, termYears: 30, annualChargePercent: 0 },
      0,
    );
    // 0.10 + 30 × 12 × 0.10 = 36.10 exactly, where float addition drifts.
    expect(years[29].value.toFixed(2)).toBe('36.10');
    expect(years[29].paidIn.toFixed(2)).toBe('36.10');
  });

  it('when projected at the FCA rates, then lower < middle < higher and the rates are 2, 5 and 8', () => {
    const rates = projectAtFcaRates({
      lumpSum: 10_000,
      monthlyContribution: 200,
      termYears: 20,
      annualChargePercent: 0.5,
    });
    expect(FCA_RATES.map((r) => r.percent)).toEqual([2, 5, 8]);
    const last = rates.map((r) => r.years[19].value);
    expect(last[0].lessThan(last[1]) && last[1].lessThan(last[2])).toBe(true);
  });
});

describe('tableYears', () => {
  it('when the term is long, then the table shows years 1 to 5, every fifth and the last', () => {
    expect(tableYears(23)).toEqual([1, 2, 3, 4, 5, 10, 15, 20, 23]);
    expect(tableYears(10)).toEqual([1, 2, 3, 4, 5, 10]);
  });

  it('when the term is short, then every year is shown', () => {
    expect(tableYears(3)).toEqual([1, 2, 3]);
  });
});
