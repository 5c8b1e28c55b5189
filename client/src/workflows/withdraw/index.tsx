import { Route } from 'react-router-dom';
import type { ConsoleWorkflow } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const WithdrawPage = lazyPage(() => import('./WithdrawPage'), 'WithdrawPage');

/** /accounts/{id}/withdraw: money out of the account (spec §2), loaded on demand. */
export const withdraw: ConsoleWorkflow = {
  name: 'withdraw',
  routes: [<Route key="withdraw" path="/accounts/:id/withdraw" element={<WithdrawPage />} />],
  pageWords: () => import('../messages').then((words) => [words.workflowMessages]),
};
