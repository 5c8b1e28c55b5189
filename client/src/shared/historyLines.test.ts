import { describe, expect, it } from 'vitest';
import type { TUpdateHistoryItem } from '../../../contract/clients';
import { historyLines } from './RecordHistory';

const change = (over: Partial<TUpdateHistoryItem>): TUpdateHistoryItem => ({
  updateId: 1,
  updateDate: '2026-03-01T10:00:00Z',
  action: 'update',
  userId: 'U1',
  userName: 'Morgan Ellis',
  updatedFields: [],
  updateData: { fromData: {}, toData: {} },
  ...over,
});

describe('historyLines', () => {
  it('when one change touches two fields, then each field is its own row, with who and why on both', () => {
    const lines = historyLines([
      change({
        updateId: 7,
        reason: 'Moved house',
        updatedFields: ['addressDetail', 'email'],
        updateData: {
          fromData: { addressDetail: { postCode: 'EC1A 1BB', address1: '1 High St' }, email: 'a@x.com' },
          toData: { addressDetail: { postCode: 'SW1A 1AA', address1: '1 High St' }, email: 'b@x.com' },
        },
      }),
    ]);
    expect(lines.map((l) => [l.key, l.change, l.item.userName, l.item.reason])).toEqual([
      [
        '7 addressDetail.postCode',
        { path: 'addressDetail.postCode', from: 'EC1A 1BB', to: 'SW1A 1AA' },
        'Morgan Ellis',
        'Moved house',
      ],
      ['7 email', { path: 'email', from: 'a@x.com', to: 'b@x.com' }, 'Morgan Ellis', 'Moved house'],
    ]);
  });

  it('when a record is created, or a change shows no field, then it is one row without a field', () => {
    const lines = historyLines([
      change({
        updateId: 2,
        action: 'create',
        updatedFields: ['surname'],
        updateData: { fromData: {}, toData: { surname: 'Hopper' } },
      }),
      change({
        updateId: 3,
        action: 'status',
        updatedFields: ['version'],
        updateData: { fromData: { version: 1 }, toData: { version: 1 } },
      }),
    ]);
    expect(lines.map((l) => [l.key, l.change])).toEqual([
      ['2', undefined],
      ['3', undefined],
    ]);
  });

  it('when a value is removed, then it reads old → –', () => {
    const [line] = historyLines([
      change({ updatedFields: ['phone'], updateData: { fromData: { phone: '0207' }, toData: {} } }),
    ]);
    expect(line.change).toEqual({ path: 'phone', from: '0207', to: '–' });
  });
});
