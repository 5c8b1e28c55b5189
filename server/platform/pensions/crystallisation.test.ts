import { describe, expect, it } from 'vitest';
import { dec } from '../../../contract/money';
import {
  crystallisationOptions,
  crystallisationQuote,
  eligibleFrom,
  pclsLimit,
  type CrystallisationRequest,
} from './crystallisation';
import { emergencyTaxEstimate } from '../../../contract/emergencyTax';
import { rulesOn } from '../../../contract/pensionRules';

// Worked examples. Where HMRC's Pensions Tax Manual gives the figures the test names the page; the others
// are constructed from the rule the page states, and say so.

const ON = '2026-11-26';
const request = (over: Partial<CrystallisationRequest>): CrystallisationRequest => ({
  uncrystallisedValue: 200_000,
  lumpSumAllowanceUsed: 0,
  dateOfBirth: '1960-05-01',
  on: ON,
  method: 'PCLS',
  amount: 100_000,
  ...over,
});

function quoted(over: Partial<CrystallisationRequest>) {
  const result = crystallisationQuote(request(over));
  if (!result.ok) throw new Error(JSON.stringify(result.refusals));
  return result.quote;
}

function refused(over: Partial<CrystallisationRequest>) {
  const result = crystallisationQuote(request(over));
  if (result.ok) throw new Error('expected a refusal');
  return result.refusals;
}

describe('UFPLS', () => {
  it('when £8,000 is taken as an UFPLS, then £2,000 is tax-free, £6,000 taxable and the MPAA is triggered (PTM056530, Karen)', () => {
    // PTM056530: an UFPLS of £8,000 is paid 25 % tax free and 75 % chargeable to income tax, and is a
    // trigger event for the money purchase annual allowance (unlike the small lump sum it is compared with).
    const q = quoted({ method: 'UFPLS', amount: 8_000, uncrystallisedValue: 8_000 });
    expect(q.taxFree.toFixed(2)).toBe('2000.00');
    expect(q.taxable.toFixed(2)).toBe('6000.00');
    expect(q.mpaa.triggered).toBe(true);
    expect(q.uncrystallisedAfter.toFixed(2)).toBe('0.00');
    expect(q.lumpSumAllowance.leftAfter.toFixed(2)).toBe('266275.00');
  });

  it('when the lump sum allowance runs out part-way through an UFPLS, then the part beyond it is taxable (constructed, rule of PTM063300)', () => {
    // Constructed: £260,000 already used leaves £8,275 of the £268,275 allowance. A quarter of £100,000 is
    // £25,000, so only £8,275 is tax-free and £100,000 − £8,275 = £91,725 is taxable.
    const q = quoted({ method: 'UFPLS', amount: 100_000, lumpSumAllowanceUsed: 260_000 });
    expect(q.taxFree.toFixed(2)).toBe('8275.00');
    expect(q.taxable.toFixed(2)).toBe('91725.00');
    expect(q.lumpSumAllowance.leftAfter.toFixed(2)).toBe('0.00');
  });

  it('when no lump sum allowance is left, then an UFPLS is refused', () => {
    const refusals = refused({ method: 'UFPLS', lumpSumAllowanceUsed: 268_275 });
    expect(refusals.map((r) => r.fieldName)).toEqual(['method']);
  });

  it('when the taxable part is paid, then its month-1 emergency tax is shown as an estimate (constructed)', () => {
    // Constructed: £20,000 UFPLS, £5,000 tax-free, £15,000 taxable, taxed as if paid every month.
    // Free pay 12,570 / 12 = 1,047.50, so 13,952.50 is taxable pay.
    // Basic band 37,700 / 12 = 3,141.6667 at 20 % = 628.3333
    // Higher band to 125,140 / 12 = 10,428.3333: 7,286.6667 at 40 % = 2,914.6667
    // Additional 13,952.50 − 10,428.3333 = 3,524.1667 at 45 % = 1,585.875
    // Total 5,128.875, rounded down to £5,128.87.
    const q = quoted({ method: 'UFPLS', amount: 20_000 });
    expect(q.taxable.toFixed(2)).toBe('15000.00');
    const estimate = q.firstTaxablePayment!;
    expect(estimate.isEstimate).toBe(true);
    expect(estimate.basis).toBe('Emergency code, month 1');
    expect(estimate.tax.toFixed(2)).toBe('5128.87');
    expect(estimate.net.toFixed(2)).toBe('9871.13');
    expect(estimate.bands.map((b) => b.name)).toEqual(['basic', 'higher', 'additional']);
  });

  it('when a payment is within the monthly free pay, then no tax is estimated', () => {
    expect(emergencyTaxEstimate(1_000, ON).tax.toFixed(2)).toBe('0.00');
  });
});

describe('PCLS', () => {
  it('when £100,000 is crystallised, then the most PCLS is £25,000 and £75,000 is designated, a third of which is £25,000 (constructed, FA 2004 Sch 29 paras 2-3, PTM063230)', () => {
    const q = quoted({ amount: 100_000 });
    expect(q.taxFree.toFixed(2)).toBe('25000.00');
    expect(q.designatedToDrawdown.toFixed(2)).toBe('75000.00');
    expect(q.taxable.toFixed(2)).toBe('0.00');
    expect(q.uncrystallisedAfter.toFixed(2)).toBe('100000.00');
    const rules = rulesOn(ON);
    expect(pclsLimit({ designated: 75_000 }, 268_275, rules).most.toFixed(2)).toBe('25000.00');
  });

  it('when the PCLS asked for is above 25 %, then it is refused naming the most allowed', () => {
    const refusals = refused({ amount: 100_000, pcls: 25_000.01 });
    expect(refusals).toEqual([
      { fieldName: 'pcls', errorMessage: 'Must be at most £25,000.00, 25% of the amount crystallised' },
    ]);
  });

  it('when the lump sum allowance left is below 25 %, then it limits the PCLS and the rest is designated (constructed)', () => {
    // Constructed: £250,000 used leaves £18,275; 25 % of £100,000 would be £25,000.
    const q = quoted({ amount: 100_000, lumpSumAllowanceUsed: 250_000 });
    expect(q.taxFree.toFixed(2)).toBe('18275.00');
    expect(q.designatedToDrawdown.toFixed(2)).toBe('81725.00');
    expect(refused({ amount: 100_000, lumpSumAllowanceUsed: 250_000, pcls: 25_000 })).toEqual([
      {
        fieldName: 'pcls',
        errorMessage: 'Must be at most £18,275.00, the lump sum allowance the client has left',
      },
    ]);
  });

  it('when a smaller PCLS is chosen, then the rest of the amount is designated', () => {
    const q = quoted({ amount: 100_000, pcls: 10_000 });
    expect(q.designatedToDrawdown.toFixed(2)).toBe('90000.00');
    expect(q.mostTaxFree.toFixed(2)).toBe('25000.00');
  });

  it('when only a PCLS is taken, then the MPAA is not triggered; with a first income it is (PTM056520, PTM056530)', () => {
    expect(quoted({}).mpaa.triggered).toBe(false);
    const drawing = quoted({ firstIncome: 1_500 });
    expect(drawing.mpaa.triggered).toBe(true);
    expect(drawing.taxable.toFixed(2)).toBe('1500.00');
    expect(drawing.firstTaxablePayment?.isEstimate).toBe(true);
  });

  it("when 'all' is crystallised, then the amount is the whole uncrystallised value", () => {
    const q = quoted({ amount: 'all', uncrystallisedValue: '123456.78' });
    expect(q.crystallised.toFixed(2)).toBe('123456.78');
    // 25 % is 30,864.195, rounded down to the penny.
    expect(q.taxFree.toFixed(2)).toBe('30864.19');
    expect(q.designatedToDrawdown.toFixed(2)).toBe('92592.59');
  });
});

describe('refusals', () => {
  it('when the client is under the minimum pension age, then it is refused naming the day they reach it', () => {
    expect(refused({ dateOfBirth: '1971-11-27' })).toEqual([
      {
        fieldName: 'dateOfBirth',
        errorMessage: 'The client is 54; benefits can be taken from age 55, on or after 2026-11-27',
      },
    ]);
  });

  it('when the amount is more than the uncrystallised value, then it is refused', () => {
    expect(refused({ amount: 200_000.01 })[0].fieldName).toBe('amount');
    expect(refused({ amount: 0 })[0].errorMessage).toBe('Must be more than £0.00');
  });
});

describe('minimum pension age', () => {
  it('when a payment is on 6 April 2028 or later, then 57 applies by the date of payment (Finance Act 2022, PTM062701)', () => {
    // Born 1 January 1972: 56 on both days; 55 still applies on 5 April 2028, 57 from the 6th.
    expect(crystallisationQuote(request({ dateOfBirth: '1972-01-01', on: '2028-04-05' })).ok).toBe(true);
    expect(crystallisationQuote(request({ dateOfBirth: '1972-01-01', on: '2028-04-06' })).ok).toBe(false);
  });

  it('when someone reaches 55 only after the change, then they may take benefits from 57', () => {
    expect(eligibleFrom('1973-01-01', ON)).toBe('2028-01-01');
    expect(eligibleFrom('1973-06-01', ON)).toBe('2030-06-01');
    expect(eligibleFrom('1960-05-01', ON)).toBe(ON);
  });

  it('when born on 29 February, then the birthday in a common year is 1 March', () => {
    expect(eligibleFrom('1972-02-29', '2026-11-26')).toBe('2027-03-01');
  });
});

describe('options', () => {
  it('when nothing is chosen yet, then the options show the allowance left and the most PCLS of everything', () => {
    const o = crystallisationOptions({
      uncrystallisedValue: 200_000,
      lumpSumAllowanceUsed: '10000',
      dateOfBirth: '1960-05-01',
      on: ON,
    });
    expect(o.lumpSumAllowanceLeft.toFixed(2)).toBe('258275.00');
    expect(o.mostPclsOfAll.equals(dec(50_000))).toBe(true);
    expect(o.oldEnough).toBe(true);
  });
});
