import { Alert, Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { Navigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../contract/errorBody';
import { SIGN_IN_ERRORS, loginAddress, safeReturnPath } from '../data/urls';
import { useBranding } from './branding/BrandingProvider';
import { isExpiryReason } from './session/sessionClock';
import { useUser } from './UserProvider';

/** The session ran out: a 401/419 anywhere (SessionExpired) or one of the timer's four reasons. */
const isSessionEnd = (error: string | null) =>
  error === SIGN_IN_ERRORS.sessionExpired || isExpiryReason(error);

/** Tells the user once, as a toast, that their session ran out (spec §8). */
function useSessionExpiredToast(error: string | null) {
  const notify = useNotify();
  const told = useRef(false);
  useEffect(() => {
    if (!isSessionEnd(error) || told.current) return;
    told.current = true;
    notify(MESSAGES.sessionExpired, { type: 'error' });
  }, [error, notify]);
}

/** What the page says about its `error`: why the timer signed the user out, or why sign-in failed. */
function useProblem(error: string | null): { severity: 'info' | 'error'; text: string } | undefined {
  const translate = useTranslate();
  if (!error || error === SIGN_IN_ERRORS.sessionExpired) return undefined;
  if (isExpiryReason(error)) return { severity: 'info', text: translate(`keel.signIn.reasons.${error}`) };
  if (error === SIGN_IN_ERRORS.passwordChanged)
    return { severity: 'info', text: translate('keel.signIn.passwordChanged') };
  if (error === SIGN_IN_ERRORS.unavailable)
    return { severity: 'error', text: translate('keel.signIn.unavailable') };
  return { severity: 'error', text: translate('keel.signIn.failed', { error }) };
}

/** On a firm's own host the IdP is told whose sign-in it is, so its page wears the firm's name too. */
const withFirmHint = (address: string, firmId: string | undefined) =>
  firmId ? `${address}&firmId=${encodeURIComponent(firmId)}` : address;

/** The firm's login logo (spec §2), or its name when it has none. */
const LoginLogo = () => {
  const { branding } = useBranding();
  if (branding.loginLogoUrl)
    return (
      <Box
        component="img"
        src={branding.loginLogoUrl}
        alt={branding.windowTitle}
        sx={{ maxHeight: 64, maxWidth: '80%', objectFit: 'contain' }}
      />
    );
  return (
    <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: branding.background.contrastText }}>
      {branding.windowTitle}
    </Typography>
  );
};

/**
 * /auth/signin?returnUrl&error: a public page whose one button goes to the IdP login. Someone already
 * signed in has nothing to do here, so they go straight on to the return path (the same safe-path rule
 * as after signing in); until the profile has been read the page does not know which, and waits.
 */
export const SignInPage = () => {
  const { user, isLoading } = useUser();
  const [query] = useSearchParams();
  const returnUrl = safeReturnPath(query.get('returnUrl'));
  if (isLoading) return <Loading />;
  if (user) return <Navigate to={returnUrl} replace />;
  return <SignInCard returnUrl={returnUrl} error={query.get('error')} />;
};

/** The sign-in card itself, in the firm's name ("Keel" only when no firm is known on this host). */
const SignInCard = ({ returnUrl, error }: { returnUrl: string; error: string | null }) => {
  const translate = useTranslate();
  const { branding, hostFirmId } = useBranding();
  useSessionExpiredToast(error);
  const problem = useProblem(error);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 3,
        p: 2,
        bgcolor: branding.background.main,
      }}
    >
      <LoginLogo />
      <Card component="main" sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('keel.signIn.title', { firm: branding.windowTitle })}
          </Typography>
          <Typography color="text.secondary">{translate('keel.signIn.intro')}</Typography>
          {problem && (
            <Alert severity={problem.severity} sx={{ mt: 2 }}>
              {problem.text}
            </Alert>
          )}
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button variant="contained" fullWidth href={withFirmHint(loginAddress(returnUrl), hostFirmId)}>
            {translate('keel.signIn.button')}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
};
