import type { Identifier } from 'react-admin';

const seg = (id: Identifier) => encodeURIComponent(String(id));

/** The account pages of the spec's route table (§2), and the client pages this area adds. */
export const accountPaths = {
  list: () => '/accounts',
  investments: (id: Identifier) => `/accounts/${seg(id)}/investments`,
  transactions: (id: Identifier) => `/accounts/${seg(id)}/transactions`,
  details: (id: Identifier) => `/accounts/${seg(id)}/details`,
  edit: (id: Identifier, section?: string) => `/accounts/${seg(id)}/edit${section ? `#${section}` : ''}`,
  assetTransactions: (id: Identifier, assetId: Identifier) =>
    `/accounts/${seg(id)}/assets/${seg(assetId)}/all-transactions`,
  /** An account action page (built under client/src/workflows/). */
  action: (id: Identifier, action: AccountAction) => `/accounts/${seg(id)}/${action}`,
  clientAccounts: (clientId: Identifier) => `/clients/${seg(clientId)}/accounts`,
  createForClient: (clientId: Identifier) => `/clients/${seg(clientId)}/accounts/create`,
  client: (clientId: Identifier) => `/clients/${seg(clientId)}/overview`,
  /** A pension's benefits and its Income tab (built under client/src/workflows/crystallise/). */
  crystallise: (id: Identifier) => `/accounts/${seg(id)}/crystallise`,
  income: (id: Identifier) => `/accounts/${seg(id)}/income`,
};

/** The account actions the header's Actions menu offers, in its order (spec §2 "Account actions"). */
export const ACCOUNT_ACTIONS = ['pay-in', 'withdraw', 'invest', 'sell', 'ad-hoc-fee'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** Sections of the account record: the details page's blocks and the edit page's `#anchors`. */
export const ACCOUNT_SECTIONS = ['general', 'wrapper', 'administration', 'status'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];
