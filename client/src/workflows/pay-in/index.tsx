import { Route } from 'react-router-dom';
import type { ConsoleWorkflow } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';
import { workflowMessages } from '../messages';
import { payInMessages } from './messages';

const PayInPage = lazyPage(() => import('./PayInPage'), 'PayInPage');

/** /accounts/{id}/pay-in: money into the account (spec §2), loaded on demand. */
export const payIn: ConsoleWorkflow = {
  name: 'payIn',
  routes: [<Route key="pay-in" path="/accounts/:id/pay-in" element={<PayInPage />} />],
  messages: [workflowMessages, payInMessages],
};
