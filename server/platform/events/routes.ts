import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { createEvent, getEvent } from './service';

export function eventRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.createEvent, ({ caller, body }) => createEvent(deps.db, caller, body));
  route(router, deps, calls.getEvent, ({ caller, params }) => getEvent(deps.db, caller, params.eventId));
}
