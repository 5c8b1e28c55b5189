import { ClientTabPage } from '../../shared/ClientTabPage';
import { GenerateStatementButton } from '../../shared/GenerateStatement';
import { MessageList } from './MessageList';

/**
 * /clients/{id}/documents: the client's messages and their documents (statements, contract notes,
 * letters), newest first, under the client's name and tabs; a statement can be generated from here.
 */
export const ClientDocuments = () => (
  <ClientTabPage
    title="resources.messages.page.clientTitle"
    action={(client) => (
      <GenerateStatementButton subject={{ clientId: client.id, clientName: client.name }} />
    )}
  >
    {(client) => <MessageList clientId={String(client.id)} />}
  </ClientTabPage>
);
