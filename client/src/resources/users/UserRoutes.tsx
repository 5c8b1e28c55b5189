import { Route } from 'react-router-dom';
import { lazyPage } from '../../shell/routePages';

const RolePresets = lazyPage(() => import('./RolePresets'), 'RolePresets');
const OutboxPage = lazyPage(() => import('./OutboxPage'), 'OutboxPage');
const UserShow = lazyPage(() => import('./UserShow'), 'UserShow');
const UserEdit = lazyPage(() => import('./UserEdit'), 'UserEdit');

/**
 * /users/{id} and /users/{id}/edit (spec §2), and Keel's /users/presets and /users/outbox (a fixed path
 * wins over `:id`), each loaded on demand.
 */
export const userRoutes = [
  <Route key="presets" path="presets" element={<RolePresets />} />,
  <Route key="outbox" path="outbox" element={<OutboxPage />} />,
  <Route key="show" path=":id" element={<UserShow />} />,
  <Route key="edit" path=":id/edit" element={<UserEdit />} />,
];
