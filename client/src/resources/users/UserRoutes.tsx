import { Route } from 'react-router-dom';
import { lazyPage } from '../../shell/routePages';

const RolePresets = lazyPage(() => import('./RolePresets'), 'RolePresets');
const UserShow = lazyPage(() => import('./UserShow'), 'UserShow');
const UserEdit = lazyPage(() => import('./UserEdit'), 'UserEdit');

/**
 * /users/{id} and /users/{id}/edit (spec §2), and Keel's /users/presets (a fixed path wins over `:id`),
 * each loaded on demand. The outbox adds /users/outbox (resources/outbox).
 */
export const userRoutes = [
  <Route key="presets" path="presets" element={<RolePresets />} />,
  <Route key="show" path=":id" element={<UserShow />} />,
  <Route key="edit" path=":id/edit" element={<UserEdit />} />,
];
