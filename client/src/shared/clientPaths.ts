import type { Identifier } from 'react-admin';

/** Client pages of the spec's route table (§2). */
export const clientPaths = {
  list: () => '/clients',
  create: () => '/clients/create',
  corporateCreate: () => '/clients/corporate/create',
  trustCreate: () => '/clients/trust/create',
  childCreate: (parentId?: Identifier) =>
    `/clients/child/create${parentId === undefined ? '' : `?parentId=${encodeURIComponent(String(parentId))}`}`,
  overview: (id: Identifier) => `/clients/${encodeURIComponent(String(id))}/overview`,
  edit: (id: Identifier, section?: string) =>
    `/clients/${encodeURIComponent(String(id))}/edit${section ? `#${section}` : ''}`,
  details: (id: Identifier) => `/clients/${encodeURIComponent(String(id))}/details`,
  createChild: (id: Identifier) => `/clients/${encodeURIComponent(String(id))}/createChild`,
  corporateEdit: (id: Identifier, section?: string) =>
    `/clients/corporate/${encodeURIComponent(String(id))}/edit${section ? `#${section}` : ''}`,
  trustEdit: (id: Identifier, section?: string) =>
    `/clients/trust/${encodeURIComponent(String(id))}/edit${section ? `#${section}` : ''}`,
};

/** After a save, a client's page is its overview. */
export const toOverview = (_resource?: string, id?: Identifier) =>
  id === undefined ? '/clients' : clientPaths.overview(id);
