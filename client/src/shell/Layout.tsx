import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { BrandingLoader } from './branding/BrandingLoader';
import { CrashPage } from './ErrorPages';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { KeelMenu } from './layout/Menu';
import { LoadingSlowNotice } from './LoadingSlowNotice';
import { ProtectedPage } from './ProtectedPage';
import { ReadErrorToasts } from './ReadErrorToasts';
import { SessionTimer } from './session/SessionTimer';

/**
 * The console frame around every signed-in page: rendered only once a user is present, it loads the
 * firm's branding, runs the inactivity timer, toasts failed reads, and shows the branded header, menu and footer. Pages only
 * ever see `children`.
 */
export const Layout = ({ children }: { children: ReactNode }) => (
  <ProtectedPage>
    <BrandingLoader />
    <SessionTimer />
    <ReadErrorToasts />
    <RaLayout appBar={Header} menu={KeelMenu} error={CrashPage}>
      <LoadingSlowNotice />
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      <Footer />
    </RaLayout>
  </ProtectedPage>
);
