import { Route } from 'react-router-dom';
import { OutboxPage } from './OutboxPage';
import { RolePresets } from './RolePresets';
import { UserEdit } from './UserEdit';
import { UserShow } from './UserShow';

/** /users/{id} and /users/{id}/edit (spec §2), and Keel's /users/presets and /users/outbox (a fixed path wins over `:id`). */
export const userRoutes = [
  <Route key="presets" path="presets" element={<RolePresets />} />,
  <Route key="outbox" path="outbox" element={<OutboxPage />} />,
  <Route key="show" path=":id" element={<UserShow />} />,
  <Route key="edit" path=":id/edit" element={<UserEdit />} />,
];
