import type { CallName } from '../../../contract/calls';
import { bodyFirm, clientPath, firm, list, type Case, type Id } from './cross-firm.probe';

/** The cross-firm cases of the ledger, client products and portfolios (see cross-firm.probe.ts). */

const payIn = { transactionType: 'Payment', transactionSubType: 'Deposit', movementType: 'In' };
const paid = { ...payIn, method: 'Bank Transfer', amount: 5 };
const buy = { transactionType: 'Order', transactionSubType: 'At Best', movementType: 'Invest', amount: 1 };
const move = {
  transactionType: 'Cash Transfer',
  transactionSubType: 'Internal',
  movementType: 'Out',
  amount: 1,
};

const transactionPath = (param: string) => (id: Id) => ({
  params: { ...firm(id), [param]: id(`path:${param}`, 'transaction') },
  body: {},
});

const transactionFilters = {
  linkId: 'link',
  accountId: 'account',
  assetId: 'asset',
  nodeId: 'node',
  orderId: 'transaction',
  paymentId: 'transaction',
  clientId: 'client',
  regularPaymentId: 'regularPayment',
} as const;

export const LEDGER_CASES: Partial<Record<CallName, Case[]>> = {
  createPortfolioTransaction: [
    (id) => ({
      params: {},
      body: {
        firmId: bodyFirm(id),
        accountId: id('body:accountId', 'account'),
        ...paid,
        investOnReceipt: [{ assetId: id('body:investOnReceipt[].assetId', 'asset'), percentage: 50 }],
      },
    }),
    (id) => ({
      params: {},
      body: {
        firmId: id('body:firmId', 'firm'),
        accountId: id('body:accountId', 'account'),
        ...buy,
        assetId: id('body:assetId', 'asset'),
      },
    }),
    (id) => ({
      params: {},
      body: {
        firmId: id('body:firmId', 'firm'),
        accountId: id('body:accountId', 'cashAccount'),
        ...move,
        toAccountId: id('body:toAccountId', 'account'),
      },
    }),
  ],
  createTransactionGroup: [
    (id) => ({
      params: {},
      body: {
        firmId: bodyFirm(id),
        accountId: id('body:accountId', 'account'),
        transactions: [
          { ...paid, firmId: id('body:transactions[].firmId', 'firm') },
          { ...paid, accountId: id('body:transactions[].accountId', 'account') },
          {
            ...paid,
            investOnReceipt: [
              { assetId: id('body:transactions[].investOnReceipt[].assetId', 'asset'), percentage: 50 },
            ],
          },
          { ...buy, assetId: id('body:transactions[].assetId', 'asset') },
          {
            ...move,
            accountId: id('body:accountId', 'cashAccount'),
            toAccountId: id('body:transactions[].toAccountId', 'account'),
          },
        ],
      },
    }),
  ],
  listPortfolioTransactions: [(id) => list(id, transactionFilters)],
  exportPortfolioTransactions: [(id) => list(id, transactionFilters)],
  getPortfolioTransaction: [
    (id) => ({ params: { ...firm(id), orderId: id('path:orderId', 'transaction') } }),
  ],
  transactionAction: [
    (id) => ({
      params: { ...firm(id), paymentId: id('path:paymentId', 'transaction') },
      body: { firmId: bodyFirm(id), transactionAction: 'Complete' },
    }),
  ],
  authoriseTransaction: [transactionPath('transactionId')],
  requestCancellation: [transactionPath('transactionId')],
  requestDeletion: [transactionPath('transactionId')],
  listCashPostings: [
    (id) => list(id, { nodeId: 'node', accountId: 'account', transactionId: 'transaction' }),
  ],
  listStockPostings: [
    (id) =>
      list(id, { nodeId: 'node', accountId: 'account', transactionId: 'transaction', assetId: 'asset' }),
  ],
  getPosition: [(id) => ({ params: { ...firm(id), positionId: id('path:positionId', 'position') } })],
  runDealing: [(id) => ({ params: firm(id), body: { accountId: id('body:accountId', 'account') } })],
  getAuthorisationSettings: [(id) => ({ params: firm(id) })],
  putAuthorisationSettings: [
    (id) => ({
      params: firm(id),
      body: { thresholds: [{ transactionSubType: 'Withdrawal', threshold: 1000 }] },
    }),
  ],
  listRegularPayments: [(id) => list(id, { accountId: 'account', clientId: 'client' })],
  cancelRegularPayment: [
    (id) => ({
      params: { ...firm(id), regularPaymentId: id('path:regularPaymentId', 'regularPayment') },
      body: {},
    }),
  ],
  getMfaPolicy: [(id) => ({ params: firm(id) })],
  putMfaPolicy: [(id) => ({ params: firm(id), body: { required: false } })],
  listOutbox: [(id) => ({ params: firm(id) })],
  listClientProducts: [(id) => list(id, { clientId: 'client' })],
  getClientProduct: [
    (id) => ({ params: { ...firm(id), clientProductId: id('path:clientProductId', 'clientProduct') } }),
  ],
  patchClientProduct: [
    (id) => ({
      params: { ...firm(id), clientProductId: id('path:clientProductId', 'clientProduct') },
      body: { termsAccepted: true },
    }),
  ],
  listSchemeProducts: [(id) => ({ params: firm(id) })],
  listPortfolios: [
    (id) => list(id, { id: 'client', nodeId: 'node' }),
    (id) => list(id, { intentDetails: 'clientProduct' }),
  ],
  getClientGroupSummary: [(id) => ({ params: clientPath(id) })],
};
