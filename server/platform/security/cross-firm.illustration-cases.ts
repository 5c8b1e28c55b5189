import type { CallName } from '../../../contract/calls';
import { bodyFirm, firm, list, type Case } from './cross-firm.probe';

/**
 * The cross-firm cases of illustrations (decision 0902): another's illustration, client, account, node or
 * instrument is a 404 or a 400 naming the field, and nothing is stored.
 */
const product = {
  name: 'Probe illustration',
  status: 'ACCUMULATION',
  termYears: 5,
  singleContribution: 1000,
};

export const ILLUSTRATION_CASES: Partial<Record<CallName, Case[]>> = {
  listProductIllustrations: [(id) => list(id, { id: 'illustration' })],
  listProductIllustrationsAbridged: [(id) => list(id, { id: 'illustration' })],
  getProductIllustration: [
    (id) => ({ params: { ...firm(id), illustrationId: id('path:illustrationId', 'illustration') } }),
  ],
  createProductIllustration: [
    (id) => ({
      params: {},
      body: {
        ...product,
        firmId: bodyFirm(id),
        nodeId: id('body:nodeId', 'node'),
        clientId: id('body:clientId', 'client'),
        accountId: id('body:accountId', 'account'),
      },
    }),
  ],
  createTradeIllustration: [
    (id) => ({
      params: {},
      body: {
        firmId: bodyFirm(id),
        accountId: id('body:accountId', 'account'),
        assetId: id('body:assetId', 'asset'),
        side: 'Buy',
        amount: 100,
      },
    }),
  ],
  getAccountSustainability: [(id) => list(id, { accountId: 'pensionAccount' })],
};
