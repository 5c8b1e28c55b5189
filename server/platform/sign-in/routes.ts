import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { authenticate, describeSession } from './service';

export function authRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.authenticate, ({ body }) => authenticate(deps.db, deps.tokens, body));
  route(router, deps, calls.getSession, ({ caller }) => describeSession(deps.db, caller));
}
