import type { ReactNode } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { FORBIDDEN_PATH } from './ErrorPages';

/**
 * A page react-admin does not guard itself (a custom page, not its List/Create/Edit/Show): shown only
 * to a user who may take `action` on `resource`; anyone else goes to the console's one forbidden page.
 */
export const RequireAccess = ({
  resource,
  action,
  children,
}: {
  resource: string;
  action: string;
  children: ReactNode;
}) => {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return <Loading />;
  if (!canAccess) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <>{children}</>;
};
