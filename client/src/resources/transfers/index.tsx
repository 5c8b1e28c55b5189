import TransferIcon from '@mui/icons-material/SwapHoriz';
import { Route } from 'react-router-dom';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';
import { TRANSFERS_RESOURCE } from './paths';

const TransferShow = lazyPage(() => import('./TransferShow'), 'TransferShow');
const TransferEdit = lazyPage(() => import('./TransferEdit'), 'TransferEdit');
const ClientTransfers = lazyPage(() => import('./ClientTransfers'), 'ClientTransfers');

/**
 * Product transfers (issue 18, decision 0800): the workbench at /transfers (any filter in its address), a
 * client's transfers as a tab of the client's pages, one transfer's page (also reached from its account) and
 * its edit page. The transfer request form on an account (/accounts/{id}/transfer) is a workflow of its own.
 */
export const transfers: ConsoleResource = {
  name: TRANSFERS_RESOURCE,
  pages: {
    list: onlyAtItsAddress(lazyPage(() => import('./TransferList'), 'TransferList')),
    icon: TransferIcon,
  },
  routes: [
    <Route key="transfers-show" path=":transferId" element={<TransferShow />} />,
    <Route key="transfers-edit" path=":transferId/edit" element={<TransferEdit />} />,
  ],
  routesUnder: {
    clients: [<Route key="client-transfers" path=":id/transfers" element={<ClientTransfers />} />],
    accounts: [<Route key="account-transfer" path=":id/transfers/:transferId" element={<TransferShow />} />],
  },
  data: {
    [TRANSFERS_RESOURCE]: {
      permission: 'Transaction',
      list: 'listProductTransfers',
      one: 'getProductTransfer',
      idParam: 'transactionId',
    },
  },
  messages: [{ resources: { [TRANSFERS_RESOURCE]: { name: 'Transfer |||| Transfers' } } }],
  pageWords: () =>
    Promise.all([import('./messages'), import('./detailMessages')]).then(([list, detail]) => [
      list.transferMessages,
      detail.transferDetailMessages,
    ]),
  menu: [{ resource: TRANSFERS_RESOURCE }],
};
