import { Route } from 'react-router-dom';
import type { ConsoleWorkflow } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const ModelRebalancePage = lazyPage(() => import('./ModelRebalancePage'), 'ModelRebalancePage');

/**
 * /models/discretionary/{modelId}/rebalance (spec §2, issue 17 item 5, decision 0706): the bulk preview
 * over every account following a discretionary model, Start on the shared job queue, and the model's runs
 * with their progress and outcomes CSV. Reached from the model's page (its Rebalance action).
 */
export const modelRebalance: ConsoleWorkflow = {
  name: 'modelRebalance',
  routes: [
    <Route
      key="model-rebalance"
      path="/models/discretionary/:modelId/rebalance"
      element={<ModelRebalancePage />}
    />,
  ],
  pageWords: () => import('./messages').then((words) => [words.modelRebalanceMessages]),
};
