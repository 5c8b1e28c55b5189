import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link, Title, useTranslate, type ErrorProps } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { monitoring } from './monitoring';

export type ErrorStatus = 403 | 404 | 500;

/** /403, /404 and /500 (spec §2): inside the layout, so in the firm's branding, with a way home. */
export const ErrorPage = ({ status }: { status: ErrorStatus }) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        py: { xs: 4, sm: 8 },
        px: 2,
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 2,
      }}
    >
      <Title title={`keel.errors.${status}.title`} />
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
        {translate('keel.errors.status', { status })}
      </Typography>
      <Typography variant="h4" component="h1">
        {translate(`keel.errors.${status}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {translate(`keel.errors.${status}.text`)}
      </Typography>
      <Button variant="contained" component={Link} to="/">
        {translate('keel.errors.home')}
      </Button>
    </Box>
  );
};

/** The one address of the forbidden page (spec §2): every refusal in the console sends the user here. */
export const FORBIDDEN_PATH = '/403';

export const ForbiddenPage = () => <ErrorPage status={403} />;

/**
 * react-admin sends a user who may not see a resource page to its own /access-denied; the console has one
 * forbidden page, so that address only passes the user on to /403 (replacing it in the history).
 */
export const AccessDeniedRedirect = () => <Navigate to={FORBIDDEN_PATH} replace />;
export const NotFoundPage = () => <ErrorPage status={404} />;
export const ServerErrorPage = () => <ErrorPage status={500} />;

/** The layout's error boundary: a page that crashed shows the 500 page, and the error is reported. */
export const CrashPage = ({ error }: ErrorProps) => {
  useEffect(() => monitoring.report(error, 'render'), [error]);
  return <ServerErrorPage />;
};
