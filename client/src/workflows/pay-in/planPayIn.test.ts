import { describe, expect, it } from 'vitest';
import { applyEffects } from '../shared/books';
import { contractErrors, placeFieldErrors, requestOf } from '../shared/plan';
import { echo, summaryOf } from '../../shared/testing';
import { planPayIn, type PayInValues } from './planPayIn';

const fund = (id: string, price: number) => ({ id, name: `Fund ${id}`, isin: `GB00${id}`, price });
const values = (patch: Partial<PayInValues>): PayInValues => ({
  frequency: 'Single',
  paymentDay: '',
  method: 'Bank Transfer',
  amount: '',
  narrative: '',
  invest: false,
  mode: 'Amounts',
  orders: [{ instrument: null, value: '' }],
  ...patch,
});
const investing = (patch: Partial<PayInValues>) =>
  values({
    amount: '10,000',
    invest: true,
    orders: [
      { instrument: fund('F1', 20), value: '60' },
      { instrument: fund('F9', 2.5), value: '39.5' },
    ],
    mode: 'Percentages',
    ...patch,
  });

describe('pay-in plan', () => {
  it('when a single pay-in is planned, then it is one transaction and the review shows the cash it brings', () => {
    const { plan } = planPayIn(values({ amount: '£10,000.00' }), summaryOf(), echo);
    expect(requestOf(plan!, 'DEMO1')).toEqual({
      call: 'createPortfolioTransaction',
      body: {
        firmId: 'DEMO1',
        accountId: 'A1',
        transactionType: 'Payment',
        transactionSubType: 'Deposit',
        movementType: 'In',
        amount: 10000,
        method: 'Bank Transfer',
        frequency: 'Single',
      },
    });
    const after = applyEffects(plan!.reviews[0].before, plan!.reviews[0].effects);
    expect(after.cash.toFixed()).toBe('11000');
    expect(plan!.warnings).toEqual([]);
  });

  it('when more than the ISA allowance left is paid in, then the review warns and names what is left', () => {
    const { plan } = planPayIn(values({ amount: '15000' }), summaryOf(), echo);
    expect(plan!.warnings).toEqual(['workflows.warnings.allowance {"left":"£10,000.00","wrapper":"ISA"}']);
  });

  it('when an ISA pay-in is reviewed, then the review names the allowance rule with used, pending and left', () => {
    const summary = summaryOf({
      subscriptionAllowance: { limit: 20_000, used: 2_500, pending: 10_000, left: 7_500 },
    });
    const { plan } = planPayIn(values({ amount: '100' }), summary, echo);
    expect(plan!.notes).toContain(
      'workflows.payIn.allowanceRule {"wrapper":"ISA","limit":"£20,000","used":"£2,500.00","pending":"£10,000.00","left":"£7,500.00"}',
    );
    const gia = summaryOf({
      wrapperType: 'GIA',
      subscriptionAllowance: null,
      remainingSubscriptionAmount: null,
    });
    expect(planPayIn(values({ amount: '100' }), gia, echo).plan!.notes.join()).not.toMatch(/allowanceRule/);
  });

  it('when a single pay-in is invested by percentages, then it is a group of the pay-in and a buy per line, rounded down to the penny', () => {
    const { plan } = planPayIn(investing({}), summaryOf(), echo);
    const request = requestOf(plan!, 'DEMO1');
    expect(request.call).toBe('createTransactionGroup');
    const bodies = plan!.transactions.map((t) => t.body);
    expect(bodies.map((b) => [b.transactionType, b.assetId, b.amount])).toEqual([
      ['Payment', undefined, 10000],
      ['Order', 'F1', 6000],
      ['Order', 'F9', 3950],
    ]);
    const after = applyEffects(plan!.reviews[0].before, plan!.reviews[0].effects);
    expect(after.cash.toFixed()).toBe('1050');
    expect(after.holdings.map((h) => [h.assetId, h.quantity.toFixed()])).toEqual([
      ['F2', '1000'],
      ['F1', '400'],
      ['F9', '1580'],
    ]);
  });

  it("when the platform refuses a group's order, then its error goes under that order's line", () => {
    const { plan } = planPayIn(investing({}), summaryOf(), echo);
    expect(
      placeFieldErrors(plan!, [
        { fieldName: 'transactions.2.assetId', errorMessage: 'Dealing in this instrument is suspended' },
        {
          fieldName: 'transactions.0.amount',
          errorMessage: '£10,000.00 of this tax year’s ISA allowance is left',
        },
        { fieldName: 'transactions.0.currency', errorMessage: 'Transactions are in GBP' },
      ]),
    ).toEqual({
      fields: {
        'orders.1.instrument': 'Dealing in this instrument is suspended',
        amount: '£10,000.00 of this tax year’s ISA allowance is left',
      },
      unplaced: ['transactions.0.currency: Transactions are in GBP'],
    });
  });

  it('when a regular pay-in invests on receipt, then it carries its percentages itself (no group) and errors map back to the lines', () => {
    const { plan } = planPayIn(
      investing({ frequency: 'Regular', paymentDay: '14', mode: 'Amounts' }),
      summaryOf(),
      echo,
    );
    expect(plan!.transactions).toHaveLength(1);
    expect(plan!.transactions[0].body).toMatchObject({
      frequency: 'Regular',
      paymentDay: 14,
      investOnReceipt: [
        { assetId: 'F1', percentage: 60 },
        { assetId: 'F9', percentage: 39.5 },
      ],
    });
    expect(requestOf(plan!, 'DEMO1').call).toBe('createPortfolioTransaction');
    expect(
      placeFieldErrors(plan!, [
        { fieldName: 'investOnReceipt.1.percentage', errorMessage: 'Comes to less than 1p' },
      ]).fields,
    ).toEqual({ 'orders.1.value': 'Comes to less than 1p' });
    expect(contractErrors(plan!, 'DEMO1')).toEqual({ fields: {}, unplaced: [] });
  });

  it('when the orders come to more than the pay-in, or a line has no instrument, then the form says so before any review', () => {
    const outcome = planPayIn(
      investing({
        mode: 'Amounts',
        orders: [
          { instrument: fund('F1', 20), value: '9000' },
          { instrument: null, value: '2000' },
        ],
      }),
      summaryOf(),
      echo,
    );
    expect(outcome.errors).toEqual({
      'orders.1.instrument': 'Required',
      'orders.1.value': 'workflows.errors.moreThanPayIn {"amount":"£10,000.00"}',
    });
  });

  it('when the amount is not money, then the form says so', () => {
    expect(planPayIn(values({ amount: '10.001' }), summaryOf(), echo).errors).toEqual({
      amount: 'workflows.errors.money',
    });
  });
});
