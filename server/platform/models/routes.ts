import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { listModelAccounts } from './linked';
import { getModel, listModels } from './read';
import { activateModel, createModel, deleteModel, updateModel } from './service';

export function modelRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.listModels, ({ caller, query }) => listModels(db, caller, query));
  route(router, deps, calls.createModel, ({ caller, body }) => createModel(db, caller, body));
  route(router, deps, calls.listModelAccounts, ({ caller, params, query }) =>
    listModelAccounts(db, caller, params.modelId, query),
  );
  route(router, deps, calls.activateModel, ({ caller, params, body }) =>
    activateModel(db, caller, params.modelId, body),
  );
  route(router, deps, calls.getModel, ({ caller, params }) => getModel(db, caller, params.modelId));
  route(router, deps, calls.updateModel, ({ caller, params, body }) =>
    updateModel(db, caller, params.modelId, body),
  );
  route(router, deps, calls.deleteModel, ({ caller, params, body }) =>
    deleteModel(db, caller, params.modelId, body),
  );
}
