import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { TTransferDetail } from '../../../../contract/transfers';
import { usePermission } from '../../data/platform';
import { NotFoundPage } from '../../shell/ErrorPages';
import { accountPaths } from '../../shared/accountPaths';
import { formatDate, NONE } from '../../shared/format';
import { formatPounds, formatUnits } from '../../shared/money';
import { Section } from '../models/Section';
import { transferPaths } from './paths';
import { AgeChip } from './transferFields';
import { TransferEventForm } from './TransferEventForm';
import { TransferHistory } from './TransferHistory';
import { useTransfer } from './useTransfer';

const D = 'resources.transfers.detail';
const F = 'resources.transfers.fields';
const AGAIN_AFTER = ['Rejected', 'Cancelled'];

/** "Transfer in from Hargreaves Lansdown" / "Transfer out to …". */
const useHeading = (t: TTransferDetail) =>
  useTranslate()(`${D}.heading.${t.movementType}`, { provider: t.providerName });

const Header = ({ transfer: t, accountId }: { transfer: TTransferDetail; accountId?: string }) => {
  const translate = useTranslate();
  const heading = useHeading(t);
  const mayWrite = usePermission('Transaction', 'readWrite');
  return (
    <>
      <Title title={heading} />
      {/* Reached from the account: the way back is to the account; otherwise to the workbench. */}
      <MuiLink
        component={Link}
        to={accountId ? accountPaths.investments(accountId) : transferPaths.list()}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        {accountId ? translate(`${D}.backToAccount`, { name: t.accountName }) : translate(`${D}.backToList`)}
      </MuiLink>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        <Chip label={t.transferStatus} size="small" color={chipColour(t)} data-testid="transfer-status" />
        <Chip label={translate(`${D}.directions.${t.movementType}`)} size="small" variant="outlined" />
        <Chip label={t.processingType} size="small" variant="outlined" />
        <AgeChip age={t.age} />
      </Stack>
      {t.actionRequired && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="transfer-action-required">
          <strong>{translate(`${D}.actionRequired`)}</strong> {t.nextAction ?? ''}
        </Alert>
      )}
      {!t.actionRequired && t.nextAction && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${D}.next`, { next: t.nextAction })}
        </Alert>
      )}
      {t.transferStatus === 'Rejected' && t.rejectionReason && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(`${D}.rejected`, { reason: t.rejectionReason })}
        </Alert>
      )}
      {mayWrite && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Button component={Link} to={transferPaths.edit(t.id)} variant="outlined">
            {translate(`${D}.edit`)}
          </Button>
          {AGAIN_AFTER.includes(t.transferStatus) && (
            <Button component={Link} to={transferPaths.request(t.accountId, t.id)} variant="outlined">
              {translate(`${D}.requestAgain`)}
            </Button>
          )}
        </Stack>
      )}
    </>
  );
};

const chipColour = (t: TTransferDetail) =>
  t.transferStatus === 'Completed'
    ? 'success'
    : t.transferStatus === 'Rejected'
      ? 'error'
      : t.actionRequired
        ? 'warning'
        : 'default';

const Details = ({ transfer: t }: { transfer: TTransferDetail }) => {
  const translate = useTranslate();
  const money = (n: number | null) => (n === null ? NONE : formatPounds(n));
  const rows: [string, ReactNode][] = [
    [
      `${F}.clientName`,
      <MuiLink key="client" component={Link} to={accountPaths.client(t.clientId)}>
        {t.clientName} ({t.clientId})
      </MuiLink>,
    ],
    [
      `${F}.accountName`,
      <MuiLink key="account" component={Link} to={accountPaths.investments(t.accountId)}>
        {t.wrapperType} · {t.accountName} ({t.accountId})
      </MuiLink>,
    ],
    [`${F}.providerName`, t.providerName],
    [`${F}.providerReference`, t.providerReference],
    [`${F}.movementType`, translate(`${D}.directions.${t.movementType}`)],
    [`${F}.processingType`, t.processingType],
    [`${F}.scope`, t.scope],
    [
      `${F}.transferStatus`,
      translate(`${D}.statusSince`, { status: t.transferStatus, since: formatDate(t.statusSince) }),
    ],
    [`${F}.daysInStatus`, t.daysInStatus],
    [`${F}.requestedDate`, formatDate(t.requestedDate)],
    [`${F}.daysSinceRequest`, t.daysSinceRequest],
    [`${F}.estimatedValue`, money(t.estimatedValue)],
    [`${F}.actualValue`, money(t.actualValue)],
  ];
  if (t.completedDate) rows.push([`${D}.completedDate`, formatDate(t.completedDate)]);
  if (t.currentYearSubscriptions !== null)
    rows.push([`${D}.currentYearSubscriptions`, money(t.currentYearSubscriptions)]);
  if (t.crystallised)
    rows.push([
      `${D}.crystallisation`,
      t.crystallisation
        ? translate(`${D}.crystallisationWords`, {
            amount: formatPounds(t.crystallisation.crystallisedAmount),
            pcls: formatPounds(t.crystallisation.pclsTaken),
            date: formatDate(t.crystallisation.crystallisedOn),
          })
        : translate(`${D}.crystallisationMissing`),
    ]);
  if (t.note) rows.push([`${D}.note`, t.note]);
  rows.push([`${F}.id`, t.id], [`${F}.linkId`, t.linkId]);
  return (
    <Section id="details" title={translate(`${D}.details`)}>
      <Table size="small">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: '35%' }}>
                {translate(label)}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
};

/** The assets coming in (or going out) in specie, each with its book cost; a missing one is flagged. */
export const TransferAssets = ({
  transfer: t,
  editLink,
}: {
  transfer: TTransferDetail;
  editLink?: boolean;
}) => {
  const translate = useTranslate();
  const missing = t.assets.filter((a) => a.bookValue === null).length;
  return (
    <>
      {t.assets.length === 0 ? (
        <Typography variant="body2">{translate(`${D}.assets.none`)}</Typography>
      ) : (
        <Table size="small" aria-label={translate(`${D}.assets.title`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${D}.assets.name`)}</TableCell>
              <TableCell>{translate(`${D}.assets.isin`)}</TableCell>
              <TableCell align="right">{translate(`${D}.assets.quantity`)}</TableCell>
              <TableCell align="right">{translate(`${D}.assets.bookValue`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {t.assets.map((a) => (
              <TableRow key={a.assetId}>
                <TableCell>{a.name}</TableCell>
                <TableCell>{a.isin ?? NONE}</TableCell>
                <TableCell align="right">{formatUnits(a.quantity)}</TableCell>
                <TableCell align="right">
                  {a.bookValue === null ? (
                    <Chip size="small" color="warning" label={translate(`${D}.assets.missing`)} />
                  ) : (
                    formatPounds(a.bookValue)
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {missing > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate(`${D}.assets.missingNote`, { smart_count: missing })}
        </Alert>
      )}
      {editLink && (
        <Box sx={{ mt: 1 }}>
          <MuiLink component={Link} to={transferPaths.edit(t.id, 'assets')}>
            {translate(`${D}.assets.upload`)}
          </MuiLink>
        </Box>
      )}
    </>
  );
};

/**
 * /transfers/{transferId}, and /accounts/{id}/transfers/{transferId} in the account's context: the transfer
 * (who, where, its status, what must happen next), its assets, its history as a timeline, and an event form
 * for staff who may act on transactions.
 */
export const TransferShow = () => {
  const translate = useTranslate();
  const { transferId, id: accountId } = useParams<'transferId' | 'id'>();
  const { data, missing } = useTransfer(transferId);
  const mayAct = usePermission('Transaction', 'action');
  const mayWrite = usePermission('Transaction', 'readWrite');
  // Under another account's address the transfer is not there: the 404 page, as for an unknown id.
  if (missing || (data && accountId && data.accountId !== accountId)) return <NotFoundPage />;
  if (!data) return null;
  const showAssets = data.processingType === 'In Specie' || data.assets.length > 0;
  return (
    <>
      <Header transfer={data} accountId={accountId} />
      <Details transfer={data} />
      {showAssets && (
        <Section id="assets" title={translate(`${D}.assets.title`)}>
          <TransferAssets transfer={data} editLink={mayWrite} />
        </Section>
      )}
      {mayAct && (
        <Section id="event" title={translate(`${D}.event.title`)}>
          <TransferEventForm transfer={data} />
        </Section>
      )}
      <Section id="history" title={translate(`${D}.history`)}>
        <TransferHistory history={data.history} />
      </Section>
    </>
  );
};
