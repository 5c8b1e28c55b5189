import type { CallName } from '../../../contract/calls';
import { LEDGER_CASES } from './cross-firm.ledger-cases';
import { bodyFirm, firm, list, type Case, type Id } from './cross-firm.probe';

/**
 * The cross-firm cases of product transfers (decision 0800): another's transfer, file, account, client,
 * node, link or instrument is a 404 or a 400. The master party list is the platform's, the same for every
 * firm (EXEMPT_FIELDS). GET /filestore/manualtransferin spells its firm `{firmid}`: probed all the same.
 */
const transferPath = (id: Id) => ({ ...firm(id), transactionId: id('path:transactionId', 'transfer') });
const csv = Buffer.from('isin,quantity,bookValue\n').toString('base64');
const file = (id: Id) => ({
  firmId: bodyFirm(id),
  transferId: id('body:transferId', 'transfer'),
  fileName: 'probe.csv',
  content: csv,
});

export const TRANSFER_CASES: Partial<Record<CallName, Case[]>> = {
  listProductTransfers: [
    (id) => list(id, { clientId: 'client', accountId: 'account', nodeId: 'node', linkId: 'link' }),
  ],
  getProductTransfer: [(id) => ({ params: transferPath(id) })],
  updateTransferHistory: [
    (id) => ({ params: transferPath(id), body: { type: 'INFO', text: 'Probe', newStatus: 'Deleted' } }),
  ],
  listMasterParties: [(id) => ({ params: firm(id) })],
  getManualTransferIn: [
    (id) => ({
      params: { firmid: id('path:firmid', 'firm'), fileUploadId: id('path:fileUploadId', 'transferFile') },
    }),
  ],
  uploadManualTransferIn: [(id) => ({ params: {}, body: file(id) })],
  refreshManualTransferIn: [
    (id) => ({
      params: {},
      body: { firmId: bodyFirm(id), fileUploadId: id('body:fileUploadId', 'transferFile') },
    }),
  ],
  uploadBookValues: [(id) => ({ params: {}, body: file(id) })],
  // Replaces the ledger's own cases (spread after them), adding a transfer's account and assets.
  createTransactionGroup: [
    ...(LEDGER_CASES.createTransactionGroup ?? []),
    (id) => ({
      params: {},
      body: {
        firmId: bodyFirm(id),
        accountId: id('body:accountId', 'account'),
        transfer: {
          direction: 'In',
          processingType: 'In Specie',
          scope: 'Whole',
          providerId: 'PROBE01',
          providerReference: 'PROBE-2',
          estimatedValue: 100,
          assets: [{ assetId: id('body:transfer.assets[].assetId', 'asset'), quantity: 1 }],
        },
      },
    }),
  ],
};
