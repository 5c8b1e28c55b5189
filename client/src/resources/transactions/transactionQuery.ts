import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../contract/pageSizes';
import { ZTransactionExportQuery } from '../../../../contract/ledger';
import { buildPath } from '../../../../contract/calls/paths';
import { callRoutes } from '../../data/callRoutes';
import { PROXY_PREFIX, toQueryString } from '../../data/apiClient';

/**
 * /transactions takes the list call's own query names in its address, so a filtered view is a link
 * anyone can share: `/transactions?accountId=…&transactionType=Order&status=Completed&page=2`.
 */

/** Every filter of GET /portfoliotransaction/{firmId} (spec §3), in the order the address writes them. */
export const TRANSACTION_FILTERS = Object.keys(ZTransactionExportQuery.shape) as readonly string[];

export type Filter = Record<string, string>;
export interface SortParam {
  field: string;
  order: 'ASC' | 'DESC';
}
export interface ListParams {
  filter: Filter;
  page: number;
  perPage: number;
  sort: SortParam;
}

export const DEFAULT_TRANSACTION_SORT: SortParam = { field: 'transactionDate', order: 'DESC' };

const positiveInt = (text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

const toSort = (text: string | null): SortParam =>
  text
    ? { field: text.replace(/^-/, ''), order: text.startsWith('-') ? 'DESC' : 'ASC' }
    : DEFAULT_TRANSACTION_SORT;
const fromSort = ({ field, order }: SortParam) => (order === 'DESC' ? `-${field}` : field);

/** The list's state from an address query; names the call does not take are ignored. */
export function paramsFromSearch(search: string): ListParams {
  const query = new URLSearchParams(search);
  const filter: Filter = {};
  for (const name of TRANSACTION_FILTERS) {
    const value = query.get(name)?.trim();
    if (value) filter[name] = value;
  }
  return {
    filter,
    page: positiveInt(query.get('page'), 1),
    perPage: positiveInt(query.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    sort: toSort(query.get('sort')),
  };
}

/**
 * The address query for a list state: filters first (the call's names), then page, pageSize and sort
 * only when they differ from the defaults, so the plainest view has the plainest address. Filters that
 * the page fixes itself (an account's own transactions) stay out of its address.
 */
export function searchFromParams(params: ListParams, fixed: Filter = {}): string {
  const query: Record<string, string | number> = {};
  for (const name of TRANSACTION_FILTERS) {
    const value = params.filter[name];
    if (value !== undefined && value !== null && value !== '' && !(name in fixed))
      query[name] = String(value);
  }
  if (params.page !== 1) query.page = params.page;
  if (params.perPage !== DEFAULT_PAGE_SIZE) query.pageSize = params.perPage;
  const sort = fromSort(params.sort);
  if (sort !== fromSort(DEFAULT_TRANSACTION_SORT)) query.sort = sort;
  return toQueryString(query);
}

/**
 * The address of the CSV export of every transaction matching these filters. The browser downloads it
 * straight from the platform (through the BFF's proxy), so it streams and is not capped at a page.
 */
export function exportUrl(firmId: string | undefined, filter: Filter): string {
  const name = 'exportPortfolioTransactions';
  const path = buildPath(name, callRoutes[name].path, { firmId });
  const query: Record<string, string> = {};
  for (const n of TRANSACTION_FILTERS) if (filter[n]) query[n] = filter[n];
  return `${PROXY_PREFIX}${path}${toQueryString(query)}`;
}
