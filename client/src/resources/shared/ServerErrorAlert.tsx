import { Alert } from '@mui/material';
import type { FormServerError } from './useFormServerError';

/** Why a save failed, at the top of the form instead of a toast. */
export const ServerErrorAlert = ({ error }: { error?: FormServerError }) =>
  error ? (
    <Alert severity="error" role="alert" sx={{ mb: 2, width: '100%' }}>
      {error.message}
      {error.unplaced.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {error.unplaced.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Alert>
  ) : null;
