import { Route } from 'react-router-dom';
import type { ConsoleWorkflow } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const CrystallisePage = lazyPage(() => import('./CrystallisePage'), 'CrystallisePage');
const IncomePage = lazyPage(() => import('./IncomePage'), 'IncomePage');

/**
 * /accounts/{id}/crystallise (spec §2, issue 19): taking pension benefits; and the account's Income tab
 * (/accounts/{id}/income: the regular income plan, the pension account groups, the history). Decision 0903.
 */
export const crystallise: ConsoleWorkflow = {
  name: 'crystallise',
  routes: [<Route key="crystallise" path="/accounts/:id/crystallise" element={<CrystallisePage />} />],
  routesUnder: {
    accounts: [<Route key="income" path=":id/income" element={<IncomePage />} />],
  },
  pageWords: () =>
    Promise.all([import('../messages'), import('./messages')]).then(([shared, own]) => [
      shared.workflowMessages,
      own.crystalliseMessages,
    ]),
};
