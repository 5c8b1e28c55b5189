import { Alert, Box, Button } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useCheckAuth, useTranslate } from 'react-admin';
import { LoadingPage } from './LoadingPage';
import { useUser } from './UserProvider';

/** Shown when the profile could not be read: the console cannot tell who is signed in. */
export const AuthErrorPlaceholder = () => {
  const translate = useTranslate();
  const { checkSession } = useUser();
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void checkSession()}>
            {translate('keel.signIn.retry')}
          </Button>
        }
      >
        {translate('keel.signIn.unavailable')}
      </Alert>
    </Box>
  );
};

/**
 * Spec §2: a protected page renders only once a user is present. While the user is loading or the
 * visitor is on the way to sign-in, a placeholder shows; on an authentication error, an error
 * placeholder. Where a signed-out visitor goes (login with returnTo, or the session-expired sign-in) is
 * the auth provider's decision, so this asks it through react-admin's checkAuth.
 */
export const ProtectedPage = ({ children }: { children: ReactNode }) => {
  const { user, error, isLoading } = useUser();
  const checkAuth = useCheckAuth();
  const signedOut = !isLoading && !user && !error;
  useEffect(() => {
    if (signedOut) checkAuth().catch(() => undefined);
  }, [signedOut, checkAuth]);
  if (user) return <>{children}</>;
  if (error && !isLoading) return <AuthErrorPlaceholder />;
  return <LoadingPage />;
};
