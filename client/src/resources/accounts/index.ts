import AccountIcon from '@mui/icons-material/AccountBalanceWallet';
import { AccountList } from './AccountList';

/** Spread into <Resource name="accounts">; the single-account pages are child routes (AccountRoutes). */
export const accounts = {
  list: AccountList,
  icon: AccountIcon,
  recordRepresentation: 'name',
};
