import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { clientGroupSummary, listPortfolios } from './service';

export function portfolioRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.listPortfolios, ({ caller, query }) => listPortfolios(db, caller, query));
  route(router, deps, calls.getClientGroupSummary, ({ caller, params }) =>
    clientGroupSummary(db, caller, params.clientId),
  );
}
