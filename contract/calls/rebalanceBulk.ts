import { ZJob } from '../jobs';
import { ZModelRebalanceOptions, ZModelRebalancePreview } from '../rebalanceBulk';
import { call } from './define';

const tag = 'Models';

/** Bulk rebalance of a discretionary model (Keel's extension, decision 0706). */
export const rebalanceBulkCalls = {
  previewModelRebalance: call({
    method: 'get',
    path: '/model/{firmId}/{modelId}/rebalance',
    tag,
    summary:
      "Previews rebalancing every account linked to a model (any type; only a discretionary one is run in bulk): counts, total buys and sells per instrument, and the accounts skipped and why (Keel's extension)",
    permission: ['Model', 'read'],
    response: ZModelRebalancePreview,
  }),
  startModelRebalance: call({
    method: 'post',
    path: '/model/{firmId}/{modelId}/rebalance',
    tag,
    summary:
      "Starts a 'modelRebalance' job: one item per linked account, each placing its orders as one transaction group; 409 while a run of the model is still Queued or Running (Keel's extension)",
    permission: ['Model', 'action'],
    body: ZModelRebalanceOptions,
    response: ZJob,
  }),
  downloadJobOutcomes: call({
    method: 'get',
    path: '/job/{firmId}/{jobId}/outcomes',
    tag: 'Jobs',
    summary:
      "A CSV of a job's items and their outcomes (a model rebalance: each account placed, skipped with its reason, or failed with the error), streamed (Keel's extension)",
    permission: ['Client', 'read'],
    csv: true,
  }),
} as const;
