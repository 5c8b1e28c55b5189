import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { CLIENT_STATUSES } from '../../../../contract/enums';
import { usePermission } from '../../data/platform';
import type { KeelDataProvider } from '../../data/dataProvider';
import { ReasonField, StatusSelect } from '../../shared/StatusFields';

/** The update-client-status call; a failure stays in the dialog (no toast, spec §8). */
function useChangeStatus(record: RaRecord | undefined, onDone: () => void) {
  const dataProvider = useDataProvider<KeelDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ status, reason }: { status: string; reason: string }) =>
      dataProvider.updateStatus('clients', { id: record!.id, status, reason, previousData: record }),
    onSuccess: () => {
      onDone();
      notify('resources.clients.status.changed', { type: 'info' });
      refresh();
    },
  });
}

interface DialogProps {
  record: RaRecord;
  onClose: () => void;
}

const ClientStatusDialog = ({ record, onClose }: DialogProps) => {
  const translate = useTranslate();
  const [status, setStatus] = useState<string>(record.status);
  const [reason, setReason] = useState('');
  const change = useChangeStatus(record, onClose);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('resources.clients.status.change')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {change.error && <Alert severity="error">{change.error.message}</Alert>}
        <StatusSelect
          label={translate('resources.clients.fields.status')}
          value={status}
          onChange={setStatus}
          choices={CLIENT_STATUSES}
        />
        {/* Every status change says why: it is kept with the change in the client's history (decision 0409). */}
        <ReasonField
          label={translate('resources.clients.status.reasonRequired', {
            _: "Reason (required: kept in the client's history)",
          })}
          value={reason}
          onChange={setReason}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => change.mutate({ status, reason })}
          disabled={change.isPending || status === record.status || !reason.trim()}
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** "Change status" on the client overview. */
export const ClientStatusButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const mayChange = usePermission('Client', 'readWrite');
  if (!record || !mayChange) return null;
  return (
    <>
      <Button startIcon={<SwapHorizIcon />} onClick={() => setOpen(true)}>
        {translate('resources.clients.status.change')}
      </Button>
      {open && <ClientStatusDialog record={record} onClose={() => setOpen(false)} />}
    </>
  );
};
