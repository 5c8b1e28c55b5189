import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { getMfaPolicy, setMfaPolicy } from './service';

export function mfaRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.getMfaPolicy, ({ caller }) => getMfaPolicy(deps.db, caller));
  route(router, deps, calls.putMfaPolicy, ({ caller, body }) => setMfaPolicy(deps.db, caller, body.required));
}
