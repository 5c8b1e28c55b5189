import { Route } from 'react-router-dom';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const ClientCapitalGains = lazyPage(() => import('./ClientCapitalGains'), 'ClientCapitalGains');

/**
 * Capital gains (issue 16, decision 0702): a tab of the client's pages (/clients/{id}/capital-gains) with
 * the tax year's gains, losses and exempt amount, its disposals, each disposal's matching explained, and
 * the spreadsheet to download. Loaded on demand.
 */
export const capitalGains: ConsoleResource = {
  name: 'capitalGains',
  routesUnder: {
    clients: [<Route key="capital-gains" path=":id/capital-gains" element={<ClientCapitalGains />} />],
  },
  pageWords: () => import('./messages').then((words) => [words.capitalGainsMessages]),
};
