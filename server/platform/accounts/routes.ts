import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { listAccounts } from './list';
import { validatePaymentMethod } from './payment-method';
import { accountSummary } from './summary';
import { createAccount, getAccount, patchAccount, updateAccountStatus } from './service';

export function accountRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  // Before /account/{firmId}/{accountId}, which would otherwise take "list" for a firm id.
  route(router, deps, calls.listAccounts, ({ caller, query }) => listAccounts(db, caller, query));
  route(router, deps, calls.validatePaymentMethod, ({ caller, body }) =>
    validatePaymentMethod(db, caller, body),
  );
  route(router, deps, calls.getAccountSummary, ({ caller, params, query }) =>
    accountSummary(db, caller, params.accountId, query),
  );
  route(router, deps, calls.getAccount, ({ caller, params }) => getAccount(db, caller, params.accountId));
  route(router, deps, calls.createAccount, ({ caller, body }) => createAccount(db, caller, body));
  route(router, deps, calls.patchAccount, ({ caller, params, body }) =>
    patchAccount(db, caller, params.accountId, body),
  );
  route(router, deps, calls.updateAccountStatus, ({ caller, params, body }) =>
    updateAccountStatus(db, caller, params.accountId, body),
  );
}
