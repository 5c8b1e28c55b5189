import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Link as MuiLink,
  Menu,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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
import { CLIENT_STATUS_FOR_MONEY } from '../../../contract/clients';
import { CRYSTALLISABLE_WRAPPERS } from '../../../contract/pensions';
import type { TAccount } from '../../../contract/accounts';
import type { TDealingResult } from '../../../contract/transactions';
import { usePermission, usePlatformWrite } from '../data/platform';
import { ACCOUNT_ACTIONS, accountPaths } from './accountPaths';
import { useAccountSummary } from './accountSummary';
import { documentPaths } from './documentPaths';
import { performancePaths } from '../resources/performance/paths';
import { transferPaths } from '../resources/transfers/paths';
import { GenerateStatementDialog } from './GenerateStatement';
import { ServerErrorAlert } from './ServerErrorAlert';
import { useWriteError } from './useWriteError';

/**
 * The frame of every single-account page (the accounts area's pages, and the documents area's page
 * under /accounts/{id}/documents): the account's name, who holds it, its status, the tabs, the Actions
 * menu and "Run dealing".
 */

export type AccountTab = 'investments' | 'transactions' | 'report' | 'details' | 'documents' | 'income';
const TABS: { tab: AccountTab; label: string; path: (id: string) => string; pensionOnly?: boolean }[] = [
  { tab: 'investments', label: 'resources.accounts.tabs.investments', path: accountPaths.investments },
  { tab: 'transactions', label: 'resources.accounts.tabs.transactions', path: accountPaths.transactions },
  { tab: 'report', label: 'resources.performance.tabs.report', path: performancePaths.accountReport },
  { tab: 'details', label: 'resources.accounts.tabs.details', path: accountPaths.details },
  { tab: 'documents', label: 'resources.messages.tabs.documents', path: documentPaths.account },
  // The regular income plan and the pension account groups (workflows/crystallise, decision 0903).
  { tab: 'income', label: 'workflows.income.tab', path: accountPaths.income, pensionOnly: true },
];

/** The wrappers the platform crystallises: only these take benefits and pay an income. */
const isCrystallisable = (account: RaRecord) =>
  (CRYSTALLISABLE_WRAPPERS as readonly string[]).includes(String(account.wrapperType));

/**
 * The account actions for users who may place transactions (the action pages check again), and a
 * valuation statement of the account for users who may write clients' records.
 */
const ActionsMenu = ({ account }: { account: TAccount & RaRecord }) => {
  const translate = useTranslate();
  const mayPlace = usePermission('Transaction', 'readWrite');
  const mayGenerate = usePermission('Client', 'readWrite');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [statementOpen, setStatementOpen] = useState(false);
  if (!mayPlace && !mayGenerate) return null;
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate('resources.accounts.header.actions')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {mayPlace &&
          ACCOUNT_ACTIONS.map((action) => (
            <MenuItem key={action} component={RouterLink} to={accountPaths.action(account.id, action)}>
              {translate(`resources.accounts.actions.${action}`)}
            </MenuItem>
          ))}
        {mayPlace && (
          <MenuItem component={RouterLink} to={transferPaths.request(String(account.id))}>
            {translate('workflows.transfer.action')}
          </MenuItem>
        )}
        {mayPlace && isCrystallisable(account) && (
          <MenuItem component={RouterLink} to={accountPaths.crystallise(account.id)}>
            {translate('workflows.crystallise.action')}
          </MenuItem>
        )}
        {mayPlace && account.modelId && (
          <MenuItem component={RouterLink} to={`/accounts/${encodeURIComponent(account.id)}/rebalance`}>
            {translate('resources.rebalance.action')}
          </MenuItem>
        )}
        {mayGenerate && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setStatementOpen(true);
            }}
          >
            {translate('resources.messages.statement.action')}
          </MenuItem>
        )}
      </Menu>
      <GenerateStatementDialog
        subject={{
          clientId: account.clientId,
          clientName: account.clientName ?? account.clientId,
          accountId: account.id,
          accountName: account.name,
        }}
        open={statementOpen}
        onClose={() => setStatementOpen(false)}
      />
    </>
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
      {TABS.filter((t) => !t.pensionOnly || isCrystallisable(account)).map((t) => (
        <Tab
          key={t.tab}
          value={t.tab}
          label={translate(t.label)}
          component={RouterLink}
          to={t.path(String(account.id))}
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
 * On every page of an account whose client is not yet Active: why none of its actions can be taken, before
 * anyone opens one (docs/decisions/0409).
 */
export const AccountGateBanner = ({ accountId }: { accountId: string }) => {
  const translate = useTranslate();
  const { data: summary } = useAccountSummary(accountId);
  if (!summary || summary.clientStatus === CLIENT_STATUS_FOR_MONEY) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="account-gate-banner">
      {translate('workflows.gate.banner', { status: summary.clientStatus })}{' '}
      <MuiLink component={Link} to={accountPaths.client(summary.clientId)}>
        {translate('workflows.gate.toClient', { name: summary.clientName })}
      </MuiLink>
    </Alert>
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
