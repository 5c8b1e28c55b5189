import UserIcon from '@mui/icons-material/ManageAccounts';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';

/** Spread into <Resource name="users">; the per-user pages are child routes (see UserRoutes). */
export const users = {
  list: onlyAtItsAddress(lazyPage(() => import('./UserList'), 'UserList')),
  create: onlyAtItsAddress(lazyPage(() => import('./UserCreate'), 'UserCreate')),
  icon: UserIcon,
  recordRepresentation: 'name',
};
