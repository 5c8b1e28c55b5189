import UserIcon from '@mui/icons-material/ManageAccounts';
import { UserCreate } from './UserCreate';
import { UserList } from './UserList';

/** Spread into <Resource name="users">; the per-user pages are child routes (see UserRoutes). */
export const users = {
  list: UserList,
  create: UserCreate,
  icon: UserIcon,
  recordRepresentation: 'name',
};
