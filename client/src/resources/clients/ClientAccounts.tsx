import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Button,
  Card,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, RecordContextProvider, Title, useGetList, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePermission } from '../../data/platform';
import { MAX_PAGE_SIZE } from '../../../../contract/pageSizes';
import type { TAccount, TAccountSummary } from '../../../../contract/accounts';
import { usePlatformReads } from '../../data/platformReads';
import { accountSummaryRead } from '../../shared/accountSummary';
import { ClientHeading } from './ClientOverview';
import { ClientTabs } from './ClientTabs';
import { totalValue } from './clientValuation';
import { accountPaths } from '../../shared/accountPaths';
import { formatMoney } from '../../shared/holdingFormat';

/** Each account's valuation, one request per account, in parallel. */
const useValuations = (accounts: TAccount[]) =>
  usePlatformReads<TAccountSummary>(accounts.map((a) => accountSummaryRead(a.id)));

const COLUMNS = ['name', 'wrapperType', 'status', 'cash', 'currentValue'] as const;

const AccountsTable = ({ accounts }: { accounts: TAccount[] }) => {
  const translate = useTranslate();
  const valuations = useValuations(accounts);
  // Summed in decimal; the exact two-place total becomes a number only to be formatted.
  const total = totalValue(valuations.map((v) => v.data?.currentValue));
  const heading = (c: (typeof COLUMNS)[number]) =>
    translate(`resources.accounts.clientAccounts.columns.${c}`);
  return (
    <TableContainer>
      <Table aria-label={translate('resources.accounts.clientAccounts.table')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} align={c === 'cash' || c === 'currentValue' ? 'right' : 'left'}>
                {heading(c)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((a, i) => {
            const v = valuations[i];
            return (
              <TableRow key={a.id} hover>
                <TableCell component="th" scope="row">
                  <Link to={accountPaths.investments(a.id)}>{a.name}</Link>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {a.id}
                  </Typography>
                </TableCell>
                <TableCell>{a.wrapperType}</TableCell>
                <TableCell>
                  <Chip size="small" label={a.status} />
                </TableCell>
                <TableCell align="right">{v.error ? '–' : formatMoney(v.data?.uninvestedCash)}</TableCell>
                <TableCell align="right">{v.error ? '–' : formatMoney(v.data?.currentValue)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4}>{translate('resources.accounts.clientAccounts.total')}</TableCell>
            <TableCell align="right">
              {formatMoney(total === undefined ? undefined : Number(total))}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
};

/** /clients/{id}/accounts: the client's accounts and wrappers with today's values, and a way to open one. */
export const ClientAccounts = () => {
  const { id: clientId } = useParams<{ id: string }>();
  const translate = useTranslate();
  const mayOpen = usePermission('Account', 'readWrite');
  const { data: client } = useGetOne('clients', { id: clientId! });
  const {
    data: accounts,
    error,
    isPending,
  } = useGetList<TAccount & { id: string }>('accounts', {
    filter: { clientId },
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'createdDate', order: 'ASC' },
  });
  return (
    <RecordContextProvider value={client}>
      <Title title="resources.accounts.clientAccounts.title" />
      <Card sx={{ mt: 2 }}>
        <ClientHeading />
        <ClientTabs />
      </Card>
      <Card sx={{ mt: 2, p: 2 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">
            {translate('resources.accounts.clientAccounts.table')}
          </Typography>
          {mayOpen && (
            <Button
              variant="contained"
              component={Link}
              to={accountPaths.createForClient(clientId!)}
              startIcon={<AddIcon />}
            >
              {translate('resources.accounts.clientAccounts.open')}
            </Button>
          )}
        </Stack>
        {error && <Alert severity="error">{error.message}</Alert>}
        {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {accounts?.length === 0 && (
          <Alert severity="info">{translate('resources.accounts.clientAccounts.none')}</Alert>
        )}
        {accounts && accounts.length > 0 && <AccountsTable accounts={accounts} />}
      </Card>
    </RecordContextProvider>
  );
};
