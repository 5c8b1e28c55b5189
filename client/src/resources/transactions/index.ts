import TransactionIcon from '@mui/icons-material/ReceiptLong';
import { TransactionList } from './TransactionList';

/** Spread into <Resource name="transactions">: /transactions takes any filter query string. */
export const transactions = {
  list: TransactionList,
  icon: TransactionIcon,
};
