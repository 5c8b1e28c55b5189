import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../contract/money';
import { illustrate, threeFiguresDown, type IllustrationPlan } from './projection';

const lumpSum: IllustrationPlan = {
  taxAdvantaged: true,
  termYears: 10,
  singleContribution: 10_000,
  charges: { platformPercent: '0.25', fundOcfPercent: '0.15', adviserOngoingPercent: '0.5' },
};

const last = (i: ReturnType<typeof illustrate>, rate: number) => i.rates[rate].years.at(-1)!;
const text = (d: Decimal | null) => d?.toFixed() ?? null;

describe('a product illustration checked by hand', () => {
  it('when £10,000 is invested for 10 years with 0.9 % a year of charges, then each rate matches the hand calculation', () => {
    // By hand. Growth compounds monthly at (1 + g)^(1/12), so 120 months give (1 + g)^10 exactly.
    // Charges: 0.25 % + 0.15 % + 0.5 % = 0.9 % a year, a twelfth a month on the grown value, so each
    // month keeps k = 1 − 0.009 / 12 = 0.99925, and 120 months keep k^120 = e^(120 × ln 0.99925)
    // = e^(120 × −0.000750281) = e^(−0.0900338) = 0.913900.
    // Value = 10,000 × (1 + g)^10 × 0.913900; today's money divides by 1.02^10 = 1.218994.
    //   lower 2 %:        1.02^10 = 1.218994 → 10,000 × 1.218994 × 0.913900 = 11,140.39 → 11,100
    //                     today's money 11,140.39 / 1.218994 = 9,139.00 → 9,130
    //   intermediate 5 %: 1.05^10 = 1.628895 → 14,886.47 → 14,800; today's 12,212.09 → 12,200
    //   higher 8 %:       1.08^10 = 2.158925 → 19,730.42 → 19,700; today's 16,185.82 → 16,100
    const i = illustrate(lumpSum);
    expect(i.status).toBe('ACCUMULATION');
    expect(i.rates.map((r) => [r.name, r.percent.toNumber()])).toEqual([
      ['lower', 2],
      ['intermediate', 5],
      ['higher', 8],
    ]);
    expect([0, 1, 2].map((r) => [text(last(i, r).value), text(last(i, r).realValue)])).toEqual([
      ['11100', '9130'],
      ['14800', '12200'],
      ['19700', '16100'],
    ]);
    expect(last(i, 1).paidIn.toFixed(2)).toBe('10000.00');
    expect(i.rates[1].years).toHaveLength(10);
  });

  it('when the effect of charges is shown, then the reduction in yield is 5 % less the rate that gives the same value uncharged', () => {
    // By hand: a year keeps 1.05 × k^12 = 1.05 × 0.991037 = 1.040589 of the value, so the uncharged rate
    // that ends at the same value is 4.0589 %, and the reduction in yield is 5 − 4.0589 = 0.94 points.
    // Without charges the value is 10,000 × 1.628895 = 16,288.95 → 16,200; with them 14,800 (above);
    // the difference 16,288.95 − 14,886.47 = 1,402.48 → 1,400.
    const i = illustrate(lumpSum);
    expect(text(i.reductionInYield.percent)).toBe('0.94');
    expect(i.reductionInYield.atRatePercent.toNumber()).toBe(5);
    expect(text(i.effectOfCharges.withoutCharges)).toBe('16200');
    expect(text(i.effectOfCharges.difference)).toBe('1400');
  });

  it('when the costs are disclosed, then each charge type has its year-one pounds and percentage and its total', () => {
    // Year one at 5 %: each month the value grows by f = 1.05^(1/12) = 1.0040741 and then pays a twelfth of
    // each rate on the grown value; summed over twelve months the platform's 0.25 % comes to £25.57, the
    // OCF's 0.15 % to £15.34 and the adviser's 0.5 % to £51.13 (£92.04 in all, 0.92 % of £10,000).
    const { lines, total } = illustrate(lumpSum).costsAndCharges;
    expect(lines.map((l) => [l.type, l.category, l.yearOne.toFixed(2), text(l.yearOnePercent)])).toEqual([
      ['Platform', 'Ongoing', '25.57', '0.26'],
      ['OCF', 'Ongoing', '15.34', '0.15'],
      ['IMifidCharge', 'Ongoing', '51.13', '0.51'],
    ]);
    expect([total.yearOne.toFixed(2), text(total.yearOnePercent)]).toEqual(['92.04', '0.92']);
    // Over ten years the charges are what the uncharged and charged values differ by, less the growth
    // the charges would have earned: less than the £1,402.48 difference, more than ten years of year one.
    expect(total.overTerm.greaterThan(920.4)).toBe(true);
    expect(total.overTerm.lessThan(1402.48)).toBe(true);
  });

  it('when regular contributions are paid, then each earns growth from the start of its month', () => {
    // By hand: £100 at the start of each month for a year at 5 % with no charges is a geometric series,
    // 100 × f × (f^12 − 1) / (f − 1) with f = 1.0040741: 100 × 1.0040741 × 0.05 / 0.0040741 = 1,232.26,
    // shown as 1,230.
    const i = illustrate({ taxAdvantaged: true, termYears: 1, monthlyContribution: 100 });
    expect(text(last(i, 1).value)).toBe('1230');
    expect(last(i, 1).paidIn.toFixed(2)).toBe('1200.00');
    expect(text(i.reductionInYield.percent)).toBe('0');
  });

  it('when the product is not tax-advantaged, then it is projected at 1.5, 4.5 and 7.5 %', () => {
    const i = illustrate({ ...lumpSum, taxAdvantaged: false });
    expect(i.rates.map((r) => r.percent.toNumber())).toEqual([1.5, 4.5, 7.5]);
    expect(i.reductionInYield.atRatePercent.toNumber()).toBe(4.5);
  });

  it('when an initial and a fixed charge apply, then they are disclosed under their own types', () => {
    const i = illustrate({
      taxAdvantaged: true,
      termYears: 2,
      singleContribution: 20_000,
      charges: { initialPercent: 1, fixed: [{ type: 'Platform', poundsPerYear: 60 }] },
    });
    const byType = Object.fromEntries(i.costsAndCharges.lines.map((l) => [l.type, l]));
    expect(byType.Initial.category).toBe('One-off');
    expect(byType.Initial.yearOne.toFixed(2)).toBe('200.00');
    expect(byType.Initial.overTerm.toFixed(2)).toBe('200.00');
    expect(byType.Platform.yearOne.toFixed(2)).toBe('60.00');
    expect(byType.Platform.overTerm.toFixed(2)).toBe('120.00');
  });
});

describe('drawdown', () => {
  it('when £1,000 a month is drawn from £100,000 without charges, then the pot runs out in the year the hand calculation says', () => {
    // By hand at 2 %: f = 1.02^(1/12) = 1.0016516. Before the m-th withdrawal the pot holds
    // 100,000 f^(m−1) − 1,000 f (f^(m−1) − 1)/(f − 1) = 606,490 − 506,490 f^(m−1), which stays at or above
    // £1,000 while f^(m−1) ≤ 605,490 / 506,490 = 1.19546, that is m − 1 ≤ ln 1.19546 / ln f = 108.2:
    // the 110th withdrawal is the first short, in year 10. At 5 % and 8 % the same sum gives months
    // 129 (year 11) and 159 (year 14).
    const i = illustrate({
      taxAdvantaged: true,
      termYears: 15,
      startingValue: 100_000,
      monthlyWithdrawal: 1_000,
    });
    expect(i.status).toBe('DRAWDOWN');
    expect(i.rates.map((r) => r.runsOutInYear)).toEqual([10, 11, 14]);
    expect(i.reductionInYield.percent).toBeNull();
    expect(last(i, 0).value.toFixed()).toBe('0');
  });
});

describe('rounding', () => {
  it('when a value is shown, then it is rounded down to three significant figures and never below zero', () => {
    expect(threeFiguresDown(new Decimal('12345.67')).toFixed()).toBe('12300');
    expect(threeFiguresDown(new Decimal('999.99')).toFixed()).toBe('999');
    expect(threeFiguresDown(new Decimal('1239999')).toFixed()).toBe('1230000');
    expect(threeFiguresDown(new Decimal('0.04567')).toFixed()).toBe('0.0456');
    expect(threeFiguresDown(new Decimal(-5)).toFixed()).toBe('0');
  });

  it('when the term is not a whole number of years from 1 to 100, then it throws', () => {
    expect(() => illustrate({ ...lumpSum, termYears: 0 })).toThrow(RangeError);
    expect(() => illustrate({ ...lumpSum, termYears: 2.5 })).toThrow(RangeError);
  });
});
