import { Alert, type AlertProps } from '@mui/material';
import type { FormServerError } from './useFormServerError';

/** Why a save failed, at the top of the form instead of a toast, with the field errors no field shows. */
export const ServerErrorAlert = ({
  error,
  sx = { mb: 2, width: '100%' },
}: {
  error?: FormServerError;
  sx?: AlertProps['sx'];
}) =>
  error ? (
    <Alert severity="error" role="alert" sx={sx}>
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
