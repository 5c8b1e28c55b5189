import type { Identifier } from 'react-admin';

const seg = (id: Identifier) => encodeURIComponent(String(id));

/** The documents and messages pages, the bulk jobs, and where a stored document opens. */
export const documentPaths = {
  client: (clientId: Identifier) => `/clients/${seg(clientId)}/documents`,
  account: (accountId: Identifier) => `/accounts/${seg(accountId)}/documents`,
  jobs: () => '/jobs',
  statementsJob: () => '/jobs/statements',
  job: (jobId: Identifier) => `/jobs/${seg(jobId)}`,
  /** A document the platform stored (its `downloadPath`), opened in the browser's PDF viewer via the BFF. */
  pdf: (downloadPath: string) =>
    `/api/proxy${downloadPath}${downloadPath.includes('?') ? '&' : '?'}disposition=inline`,
};
