import type { CallName } from '../../../contract/calls';
import { firm, type Case } from './cross-firm.probe';

/**
 * The cross-firm cases of the reporting runs on the job queue (decision 0703; see cross-firm.probe.ts): a run's selection
 * names a node and a client fee group, each resolved in the caller's reach (another's is a 404), and a
 * run's download is found like the job itself.
 */
export const RUN_CASES: Partial<Record<CallName, Case[]>> = {
  startJob: [
    (id) => ({
      params: {},
      body: {
        kind: 'portfolioReports',
        nodeId: id('body:nodeId', 'node'),
        portfolioGroupId: id('body:portfolioGroupId', 'group'),
        fromDate: '2026-01-01',
        toDate: '2026-03-31',
      },
    }),
    // The transfers workbench's bulk chase (decision 0801): each transfer resolved in the caller's reach.
    (id) => ({
      params: {},
      body: { kind: 'transferChase', transferIds: [id('body:transferIds', 'transfer')] },
    }),
  ],
  downloadJobResults: [(id) => ({ params: { ...firm(id), jobId: id('path:jobId', 'job') } })],
};
