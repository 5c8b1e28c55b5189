import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Card, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  Link,
  RecordContextProvider,
  ResourceContextProvider,
  Title,
  useGetOne,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { TAccount, TDealingResult } from '../../../../contract';
import { ACCOUNT_ACTIONS, accountPaths } from '../../shared/accountPaths';
import { usePermission, usePlatformWrite } from '../../data/platform';
import { LinkMenuButton } from '../../shared/LinkMenuButton';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useWriteError } from '../../shared/useWriteError';
import { AccountGateBanner } from './AccountGateBanner';

export type AccountTab = 'investments' | 'transactions' | 'details';
const TABS: AccountTab[] = ['investments', 'transactions', 'details'];

/** The account actions, for users who may place transactions (the action pages check again). */
const ActionsMenu = ({ account }: { account: RaRecord }) => {
  const translate = useTranslate();
  const mayPlace = usePermission('Transaction', 'readWrite');
  if (!mayPlace) return null;
  return (
    <LinkMenuButton
      variant="outlined"
      endIcon={<ArrowDropDownIcon />}
      label={translate('resources.accounts.header.actions')}
      links={ACCOUNT_ACTIONS.map((action) => ({
        key: action,
        label: translate(`resources.accounts.actions.${action}`),
        to: accountPaths.action(account.id, action),
      }))}
    />
  );
};

/**
 * Executes this account's Placed orders now, at the latest price (the scheduled run does the rest). A
 * refused run says why beside the button (spec §8: no toast for a write).
 */
const RunDealingButton = ({ account }: { account: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const write = usePlatformWrite();
  const { writeError, show, clear } = useWriteError();
  const mayDeal = usePermission('Transaction', 'action');
  const run = useMutation({
    mutationFn: () => write<TDealingResult>('runDealing', { body: { accountId: account.id } }),
    onMutate: clear,
    onSuccess: (data) => {
      notify('resources.accounts.dealing.done', {
        type: data.rejected > 0 ? 'warning' : 'success',
        messageArgs: { executed: data.executed, rejected: data.rejected },
      });
      refresh();
    },
    onError: show,
  });
  if (!mayDeal) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end', maxWidth: 360 }}>
      <Button startIcon={<PlayArrowIcon />} onClick={() => run.mutate()} disabled={run.isPending}>
        {translate('resources.accounts.dealing.run')}
      </Button>
      <ServerErrorAlert error={writeError} sx={{ width: '100%' }} />
    </Stack>
  );
};

const AccountTabs = ({ account, tab }: { account: RaRecord; tab?: AccountTab }) => {
  const translate = useTranslate();
  return (
    <Tabs value={tab ?? false} aria-label={translate('resources.accounts.header.tabs')} variant="scrollable">
      {TABS.map((t) => (
        <Tab
          key={t}
          value={t}
          label={translate(`resources.accounts.tabs.${t}`)}
          component={RouterLink}
          to={accountPaths[t](account.id)}
        />
      ))}
    </Tabs>
  );
};

const AccountSummaryLine = ({ account }: { account: TAccount }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <Typography variant="body2" color="text.secondary">
        {account.id} · {account.wrapperType} ·{' '}
      </Typography>
      <Link to={accountPaths.client(account.clientId)} variant="body2">
        {account.clientName}
      </Link>
      <Chip size="small" label={account.status} aria-label={translate('resources.accounts.fields.status')} />
    </Stack>
  );
};

/**
 * The frame of every single-account page: the account's name (the page's one h1), who holds it, its
 * status, the tabs, the Actions menu and, for users with action permission, "Run dealing". The page's own
 * content gets the account as its record context.
 */
export const AccountPage = ({
  tab,
  title,
  children,
}: {
  tab?: AccountTab;
  title: string;
  children: ReactNode;
}) => {
  const { id } = useParams<{ id: string }>();
  // A failed read toasts app-wide (shell/ReadErrorToasts); the page says it in place too.
  const { data: account, error } = useGetOne<TAccount & RaRecord>('accounts', { id: id! });
  return (
    <ResourceContextProvider value="accounts">
      <Title title={title} />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error.message}
        </Alert>
      )}
      {account && (
        <RecordContextProvider value={account}>
          <Card sx={{ mt: 2, px: 2, pt: 2 }}>
            <Stack direction={{ xs: 'column', md: 'row' }} justifyContent="space-between" spacing={2}>
              <Box>
                <Typography variant="h5" component="h1">
                  {account.name}
                </Typography>
                <AccountSummaryLine account={account} />
              </Box>
              <Stack direction="row" spacing={1} alignItems="flex-start">
                <RunDealingButton account={account} />
                <ActionsMenu account={account} />
              </Stack>
            </Stack>
            <AccountTabs account={account} tab={tab} />
          </Card>
          <AccountGateBanner accountId={account.id} />
          <Box sx={{ mt: 2 }}>{children}</Box>
        </RecordContextProvider>
      )}
    </ResourceContextProvider>
  );
};
