import { Alert, Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../contract';
import { SIGN_IN_ERRORS, loginAddress, safeReturnPath } from '../data/addresses';

/** Tells the user once, as a toast, that their session ran out (spec §8). */
function useSessionExpiredToast(error: string | null) {
  const notify = useNotify();
  const told = useRef(false);
  useEffect(() => {
    if (error !== SIGN_IN_ERRORS.sessionExpired || told.current) return;
    told.current = true;
    notify(MESSAGES.sessionExpired, { type: 'error' });
  }, [error, notify]);
}

/** /auth/signin?returnUrl&error: a public page whose one button goes to the IdP login. */
export const SignInPage = () => {
  const translate = useTranslate();
  const [query] = useSearchParams();
  const returnUrl = safeReturnPath(query.get('returnUrl'));
  const error = query.get('error');
  useSessionExpiredToast(error);
  const problem =
    error === SIGN_IN_ERRORS.unavailable
      ? translate('keel.signIn.unavailable')
      : error && error !== SIGN_IN_ERRORS.sessionExpired
        ? translate('keel.signIn.failed', { error })
        : undefined;

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', p: 2 }}>
      <Card component="main" sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('keel.signIn.title')}
          </Typography>
          <Typography color="text.secondary">{translate('keel.signIn.intro')}</Typography>
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button variant="contained" fullWidth href={loginAddress(returnUrl)}>
            {translate('keel.signIn.button')}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
};
