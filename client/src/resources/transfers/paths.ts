import type { Identifier } from 'react-admin';
import type { TTransferListQuery } from '../../../../contract/transfers';

/** The console's addresses of product transfers (spec §2 "Transactions, transfers, reporting"). */
export const TRANSFERS_RESOURCE = 'transfers';

/** The workbench's filters as they sit in its address (react-admin's `filter` query parameter, JSON). */
export type TransferListFilter = Partial<Omit<TTransferListQuery, 'page' | 'pageSize'>>;

const withFilter = (path: string, filter?: TransferListFilter) =>
  filter && Object.keys(filter).length > 0
    ? `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`
    : path;

const seg = (id: Identifier) => encodeURIComponent(String(id));

export const transferPaths = {
  /** /transfers, optionally opened filtered (a shareable view). */
  list: (filter?: TransferListFilter) => withFilter('/transfers', filter),
  /** A client's transfers, as a tab of the client's pages. */
  client: (clientId: Identifier) => `/clients/${seg(clientId)}/transfers`,
  show: (id: Identifier) => `/transfers/${seg(id)}`,
  /** The same transfer page, reached from its account. */
  accountShow: (accountId: Identifier, id: Identifier) => `/accounts/${seg(accountId)}/transfers/${seg(id)}`,
  edit: (id: Identifier, anchor?: string) => `/transfers/${seg(id)}/edit${anchor ? `#${anchor}` : ''}`,
  /** The transfer request form on an account; with a transferId, it continues that transfer. */
  request: (accountId: Identifier, transferId?: string) =>
    `/accounts/${seg(accountId)}/transfer${transferId ? `?${new URLSearchParams({ transferId }).toString()}` : ''}`,
};
