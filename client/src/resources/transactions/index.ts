import TransactionIcon from '@mui/icons-material/ReceiptLong';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';

/** Spread into <Resource name="transactions">: /transactions takes any filter query string. */
export const transactions = {
  list: onlyAtItsAddress(lazyPage(() => import('./TransactionList'), 'TransactionList')),
  icon: TransactionIcon,
};
