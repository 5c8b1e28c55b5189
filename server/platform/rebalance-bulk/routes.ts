import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { downloadJobOutcomes } from './outcomes';
import { previewModelRebalance } from './preview';
import { startModelRebalance } from './start';

/** Bulk rebalance of a discretionary model (contract/calls/rebalanceBulk.ts); the work runs in job.ts. */
export function rebalanceBulkRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.previewModelRebalance, ({ caller, params }) =>
    previewModelRebalance(deps.db, caller, params.modelId),
  );
  route(router, deps, calls.startModelRebalance, ({ caller, params, body }) =>
    startModelRebalance(deps.db, caller, params.modelId, body),
  );
  route(router, deps, calls.downloadJobOutcomes, ({ caller, params }) =>
    downloadJobOutcomes(deps.db, caller, params.jobId),
  );
}
