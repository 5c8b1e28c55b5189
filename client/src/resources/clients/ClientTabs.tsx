import { Tab, Tabs } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { accountPaths } from '../../shared/accountPaths';
import { clientPaths } from '../../shared/clientPaths';

const TABS = [
  { key: 'overview', path: clientPaths.overview },
  { key: 'accounts', path: accountPaths.clientAccounts },
  { key: 'details', path: clientPaths.details },
] as const;

/** The single-client pages as tabs under the client's name; each tab is a real link to its path. */
export const ClientTabs = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { pathname } = useLocation();
  if (!record) return null;
  const current = TABS.find((tab) => pathname === tab.path(record.id))?.key ?? false;
  return (
    <Tabs value={current} aria-label={translate('resources.clients.tabs.label')} sx={{ px: 2 }}>
      {TABS.map((tab) => (
        <Tab
          key={tab.key}
          value={tab.key}
          label={translate(`resources.clients.tabs.${tab.key}`)}
          component={Link}
          to={tab.path(record.id)}
        />
      ))}
    </Tabs>
  );
};
