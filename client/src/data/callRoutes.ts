import routes from 'virtual:keel/call-routes';
import type { CallName } from '../../../contract/calls/index';
import type { CallRoute } from '../../../contract/calls/routes';

/** Method, path and accepted field names of every call of the contract (scripts/vite-call-routes.ts). */
export const callRoutes = routes as Record<CallName, CallRoute>;
