import { Route } from 'react-router-dom';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';
import { GROUPS_RESOURCE } from '../../shared/groupPaths';
import { groupMessages } from './messages';

const GroupListPage = lazyPage(() => import('./GroupList'), 'GroupListPage');
const GroupCreate = lazyPage(() => import('./GroupCreate'), 'GroupCreate');
const GroupEdit = lazyPage(() => import('./GroupEdit'), 'GroupEdit');

/** Client fee groups (the platform's portfolio groups): their pages live under /clients/groups. */
export const groups: ConsoleResource = {
  name: GROUPS_RESOURCE,
  routesUnder: {
    clients: [
      <Route key="groups" path="groups" element={<GroupListPage />} />,
      <Route key="groups-create" path="groups/create" element={<GroupCreate />} />,
      <Route key="groups-edit" path="groups/:id/edit" element={<GroupEdit />} />,
    ],
  },
  data: {
    [GROUPS_RESOURCE]: {
      permission: 'Client Fee Group',
      list: 'listPortfolioGroups',
      one: 'getPortfolioGroup',
      create: 'createPortfolioGroup',
      update: 'patchPortfolioGroup',
      idParam: 'id',
      filters: { q: 'name' },
      sortFields: { 'auditDetails.updateDate': 'updatedAt' },
    },
  },
  messages: [groupMessages],
};
