import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TMachineCredentials } from '../../../../contract/users';

/** A machine's new secret, shown this once; closing it is the user saying they have stored it. */
export const CredentialsDialog = ({
  credentials,
  onClose,
}: {
  credentials?: TMachineCredentials;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(credentials?.clientSecret ?? '');
    setCopied(true);
  };
  return (
    <Dialog open={!!credentials} aria-labelledby="machine-secret-title" maxWidth="sm" fullWidth>
      <DialogTitle id="machine-secret-title">
        {translate('resources.users.credentials.shownOnceTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{translate('resources.users.credentials.shownOnceText')}</Alert>
          <TextField
            label={translate('resources.users.fields.clientId')}
            value={credentials?.clientId ?? ''}
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField
            label={translate('resources.users.credentials.clientSecret')}
            value={credentials?.clientSecret ?? ''}
            slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>
          {translate(copied ? 'resources.users.credentials.copied' : 'resources.users.credentials.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('resources.users.credentials.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
