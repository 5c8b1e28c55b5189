import ClientIcon from '@mui/icons-material/People';
import { ClientCreate } from './ClientCreate';
import { ClientList } from './ClientList';

/** Spread into <Resource name="clients">; the per-client pages are child routes (see ClientRoutes). */
export const clients = {
  list: ClientList,
  create: ClientCreate,
  icon: ClientIcon,
  recordRepresentation: 'name',
};
