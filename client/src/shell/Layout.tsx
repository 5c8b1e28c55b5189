import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout } from 'react-admin';

/** The header bar on the firm's background colour (the branding issue replaces it with the logo header). */
const HeaderBar = () => <AppBar color="primary" />;

/**
 * The console frame. A later issue adds the branded header and footer, the session timer and the
 * toasts here; pages only ever see `children`.
 */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={HeaderBar}>{children}</RaLayout>
);
