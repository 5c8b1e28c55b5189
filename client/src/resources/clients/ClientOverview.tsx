import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Show, useRecordContext } from 'react-admin';
import { useReadErrorToast } from '../../shared/useReadErrorToast';
import { ClientGroupCard } from './ClientGroupCard';
import { ClientHeadline } from './ClientHeadline';
import { ClientHistory } from './ClientHistory';
import { ClientQuickActions } from './ClientQuickActions';
import { ClientRelations } from './ClientRelations';
import { ClientTabs } from './ClientTabs';

/** The client's name is the page's one h1; the app bar says which page this is. */
export const ClientHeading = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
      {record.name}
    </Typography>
  );
};

/**
 * The frame of a single client's pages: the record, the quick actions, the client's name and the tabs.
 * The record is read again on every visit (staleTime 0: the read starts only after the access check, and
 * react-query then fetches only stale data): a save leaves the PATCH answer in the cache, which has no
 * update history.
 */
export const ClientPage = ({ title, children }: { title: string; children: ReactNode }) => {
  const onReadError = useReadErrorToast();
  return (
    <Show
      title={title}
      actions={<ClientQuickActions />}
      queryOptions={{ onError: onReadError, staleTime: 0 }}
    >
      <ClientHeading />
      <ClientTabs />
      {children}
    </Show>
  );
};

/**
 * /clients/{id}/overview: the headline (type, status, adviser node, accounts and their values), the quick
 * actions, the fee group and family value, the people linked to the client, and who changed the record,
 * how, and when.
 */
export const ClientOverview = () => (
  <ClientPage title="resources.clients.overview.title">
    <Box sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
      <ClientHeadline />
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <ClientGroupCard />
        <ClientRelations />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ClientHistory />
      </Box>
    </Box>
  </ClientPage>
);
