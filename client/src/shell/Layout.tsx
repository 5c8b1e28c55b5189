import { Box } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { BrandingLoader } from './branding/BrandingLoader';
import { CommandPalette } from './CommandPalette';
import { CrashPage } from './ErrorPages';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { menuEntriesOf } from './layout/Menu';
import { LoadingSlowNotice } from './LoadingSlowNotice';
import { ProtectedPage } from './ProtectedPage';
import { ReadErrorToasts } from './ReadErrorToasts';
import { SessionTimer } from './session/SessionTimer';

/**
 * The console frame around every signed-in page: rendered only once a user is present, it loads the
 * firm's branding, runs the inactivity timer, toasts failed reads, and shows the branded header, menu and footer. Pages only
 * ever see `children`. The menu comes from the registry (App), so the shell knows no area by name.
 */
export const Layout = ({ children, menu }: { children: ReactNode; menu: ComponentType }) => (
  <ProtectedPage>
    <BrandingLoader />
    <SessionTimer />
    <ReadErrorToasts />
    <CommandPalette entries={menuEntriesOf(menu)} />
    <RaLayout appBar={Header} menu={menu} error={CrashPage}>
      <LoadingSlowNotice />
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      <Footer />
    </RaLayout>
  </ProtectedPage>
);
