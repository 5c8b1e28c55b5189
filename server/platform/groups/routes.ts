import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { createGroup, getGroup, listGroups, patchGroup } from './service';

export function groupRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.listPortfolioGroups, ({ caller, query }) => listGroups(db, caller, query));
  route(router, deps, calls.getPortfolioGroup, ({ caller, params, query }) =>
    getGroup(db, caller, params.id, query),
  );
  route(router, deps, calls.createPortfolioGroup, ({ caller, body }) => createGroup(db, caller, body));
  route(router, deps, calls.patchPortfolioGroup, ({ caller, params, body }) =>
    patchGroup(db, caller, params.id, body),
  );
}
