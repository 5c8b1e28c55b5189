import { describe, expect, it } from 'vitest';
import { createListCursors } from './listCursors';

describe('list cursors', () => {
  const view = { pageSize: 50, sort: '-transactionDate', status: 'Completed' };

  it('when a page answered with nextCursor, then only the next page of the same view reads after it', () => {
    const cursors = createListCursors();
    cursors.remember('transactions', { ...view, page: 3 }, { count: 9, nextCursor: 'c3' });
    expect(cursors.afterFor('transactions', { ...view, page: 4 })).toBe('c3');
    expect(cursors.afterFor('transactions', { ...view, page: 5 })).toBeUndefined();
    expect(cursors.afterFor('transactions', { ...view, page: 3 })).toBeUndefined();
    // Names in another order are the same view; another filter, sort, size or resource is not.
    expect(
      cursors.afterFor('transactions', {
        page: 4,
        status: 'Completed',
        sort: '-transactionDate',
        pageSize: 50,
      }),
    ).toBe('c3');
    expect(cursors.afterFor('transactions', { ...view, status: 'Waiting', page: 4 })).toBeUndefined();
    expect(cursors.afterFor('transactions', { ...view, sort: 'amount', page: 4 })).toBeUndefined();
    expect(cursors.afterFor('transactions', { ...view, pageSize: 25, page: 4 })).toBeUndefined();
    expect(cursors.afterFor('clients', { ...view, page: 4 })).toBeUndefined();
  });

  it('when the first page is asked for, or a page gave no cursor, then paging is by offset', () => {
    const cursors = createListCursors();
    cursors.remember('transactions', { ...view, page: 1 }, { count: 9 });
    cursors.remember('transactions', { ...view, page: 0 }, { count: 9, nextCursor: 'c0' });
    expect(cursors.afterFor('transactions', { ...view, page: 2 })).toBeUndefined();
    expect(cursors.afterFor('transactions', { ...view })).toBeUndefined();
  });

  it('when a page was read by cursor, then its own cursor is kept under its page number', () => {
    const cursors = createListCursors();
    cursors.remember('transactions', { ...view, page: 2, after: 'c1' }, { nextCursor: 'c2' });
    expect(cursors.afterFor('transactions', { ...view, page: 3, after: 'stale' })).toBe('c2');
  });
});
