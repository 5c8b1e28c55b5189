import AccountIcon from '@mui/icons-material/AccountBalanceWallet';
import { Route } from 'react-router-dom';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';
import { accountRoutes } from './AccountRoutes';

const AccountCreate = lazyPage(() => import('./AccountCreate'), 'AccountCreate');

/** /accounts: the list; the single-account pages are child routes (AccountRoutes). */
export const accounts: ConsoleResource = {
  name: 'accounts',
  pages: {
    list: onlyAtItsAddress(lazyPage(() => import('./AccountList'), 'AccountList')),
    icon: AccountIcon,
    recordRepresentation: 'name',
  },
  routes: accountRoutes,
  /** A client's new account is opened from the client: /clients/{id}/accounts/create. */
  routesUnder: {
    clients: [<Route key="accounts-create" path=":id/accounts/create" element={<AccountCreate />} />],
  },
  data: {
    accounts: {
      permission: 'Account',
      list: 'listAccounts',
      one: 'getAccount',
      create: 'createAccount',
      update: 'patchAccount',
      updateStatus: 'updateAccountStatus',
      idParam: 'accountId',
      filters: { q: 'name' },
      sortFields: { createdDate: 'createdAt' },
    },
  },
  messages: [{ resources: { accounts: { name: 'Account |||| Accounts' } } }],
  pageWords: () => import('./messages').then((words) => [words.accountMessages]),
  menu: [{ resource: 'accounts' }],
};
