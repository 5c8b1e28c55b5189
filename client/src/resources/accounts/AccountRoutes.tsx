import { Navigate, Route } from 'react-router-dom';
import { lazyPage } from '../../shell/routePages';

const AccountInvestments = lazyPage(() => import('./AccountInvestments'), 'AccountInvestments');
const AccountTransactions = lazyPage(() => import('./AccountTransactions'), 'AccountTransactions');
const AccountAssetTransactions = lazyPage(() => import('./AccountTransactions'), 'AccountAssetTransactions');
const AccountDetails = lazyPage(() => import('./AccountDetails'), 'AccountDetails');
const AccountEdit = lazyPage(() => import('./AccountEdit'), 'AccountEdit');

/**
 * The single-account pages under /accounts/{id}/ (spec §2), each loaded on demand. The account actions
 * (pay-in, withdraw, …) are the workflows' routes, registered beside these.
 */
export const accountRoutes = [
  <Route key="investments" path=":id/investments" element={<AccountInvestments />} />,
  <Route key="transactions" path=":id/transactions" element={<AccountTransactions />} />,
  <Route key="details" path=":id/details" element={<AccountDetails />} />,
  <Route key="edit" path=":id/edit" element={<AccountEdit />} />,
  <Route key="asset" path=":id/assets/:assetId/all-transactions" element={<AccountAssetTransactions />} />,
  <Route key="index" path=":id" element={<Navigate to="investments" replace />} />,
];
