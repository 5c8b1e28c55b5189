import { Route } from 'react-router-dom';
import type { ConsoleWorkflow } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const InvestPage = lazyPage(() => import('./InvestPage'), 'InvestPage');

/** /accounts/{id}/invest: buy instruments with the account's cash (spec §2), loaded on demand. */
export const invest: ConsoleWorkflow = {
  name: 'invest',
  routes: [<Route key="invest" path="/accounts/:id/invest" element={<InvestPage />} />],
  pageWords: () => import('../messages').then((words) => [words.workflowMessages]),
};
