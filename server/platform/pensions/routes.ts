import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { listClientProductActions } from './history';
import { createRegularCrystallisation, patchRegularCrystallisation } from './regular';
import { crystallise, getCrystallisationOptions } from './service';

/**
 * Crystallisation calls (decision 0901). Registered before the products' routes: their
 * GET /clientproduct/{firmId}/{clientProductId} would otherwise answer GET /clientproduct/action/{firmId}.
 */
export function pensionRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.getCrystallisationOptions, ({ caller, query }) =>
    getCrystallisationOptions(db, caller, query.accountId),
  );
  route(router, deps, calls.crystallise, ({ caller, body }) => crystallise(db, caller, body));
  route(router, deps, calls.listClientProductActions, ({ caller, query }) =>
    listClientProductActions(db, caller, query),
  );
  route(router, deps, calls.createRegularCrystallisation, ({ caller, body }) =>
    createRegularCrystallisation(db, caller, body),
  );
  route(router, deps, calls.patchRegularCrystallisation, ({ caller, params, body }) =>
    patchRegularCrystallisation(db, caller, params.bciId, body),
  );
}
