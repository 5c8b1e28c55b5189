import { Navigate, Route } from 'react-router-dom';
import { lazyPage } from '../../shell/routePages';

const ClientOverview = lazyPage(() => import('./ClientOverview'), 'ClientOverview');
const ClientEdit = lazyPage(() => import('./ClientEdit'), 'ClientEdit');
const ClientDetails = lazyPage(() => import('./ClientDetails'), 'ClientDetails');
const CorporateCreate = lazyPage(() => import('./CorporateCreate'), 'CorporateCreate');
const CorporateEdit = lazyPage(() => import('./CorporateEdit'), 'CorporateEdit');
const TrustCreate = lazyPage(() => import('./TrustCreate'), 'TrustCreate');
const TrustEdit = lazyPage(() => import('./TrustEdit'), 'TrustEdit');
const MinorCreate = lazyPage(() => import('./MinorCreate'), 'MinorCreate');
const ClientAccounts = lazyPage(() => import('./ClientAccounts'), 'ClientAccounts');

/**
 * The single-client pages under /clients/{id}/ (spec §2), each loaded on demand. Other areas add their
 * own pages under /clients (fee groups, a client's new account, the internal movement: `routesUnder`).
 */
export const clientRoutes = [
  <Route key="overview" path=":id/overview" element={<ClientOverview />} />,
  <Route key="edit" path=":id/edit" element={<ClientEdit />} />,
  <Route key="details" path=":id/details" element={<ClientDetails />} />,
  <Route key="accounts" path=":id/accounts" element={<ClientAccounts />} />,
  <Route key="corporate-create" path="corporate/create" element={<CorporateCreate />} />,
  <Route key="corporate-edit" path="corporate/:id/edit" element={<CorporateEdit />} />,
  <Route key="trust-create" path="trust/create" element={<TrustCreate />} />,
  <Route key="trust-edit" path="trust/:id/edit" element={<TrustEdit />} />,
  <Route key="child-create" path="child/create" element={<MinorCreate />} />,
  <Route key="create-child" path=":id/createChild" element={<MinorCreate />} />,
  <Route key="index" path=":id" element={<Navigate to="overview" replace />} />,
];
