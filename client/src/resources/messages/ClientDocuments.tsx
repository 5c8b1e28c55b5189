import { Alert, Card, Stack, Typography } from '@mui/material';
import { RecordContextProvider, Title, useGetOne, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ClientTabs } from '../../shared/ClientPageTabs';
import { GenerateStatementButton } from '../../shared/GenerateStatement';
import { MessageList } from './MessageList';

/**
 * /clients/{id}/documents: the client's messages and their documents (statements, contract notes,
 * letters), newest first, under the client's name and tabs; a statement can be generated from here.
 */
export const ClientDocuments = () => {
  const { id } = useParams<{ id: string }>();
  const { data: client, error } = useGetOne<RaRecord & { name: string }>('clients', { id: id! });
  return (
    <>
      <Title title="resources.messages.page.clientTitle" />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error.message}
        </Alert>
      )}
      {client && (
        <RecordContextProvider value={client}>
          <Card sx={{ mt: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              justifyContent="space-between"
              alignItems={{ sm: 'center' }}
              sx={{ px: 2, pt: 2 }}
            >
              <Typography variant="h5" component="h1">
                {client.name}
              </Typography>
              <GenerateStatementButton subject={{ clientId: client.id, clientName: client.name }} />
            </Stack>
            <ClientTabs />
          </Card>
          <MessageList clientId={id} />
        </RecordContextProvider>
      )}
    </>
  );
};
