import { describe, expect, it } from 'vitest';
import type { TPortfolioTransaction } from '../../../../contract/transactions';
import { echo } from '../../shared/testing';
import { actionBody, isDeskPayment, londonToday, outcomeMessage, recordEach } from './paymentsDesk';

const payment = (patch: Partial<TPortfolioTransaction> = {}) =>
  ({
    id: 'T1',
    status: 'Waiting',
    transactionType: 'Payment',
    transactionSubType: 'Deposit',
    awaitingSales: false,
    amount: 10_000,
    currency: 'GBP',
    ...patch,
  }) as TPortfolioTransaction;

describe('the payments desk rules', () => {
  it('when a payment is Waiting, then the desk may record it; not an order, a Pending one, or a withdrawal waiting for its sales', () => {
    expect(isDeskPayment(payment())).toBe(true);
    expect(isDeskPayment(payment({ transactionSubType: 'Withdrawal' }))).toBe(true);
    expect(isDeskPayment(payment({ status: 'Pending' }))).toBe(false);
    expect(isDeskPayment(payment({ transactionType: 'Order', transactionSubType: 'At Best' }))).toBe(false);
    expect(isDeskPayment(payment({ transactionSubType: 'Withdrawal', awaitingSales: true }))).toBe(false);
  });

  it('when the form is sent, then a receipt carries its date and trimmed reference, a failure its reason', () => {
    expect(actionBody('receive', { completedDate: '2026-11-20', bankReference: ' FPS 1 ' })).toEqual({
      transactionAction: 'Complete',
      completedDate: '2026-11-20',
      bankReference: 'FPS 1',
    });
    expect(actionBody('receive', { bankReference: '  ' })).toEqual({ transactionAction: 'Complete' });
    expect(actionBody('fail', { actionReason: ' Bounced ' })).toEqual({
      transactionAction: 'Reject',
      actionReason: 'Bounced',
    });
  });

  it('when payments are recorded, then each gets its outcome and the toast names one or counts several', async () => {
    const one = await recordEach([payment()], async () => undefined);
    expect(outcomeMessage(echo, 'receive', one)).toBe(
      'resources.transactions.desk.toast.receive.payIn {"amount":"£10,000.00"}',
    );
    const out = payment({ id: 'T2', transactionSubType: 'Withdrawal', amount: 500 });
    expect(outcomeMessage(echo, 'fail', await recordEach([out], async () => undefined))).toBe(
      'resources.transactions.desk.toast.fail.withdrawal {"amount":"£500.00"}',
    );
    const three = [payment(), payment({ id: 'T2' }), payment({ id: 'T3' })];
    const all = await recordEach(three, async () => undefined);
    expect(outcomeMessage(echo, 'receive', all)).toBe(
      'resources.transactions.desk.toast.receive.many {"smart_count":3}',
    );
    const some = await recordEach(three, async (p) => {
      if (p.id === 'T2') throw new Error('A Completed transaction cannot be completed');
    });
    expect(some.map((o) => [o.payment.id, (o.error as Error | undefined)?.message])).toEqual([
      ['T1', undefined],
      ['T2', 'A Completed transaction cannot be completed'],
      ['T3', undefined],
    ]);
    expect(outcomeMessage(echo, 'receive', some)).toBe(
      'resources.transactions.desk.toast.partial {"done":2,"total":3,"failed":1}',
    );
  });

  it("when it is past midnight in London (summer time) but not yet in UTC, then today is London's", () => {
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
