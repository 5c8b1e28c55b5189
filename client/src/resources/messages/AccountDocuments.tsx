import { useParams } from 'react-router-dom';
import { AccountPage } from '../../shared/AccountPage';
import { MessageList } from './MessageList';

/** /accounts/{id}/documents: the messages about this account, in the account's frame. */
export const AccountDocuments = () => {
  const { id } = useParams<{ id: string }>();
  return (
    <AccountPage tab="documents" title="resources.messages.page.accountTitle">
      <MessageList accountId={id} />
    </AccountPage>
  );
};
