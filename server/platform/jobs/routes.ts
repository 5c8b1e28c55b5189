import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import { asReportJob, isTransferChase } from '../../../contract/jobs';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { downloadJobResults } from './download';
import { startTransferChase } from '../transfers/chase';
import { getJob, listJobItems, listJobs, retryJob, startJob } from './service';

/** The job queue's calls (contract/calls/documents.ts jobCalls); the work itself runs in worker.ts. */
export function jobRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.startJob, ({ caller, body }) =>
    isTransferChase(body)
      ? startTransferChase(deps.db, caller, body)
      : startJob(deps.db, caller, asReportJob(body)),
  );
  route(router, deps, calls.listJobs, ({ caller, query }) => listJobs(deps.db, caller, query));
  route(router, deps, calls.getJob, ({ caller, params }) => getJob(deps.db, caller, params.jobId));
  route(router, deps, calls.listJobItems, ({ caller, params, query }) =>
    listJobItems(deps.db, caller, params.jobId, query),
  );
  route(router, deps, calls.retryJob, ({ caller, params }) => retryJob(deps.db, caller, params.jobId));
  route(router, deps, calls.downloadJobResults, ({ caller, params }) =>
    downloadJobResults(deps.db, caller, params.jobId),
  );
}
