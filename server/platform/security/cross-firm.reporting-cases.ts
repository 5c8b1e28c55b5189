import type { CallName } from '../../../contract/calls';
import { accountPath, clientPath, type Case } from './cross-firm.probe';

/** The cross-firm cases of portfolio reports, summaries and performance: another's client or account is a 404. */
export const REPORTING_CASES: Partial<Record<CallName, Case[]>> = {
  getPortfolioReport: [(id) => ({ params: clientPath(id) })],
  getPortfolioSummary: [(id) => ({ params: clientPath(id) })],
  getAccountReport: [(id) => ({ params: accountPath(id) })],
  getPortfolioPerformance: [
    (id) => ({ params: clientPath(id), query: { accountId: id('query:accountId', 'account') } }),
  ],
};
