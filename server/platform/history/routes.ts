import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { listRecordHistory } from './service';

/** Any record's change history as simple REST (issue 20 item 5): contract/calls/history.ts. */
export function historyRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.listRecordHistory, ({ caller, query }) =>
    listRecordHistory(deps.db, caller, query),
  );
}
