import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { authoriseTransaction } from './actions/authorise';
import { transactionAction } from './actions/complete';
import { createTransaction, createTransactionGroup } from './transactions/create';
import { getAuthorisationSettings, putAuthorisationSettings } from './four-eyes/four-eyes';
import { exportTransactions } from './transactions/export';
import { getTransaction, listTransactions } from './transactions/list';
import { getPosition } from './postings/positions';
import { listCashPostings, listStockPostings } from './postings/postings';
import { cancelRegularPayment, listRegularPayments } from './regular/list';
import { requestRemoval } from './actions/requests';
import { transactionTypes } from './transactions/static';
import { asTransactionGroup, isTransferBody } from '../../../contract/transfers';
import { createTransfer } from '../transfers/create';

export function ledgerRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.createPortfolioTransaction, ({ caller, body }) =>
    createTransaction(db, caller, body),
  );
  // A body with `transfer` is a product transfer: one more kind of group (decision 0800).
  route(router, deps, calls.createTransactionGroup, ({ caller, body }) =>
    isTransferBody(body)
      ? createTransfer(db, caller, body)
      : createTransactionGroup(db, caller, asTransactionGroup(body)),
  );
  route(router, deps, calls.listPortfolioTransactions, ({ caller, query }) =>
    listTransactions(db, caller, query),
  );
  // Before /portfoliotransaction/{firmId}/{orderId}, which would otherwise take "export" for a firm id.
  route(router, deps, calls.exportPortfolioTransactions, async ({ caller, query }) =>
    exportTransactions(db, caller, query),
  );
  route(router, deps, calls.getPortfolioTransaction, ({ caller, params }) =>
    getTransaction(db, caller, params.orderId),
  );
  route(router, deps, calls.transactionAction, ({ caller, params, body }) =>
    transactionAction(db, caller, params.paymentId, body),
  );
  route(router, deps, calls.authoriseTransaction, ({ caller, params, body }) =>
    authoriseTransaction(db, caller, params.transactionId, body),
  );
  route(router, deps, calls.requestCancellation, ({ caller, params, body }) =>
    requestRemoval(db, caller, params.transactionId, 'Cancellation', body),
  );
  route(router, deps, calls.requestDeletion, ({ caller, params, body }) =>
    requestRemoval(db, caller, params.transactionId, 'Deletion', body),
  );
  route(router, deps, calls.listCashPostings, ({ caller, query }) => listCashPostings(db, caller, query));
  route(router, deps, calls.listStockPostings, ({ caller, query }) => listStockPostings(db, caller, query));
  route(router, deps, calls.getPosition, ({ caller, params, query }) =>
    getPosition(db, caller, params.positionId, query),
  );
  route(router, deps, calls.listTransactionTypes, async () => transactionTypes());
  route(router, deps, calls.getAuthorisationSettings, ({ caller }) => getAuthorisationSettings(db, caller));
  route(router, deps, calls.putAuthorisationSettings, ({ caller, body }) =>
    putAuthorisationSettings(db, caller, body),
  );
  route(router, deps, calls.listRegularPayments, ({ caller, query }) =>
    listRegularPayments(db, caller, query),
  );
  route(router, deps, calls.cancelRegularPayment, ({ caller, params, body }) =>
    cancelRegularPayment(db, caller, params.regularPaymentId, body),
  );
}
