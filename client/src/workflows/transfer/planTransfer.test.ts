import { describe, expect, it } from 'vitest';
import type { TMasterParty, TTransferDetail } from '../../../../contract/transfers';
import {
  askFor,
  EMPTY_TRANSFER,
  placeTransferErrors,
  planTransfer,
  valuesFromTransfer,
  type TransferValues,
} from './planTransfer';

const translate = (key: string) => key;
const HL: TMasterParty = {
  id: 'MP1',
  name: 'Hargreaves Lansdown',
  status: 'Active',
  transferWrapperTypes: ['ISA', 'GIA'],
  productTransferTypes: ['Cash', 'In Specie'],
  electronic: true,
  typicalDays: 10,
};
const filled: TransferValues = {
  ...EMPTY_TRANSFER,
  provider: HL,
  providerReference: ' HL-123 ',
  estimatedValue: '12,500.50',
};

describe('planTransfer', () => {
  it('when an ISA comes in, then it asks for the subscriptions carried over; a GIA or a transfer out does not', () => {
    expect(askFor({ direction: 'In' }, 'ISA')).toEqual({ subscriptions: true, crystallisation: false });
    expect(askFor({ direction: 'Out' }, 'ISA')).toEqual({ subscriptions: false, crystallisation: false });
    expect(askFor({ direction: 'In' }, 'GIA')).toEqual({ subscriptions: false, crystallisation: false });
    expect(askFor({ direction: 'In' }, 'SIPP')).toEqual({ subscriptions: false, crystallisation: true });
  });

  it('when nothing is filled in, then the provider, reference and value are each marked', () => {
    const outcome = planTransfer(EMPTY_TRANSFER, 'GIA', translate);
    expect(outcome.errors).toEqual({
      provider: 'workflows.transfer.errors.provider',
      providerReference: 'ra.validation.required',
      estimatedValue: 'workflows.errors.money',
    });
  });

  it('when an ISA cash transfer-in is complete, then the body carries the values in pounds and no subscriptions typed counts as 0', () => {
    const outcome = planTransfer(filled, 'ISA', translate);
    expect(outcome).toEqual({
      body: {
        direction: 'In',
        processingType: 'Cash',
        scope: 'Whole',
        providerId: 'MP1',
        providerReference: 'HL-123',
        estimatedValue: 12500.5,
        currentYearSubscriptions: 0,
      },
    });
  });

  it('when a crystallised pension comes in, then its details are required and sent', () => {
    const values = { ...filled, crystallised: true };
    expect(planTransfer(values, 'SIPP', translate).errors).toEqual({
      crystallisedAmount: 'workflows.errors.money',
      crystallisedOn: 'workflows.transfer.errors.date',
    });
    const outcome = planTransfer(
      { ...values, crystallisedAmount: '40000', pclsTaken: '', crystallisedOn: '2024-02-01' },
      'SIPP',
      translate,
    );
    expect(outcome.errors).toBeUndefined();
    if (!outcome.errors)
      expect(outcome.body).toMatchObject({
        crystallised: true,
        crystallisation: { crystallisedAmount: 40000, pclsTaken: 0, crystallisedOn: '2024-02-01' },
      });
  });

  it("when the platform names the body's fields, then they go under the form's fields and the rest are listed", () => {
    expect(
      placeTransferErrors([
        { fieldName: 'transfer.providerReference', errorMessage: 'Too long' },
        { fieldName: 'transfer.providerId', errorMessage: 'Does not take an ISA' },
        { fieldName: 'transfer.crystallisation.pclsTaken', errorMessage: 'Too much' },
        { fieldName: 'accountId', errorMessage: 'Closed' },
      ]),
    ).toEqual({
      fields: { providerReference: 'Too long', provider: 'Does not take an ISA', pclsTaken: 'Too much' },
      unplaced: ['accountId: Closed'],
    });
  });

  it('when a rejected transfer is requested again, then the form starts from its values', () => {
    const previous = {
      id: 'T1',
      movementType: 'In',
      processingType: 'In Specie',
      scope: 'Partial',
      providerReference: 'REF',
      estimatedValue: 900,
      currentYearSubscriptions: 100,
      crystallised: false,
      crystallisation: null,
      note: null,
    } as unknown as TTransferDetail;
    expect(valuesFromTransfer(previous, HL)).toEqual({
      ...EMPTY_TRANSFER,
      processingType: 'In Specie',
      scope: 'Partial',
      provider: HL,
      providerReference: 'REF',
      estimatedValue: '900',
      currentYearSubscriptions: '100',
    });
  });
});
