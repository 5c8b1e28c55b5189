import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { getPrice } from './prices';
import {
  adoptAsset,
  getAsset,
  getMasterInstrument,
  listAssets,
  listMasterInstruments,
  updateAsset,
} from './service';

export function assetRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.listAssets, ({ caller, query }) => listAssets(db, caller, query));
  route(router, deps, calls.getAsset, ({ caller, params, query }) =>
    getAsset(db, caller, params.assetId, query.convertTo),
  );
  route(router, deps, calls.updateAsset, ({ caller, params, body }) =>
    updateAsset(db, caller, params.assetId, body),
  );
  route(router, deps, calls.createAsset, ({ caller, body }) => adoptAsset(db, caller, body));
  route(router, deps, calls.listMasterInstruments, ({ caller, query }) =>
    listMasterInstruments(db, caller, query),
  );
  route(router, deps, calls.getMasterInstrument, ({ caller, params, query }) =>
    getMasterInstrument(db, caller, params.assetId, query.convertTo),
  );
  route(router, deps, calls.getPrice, ({ caller, params, query }) =>
    getPrice(db, caller, params.assetId, query),
  );
}
