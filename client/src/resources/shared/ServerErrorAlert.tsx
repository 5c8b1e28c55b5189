import { Alert } from '@mui/material';

/** The server's message for a failed save, shown at the top of the form instead of a toast. */
export const ServerErrorAlert = ({ message }: { message?: string }) =>
  message ? (
    <Alert severity="error" role="alert" sx={{ mb: 2, width: '100%' }}>
      {message}
    </Alert>
  ) : null;
