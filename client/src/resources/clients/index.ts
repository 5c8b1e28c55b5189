import ClientIcon from '@mui/icons-material/People';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';

/** Spread into <Resource name="clients">; the per-client pages are child routes (see ClientRoutes). */
export const clients = {
  list: onlyAtItsAddress(lazyPage(() => import('./ClientList'), 'ClientList')),
  create: onlyAtItsAddress(lazyPage(() => import('./ClientCreate'), 'ClientCreate')),
  icon: ClientIcon,
  recordRepresentation: 'name',
};
