import { Route } from 'react-router-dom';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const ClientDocuments = lazyPage(() => import('./ClientDocuments'), 'ClientDocuments');
const AccountDocuments = lazyPage(() => import('./AccountDocuments'), 'AccountDocuments');

/**
 * The clients' message boxes and their documents (statements, contract notes, letters): a tab of the
 * client's pages (/clients/{id}/documents) and of the account's (/accounts/{id}/documents). Statements
 * are generated from shared/GenerateStatement.tsx, which the client and account pages offer too.
 */
export const documents: ConsoleResource = {
  name: 'messages',
  routesUnder: {
    clients: [<Route key="documents" path=":id/documents" element={<ClientDocuments />} />],
    accounts: [<Route key="documents" path=":id/documents" element={<AccountDocuments />} />],
  },
  data: {
    messages: { permission: 'Client', list: 'listMessages', one: 'getMessage', idParam: 'messageId' },
  },
  pageWords: () => import('./messages').then((words) => [words.documentMessages]),
};
