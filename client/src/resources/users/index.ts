import UserIcon from '@mui/icons-material/ManageAccounts';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';
import { userRoutes } from './UserRoutes';

/** /users: the list and create pages; the per-user pages and role presets are child routes (UserRoutes). */
export const users: ConsoleResource = {
  name: 'users',
  pages: {
    list: onlyAtItsAddress(lazyPage(() => import('./UserList'), 'UserList')),
    create: onlyAtItsAddress(lazyPage(() => import('./UserCreate'), 'UserCreate')),
    icon: UserIcon,
    recordRepresentation: 'name',
  },
  routes: userRoutes,
  data: {
    users: {
      permission: 'User',
      list: 'listUsers',
      one: 'getUser',
      create: 'createUser',
      update: 'updateUser',
      idParam: 'userId',
      filters: { q: 'idOrName' },
      sortFields: { createdDate: 'createdAt' },
    },
    rolePresets: {
      permission: 'User',
      list: 'listRolePresets',
      update: 'updateRolePreset',
      idParam: 'presetId',
    },
    userNodes: { list: 'listNodes' },
  },
  // Its words also hold the account menu's password dialog and the outbox page (resources.users.…).
  messages: [{ resources: { users: { name: 'User |||| Users', ownPassword: { menu: 'Change password' } } } }],
  pageWords: () => import('./messages').then((words) => [words.userMessages]),
  menu: [{ resource: 'users' }],
};
