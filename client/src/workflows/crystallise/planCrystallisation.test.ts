import { describe, expect, it } from 'vitest';
import type { TCrystallisationOptions } from '../../../../contract/pensions';
import {
  initialValues,
  placeCrystallisationErrors,
  planCrystallisation,
  type CrystalliseValues,
} from './planCrystallisation';

const translate = (key: string) => key;

const OPTIONS: TCrystallisationOptions = {
  accountId: 'ACC1234',
  clientId: 'CLI1234',
  clientProductId: 'CP12345',
  wrapperType: 'SIPP',
  on: '2026-11-27',
  accountValue: 100000,
  cashAvailable: 100000,
  uncrystallisedValue: 100000,
  crystallisedValue: 0,
  lumpSumAllowance: 268275,
  lumpSumAllowanceUsed: 0,
  lumpSumAllowanceUsedElsewhere: 0,
  lumpSumAllowanceLeft: 268275,
  age: 66,
  minimumPensionAge: 55,
  oldEnough: true,
  eligibleFrom: '2026-11-27',
  mostPclsOfAll: 25000,
  mpaa: { triggered: false, triggeredOn: null, allowance: 10000 },
  regularCrystallisations: [],
};

const values = (patch: Partial<CrystalliseValues>): CrystalliseValues => ({
  ...initialValues(OPTIONS),
  ...patch,
});

describe('planCrystallisation', () => {
  it('when £40,000 is crystallised with a PCLS, then a quarter is tax-free, the rest designated, nothing taxable and no MPAA', () => {
    const plan = planCrystallisation(values({ amount: '40,000' }), OPTIONS, translate);
    expect(plan.body).toEqual({ accountId: 'ACC1234', method: 'PCLS', amount: 40000 });
    expect(plan.preview).toMatchObject({ triggersMpaa: false });
    const p = plan.preview!;
    expect([p.taxFree, p.designatedToDrawdown, p.taxable, p.estimatedTax].map(String)).toEqual([
      '10000',
      '30000',
      '0',
      '0',
    ]);
    expect(p.allowanceLeftAfter.toString()).toBe('258275');
    expect(p.uncrystallisedAfter.toString()).toBe('60000');
  });

  it('when an UFPLS of £10,000 is taken, then £2,500 is tax-free, £7,500 taxable, the emergency tax estimated and the MPAA triggered', () => {
    const plan = planCrystallisation(values({ method: 'UFPLS', amount: '10000' }), OPTIONS, translate);
    const p = plan.preview!;
    expect(p.taxFree.toString()).toBe('2500');
    expect(p.taxable.toString()).toBe('7500');
    // Month 1: £1,047.50 free; £3,141.67 at 20 %, the other £3,310.83 at 40 %, rounded down: £1,952.66.
    expect(p.estimatedTax.toFixed(2)).toBe('1952.66');
    expect(p.paidToClient.toFixed(2)).toBe('8047.34');
    expect(p.triggersMpaa).toBe(true);
  });

  it('when the client declares £260,000 used elsewhere, then the allowance left limits the tax-free cash and the declaration is sent', () => {
    const plan = planCrystallisation(
      values({ amount: '40000', usedElsewhere: '260,000' }),
      OPTIONS,
      translate,
    );
    expect(plan.body).toMatchObject({ lumpSumAllowanceUsedElsewhere: 260000 });
    expect(plan.preview!.taxFree.toString()).toBe('8275');
    expect(plan.preview!.allowanceLeftAfter.toString()).toBe('0');
  });

  it('when all of it is chosen, then the body says all and the whole value is crystallised', () => {
    const plan = planCrystallisation(values({ scope: 'all' }), OPTIONS, translate);
    expect(plan.body).toEqual({ accountId: 'ACC1234', method: 'PCLS', all: true });
    expect(plan.preview!.crystallised.toString()).toBe('100000');
  });

  it('when the amount is missing or above the uncrystallised value, then the amount is marked', () => {
    expect(planCrystallisation(values({ amount: '' }), OPTIONS, translate).errors).toEqual({
      amount: 'workflows.crystallise.errors.amount',
    });
    expect(planCrystallisation(values({ amount: '100000.01' }), OPTIONS, translate).errors).toEqual({
      amount: 'workflows.crystallise.errors.tooMuch',
    });
    expect(
      planCrystallisation(values({ amount: '10', usedElsewhere: 'lots' }), OPTIONS, translate).errors,
    ).toEqual({ usedElsewhere: 'workflows.crystallise.errors.usedElsewhere' });
  });

  it("when the platform refuses, then its fields land on the form's and the rest is listed", () => {
    expect(
      placeCrystallisationErrors([
        { fieldName: 'pcls', errorMessage: 'Must be at most £10,000.00' },
        { fieldName: 'lumpSumAllowanceUsedElsewhere', errorMessage: 'Too big' },
        { fieldName: 'dateOfBirth', errorMessage: 'The client is 45' },
      ]),
    ).toEqual({
      fields: { amount: 'Must be at most £10,000.00', usedElsewhere: 'Too big' },
      unplaced: ['The client is 45'],
    });
  });
});
