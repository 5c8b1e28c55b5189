import { Route } from 'react-router-dom';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const OutboxPage = lazyPage(() => import('./OutboxPage'), 'OutboxPage');

/**
 * The e-mails sent to the firm's people, held here when no SMTP server is set. Its page is /users/outbox
 * (a child of the users resource, beside the people it wrote to); its words are the users' (…users.outbox).
 */
export const outbox: ConsoleResource = {
  name: 'outbox',
  routesUnder: { users: [<Route key="outbox" path="outbox" element={<OutboxPage />} />] },
  data: { outbox: { permission: 'User', list: 'listOutbox' } },
};
