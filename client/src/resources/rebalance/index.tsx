import { Route } from 'react-router-dom';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const AccountRebalance = lazyPage(() => import('./AccountRebalance'), 'AccountRebalance');

/**
 * Rebalancing one account to its model (issue 17 item 4, decision 0705): /accounts/{id}/rebalance, the
 * review of the proposed trades with their weights and, for a GIA, their estimated gains, then Confirm.
 * Reached from the account's Actions menu when the account follows a model. Loaded on demand.
 */
export const rebalance: ConsoleResource = {
  name: 'rebalance',
  routesUnder: {
    accounts: [<Route key="rebalance" path=":id/rebalance" element={<AccountRebalance />} />],
  },
  pageWords: () => import('./messages').then((words) => [words.rebalanceMessages]),
};
