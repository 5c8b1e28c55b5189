import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';

/**
 * The console frame. A later issue adds the branded header and footer, the session timer and the
 * toasts here; pages only ever see `children`.
 */
export const Layout = ({ children }: { children: ReactNode }) => <RaLayout>{children}</RaLayout>;
