import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { updateTransferHistory } from './events';
import { listTransfers } from './list';
import { listMasterParties } from './parties';
import { getTransfer } from './read';

/**
 * The transfer calls (decision 0800). Registered before the ledger's routes: its
 * /portfoliotransaction/{firmId}/{orderId} would otherwise answer /portfoliotransaction/producttransfer/….
 * A transfer is created by the ledger's POST /portfolioTransactionGroup (ledger/routes.ts sends a body with
 * `transfer` to ./create.ts). The manual transfer-in and book value calls are in ./files/.
 */
export function transferRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.listProductTransfers, ({ caller, query }) => listTransfers(db, caller, query));
  route(router, deps, calls.getProductTransfer, ({ caller, params }) =>
    getTransfer(db, caller, params.transactionId),
  );
  route(router, deps, calls.updateTransferHistory, ({ caller, params, body }) =>
    updateTransferHistory(db, caller, params.transactionId, body),
  );
  route(router, deps, calls.listMasterParties, ({ query }) => listMasterParties(db, query));
}
