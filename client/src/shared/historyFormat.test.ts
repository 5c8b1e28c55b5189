import { describe, expect, it } from 'vitest';
import { displayValue, fieldChanges, humanise } from './historyFormat';

describe('fieldChanges', () => {
  it('when a nested address changes, then only the changed lines show, each under its own path', () => {
    const changes = fieldChanges({
      updatedFields: ['addressDetail', 'surname'],
      updateData: {
        fromData: {
          addressDetail: { address1: '1 High St', postCode: 'EC1A 1BB', country: 'GB' },
          surname: 'Hopper',
        },
        toData: {
          addressDetail: { address1: '1 High St', postCode: 'SW1A 1AA', country: 'GB', address2: 'Flat 2' },
          surname: 'Murray Hopper',
        },
      },
    });
    expect(changes).toEqual([
      { path: 'addressDetail.postCode', from: 'EC1A 1BB', to: 'SW1A 1AA' },
      { path: 'addressDetail.address2', from: '–', to: 'Flat 2' },
      { path: 'surname', from: 'Hopper', to: 'Murray Hopper' },
    ]);
  });

  it('when a field is removed or first set, then the missing side reads as a dash', () => {
    const changes = fieldChanges({
      updatedFields: ['mobile', 'gender'],
      updateData: { fromData: { gender: 'Female' }, toData: { mobile: { number: '07700 900123' } } },
    });
    expect(changes).toEqual([
      { path: 'mobile.number', from: '–', to: '07700 900123' },
      { path: 'gender', from: 'Female', to: '–' },
    ]);
  });

  it('when a list changes, then it shows whole on both sides, its items by their identifying values', () => {
    const changes = fieldChanges({
      updatedFields: ['relatedParties', 'nationalities'],
      updateData: {
        fromData: {
          relatedParties: [{ clientId: 'C000001', role: 'Director' }],
          nationalities: [
            { code: 'GB', identifiers: [{ name: 'NINO', value: 'QQ123456C', available: true }] },
          ],
        },
        toData: {
          relatedParties: [
            { clientId: 'C000001', role: 'Director' },
            { clientId: 'C000002', role: 'Significant Shareholder' },
          ],
          nationalities: [{ code: 'IE', identifiers: [] }],
        },
      },
    });
    expect(changes).toEqual([
      {
        path: 'relatedParties',
        from: 'C000001 (Director)',
        to: 'C000001 (Director), C000002 (Significant Shareholder)',
      },
      { path: 'nationalities', from: 'United Kingdom (NINO QQ123456C)', to: 'Ireland' },
    ]);
  });

  it('when values only look different (same text after formatting), then no change is listed', () => {
    expect(
      fieldChanges({ updatedFields: ['notes'], updateData: { fromData: { notes: '' }, toData: {} } }),
    ).toEqual([]);
  });
});

describe('displayValue', () => {
  it('when given dates, flags, numbers and empties, then it writes them as a UK reader expects', () => {
    expect(displayValue('1976-12-09')).toBe('9 Dec 1976');
    expect(displayValue('2026-07-14T13:05:00.000Z')).toBe('14 Jul 2026, 14:05');
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue(false)).toBe('No');
    expect(displayValue(67)).toBe('67');
    expect(displayValue(null)).toBe('–');
    expect(displayValue([])).toBe('–');
    expect(displayValue({ isVulnerable: true, reason: ['Bereavement'] })).toBe('Yes Bereavement');
  });
});

describe('displayValue with the field it belongs to', () => {
  it('when the field holds a country code, then the country shows by its name', () => {
    expect(displayValue('GB', 'addressDetail.country')).toBe('United Kingdom');
    expect(displayValue('IE', 'taxDomicile')).toBe('Ireland');
    expect(displayValue(['GB', 'FR'], 'nationality')).toBe('United Kingdom, France');
  });

  it('when the field is a sort code, then it shows in pairs; other codes stay as they are', () => {
    expect(displayValue('200000', 'bankDetails.sortCode')).toBe('20-00-00');
    expect(displayValue('12345678', 'bankDetails.accountNumber')).toBe('12345678');
    expect(displayValue('GB', 'addressDetail.postCode')).toBe('GB');
  });

  it('when an address country changes, then the history names both countries', () => {
    const changes = fieldChanges({
      updatedFields: ['addressDetail'],
      updateData: {
        fromData: { addressDetail: { country: 'GB' } },
        toData: { addressDetail: { country: 'IE' } },
      },
    });
    expect(changes).toEqual([{ path: 'addressDetail.country', from: 'United Kingdom', to: 'Ireland' }]);
  });
});

describe('humanise', () => {
  it('when a field has no label, then its last segment is spelt out in words', () => {
    expect(humanise('bankDetails.sortCode')).toBe('Sort code');
    expect(humanise('retirementAge')).toBe('Retirement age');
    expect(humanise('modelId')).toBe('Model ID');
    expect(humanise('clientIds')).toBe('Client IDs');
  });
});
