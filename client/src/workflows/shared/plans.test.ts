import { describe, expect, it } from 'vitest';
import { planAdHocFee } from '../ad-hoc-fee/planAdHocFee';
import { planMovement } from '../internal-movement/planMovement';
import { planInvest } from '../invest/planInvest';
import { planSell } from '../sell/planSell';
import { applyEffects } from './books';
import { placeFieldErrors, requestOf } from './plan';
import { echo, summaryOf } from '../../shared/testing';

const fund = (id: string, price: number) => ({ id, name: `Fund ${id}`, isin: `GB00${id}`, price });
const after = (plan: NonNullable<ReturnType<typeof planInvest>['plan']>, i = 0) =>
  applyEffects(plan.reviews[i].before, plan.reviews[i].effects);

describe('invest, sell, fee and movement plans', () => {
  it('when two funds get percentages of the available cash, then they are one group of buys and the cash falls by their cost', () => {
    const { plan } = planInvest(
      {
        mode: 'Percentages',
        orders: [
          { instrument: fund('F1', 20), value: '50' },
          { instrument: fund('F7', 3), value: '33.33' },
        ],
      },
      summaryOf(),
      echo,
    );
    expect(requestOf(plan!, 'DEMO1').call).toBe('createTransactionGroup');
    expect(plan!.transactions.map((t) => [t.body.assetId, t.body.amount])).toEqual([
      ['F1', 500],
      ['F7', 333.3],
    ]);
    expect(after(plan!).cash.toFixed()).toBe('166.7');
  });

  it('when the buys come to more than the available cash, then the form says so on the last line', () => {
    const outcome = planInvest(
      { mode: 'Amounts', orders: [{ instrument: fund('F1', 20), value: '1000.01' }] },
      summaryOf(),
      echo,
    );
    expect(outcome.errors).toEqual({
      'orders.0.value': 'workflows.errors.moreThanAvailable {"available":"£1,000.00"}',
    });
  });

  it('when one holding is sold by units and another all, then each is a sell order and errors map to its line', () => {
    const { plan } = planSell(
      { sells: { F1: { by: 'Quantity', value: '10.5' }, F2: { by: 'All', value: '' } } },
      summaryOf(),
      echo,
    );
    expect(plan!.transactions.map((t) => t.body)).toEqual([
      {
        accountId: 'A1',
        transactionType: 'Order',
        transactionSubType: 'At Best',
        movementType: 'Sell',
        assetId: 'F1',
        quantity: 10.5,
      },
      {
        accountId: 'A1',
        transactionType: 'Order',
        transactionSubType: 'At Best',
        movementType: 'Sell',
        assetId: 'F2',
        sellAll: true,
      },
    ]);
    expect(after(plan!).cash.toFixed()).toBe('2210');
    expect(
      placeFieldErrors(plan!, [
        { fieldName: 'transactions.0.quantity', errorMessage: 'Only 5 units are available to sell' },
      ]).fields,
    ).toEqual({ 'sells.F1.value': 'Only 5 units are available to sell' });
  });

  it('when nothing is chosen to sell, then the form says so', () => {
    expect(planSell({ sells: { F1: { by: 'Nothing', value: '' } } }, summaryOf(), echo).errors).toEqual({
      sells: 'workflows.errors.nothingToSell',
    });
  });

  it('when an adviser fee is planned, then it is an Adviser Adhoc Fee out of the cash', () => {
    const { plan } = planAdHocFee({ amount: '250', narrative: ' Annual review ' }, summaryOf(), echo);
    expect(plan!.transactions[0].body).toEqual({
      accountId: 'A1',
      transactionType: 'Cash',
      transactionSubType: 'Adviser Adhoc Fee',
      movementType: 'Out',
      amount: 250,
      narrative: 'Annual review',
    });
    expect(after(plan!).cash.toFixed()).toBe('750');
  });

  it('when cash moves from a GIA into the ISA, then both accounts are reviewed and the allowance is checked', () => {
    const gia = summaryOf({
      id: 'G1',
      name: 'General account',
      wrapperType: 'GIA',
      remainingSubscriptionAmount: null,
      uninvestedCash: 30000,
      availableCash: 30000,
    });
    const { plan } = planMovement(
      { fromAccountId: 'G1', toAccountId: 'A1', amount: '12000', narrative: '' },
      gia,
      summaryOf(),
      echo,
    );
    expect(plan!.transactions[0].body).toMatchObject({
      accountId: 'G1',
      toAccountId: 'A1',
      amount: 12000,
      transactionSubType: 'Internal',
    });
    expect(after(plan!, 0).cash.toFixed()).toBe('18000');
    expect(after(plan!, 1).cash.toFixed()).toBe('13000');
    expect(plan!.warnings).toEqual(['workflows.warnings.allowance {"left":"£10,000.00","wrapper":"ISA"}']);
    expect(
      placeFieldErrors(plan!, [
        { fieldName: 'toAccountId', errorMessage: 'Must be another account of the same client' },
      ]).fields,
    ).toEqual({
      toAccountId: 'Must be another account of the same client',
    });
  });

  it('when both accounts are the same, then the form refuses before any review', () => {
    const outcome = planMovement(
      { fromAccountId: 'A1', toAccountId: 'A1', amount: '1', narrative: '' },
      summaryOf(),
      summaryOf(),
      echo,
    );
    expect(outcome.errors).toEqual({ toAccountId: 'workflows.errors.sameAccount' });
  });
});
