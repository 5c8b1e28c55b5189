import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { getAccountSustainability } from './account-sustainability';
import { getProductIllustration, listProductIllustrations, listProductIllustrationsAbridged } from './read';
import { createProductIllustration } from './service';
import { createTradeIllustration } from './trade-service';

export function illustrationRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.listProductIllustrations, ({ caller, query }) =>
    listProductIllustrations(db, caller, query),
  );
  route(router, deps, calls.listProductIllustrationsAbridged, ({ caller, query }) =>
    listProductIllustrationsAbridged(db, caller, query),
  );
  route(router, deps, calls.getProductIllustration, ({ caller, params }) =>
    getProductIllustration(db, caller, params.illustrationId),
  );
  route(router, deps, calls.createProductIllustration, ({ caller, body }) =>
    createProductIllustration(db, caller, body),
  );
  route(router, deps, calls.createTradeIllustration, ({ caller, body }) =>
    createTradeIllustration(db, caller, body),
  );
  route(router, deps, calls.getAccountSustainability, ({ caller, query }) =>
    getAccountSustainability(db, caller, query.accountId),
  );
}
