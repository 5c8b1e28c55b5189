import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Link as MuiLink,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { accountPaths } from '../../shared/accountPaths';
import { StaleMarker } from '../../shared/StaleMarker';
import { formatDay } from '../../shared/holdingFormat';
import { formatPounds } from '../../shared/money';
import { useClientValuation, type ValuedAccount } from './clientValuation';
import { displayValue, EMPTY } from '../../shared/historyFormat';

const nodeOf = (record: RaRecord) => record.nodeName?.[0] ?? record.nodeId?.[0] ?? EMPTY;
const addressOf = ({ addressDetail: a = {} }: RaRecord) =>
  displayValue(
    [
      a.flatNumber,
      a.buildingNumber,
      a.buildingName,
      a.address1,
      a.address2,
      a.address3,
      a.address4,
      a.postCode,
    ]
      .filter(Boolean)
      .join(', '),
  );
const money = (value: number | string | undefined) =>
  value === undefined ? <Skeleton width={80} sx={{ display: 'inline-block' }} /> : formatPounds(value);

/** One labelled fact of the headline: a term and its value, read together by screen readers. */
const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="div" sx={{ minWidth: 140 }}>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body1" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

/** Under a value priced with a stale price: from when, and the marker (docs/decisions/0409). */
const StalePrices = ({ date }: { date: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {translate('resources.clients.overview.pricesFrom', {
        _: 'Prices from %{date}',
        date: formatDay(date),
      })}{' '}
      <StaleMarker />
    </Typography>
  );
};

const AccountRow = ({ row }: { row: ValuedAccount }) => (
  <TableRow>
    <TableCell>
      <MuiLink component={Link} to={accountPaths.investments(row.account.id)}>
        {row.account.name}
      </MuiLink>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {row.account.id}
      </Typography>
    </TableCell>
    <TableCell>{row.account.wrapperType}</TableCell>
    <TableCell>{row.account.status}</TableCell>
    <TableCell align="right">
      {money(row.value)}
      {row.stalePriceDate && <StalePrices date={row.stalePriceDate} />}
    </TableCell>
  </TableRow>
);

type Valuation = ReturnType<typeof useClientValuation>;

const AccountsTable = ({ valuation: { rows, total, isPending } }: { valuation: Valuation }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.clients.overview.${key}`);
  if (isPending) return <Skeleton variant="rectangular" height={80} />;
  if (!rows.length)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {t('noAccounts')}
      </Typography>
    );
  return (
    <Table size="small" aria-label={t('accounts')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('account')}</TableCell>
          <TableCell>{t('wrapperType')}</TableCell>
          <TableCell>{t('accountStatus')}</TableCell>
          <TableCell align="right">{t('value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <AccountRow key={row.account.id} row={row} />
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={3}>{t('totalValue')}</TableCell>
          <TableCell align="right" data-testid="total-value">
            {money(total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
};

/** The overview's top: who the client is at a glance, what they hold and what it is worth today. */
export const ClientHeadline = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const valuation = useClientValuation(record?.id as string | undefined);
  if (!record) return null;
  const t = (key: string) => translate(`resources.clients.overview.${key}`);
  return (
    <Card variant="outlined">
      <CardContent>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 2 }}>
          <Fact label={translate('resources.clients.fields.id')}>{record.id}</Fact>
          <Fact label={translate('resources.clients.fields.clientType')}>{record.clientType}</Fact>
          <Fact label={translate('resources.clients.fields.status')}>
            <Chip size="small" label={record.status} />
          </Fact>
          <Fact label={t('adviserNode')}>{nodeOf(record)}</Fact>
          {valuation.mayReadAccounts && (
            <>
              <Fact label={t('totalValue')}>
                <span data-testid="headline-total">{money(valuation.total)}</span>
              </Fact>
              <Fact label={t('accounts')}>{valuation.isPending ? '…' : valuation.count}</Fact>
            </>
          )}
        </Box>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 2 }}>
          {record.dateOfBirth && (
            <Fact label={translate('resources.clients.fields.dateOfBirth')}>
              {displayValue(record.dateOfBirth)}
            </Fact>
          )}
          <Fact label={translate('resources.clients.fields.email')}>{displayValue(record.email)}</Fact>
          <Fact label={translate('resources.clients.fields.mobile.number')}>
            {displayValue(record.mobile?.number)}
          </Fact>
          <Fact label={translate('resources.clients.sections.address')}>{addressOf(record)}</Fact>
        </Box>
        {valuation.mayReadAccounts && (
          <>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('accounts')}
            </Typography>
            <AccountsTable valuation={valuation} />
          </>
        )}
      </CardContent>
    </Card>
  );
};
