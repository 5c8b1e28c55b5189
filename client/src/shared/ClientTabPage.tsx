import { Alert, Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, Title, useGetOne, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ClientTabs } from './ClientPageTabs';

type Client = RaRecord & { name: string };

/**
 * A page of the client's tabs (/clients/{id}/documents, …/performance, …/capital-gains): the page title,
 * the client's name with an optional action beside it, the tabs, then the page's own body. A client the
 * caller cannot read shows the error in place of it all.
 */
export const ClientTabPage = ({
  title,
  action,
  children,
}: {
  /** The page title's message key. */
  title: string;
  /** Beside the client's name (a button such as "Generate statement"). */
  action?: (client: Client) => ReactNode;
  children: (client: Client) => ReactNode;
}) => {
  const { id } = useParams<{ id: string }>();
  const { data: client, error } = useGetOne<Client>('clients', { id: id! });
  return (
    <>
      <Title title={title} />
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
              {action?.(client)}
            </Stack>
            <ClientTabs />
          </Card>
          {children(client)}
        </RecordContextProvider>
      )}
    </>
  );
};
