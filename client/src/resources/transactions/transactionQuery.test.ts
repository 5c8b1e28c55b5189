import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../contract/paging';
import {
  DEFAULT_TRANSACTION_SORT,
  TRANSACTION_FILTERS,
  exportUrl,
  paramsFromSearch,
  searchFromParams,
} from './transactionQuery';

describe('transaction list address', () => {
  it('when the address carries filters, then each becomes a filter under the call’s own name', () => {
    const params = paramsFromSearch('?accountId=A1B2C3D&transactionType=Order&status=Completed');
    expect(params.filter).toEqual({ accountId: 'A1B2C3D', transactionType: 'Order', status: 'Completed' });
    expect(params).toMatchObject({ page: 1, perPage: DEFAULT_PAGE_SIZE, sort: DEFAULT_TRANSACTION_SORT });
  });

  it('when the address names something the call does not take, or an empty value, then it is ignored', () => {
    expect(paramsFromSearch('?colour=red&status=&clientId=%20C1%20').filter).toEqual({ clientId: 'C1' });
  });

  it('when every spec §3 filter is in the address, then every one is read', () => {
    expect(TRANSACTION_FILTERS).toEqual(
      expect.arrayContaining([
        'linkId',
        'transactionType',
        'transactionSubType',
        'method',
        'movementType',
        'transactionDateFrom',
        'transactionDateTo',
        'accountId',
        'assetId',
        'status',
        'incomplete',
        'nodeId',
        'excludeDeleted',
        'orderId',
        'paymentId',
      ]),
    );
    const search = TRANSACTION_FILTERS.map((name) => `${name}=x`).join('&');
    expect(Object.keys(paramsFromSearch(search).filter)).toEqual(TRANSACTION_FILTERS);
  });

  it('when page, pageSize and sort are in the address, then they are read, with bad ones at their defaults', () => {
    expect(paramsFromSearch('?page=3&pageSize=25&sort=-amount')).toMatchObject({
      page: 3,
      perPage: 25,
      sort: { field: 'amount', order: 'DESC' },
    });
    expect(paramsFromSearch('?sort=status').sort).toEqual({ field: 'status', order: 'ASC' });
    expect(paramsFromSearch('?page=0&pageSize=abc')).toMatchObject({ page: 1, perPage: DEFAULT_PAGE_SIZE });
    expect(paramsFromSearch('?pageSize=100000').perPage).toBe(MAX_PAGE_SIZE);
  });

  it('when a list state is written back, then the address round-trips and defaults are left out', () => {
    const search = '?transactionType=Order&accountId=A1B2C3D&status=Completed&page=2&pageSize=25&sort=amount';
    expect(searchFromParams(paramsFromSearch(search))).toBe(search);
    expect(searchFromParams(paramsFromSearch(''))).toBe('');
  });

  it('when filters are written, then they follow the call’s order whatever order they were set in', () => {
    const params = paramsFromSearch('');
    expect(searchFromParams({ ...params, filter: { status: 'Placed', accountId: 'X1' } })).toBe(
      '?accountId=X1&status=Placed',
    );
  });

  it('when a page fixes a filter itself, then that filter stays out of its address', () => {
    const params = { ...paramsFromSearch(''), filter: { accountId: 'X1', status: 'Placed' } };
    expect(searchFromParams(params, { accountId: 'X1' })).toBe('?status=Placed');
  });

  it('when the CSV export is built, then it is the export call behind the proxy with the same filters', () => {
    expect(
      exportUrl('DEMO1', { accountId: 'A1', status: 'Completed', transactionDateFrom: '2026-04-06' }),
    ).toBe(
      '/api/proxy/portfoliotransaction/export/DEMO1?transactionDateFrom=2026-04-06&accountId=A1&status=Completed',
    );
  });

  it('when there is no firm, then the export address fails with the spec’s missing-parameter error', () => {
    expect(() => exportUrl(undefined, {})).toThrow(
      'Required parameter firmId was null or undefined when calling exportPortfolioTransactions.',
    );
  });
});
