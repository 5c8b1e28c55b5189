import { Navigate, Route } from 'react-router-dom';
import { ClientEdit } from './ClientEdit';
import { ClientOverview } from './ClientOverview';
import { CorporateCreate } from './CorporateCreate';
import { CorporateEdit } from './CorporateEdit';
import { MinorCreate } from './MinorCreate';
import { TrustCreate } from './TrustCreate';
import { TrustEdit } from './TrustEdit';
import { ClientDetails } from './ClientDetails';
import { AccountCreate } from '../accounts/AccountCreate';
import { ClientAccounts } from '../accounts/ClientAccounts';
import { GroupListPage } from '../groups/GroupList';
import { GroupCreate } from '../groups/GroupCreate';
import { GroupEdit } from '../groups/GroupEdit';
import { internalMovementRoute } from '../../workflows/routes';

/** The single-client pages under /clients/{id}/ (spec §2); later issues add accounts, transfers, … */
export const clientRoutes = [
  <Route key="overview" path=":id/overview" element={<ClientOverview />} />,
  <Route key="edit" path=":id/edit" element={<ClientEdit />} />,
  <Route key="details" path=":id/details" element={<ClientDetails />} />,
  <Route key="groups" path="groups" element={<GroupListPage />} />,
  <Route key="groups-create" path="groups/create" element={<GroupCreate />} />,
  <Route key="groups-edit" path="groups/:id/edit" element={<GroupEdit />} />,
  <Route key="accounts" path=":id/accounts" element={<ClientAccounts />} />,
  <Route key="accounts-create" path=":id/accounts/create" element={<AccountCreate />} />,
  internalMovementRoute,
  <Route key="corporate-create" path="corporate/create" element={<CorporateCreate />} />,
  <Route key="corporate-edit" path="corporate/:id/edit" element={<CorporateEdit />} />,
  <Route key="trust-create" path="trust/create" element={<TrustCreate />} />,
  <Route key="trust-edit" path="trust/:id/edit" element={<TrustEdit />} />,
  <Route key="child-create" path="child/create" element={<MinorCreate />} />,
  <Route key="create-child" path=":id/createChild" element={<MinorCreate />} />,
  <Route key="index" path=":id" element={<Navigate to="overview" replace />} />,
];
