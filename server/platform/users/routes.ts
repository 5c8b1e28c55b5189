import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { getUser } from './service';

export function userRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.getUser, ({ caller, params }) => getUser(deps.db, caller, params.userId));
}
