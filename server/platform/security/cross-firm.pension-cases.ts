import type { CallName } from '../../../contract/calls';
import { bodyFirm, firm, list, type Case } from './cross-firm.probe';

/**
 * The cross-firm cases of crystallisation (decision 0901): another's pension account, client product or
 * regular income plan is a 404 (or a 400 naming the field), and nothing is paid or recorded.
 */
const plan = { method: 'FAD', amount: 100, frequency: 'Monthly', paymentDay: 28, startDate: '2099-01-28' };

export const PENSION_CASES: Partial<Record<CallName, Case[]>> = {
  getCrystallisationOptions: [(id) => list(id, { accountId: 'pensionAccount' })],
  listClientProductActions: [
    (id) => list(id, { accountId: 'pensionAccount', clientProductId: 'clientProduct' }),
  ],
  crystallise: [
    (id) => ({
      params: {},
      body: {
        firmId: bodyFirm(id),
        accountId: id('body:accountId', 'pensionAccount'),
        method: 'PCLS',
        all: true,
      },
    }),
  ],
  createRegularCrystallisation: [
    (id) => ({
      params: {},
      body: { firmId: bodyFirm(id), accountId: id('body:accountId', 'pensionAccount'), ...plan },
    }),
  ],
  patchRegularCrystallisation: [
    (id) => ({
      params: { ...firm(id), bciId: id('path:bciId', 'regularCrystallisation') },
      body: { change: 'Pause', version: 1 },
    }),
  ],
};
