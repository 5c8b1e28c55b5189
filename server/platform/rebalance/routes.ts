import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { previewInvestToModel } from './invest';
import { confirmRebalance } from './place';
import { presentPreview } from './present';
import { planAccountRebalance } from './preview';

/** Rebalancing one account and investing to a model (decision 0705). */
export function rebalanceRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.previewRebalance, async ({ caller, params, body }) =>
    presentPreview(await planAccountRebalance(db, caller, params.accountId, body)),
  );
  route(router, deps, calls.confirmRebalance, ({ caller, params, body }) =>
    confirmRebalance(db, caller, params.accountId, body),
  );
  route(router, deps, calls.previewInvestToModel, ({ caller, params, body }) =>
    previewInvestToModel(db, caller, params.accountId, body.amount),
  );
}
