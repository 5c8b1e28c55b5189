import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { listOutbox } from './service';

export function outboxRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.listOutbox, ({ caller, query }) => listOutbox(deps.db, caller, query));
}
