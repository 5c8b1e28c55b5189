import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TTransferHistoryEntry } from '../../../../contract/transfers';
import { formatDateTime } from '../../shared/format';

const D = 'resources.transfers.detail';

/** One event: when and who, its type, what it says and the move it made (from → to). */
const Entry = ({ entry }: { entry: TTransferHistoryEntry }) => {
  const translate = useTranslate();
  return (
    <Box
      component="li"
      data-testid="transfer-history-entry"
      sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, pb: 2, position: 'relative', listStyle: 'none' }}
    >
      <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {formatDateTime(entry.createdAt)}
        </Typography>
        <Typography variant="body2" component="span" color="text.secondary">
          {translate(`${D}.by`, {
            name: entry.createdByName,
            actor: translate(`${D}.actors.${entry.actor}`),
          })}
        </Typography>
        <Chip size="small" variant="outlined" label={translate(`${D}.eventTypes.${entry.type}`)} />
      </Stack>
      {entry.toStatus && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {entry.fromStatus
            ? translate(`${D}.move`, { from: entry.fromStatus, to: entry.toStatus })
            : translate(`${D}.moveFirst`, { to: entry.toStatus })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
        {entry.text}
      </Typography>
    </Box>
  );
};

/** The transfer's history as a timeline, newest first (as the platform gives it). */
export const TransferHistory = ({ history }: { history: TTransferHistoryEntry[] }) => {
  const translate = useTranslate();
  if (history.length === 0) return <Typography variant="body2">{translate(`${D}.noHistory`)}</Typography>;
  return (
    <Box component="ol" aria-label={translate(`${D}.history`)} sx={{ m: 0, p: 0 }}>
      {history.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </Box>
  );
};
