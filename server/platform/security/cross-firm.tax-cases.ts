import type { CallName } from '../../../contract/calls';
import { clientPath, type Case } from './cross-firm.probe';

/** The cross-firm cases of capital gains (see cross-firm.probe.ts): another's client is a 404. */
export const TAX_CASES: Partial<Record<CallName, Case[]>> = {
  getCgtReport: [(id) => ({ params: clientPath(id) })],
  getCgtReportSpreadsheet: [(id) => ({ params: clientPath(id) })],
};
