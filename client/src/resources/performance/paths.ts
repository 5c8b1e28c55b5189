import type { Identifier } from 'react-admin';

const seg = (id: Identifier) => encodeURIComponent(String(id));

/** The performance pages of spec §2: a client's performance and an account's report. */
export const performancePaths = {
  client: (clientId: Identifier) => `/clients/${seg(clientId)}/performance`,
  accountReport: (accountId: Identifier) => `/accounts/${seg(accountId)}/report`,
};
