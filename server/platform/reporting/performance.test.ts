import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../ledger/money';
import {
  cumulativeTimeWeightedReturns,
  annualMoneyWeightedReturn,
  moneyWeightedReturn,
  timeWeightedReturn,
  xirr,
  type DailyValuation,
} from './performance';

const day = (date: string, value: string, flow = '0'): DailyValuation => ({
  date,
  value: dec(value),
  flow: dec(flow),
});
const flow = (d: number, amount: string) => ({ day: d, amount: dec(amount) });

describe('time-weighted return', () => {
  it('when a flow dwarfs the portfolio, then the TWR is the chain of daily returns, not simple growth', () => {
    // £100 rises 10% on day 1. On day 2 £10,000 arrives at the start of the day and everything falls 10%:
    // (100 × 1.1 + 10,000) × 0.9 = 9,099. Time-weighted: 1.1 × 0.9 − 1 = −1%. Simple growth (value less
    // opening less money paid in) is 9,099 − 100 − 10,000 = −£1,001, about −10% of what was invested.
    const days = [day('2025-01-01', '100'), day('2025-01-02', '110'), day('2025-01-03', '9099', '10000')];
    expect(timeWeightedReturn(days)!.toFixed()).toBe('-0.01');
    const simpleGrowth = dec('9099').minus(100).minus(10000).dividedBy(dec(100).plus(10000));
    expect(simpleGrowth.toDecimalPlaces(4).toFixed()).toBe('-0.0991');
  });

  it('when there are no flows, then the TWR is the change in value over the period exactly', () => {
    const days = [day('2025-01-01', '1000'), day('2025-01-02', '1033.33'), day('2025-01-03', '1200')];
    expect(timeWeightedReturn(days)!.toFixed()).toBe('0.2');
  });

  it('when an account is empty until its first pay-in, then the return starts from that day and is null before', () => {
    const days = [
      day('2025-01-01', '0'),
      day('2025-01-02', '0'),
      day('2025-01-03', '500', '500'),
      day('2025-01-04', '550'),
    ];
    expect(cumulativeTimeWeightedReturns(days).map((r) => r?.toFixed() ?? null)).toEqual([
      null,
      null,
      '0',
      '0.1',
    ]);
  });

  it('when everything is withdrawn, then the emptied day is skipped and the return before it stands', () => {
    const days = [day('2025-01-01', '200'), day('2025-01-02', '220'), day('2025-01-03', '0', '-220')];
    expect(timeWeightedReturn(days)!.toFixed()).toBe('0.1');
  });

  it('when nothing was ever invested, or there is only one valuation, then the TWR is null', () => {
    expect(timeWeightedReturn([day('2025-01-01', '0'), day('2025-01-02', '0')])).toBeNull();
    expect(timeWeightedReturn([day('2025-01-01', '100')])).toBeNull();
  });
});

describe('money-weighted return (XIRR)', () => {
  it('when £1,000 is invested, £1,000 more a year later, and £2,310 comes out after two years, then XIRR is 10%', () => {
    // Hand working: at 10% a year the first £1,000 grows to 1,000 × 1.1² = 1,210 over two years and the
    // second to 1,000 × 1.1 = 1,100 over one: 1,210 + 1,100 = 2,310, the closing value. So
    // −1,000 − 1,000/1.1 + 2,310/1.1² = −1,000 − 909.0909… + 1,909.0909… = 0 at r = 0.10 exactly.
    const rate = xirr([flow(0, '-1000'), flow(365, '-1000'), flow(730, '2310')]);
    expect(rate!.toDecimalPlaces(9).toFixed()).toBe('0.1');
  });

  it('when the same flows come from daily valuations, then the flow is timed at the start of its day', () => {
    // Opening £1,000 at the end of 2021-01-01; £1,000 paid in on 2022-01-02 (365 days after the start of
    // the period); £2,310 at the end of 2023-01-01 (730 days): the case above.
    const days = [day('2021-01-01', '1000'), day('2022-01-02', '2100', '1000'), day('2023-01-01', '2310')];
    expect(moneyWeightedReturn(days)!.toDecimalPlaces(9).toFixed()).toBe('0.1');
  });

  it('when the value halves over a year, then XIRR is −50%, and a loss of nearly everything still solves', () => {
    expect(
      xirr([flow(0, '-1000'), flow(365, '500')])!
        .toDecimalPlaces(9)
        .toFixed(),
    ).toBe('-0.5');
    expect(
      xirr([flow(0, '-1000'), flow(365, '0.01')])!
        .toDecimalPlaces(9)
        .toFixed(),
    ).toBe('-0.99999');
  });

  it('when a fifth is lost in six days, then the annualised rate is within a hair of −100% and still found', () => {
    const rate = xirr([flow(0, '-10000'), flow(6, '8000')])!;
    expect(rate.toFixed(15)).toBe(dec('0.8').pow(dec(365).dividedBy(6)).minus(1).toFixed(15));
  });

  it('when a month gains 1%, then XIRR annualises it: 1.01^(365/30) − 1', () => {
    const rate = xirr([flow(0, '-1000'), flow(30, '1010')])!;
    expect(rate.toDecimalPlaces(6).toFixed()).toBe(
      dec('1.01').pow(dec(365).dividedBy(30)).minus(1).toDecimalPlaces(6).toFixed(),
    );
  });

  it('when a portfolio has years of monthly flows, then the rate found balances them to a millionth of a penny', () => {
    // Random histories: an opening sum, a payment in or out most months, a closing value. Whatever path the
    // search took (floating point first, decimals to finish), the rate must make the present value nil.
    const history = fc.record({
      opening: fc.integer({ min: 1_000, max: 1_000_000 }),
      monthly: fc.array(fc.integer({ min: -5_000, max: 20_000 }), { minLength: 0, maxLength: 60 }),
      growth: fc.double({ min: -0.6, max: 2, noNaN: true }),
    });
    fc.assert(
      fc.property(history, ({ opening, monthly, growth }) => {
        const flows = [flow(0, String(-opening)), ...monthly.map((m, i) => flow(30 * (i + 1), String(-m)))];
        const paidIn = opening + monthly.reduce((s, m) => s + m, 0);
        if (paidIn <= 0) return;
        const closing = dec(paidIn)
          .times(dec(1 + growth).toDecimalPlaces(6))
          .toDecimalPlaces(2);
        flows.push(flow(30 * (monthly.length + 1) + 5, closing.toFixed()));
        const rate = xirr(flows);
        if (rate === null) return;
        const factor = dec(1).plus(rate);
        const presentValue = flows.reduce(
          (sum, f) => sum.plus(f.amount.dividedBy(factor.pow(dec(f.day).dividedBy(365)))),
          dec(0),
        );
        expect(
          presentValue.abs().lessThan('0.000001'),
          `${presentValue.toFixed()} at ${rate.toFixed()}`,
        ).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('when the flows cannot balance or span no time, then XIRR is null rather than NaN or an error', () => {
    expect(xirr([flow(0, '-1000'), flow(365, '-5')])).toBeNull();
    expect(xirr([flow(0, '-1000'), flow(0, '1000')])).toBeNull();
    expect(xirr([])).toBeNull();
    expect(moneyWeightedReturn([day('2025-01-01', '0'), day('2025-01-02', '0')])).toBeNull();
  });

  it('when the period is shorter than a year, then the money-weighted return is the period’s, not annualised', () => {
    // £10,000 held 30 days becomes £9,900 with no flows: the return over the period is exactly −1%,
    // while the yearly rate it implies is 0.99^(365/30) − 1, about −11.5%.
    const days = [day('2025-03-01', '10000'), day('2025-03-31', '9900')];
    expect(moneyWeightedReturn(days)!.toDecimalPlaces(9).toFixed()).toBe('-0.01');
    expect(annualMoneyWeightedReturn(days)!.toDecimalPlaces(6).toFixed()).toBe(
      dec('0.99').pow(dec(365).dividedBy(30)).minus(1).toDecimalPlaces(6).toFixed(),
    );
  });
});
