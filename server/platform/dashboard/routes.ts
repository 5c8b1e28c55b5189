import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { dashboardExceptions } from './exceptions';
import { dashboardInformation } from './information';

export function dashboardRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.getDashboardExceptions, ({ caller, query }) =>
    dashboardExceptions(deps.db, caller, query),
  );
  route(router, deps, calls.getDashboardInformation, ({ caller, query }) =>
    dashboardInformation(deps.db, caller, query),
  );
}
