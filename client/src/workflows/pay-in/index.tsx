import { Route } from 'react-router-dom';
import type { ConsoleWorkflow } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const PayInPage = lazyPage(() => import('./PayInPage'), 'PayInPage');

/** /accounts/{id}/pay-in: money into the account (spec §2), loaded on demand. */
export const payIn: ConsoleWorkflow = {
  name: 'payIn',
  routes: [<Route key="pay-in" path="/accounts/:id/pay-in" element={<PayInPage />} />],
  pageWords: () =>
    Promise.all([import('../messages'), import('./messages')]).then(([shared, own]) => [
      shared.workflowMessages,
      own.payInMessages,
    ]),
};
