/** Account pages the workflows link to (spec §2; built by the accounts area). */
const at = (id: string) => `/accounts/${encodeURIComponent(id)}`;

export const workflowPaths = {
  transactions: (accountId: string) => `${at(accountId)}/transactions`,
  investments: (accountId: string) => `${at(accountId)}/investments`,
};
