import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { getClientProduct, listClientProducts, listSchemeProducts, patchClientProduct } from './service';

export function productRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.listClientProducts, ({ caller, query }) => listClientProducts(db, caller, query));
  route(router, deps, calls.getClientProduct, ({ caller, params }) =>
    getClientProduct(db, caller, params.clientProductId),
  );
  route(router, deps, calls.patchClientProduct, ({ caller, params, body }) =>
    patchClientProduct(db, caller, params.clientProductId, body),
  );
  route(router, deps, calls.listSchemeProducts, ({ query }) => listSchemeProducts(query));
}
