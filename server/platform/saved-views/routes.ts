import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { createSavedView, deleteSavedView, getSavedView, listSavedViews, updateSavedView } from './service';

/** Saved list views as simple REST (decisions 1003, 1004): contract/calls/savedViews.ts. */
export function savedViewRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.listSavedViews, ({ caller, query }) => listSavedViews(deps.db, caller, query));
  route(router, deps, calls.getSavedView, ({ caller, params }) =>
    getSavedView(deps.db, caller, params.savedViewId),
  );
  route(router, deps, calls.createSavedView, ({ caller, body }) => createSavedView(deps.db, caller, body));
  route(router, deps, calls.updateSavedView, ({ caller, params, body }) =>
    updateSavedView(deps.db, caller, params.savedViewId, body),
  );
  route(router, deps, calls.deleteSavedView, ({ caller, params }) =>
    deleteSavedView(deps.db, caller, params.savedViewId),
  );
}
