import { describe, expect, it } from 'vitest';
import { TRANSACTION_KINDS } from '../../../../contract/ledger';
import { i18nProvider } from '../../registry';
import type { Plan, TransactionBody } from './plan';
import { resultToast } from './resultToast';

const translate = (key: string, options?: object) => i18nProvider.translate(key, options) as string;
const planOf = (...bodies: Partial<TransactionBody>[]): Plan => ({
  transactions: bodies.map((body) => ({ body: { accountId: 'A1', ...body } as TransactionBody, fields: {} })),
  reviews: [],
  notes: [],
  warnings: [],
});
const buy = (amount: number) => ({ ...TRANSACTION_KINDS.buy, assetId: 'F1', amount });

describe('the toast after a workflow submits says what happened, with the amount', () => {
  it('when a pay-in is submitted, then it says so with its amount', () => {
    expect(resultToast(planOf({ ...TRANSACTION_KINDS.payIn, amount: 10000 }), translate)).toBe(
      'Pay-in of £10,000.00 submitted',
    );
  });

  it('when a withdrawal, a fee or a movement is submitted, then each is named with its amount', () => {
    expect(resultToast(planOf({ ...TRANSACTION_KINDS.withdraw, amount: 500 }), translate)).toBe(
      'Withdrawal of £500.00 submitted',
    );
    expect(resultToast(planOf({ ...TRANSACTION_KINDS.adHocFee, amount: 75.5 }), translate)).toBe(
      'Adviser ad hoc fee of £75.50 submitted',
    );
    expect(
      resultToast(
        planOf({ ...TRANSACTION_KINDS.internalMovement, amount: 1234.5, toAccountId: 'A2' }),
        translate,
      ),
    ).toBe('Cash movement of £1,234.50 submitted');
  });

  it('when orders are placed, then they are counted, one or many', () => {
    expect(resultToast(planOf(buy(100)), translate)).toBe('1 order placed');
    expect(resultToast(planOf(buy(100), buy(200)), translate)).toBe('2 orders placed');
    expect(resultToast(planOf({ ...TRANSACTION_KINDS.sell, assetId: 'F1', sellAll: true }), translate)).toBe(
      '1 order placed',
    );
  });

  it('when a pay-in comes with orders to invest it, or is regular, then the toast says that too', () => {
    expect(
      resultToast(planOf({ ...TRANSACTION_KINDS.payIn, amount: 5000 }, buy(2500), buy(2500)), translate),
    ).toBe('Pay-in of £5,000.00 submitted with 2 orders');
    expect(
      resultToast(
        planOf({ ...TRANSACTION_KINDS.payIn, amount: 250, frequency: 'Regular', paymentDay: 7 }),
        translate,
      ),
    ).toBe('Regular pay-in of £250.00 set up');
  });

  it('when any toast is made, then it never says Element or shows a plural marker', () => {
    const text = resultToast(planOf({ ...TRANSACTION_KINDS.payIn, amount: 1 }, buy(1)), translate);
    expect(text).not.toMatch(/Element|\|\|\|\|/);
  });
});
