import PaymentsIcon from '@mui/icons-material/Payments';
import TransactionIcon from '@mui/icons-material/ReceiptLong';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';
import { DESK_PATH } from '../../shared/paymentsDeskPath';

/**
 * The transactions list for another area's page to embed (an account's transactions tab), with its filters
 * fixed: loaded on demand like the page, and the one way another area reaches this one's list.
 */
export const TransactionListOf = lazyPage(() => import('./TransactionList'), 'TransactionList');

/** /transactions: the list, which takes any filter query string. */
export const transactions: ConsoleResource = {
  name: 'transactions',
  pages: {
    list: onlyAtItsAddress(lazyPage(() => import('./TransactionList'), 'TransactionList')),
    icon: TransactionIcon,
  },
  data: {
    transactions: {
      permission: 'Transaction',
      list: 'listPortfolioTransactions',
      one: 'getPortfolioTransaction',
      idParam: 'orderId',
      sortFields: { createdDate: 'createdAt' },
    },
  },
  messages: [
    {
      resources: { transactions: { name: 'Transaction |||| Transactions', desk: { menu: 'Payments desk' } } },
    },
  ],
  pageWords: () => import('./messages').then((words) => [words.transactionMessages]),
  menu: [
    { resource: 'transactions' },
    // The payments desk is /transactions with its quick filter (no route of its own in the spec's table).
    { to: DESK_PATH, label: 'resources.transactions.desk.menu', icon: PaymentsIcon },
  ],
};
