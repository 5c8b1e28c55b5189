import KeyIcon from '@mui/icons-material/Key';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Button, DialogContentText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { TMachineCredentials } from '../../../../contract/users';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useWriteError } from '../../shared/useWriteError';
import { CredentialsDialog } from './CredentialsDialog';
import { useUserCall } from './usersApi';

/**
 * A user action behind a Confirm dialog, for those allowed the User action: the dialog's state, and
 * `run`, which is busy while its call runs. It closes the dialog once the call succeeds; a refusal stays
 * in the dialog, above its question (spec §8: no toast), until it is tried again or closed.
 */
function useConfirmedCall() {
  const call = useUserCall();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'action' });
  const { writeError, show, clear } = useWriteError();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (action: (userCall: typeof call) => Promise<void>) => {
    clear();
    setBusy(true);
    try {
      await action(call);
      setOpen(false);
    } catch (error) {
      show(error);
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    clear();
    setOpen(false);
  };
  return { canAccess, open, setOpen, close, busy, run, writeError };
}

/** The Confirm dialog's question, with the refusal of the last attempt above it. */
const ConfirmContent = ({
  text,
  error,
}: {
  text: string;
  error: ReturnType<typeof useWriteError>['writeError'];
}) => (
  <>
    <ServerErrorAlert error={error} />
    <DialogContentText>{text}</DialogContentText>
  </>
);

/** "Remove MFA": for a user with an authenticator, to those allowed the User action. */
export const RemoveMfaButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess, open, setOpen, close, busy, run, writeError } = useConfirmedCall();
  if (!record?.mfaEnabled || !canAccess) return null;
  const remove = () =>
    run(async (call) => {
      await call('removeUserMfa', { params: { firmId: record.firmId, userId: record.id } });
      notify('resources.users.mfa.removed', { type: 'success', messageArgs: { name: record.name } });
      refresh();
    });
  return (
    <>
      <Button color="warning" startIcon={<LockResetIcon />} onClick={() => setOpen(true)}>
        {translate('resources.users.mfa.remove')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.users.mfa.confirmTitle"
        content={
          <ConfirmContent
            text={translate('resources.users.mfa.confirmText', { name: record.name })}
            error={writeError}
          />
        }
        translateOptions={{ name: record.name }}
        onConfirm={remove}
        onClose={close}
      />
    </>
  );
};

/** A machine's client id, and issuing a new secret (shown once; the old one stops working). */
export const MachineCredentialsPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { canAccess, open, setOpen, close, busy, run, writeError } = useConfirmedCall();
  const [issued, setIssued] = useState<TMachineCredentials>();
  if (record?.userType !== 'Machine') return null;
  const rotate = () =>
    run(async (call) =>
      setIssued(
        await call<TMachineCredentials>('rotateMachineCredentials', {
          params: { firmId: record.firmId, userId: record.id },
        }),
      ),
    );
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{translate('resources.users.credentials.intro')}</Typography>
      <Typography variant="body2">
        {record.clientId
          ? `${translate('resources.users.fields.clientId')}: ${record.clientId}`
          : translate('resources.users.credentials.notIssued')}
      </Typography>
      {canAccess && (
        <Button startIcon={<KeyIcon />} onClick={() => setOpen(true)}>
          {translate(
            record.clientId ? 'resources.users.credentials.rotate' : 'resources.users.credentials.issue',
          )}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.users.credentials.confirmTitle"
        content={
          <ConfirmContent text={translate('resources.users.credentials.confirmText')} error={writeError} />
        }
        onConfirm={rotate}
        onClose={close}
      />
      <CredentialsDialog
        credentials={issued}
        onClose={() => {
          setIssued(undefined);
          refresh();
        }}
      />
    </Stack>
  );
};
