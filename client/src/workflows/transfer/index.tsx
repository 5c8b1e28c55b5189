import { Route } from 'react-router-dom';
import type { ConsoleWorkflow } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const TransferRequestPage = lazyPage(() => import('./TransferRequestPage'), 'TransferRequestPage');

/** /accounts/{id}/transfer (optional ?transferId=): a transfer in or out (spec §2, issue 18), loaded on demand. */
export const transfer: ConsoleWorkflow = {
  name: 'transfer',
  routes: [<Route key="transfer" path="/accounts/:id/transfer" element={<TransferRequestPage />} />],
  pageWords: () =>
    Promise.all([import('../messages'), import('./messages')]).then(([shared, own]) => [
      shared.workflowMessages,
      own.transferWorkflowMessages,
    ]),
};
