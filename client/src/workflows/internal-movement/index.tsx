import { Route } from 'react-router-dom';
import type { ConsoleWorkflow } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const InternalMovementPage = lazyPage(() => import('./InternalMovementPage'), 'InternalMovementPage');

/** /clients/{id}/internal-movement: money between a client's accounts, a child route of the clients resource. */
export const internalMovement: ConsoleWorkflow = {
  name: 'internalMovement',
  routesUnder: {
    clients: [
      <Route key="internal-movement" path=":id/internal-movement" element={<InternalMovementPage />} />,
    ],
  },
  pageWords: () => import('../messages').then((words) => [words.workflowMessages]),
};
