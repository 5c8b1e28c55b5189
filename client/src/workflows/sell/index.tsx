import { Route } from 'react-router-dom';
import type { ConsoleWorkflow } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const SellPage = lazyPage(() => import('./SellPage'), 'SellPage');

/** /accounts/{id}/sell: sell the account's holdings (spec §2), loaded on demand. */
export const sell: ConsoleWorkflow = {
  name: 'sell',
  routes: [<Route key="sell" path="/accounts/:id/sell" element={<SellPage />} />],
  pageWords: () => import('../messages').then((words) => [words.workflowMessages]),
};
