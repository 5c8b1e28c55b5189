import { describe, expect, it } from 'vitest';
import { applyEffects, booksOf } from '../shared/books';
import { dec } from '../../shared/money';
import { echo, summaryOf } from '../../shared/testing';
import { planWithdrawal, type WithdrawValues } from './planWithdrawal';
import { sellDownEffects } from './sellDown';

const books = booksOf(summaryOf());
const values = (patch: Partial<WithdrawValues>): WithdrawValues => ({
  frequency: 'Single',
  paymentDay: '',
  method: 'BACS Credit',
  amount: '',
  autoDisinvest: 'None',
  sellDown: 'Largest',
  narrative: '',
  ...patch,
});

describe('withdrawal sell-down', () => {
  it('when Partial sells the largest holding first, then only it is sold, for the shortfall', () => {
    expect(sellDownEffects(books, dec(500), 'Partial', 'Largest')).toEqual([
      { kind: 'sell', assetId: 'F1', amount: dec(500) },
    ]);
  });

  it('when the shortfall is more than the largest holding, then it is sold whole and the next one covers the rest', () => {
    expect(sellDownEffects(books, dec(2500), 'Partial', 'Largest')).toEqual([
      { kind: 'sell', assetId: 'F1', all: true },
      { kind: 'sell', assetId: 'F2', amount: dec(500) },
    ]);
  });

  it('when Partial sells in proportion, then each holding gives its share of the shortfall by value', () => {
    expect(sellDownEffects(books, dec(300), 'Partial', 'Proportional')).toEqual([
      { kind: 'sell', assetId: 'F1', amount: dec(200) },
      { kind: 'sell', assetId: 'F2', amount: dec(100) },
    ]);
  });

  it('when Full is chosen, then every holding is sold', () => {
    expect(sellDownEffects(books, dec(1), 'Full', 'Largest')).toEqual([
      { kind: 'sell', assetId: 'F1', all: true },
      { kind: 'sell', assetId: 'F2', all: true },
    ]);
  });

  it('when £1,500 is withdrawn with £1,000 cash and Partial, then the body asks for it and the review sells £500 first (shares rounded up to the penny)', () => {
    const { plan } = planWithdrawal(
      values({ amount: '1,500', autoDisinvest: 'Partial', sellDown: 'Proportional' }),
      summaryOf(),
      echo,
    );
    expect(plan!.transactions[0].body).toEqual({
      accountId: 'A1',
      transactionType: 'Payment',
      transactionSubType: 'Withdrawal',
      movementType: 'Out',
      amount: 1500,
      method: 'BACS Credit',
      frequency: 'Single',
      autoDisinvest: 'Partial',
      sellDown: 'Proportional',
    });
    const after = applyEffects(plan!.reviews[0].before, plan!.reviews[0].effects);
    expect(after.cash.toFixed()).toBe('0.01');
    expect(after.holdings.map((h) => h.quantity.toFixed())).toEqual(['83.333', '833.33']);
    expect(plan!.warnings).toEqual([]);
  });

  it('when cash is short and nothing may be sold, then the review warns that the account cannot pay', () => {
    const { plan } = planWithdrawal(values({ amount: '1500' }), summaryOf(), echo);
    expect(plan!.warnings).toEqual(['workflows.warnings.overdraw {"cash":"-£500.00"}']);
    expect(plan!.transactions[0].body).not.toHaveProperty('autoDisinvest');
  });

  it('when a regular withdrawal has no payment day, then the form is told before any review', () => {
    const outcome = planWithdrawal(values({ amount: '100', frequency: 'Regular' }), summaryOf(), echo);
    expect(outcome.errors).toEqual({ paymentDay: 'ra.validation.required' });
  });
});
