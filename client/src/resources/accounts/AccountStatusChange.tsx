import { Alert, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { TAccount } from '../../../../contract/accounts';
import type { KeelDataProvider } from '../../data/dataProvider';
import { ReasonField, StatusSelect } from '../../shared/StatusFields';

/**
 * PUT /account/{firmId}/{accountId}: only the statuses the platform allows from here are offered
 * (`nextStatuses`, docs/decisions/0400); a refusal (409: Closed needs an empty account, …) is shown here.
 */
export const AccountStatusChange = () => {
  const account = useRecordContext<TAccount & { id: string }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<KeelDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const change = useMutation({
    mutationFn: () =>
      dataProvider.updateStatus('accounts', { id: account!.id, status, reason, previousData: account }),
    onSuccess: () => {
      notify('resources.accounts.status.changed', { type: 'info' });
      setStatus('');
      setReason('');
      refresh();
    },
  });
  if (!account) return null;
  if (account.nextStatuses.length === 0)
    return (
      <Alert severity="info">
        {translate('resources.accounts.status.final', { status: account.status })}
      </Alert>
    );
  return (
    <Stack spacing={2} sx={{ width: { xs: '100%', sm: 420 } }}>
      {change.error && (
        <Alert severity="error" role="alert">
          {change.error.message}
        </Alert>
      )}
      <StatusSelect
        label={translate('resources.accounts.status.newStatus')}
        value={status}
        onChange={setStatus}
        choices={account.nextStatuses}
        helperText={translate('resources.accounts.status.current', { status: account.status })}
      />
      <ReasonField
        label={translate('resources.accounts.status.reason')}
        value={reason}
        onChange={setReason}
      />
      <div>
        <Button variant="outlined" onClick={() => change.mutate()} disabled={!status || change.isPending}>
          {translate('resources.accounts.status.change')}
        </Button>
      </div>
    </Stack>
  );
};
