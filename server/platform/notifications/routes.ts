import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { takeExceptionAction } from './actions';
import { getNotification, listNotifications } from './service';

export function notificationRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.listNotifications, ({ caller, query }) =>
    listNotifications(deps.db, caller, query),
  );
  route(router, deps, calls.getNotification, ({ caller, params }) =>
    getNotification(deps.db, caller, params.notificationId),
  );
  route(router, deps, calls.takeExceptionAction, ({ caller, params, body }) =>
    takeExceptionAction(deps.db, caller, params.notificationId, body),
  );
}
