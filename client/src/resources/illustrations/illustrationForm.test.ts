import { describe, expect, it } from 'vitest';
import { ZCreateProductIllustration, type TProductIllustration } from '../../../../contract/illustrations';
import { copyOf, toCreateBody } from './illustrationForm';

const accumulation = {
  name: 'ISA plan',
  wrapperType: 'ISA',
  status: 'ACCUMULATION' as const,
  termYears: 15,
  singleContribution: 20000,
  monthlyContribution: 250,
  monthlyWithdrawal: 900,
  drawdownMethod: 'FAD',
  platformPercent: 0.25,
  platformPerYear: 60,
  ocfPercent: 0.15,
  adviserPercent: 0,
  initialPercent: null,
};

describe('the create body', () => {
  it('when charges are given in their fields, then the body lists each under its spec charge type and the contract accepts it', () => {
    const body = toCreateBody(accumulation);
    expect(body.charges).toEqual([
      { chargeType: 'Platform', percent: 0.25 },
      { chargeType: 'Platform', amountPerYear: 60 },
      { chargeType: 'OCF', percent: 0.15 },
    ]);
    expect(body).not.toHaveProperty('platformPercent');
    expect(ZCreateProductIllustration.safeParse({ firmId: 'DEMO1', ...body }).success).toBe(true);
  });

  it('when the status is ACCUMULATION, then drawdown fields left in the form are not sent', () => {
    const body = toCreateBody(accumulation);
    expect(body).not.toHaveProperty('monthlyWithdrawal');
    expect(body).not.toHaveProperty('drawdownMethod');
  });

  it('when the status is DRAWDOWN, then contributions left in the form are not sent', () => {
    const body = toCreateBody({
      ...accumulation,
      status: 'DRAWDOWN',
      wrapperType: 'SIPP',
      startingValue: 300000,
    });
    expect(body).not.toHaveProperty('singleContribution');
    expect(body).not.toHaveProperty('monthlyContribution');
    expect(body).toMatchObject({ monthlyWithdrawal: 900, drawdownMethod: 'FAD', startingValue: 300000 });
  });
});

describe('a copy', () => {
  it('when an illustration is copied, then the form holds its inputs and charges under a new name, and sends the same body back', () => {
    const inputs = {
      name: 'SIPP drawdown',
      clientId: '123',
      wrapperType: 'SIPP',
      status: 'DRAWDOWN',
      termYears: 30,
      startingValue: 350000,
      drawdownMethod: 'FAD',
      monthlyWithdrawal: 1500,
      dateOfBirth: '1960-01-01',
      charges: [
        { chargeType: 'Platform', percent: 0.25 },
        { chargeType: 'IMifidCharge', percent: 0.5 },
        { chargeType: 'Platform', amountPerYear: 60 },
      ],
    };
    const stored = {
      id: '9',
      name: 'SIPP drawdown',
      wrapperType: 'SIPP',
      status: 'DRAWDOWN',
      termYears: 30,
      inputs,
    };
    const values = copyOf(stored as unknown as TProductIllustration, 'Copy of SIPP drawdown');
    expect(values).toMatchObject({
      name: 'Copy of SIPP drawdown',
      platformPercent: 0.25,
      adviserPercent: 0.5,
      platformPerYear: 60,
      monthlyWithdrawal: 1500,
    });
    const { name: _name, ...again } = toCreateBody(values);
    const { name: _original, ...original } = inputs;
    // Nulls are the form's empty fields; the data provider drops them before sending.
    const sent = Object.fromEntries(Object.entries(again).filter(([, v]) => v !== null));
    expect({ ...sent, charges: new Set(sent.charges as object[]) }).toEqual({
      ...original,
      charges: new Set(original.charges),
    });
  });
});
