import { Alert, type AlertProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * Spec §8: a refused save whose error names no field (403, 409, 412, a server fault) shows at the top of
 * its form, not as a toast. Reads `root.serverError`, which a submit handler returns as
 * `submissionErrorsOf(error)` (react-admin sets it on the form). When fields are marked too, it says so
 * in plain words rather than the platform's "see fieldErrors".
 */
export const FormRootError = ({ sx = { mb: 2 } }: { sx?: AlertProps['sx'] }) => {
  const translate = useTranslate();
  const { errors } = useFormState();
  const message = (errors.root?.serverError as { message?: string } | undefined)?.message;
  if (!message) return null;
  const fieldsMarked = Object.keys(errors).some((name) => name !== 'root');
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {fieldsMarked ? translate('keel.form.fieldErrors') : message}
    </Alert>
  );
};
