import { Route } from 'react-router-dom';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const ClientPerformance = lazyPage(() => import('./ClientPerformance'), 'ClientPerformance');
const AccountReport = lazyPage(() => import('./AccountReport'), 'AccountReport');

/**
 * Performance and reports (issue 16, decision 0701): a tab of the client's pages
 * (/clients/{id}/performance: value against net contributions, time- and money-weighted returns) and of
 * the account's (/accounts/{id}/report: the account report for a period). Pages load on demand, and the
 * charting library with them.
 */
export const performanceReports: ConsoleResource = {
  name: 'performance',
  routesUnder: {
    clients: [<Route key="performance" path=":id/performance" element={<ClientPerformance />} />],
    accounts: [<Route key="report" path=":id/report" element={<AccountReport />} />],
  },
  pageWords: () => import('./messages').then((words) => [words.performanceMessages]),
};
