import type { Identifier } from 'react-admin';

/** The data provider's resource (declared in resources/groups/index.tsx): the portfolio group calls of spec §7. */
export const GROUPS_RESOURCE = 'portfolioGroups';

/** The spec's query parameter that opens the group list filtered to one group (§2). */
export const GROUP_ID_PARAM = 'portfolioGroups_f.id';

const seg = (id: Identifier) => encodeURIComponent(String(id));

/** Client fee group pages (spec §2): they live under /clients but are their own records. */
export const groupPaths = {
  list: (id?: Identifier) =>
    id === undefined
      ? '/clients/groups'
      : `/clients/groups?${new URLSearchParams({ [GROUP_ID_PARAM]: String(id) })}`,
  create: () => '/clients/groups/create',
  edit: (id: Identifier) => `/clients/groups/${seg(id)}/edit`,
  /** The client list filtered to the group's members. */
  clients: (id: Identifier) =>
    `/clients?${new URLSearchParams({ filter: JSON.stringify({ clientFeeGroupId: String(id) }) })}`,
};

/** After a create or a save, a group's page is its edit page, where its members are managed. */
export const toGroupEdit = (_resource?: string, id?: Identifier) =>
  id === undefined ? groupPaths.list() : groupPaths.edit(id);
