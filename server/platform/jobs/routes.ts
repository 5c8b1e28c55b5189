import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import { asReportJob, isTransferChase } from '../../../contract/jobs';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { downloadJobResults } from './download';
import { startTransferChase } from '../transfers/chase';
import { getJob, listJobItems, listJobs, retryJob, startJob } from './service';
import { listJobItemsRest, listJobsRest } from './simple-rest';

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
  // The same queue in simple REST (decision 1003), which the console's jobs pages read.
  route(router, deps, calls.listJobsRest, ({ caller, query }) => listJobsRest(deps.db, caller, query));
  route(router, deps, calls.getJobRest, ({ caller, params }) => getJob(deps.db, caller, params.jobId));
  route(router, deps, calls.listJobItemsRest, ({ caller, query }) =>
    listJobItemsRest(deps.db, caller, query),
  );
}
