import AccountIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';

/** Spread into <Resource name="accounts">; the single-account pages are child routes (AccountRoutes). */
export const accounts = {
  list: onlyAtItsAddress(lazyPage(() => import('./AccountList'), 'AccountList')),
  icon: AccountIcon,
  recordRepresentation: 'name',
};
