import type { CallName } from '../../../contract/calls';
import { accountPath, type Case } from './cross-firm.probe';

/** The cross-firm cases of rebalancing one account (see cross-firm.probe.ts): another's account is a 404. */
export const REBALANCE_CASES: Partial<Record<CallName, Case[]>> = {
  previewRebalance: [(id) => ({ params: accountPath(id), body: {} })],
  confirmRebalance: [(id) => ({ params: accountPath(id), body: { planFingerprint: 'probe' } })],
  previewInvestToModel: [(id) => ({ params: accountPath(id), body: { amount: 100 } })],
};
