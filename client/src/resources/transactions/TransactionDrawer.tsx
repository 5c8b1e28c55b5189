import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Drawer,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useGetOne, useRefresh, useTranslate } from 'react-admin';
import type { CallName } from '../../../../contract/calls/index';
import type { TPortfolioTransaction } from '../../../../contract/transactions';
import { usePermission, usePlatformWrite } from '../../data/platform';
import { useUser } from '../../shell/UserProvider';
import { accountPaths } from '../../shared/accountPaths';
import { formatDay, formatMoney, formatPrice, formatUnits } from '../../shared/holdingFormat';
import { ReasonField } from '../../shared/StatusFields';
import { DeskDrawerActions } from './DeskActions';
import { availableActions, ownRequest, type TransactionActionName } from './transactionRules';

const CALLS: Record<TransactionActionName, { name: CallName; body: (reason: string) => object }> = {
  authorise: {
    name: 'authoriseTransaction',
    body: (reason) => ({ authorise: true, reason: reason || undefined }),
  },
  decline: {
    name: 'authoriseTransaction',
    body: (reason) => ({ authorise: false, reason: reason || undefined }),
  },
  requestCancellation: { name: 'requestCancellation', body: (reason) => ({ reason: reason || undefined }) },
  requestDeletion: { name: 'requestDeletion', body: (reason) => ({ reason: reason || undefined }) },
};

/** One action with its reason; a refusal (409 four-eyes, 403) stays in the dialog, no toast (spec §8). */
const ActionDialog = ({
  transaction,
  action,
  onClose,
}: {
  transaction: TPortfolioTransaction;
  action: TransactionActionName;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const write = usePlatformWrite();
  const [reason, setReason] = useState('');
  const run = useMutation({
    mutationFn: () =>
      write(CALLS[action].name, {
        params: { transactionId: transaction.id },
        body: CALLS[action].body(reason),
      }),
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  const label = translate(`resources.transactions.actions.${action}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{label}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {run.error && (
          <Alert severity="error" role="alert">
            {run.error.message}
          </Alert>
        )}
        <ReasonField
          label={translate('resources.transactions.actions.reason')}
          value={reason}
          onChange={setReason}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => run.mutate()} disabled={run.isPending}>
          {label}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: '45% 55%', py: 0.5 }}>
    <Typography variant="body2" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children ?? '–'}
    </Typography>
  </Box>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mt: 2 }}>
    <Typography variant="subtitle1" component="h3">
      {title}
    </Typography>
    <Box component="dl" sx={{ m: 0 }}>
      {children}
    </Box>
  </Box>
);

const TransactionDetails = ({ t }: { t: TPortfolioTransaction }) => {
  const translate = useTranslate();
  const f = (field: string) => translate(`resources.transactions.fields.${field}`);
  const note = t.contractNote;
  const exec = t.executionDetails;
  return (
    <>
      <Section title={translate('resources.transactions.detail.instruction')}>
        <Row label={f('kind')}>{[t.transactionType, t.transactionSubType, t.movementType].join(' · ')}</Row>
        <Row label={f('accountName')}>
          <Link to={accountPaths.investments(t.accountId)}>{t.accountName}</Link> ({t.accountId})
        </Row>
        {t.assetName && (
          <Row label={f('assetName')}>
            {t.assetName} {t.isin && `(${t.isin})`}
          </Row>
        )}
        <Row label={f('amount')}>{formatMoney(t.amount, t.currency)}</Row>
        {t.quantity !== null && <Row label={f('quantity')}>{formatUnits(t.quantity)}</Row>}
        {t.sellAll && <Row label={f('sellAll')}>{translate('resources.transactions.filters.yes')}</Row>}
        {t.method && <Row label={f('method')}>{t.method}</Row>}
        {t.toAccountId && <Row label={f('toAccountId')}>{t.toAccountId}</Row>}
        <Row label={f('transactionDate')}>{formatDay(t.transactionDate)}</Row>
        {t.completedDate && <Row label={f('completedDate')}>{formatDay(t.completedDate)}</Row>}
        {t.intendedSettlementDate && (
          <Row label={f('intendedSettlementDate')}>{formatDay(t.intendedSettlementDate)}</Row>
        )}
        {t.narrative && <Row label={f('narrative')}>{t.narrative}</Row>}
        {t.linkId && <Row label={f('linkId')}>{t.linkId}</Row>}
        {/* People by name; the id only when the platform knows no name for it. */}
        <Row label={f('requestedBy')}>{t.requestedByName ?? t.requestedBy}</Row>
        {t.authorisedBy && <Row label={f('authorisedBy')}>{t.authorisedByName ?? t.authorisedBy}</Row>}
        {t.statusReason && <Row label={f('statusReason')}>{t.statusReason}</Row>}
        {t.bankReference && <Row label={f('bankReference')}>{t.bankReference}</Row>}
      </Section>
      {exec && (
        <Section title={translate('resources.transactions.detail.execution')}>
          <Row label={f('price')}>{formatPrice(exec.price, exec.currency)}</Row>
          <Row label={f('executedQuantity')}>{formatUnits(exec.executedQuantity)}</Row>
          <Row label={f('executionAmount')}>{formatMoney(exec.executionAmount, exec.currency)}</Row>
          <Row label={f('venue')}>{exec.venue}</Row>
          {exec.transactionTime && <Row label={f('transactionTime')}>{exec.transactionTime}</Row>}
        </Section>
      )}
      {note && (
        <Section title={translate('resources.transactions.detail.contractNote')}>
          <Row label={f('reference')}>{note.reference}</Row>
          <Row label={f('side')}>{note.side}</Row>
          <Row label={f('assetName')}>
            {note.assetName} ({note.isin})
          </Row>
          <Row label={f('quantity')}>{formatUnits(note.quantity)}</Row>
          <Row label={f('price')}>{formatPrice(note.price)}</Row>
          <Row label={f('consideration')}>{formatMoney(note.consideration)}</Row>
          <Row label={f('charges')}>{formatMoney(note.charges)}</Row>
          <Row label={f('netAmount')}>{formatMoney(note.netAmount)}</Row>
          <Row label={f('tradeDate')}>
            {formatDay(note.tradeDate)} {note.transactionTime}
          </Row>
          <Row label={f('settlementDate')}>{formatDay(note.settlementDate)}</Row>
          <Row label={f('venue')}>{note.venue}</Row>
        </Section>
      )}
    </>
  );
};

const TransactionActions = ({ t }: { t: TPortfolioTransaction }) => {
  const translate = useTranslate();
  const userId = useUser().user?.userId;
  const mayAct = usePermission('Transaction', 'action');
  const [action, setAction] = useState<TransactionActionName>();
  const actions = availableActions(t, { userId, mayAct });
  return (
    <>
      {t.pendingRequest && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(`resources.transactions.detail.pending${t.pendingRequest.kind}`, {
            user: t.pendingRequest.requestedByName ?? t.pendingRequest.requestedBy,
            reason: t.pendingRequest.reason ?? '–',
          })}
        </Alert>
      )}
      {ownRequest(t, userId) && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('resources.transactions.detail.ownRequest')}
        </Alert>
      )}
      {actions.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }} flexWrap="wrap" useFlexGap>
          {actions.map((a) => (
            <Button
              key={a}
              variant={a === 'authorise' ? 'contained' : 'outlined'}
              color={a === 'authorise' ? 'primary' : a === 'decline' ? 'error' : 'inherit'}
              onClick={() => setAction(a)}
            >
              {translate(`resources.transactions.actions.${a}`)}
            </Button>
          ))}
        </Stack>
      )}
      {action && <ActionDialog transaction={t} action={action} onClose={() => setAction(undefined)} />}
      <DeskDrawerActions t={t} />
    </>
  );
};

const TransactionBody = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { data: t, error } = useGetOne<TPortfolioTransaction>('transactions', { id });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!t) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  return (
    <>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="h6" component="h2">
          {translate('resources.transactions.detail.title', { id: t.id })}
        </Typography>
        <Chip
          label={t.status}
          aria-label={`${translate('resources.transactions.fields.status')}: ${t.status}`}
          color={t.status === 'Error' ? 'error' : 'default'}
        />
      </Stack>
      <TransactionActions t={t} />
      <Divider sx={{ mt: 2 }} />
      <TransactionDetails t={t} />
    </>
  );
};

/** GET /portfoliotransaction/{firmId}/{orderId} beside the list: its status, contract note and actions. */
export const TransactionDrawer = ({ id, onClose }: { id?: string; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Drawer anchor="right" open={!!id} onClose={onClose}>
      <Box
        sx={{ width: { xs: '100vw', sm: 440 }, p: 2 }}
        role="region"
        aria-label={translate('resources.transactions.detail.label')}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        {id && <TransactionBody id={id} />}
      </Box>
    </Drawer>
  );
};
