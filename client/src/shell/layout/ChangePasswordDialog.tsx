import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Form, PasswordInput, SaveButton, useTranslate } from 'react-admin';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordProblem } from '../../../../contract/passwordRules';
import { SIGN_IN_ERRORS, currentPath } from '../../data/urls';
import { signOutAtBff } from '../../data/authProvider';
import { submissionErrorsOf } from '../../data/httpErrors';
import { usePlatformWrite } from '../../data/platform';
import { rememberSignOut } from '../../data/signOutNote';
import { useUser } from '../UserProvider';
import { FormRootError } from '../../shared/FormRootError';

interface PasswordChange {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/**
 * The signed-in person changes their own password (POST /changepassword). The contract's rules run as
 * they type; the platform checks them again with the current password, and its field errors (a wrong
 * current password, a lock-out) land under the field they concern, with no toast (spec §8). Once changed,
 * the person signs in again with the new password.
 */
export const ChangePasswordDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const write = usePlatformWrite();
  const email = useUser().user?.user.email;

  const validate = ({ currentPassword, newPassword, confirmPassword }: PasswordChange) => {
    const errors: Record<string, string> = {};
    if (!currentPassword) errors.currentPassword = 'ra.validation.required';
    const problem = newPassword ? passwordProblem(newPassword, email) : 'ra.validation.required';
    if (problem) errors.newPassword = problem;
    else if (newPassword === currentPassword) errors.newPassword = PASSWORD_MESSAGES.sameAsCurrent;
    if (newPassword && confirmPassword !== newPassword)
      errors.confirmPassword = 'resources.users.ownPassword.mismatch';
    return errors;
  };

  async function submit({ currentPassword, newPassword }: PasswordChange) {
    try {
      await write('changePassword', { body: { currentPassword, newPassword } });
    } catch (error) {
      // Field errors under their fields; one with no field (the network, a server fault) at the top.
      return submissionErrorsOf(error);
    }
    // A new password ends every sign-in of the person's, this one included (decision 0104): sign out now
    // and say why on the sign-in page, rather than let the session fail at its next refresh.
    rememberSignOut({ returnUrl: currentPath(window.location), error: SIGN_IN_ERRORS.passwordChanged });
    // Sign-out is a POST with the XSRF header (decision 0105); home if the BFF cannot be reached.
    const pageFetch = (input: string, init?: RequestInit) => globalThis.fetch(input, init);
    const next = await signOutAtBff(pageFetch, window.location.origin).catch(() => '/');
    window.location.assign(next);
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="change-password-title" maxWidth="xs" fullWidth>
      {/* A fresh form each time it opens: passwords typed earlier must not linger. */}
      {open && (
        <Form onSubmit={submit} validate={validate} mode="onBlur" reValidateMode="onChange">
          <DialogTitle id="change-password-title">
            {translate('resources.users.ownPassword.title')}
          </DialogTitle>
          <DialogContent>
            <FormRootError />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('resources.users.ownPassword.intro', { min: PASSWORD_MIN_LENGTH })}
            </Typography>
            <PasswordInput
              source="currentPassword"
              label="resources.users.ownPassword.current"
              autoComplete="current-password"
              fullWidth
            />
            <PasswordInput
              source="newPassword"
              label="resources.users.ownPassword.new"
              autoComplete="new-password"
              fullWidth
            />
            <PasswordInput
              source="confirmPassword"
              label="resources.users.ownPassword.confirm"
              autoComplete="new-password"
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton label="resources.users.ownPassword.save" icon={<></>} alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
