import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { i18nProvider } from '../registry';
import { ListPagination } from './ListPagination';

/** The pagination alone, over a list state as the data provider leaves it (no back end to talk to). */
function renderPages(total: number, meta: Record<string, unknown> | undefined) {
  const list = {
    data: [],
    total,
    meta,
    page: 1,
    perPage: 50,
    isPending: false,
    isLoading: false,
    hasNextPage: true,
    hasPreviousPage: false,
    setPage: () => undefined,
    setPerPage: () => undefined,
    resource: 'transactions',
  } as unknown as ListControllerResult;
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ListContextProvider value={list}>
        <ListPagination />
      </ListContextProvider>
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('the pagination of every list', () => {
  it('when the platform estimated the total, then the range says about, with the number grouped', () => {
    renderPages(2_000_000, { count: 2_000_000, page: 1, pageSize: 50, totalIsEstimate: true });
    expect(screen.getByText('1–50 of about 2,000,000')).toBeTruthy();
  });

  it('when the total is exact, then the range is react-admin’s own', () => {
    renderPages(120, { count: 120, page: 1, pageSize: 50 });
    expect(screen.queryByText(/about/)).toBeNull();
    expect(screen.getByText(/1-50 of 120/)).toBeTruthy();
  });
});
