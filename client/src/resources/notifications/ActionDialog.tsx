import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { TExceptionAction } from '../../../../contract/notifications';
import { fieldErrorsOf } from '../../data/httpErrors';
import { usePlatformWrite } from '../../data/platform';
import { PLATFORM_READS } from '../../data/platformReads';
import type { NotificationRecord } from './parts';

const A = 'resources.notifications.actions';
const READS = [PLATFORM_READS];

/** The firm's users the caller can see: whom a notification may be assigned to. */
const UserSelect = ({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  const { data = [] } = useGetList('users', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <TextField
      select
      label={translate(`${A}.assignedTo`)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
      fullWidth
    >
      {data
        .filter((u) => u.userType !== 'Machine')
        .map((u) => (
          <MenuItem key={u.id} value={String(u.id)}>
            {u.name}
          </MenuItem>
        ))}
    </TextField>
  );
};

/**
 * One exception action in a dialog: Resolve and Comment ask for a note, Assign for a user, Snooze for a
 * date. The platform's field errors show under their fields; a stale version or a refused step at the top.
 */
export const ActionDialog = ({
  action,
  notification,
  onClose,
}: {
  action: TExceptionAction;
  notification: NotificationRecord;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const write = usePlatformWrite(READS);
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ note: '', assignedTo: '', snoozeUntil: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof values) => (v: string) => setValues((old) => ({ ...old, [field]: v }));
  const submit = async () => {
    setSaving(true);
    setErrors({});
    const body: Record<string, unknown> = { action, version: notification.version };
    if (values.note) body.note = values.note;
    if (action === 'Assign' && values.assignedTo) body.assignedTo = values.assignedTo;
    if (action === 'Snooze' && values.snoozeUntil) body.snoozeUntil = values.snoozeUntil;
    try {
      await write('takeExceptionAction', { params: { notificationId: notification.id }, body });
      // The inbox list, the menu's badge and the dashboard read again.
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(
        fields.length
          ? Object.fromEntries(fields.map((f) => [f.fieldName || 'root', f.errorMessage]))
          : { root: error instanceof Error ? error.message : String(error) },
      );
    } finally {
      setSaving(false);
    }
  };
  const title = translate(`${A}.${action}`);
  return (
    <Dialog open onClose={onClose} aria-labelledby="exception-action-title" fullWidth maxWidth="sm">
      <DialogTitle id="exception-action-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors.root && (
            <Alert severity="error" role="alert">
              {errors.root}
            </Alert>
          )}
          {action === 'Assign' && (
            <UserSelect value={values.assignedTo} onChange={set('assignedTo')} error={errors.assignedTo} />
          )}
          {action === 'Snooze' && (
            <TextField
              type="date"
              label={translate(`${A}.snoozeUntil`)}
              value={values.snoozeUntil}
              onChange={(e) => set('snoozeUntil')(e.target.value)}
              error={!!errors.snoozeUntil}
              helperText={errors.snoozeUntil}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <TextField
            label={translate(`${A}.note`)}
            value={values.note}
            onChange={(e) => set('note')(e.target.value)}
            error={!!errors.note}
            helperText={errors.note}
            multiline
            minRows={2}
            required={action === 'Resolve' || action === 'Comment'}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${A}.cancel`)}</Button>
        <Button variant="contained" onClick={submit} disabled={saving}>
          {title}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
