import type { Identifier } from 'react-admin';

/** Client pages of the spec's route table (§2). */
export const clientPaths = {
  list: () => '/clients',
  create: () => '/clients/create',
  overview: (id: Identifier) => `/clients/${encodeURIComponent(String(id))}/overview`,
  edit: (id: Identifier, section?: string) =>
    `/clients/${encodeURIComponent(String(id))}/edit${section ? `#${section}` : ''}`,
};

/** After a save, a client's page is its overview. */
export const toOverview = (_resource?: string, id?: Identifier) =>
  id === undefined ? '/clients' : clientPaths.overview(id);
