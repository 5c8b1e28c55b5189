import {
  Alert,
  Button,
  CardActions,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link, useTranslate } from 'react-admin';
import { kindOf } from '../../../../contract/ledger';
import type {
  TDealingResult,
  TPortfolioTransaction,
  TRegularPayment,
} from '../../../../contract/transactions';
import { usePermission, usePlatformWrite } from '../../data/platform';
import { PLATFORM_READS, usePlatformRead } from '../../data/platformReads';
import { formatPounds, formatUnits } from '../../shared/money';
import { workflowPaths } from './paths';

/**
 * What the platform answered to the submission: a transaction's id, a group's linkId, or a regular payment
 * instruction's id.
 */
export interface Created {
  id: string;
  kind: 'single' | 'group' | 'regular';
  /** The account whose transactions page the result links to. */
  accountId: string;
}

/**
 * The transactions the submission created: the one transaction and any it linked to itself (a withdrawal's
 * sells), a group's members, or what a regular payment has created so far (today's, when due today).
 */
function useCreatedTransactions(created: Created) {
  const single = usePlatformRead<TPortfolioTransaction>(
    { name: 'getPortfolioTransaction', params: { orderId: created.id } },
    created.kind === 'single',
  );
  const linkId = created.kind === 'group' ? created.id : single.data?.linkId;
  const linked = usePlatformRead<TPortfolioTransaction[]>(
    {
      name: 'listPortfolioTransactions',
      query: { linkId: linkId ?? undefined, pageSize: 50, sort: 'createdAt' },
    },
    !!linkId,
  );
  const regular = usePlatformRead<TPortfolioTransaction[]>(
    {
      name: 'listPortfolioTransactions',
      query: { regularPaymentId: created.id, pageSize: 50, sort: 'createdAt' },
    },
    created.kind === 'regular',
  );
  if (created.kind === 'regular') return regular;
  if (linkId) return linked;
  return { ...single, data: single.data && [single.data] };
}

/** A regular payment instruction: how much, which day, and when it next pays. */
const RegularSummary = ({ created }: { created: Created }) => {
  const translate = useTranslate();
  const { data } = usePlatformRead<TRegularPayment[]>({
    name: 'listRegularPayments',
    query: { accountId: created.accountId, pageSize: 100 },
  });
  const instruction = data?.find((r) => r.id === created.id);
  if (!instruction) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('workflows.result.regular', {
        id: instruction.id,
        amount: formatPounds(instruction.amount),
        day: instruction.paymentDay,
        next: instruction.nextPaymentDate ?? '–',
        status: instruction.status,
      })}
    </Alert>
  );
};

/** Dealing changes what every read shows (the created transactions' status, valuations). */
const DEALT = [PLATFORM_READS];

/** "Deal now": runs dealing for this account's Placed orders instead of waiting for the schedule. */
function useDealNow(accountId: string) {
  const write = usePlatformWrite(DEALT);
  return useMutation({ mutationFn: () => write<TDealingResult>('runDealing', { body: { accountId } }) });
}

const Row = ({ t }: { t: TPortfolioTransaction }) => {
  const translate = useTranslate();
  const kind = kindOf(t);
  return (
    <TableRow>
      <TableCell>{t.id}</TableCell>
      <TableCell>{kind ? translate(`workflows.kinds.${kind}`) : t.transactionSubType}</TableCell>
      <TableCell>{t.assetName ?? ''}</TableCell>
      <TableCell align="right">{t.amount === null ? '' : formatPounds(t.amount)}</TableCell>
      <TableCell align="right">
        {t.quantity === null ? (t.sellAll ? translate('workflows.sell.all') : '') : formatUnits(t.quantity)}
      </TableCell>
      <TableCell>
        <strong>{t.status}</strong>
        <br />
        <Typography variant="caption">
          {t.statusReason ?? translate(`workflows.statuses.${t.status}`, { _: '' })}
        </Typography>
      </TableCell>
    </TableRow>
  );
};

/** After the submission: the transactions the platform created, their status, and where to follow them. */
export const ResultStep = ({ created, onAgain }: { created: Created; onAgain: () => void }) => {
  const translate = useTranslate();
  const { data, isPending } = useCreatedTransactions(created);
  const canDeal = usePermission('Transaction', 'action');
  const placed = data?.some((t) => t.status === 'Placed');
  const deal = useDealNow(created.accountId);
  return (
    <>
      <CardContent>
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate(
            created.kind === 'regular' ? 'workflows.result.regularSetUp' : 'workflows.result.submitted',
            {
              smart_count: data?.length ?? 1,
            },
          )}
        </Alert>
        {created.kind === 'regular' && <RegularSummary created={created} />}
        {deal.data && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('workflows.result.dealt', {
              executed: deal.data.executed,
              rejected: deal.data.rejected,
            })}
          </Alert>
        )}
        {deal.error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {deal.error.message}
          </Alert>
        )}
        <Table size="small" aria-label={translate('workflows.result.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('workflows.result.reference')}</TableCell>
              <TableCell>{translate('workflows.result.transaction')}</TableCell>
              <TableCell>{translate('workflows.result.instrument')}</TableCell>
              <TableCell align="right">{translate('workflows.result.amount')}</TableCell>
              <TableCell align="right">{translate('workflows.result.units')}</TableCell>
              <TableCell>{translate('workflows.result.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending && (
              <TableRow>
                <TableCell colSpan={6}>{translate('ra.page.loading')}</TableCell>
              </TableRow>
            )}
            {data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{translate('workflows.result.none')}</TableCell>
              </TableRow>
            )}
            {data?.map((t) => (
              <Row key={t.id} t={t} />
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button component={Link} to={workflowPaths.transactions(created.accountId)} variant="contained">
          {translate('workflows.result.transactions')}
        </Button>
        {placed && canDeal && (
          <Button variant="outlined" onClick={() => deal.mutate()} disabled={deal.isPending}>
            {translate('workflows.result.dealNow')}
          </Button>
        )}
        <Button component={Link} to={workflowPaths.investments(created.accountId)}>
          {translate('workflows.result.account')}
        </Button>
        <Button onClick={onAgain}>{translate('workflows.result.again')}</Button>
      </CardActions>
    </>
  );
};
