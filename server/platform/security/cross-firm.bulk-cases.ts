import type { CallName } from '../../../contract/calls';
import { firm, type Case, type Id } from './cross-firm.probe';

/**
 * The cross-firm cases of bulk rebalancing (decision 0706; see cross-firm.probe.ts): another's model is a
 * 404 before anything is read or queued, and a job's outcomes are found like the job itself.
 */
const modelPath = (id: Id) => ({ ...firm(id), modelId: id('path:modelId', 'model') });

export const BULK_CASES: Partial<Record<CallName, Case[]>> = {
  previewModelRebalance: [(id) => ({ params: modelPath(id) })],
  startModelRebalance: [(id) => ({ params: modelPath(id), body: {} })],
  downloadJobOutcomes: [(id) => ({ params: { ...firm(id), jobId: id('path:jobId', 'job') } })],
};
