import { Box, Tab, Tabs } from '@mui/material';
import type { Identifier } from 'react-admin';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { accountPaths } from './accountPaths';
import { clientPaths } from './clientPaths';
import { documentPaths } from './documentPaths';
import { useUnreadMessages } from './messageStats';
import { performancePaths } from '../resources/performance/paths';
import { capitalGainsPaths } from '../resources/capitalGains/paths';
import { transferPaths } from '../resources/transfers/paths';
import { notificationPaths } from '../resources/notifications/paths';
import { VISUALLY_HIDDEN as HIDDEN } from './visuallyHidden';

const TABS = [
  { key: 'overview', label: 'resources.clients.tabs.overview', path: clientPaths.overview },
  { key: 'accounts', label: 'resources.clients.tabs.accounts', path: accountPaths.clientAccounts },
  { key: 'performance', label: 'resources.performance.tabs.performance', path: performancePaths.client },
  {
    key: 'capitalGains',
    label: 'resources.capitalGains.tabs.capitalGains',
    path: capitalGainsPaths.client,
  },
  { key: 'transfers', label: 'resources.transfers.client.tab', path: transferPaths.client },
  { key: 'details', label: 'resources.clients.tabs.details', path: clientPaths.details },
  { key: 'documents', label: 'resources.messages.tabs.documents', path: documentPaths.client },
  { key: 'notifications', label: 'resources.notifications.client.tab', path: notificationPaths.client },
] as const;

/** The number of Unread messages beside the tab's name ("3 unread" to a screen reader). */
const UnreadBadge = ({ clientId }: { clientId: Identifier }) => {
  const translate = useTranslate();
  const unread = useUnreadMessages(clientId);
  if (!unread) return null;
  return (
    <Box
      component="span"
      data-testid="unread-badge"
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 20,
        borderRadius: 10,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '0.75rem',
        lineHeight: '20px',
      }}
    >
      <Box component="span" sx={HIDDEN}>
        {' '}
      </Box>
      {unread}
      <Box component="span" sx={HIDDEN}>
        {' '}
        {translate('resources.messages.tabs.unread')}
      </Box>
    </Box>
  );
};

/**
 * The single-client pages as tabs under the client's name; each tab is a real link to its path. The
 * documents tab (another area's page, mounted under /clients) counts the client's unread messages.
 */
export const ClientTabs = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { pathname } = useLocation();
  if (!record) return null;
  const current = TABS.find((tab) => pathname === tab.path(record.id))?.key ?? false;
  return (
    <Tabs
      value={current}
      aria-label={translate('resources.clients.tabs.label')}
      variant="scrollable"
      sx={{ px: 2 }}
    >
      {TABS.map((tab) => (
        <Tab
          key={tab.key}
          value={tab.key}
          label={
            <span>
              {translate(tab.label)}
              {tab.key === 'documents' && <UnreadBadge clientId={record.id} />}
            </span>
          }
          component={Link}
          to={tab.path(record.id)}
        />
      ))}
    </Tabs>
  );
};
