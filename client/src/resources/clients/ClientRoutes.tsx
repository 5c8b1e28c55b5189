import { Navigate, Route } from 'react-router-dom';
import { ClientEdit } from './ClientEdit';
import { ClientOverview } from './ClientOverview';

/** The single-client pages under /clients/{id}/ (spec §2); later issues add accounts, transfers, … */
export const clientRoutes = [
  <Route key="overview" path=":id/overview" element={<ClientOverview />} />,
  <Route key="edit" path=":id/edit" element={<ClientEdit />} />,
  <Route key="index" path=":id" element={<Navigate to="overview" replace />} />,
];
