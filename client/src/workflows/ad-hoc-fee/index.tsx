import { Route } from 'react-router-dom';
import type { ConsoleWorkflow } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const AdHocFeePage = lazyPage(() => import('./AdHocFeePage'), 'AdHocFeePage');

/** /accounts/{id}/ad-hoc-fee: a one-off fee taken from the account (spec §2), loaded on demand. */
export const adHocFee: ConsoleWorkflow = {
  name: 'adHocFee',
  routes: [<Route key="ad-hoc-fee" path="/accounts/:id/ad-hoc-fee" element={<AdHocFeePage />} />],
  pageWords: () => import('../messages').then((words) => [words.workflowMessages]),
};
