import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { effectiveTheme, enabledFeatures, patchNodeTheme } from './service';

export function firmRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.getEnabledFeatures, ({ caller }) => enabledFeatures(deps.db, caller));
  route(router, deps, calls.getNodeTheme, ({ caller, params }) =>
    effectiveTheme(deps.db, caller, params.nodeId),
  );
  route(router, deps, calls.patchNodeTheme, ({ caller, body }) => patchNodeTheme(deps.db, caller, body));
}
