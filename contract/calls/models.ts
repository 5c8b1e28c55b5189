import {
  ZCreateModel,
  ZModel,
  ZModelAccount,
  ZModelAccountsQuery,
  ZModelDetail,
  ZModelListQuery,
  ZModelVersionSeen,
  ZUpdateModel,
} from '../models';
import { call } from './define';

/**
 * Model portfolios (spec §7 "Models", and Keel's activate, delete and linked-accounts calls; decision 0704).
 * A model's resource depends on its type (Model for Discretionary, Advisory Model for Advisory), so the
 * service checks it against the model; a write's declared gate is Model readWrite (see the decision).
 */
export const modelCalls = {
  listModels: call({
    method: 'get',
    path: '/model/{firmId}',
    tag: 'Models',
    summary: 'Search models (name, type, status, nodeId); only the types the caller may read',
    query: ZModelListQuery,
    response: ZModel,
    list: true,
  }),
  getModel: call({
    method: 'get',
    path: '/model/{firmId}/{modelId}',
    tag: 'Models',
    summary:
      'One model with its components, every version (who changed what) and how many accounts follow it',
    response: ZModelDetail,
  }),
  updateModel: call({
    method: 'patch',
    path: '/model/{firmId}/{modelId}',
    tag: 'Models',
    summary:
      'Change a model; new components or cash weight make a new version, and a discretionary model Pending (412 when stale)',
    permission: ['Model', 'readWrite'],
    body: ZUpdateModel,
    response: ZModelDetail,
  }),
  createModel: call({
    method: 'post',
    path: '/model',
    tag: 'Models',
    summary: 'Create a model: advisory ones are Active at once, discretionary ones Pending until activated',
    permission: ['Model', 'readWrite'],
    body: ZCreateModel,
    created: true,
  }),
  activateModel: call({
    method: 'post',
    path: '/model/{firmId}/{modelId}/activate',
    tag: 'Models',
    summary: 'Activate a Pending discretionary model: a second user, not the one who made the last change',
    permission: ['Model', 'action'],
    body: ZModelVersionSeen,
    response: ZModelDetail,
  }),
  deleteModel: call({
    method: 'delete',
    path: '/model/{firmId}/{modelId}',
    tag: 'Models',
    summary: 'Mark a model Deleted (409 while accounts follow it)',
    permission: ['Model', 'readWrite'],
    body: ZModelVersionSeen,
    response: ZModel,
  }),
  listModelAccounts: call({
    method: 'get',
    path: '/model/{firmId}/{modelId}/accounts',
    tag: 'Models',
    summary:
      'The accounts following a model with current vs target weights, largest drift and tolerance flag',
    query: ZModelAccountsQuery,
    response: ZModelAccount,
    list: true,
  }),
} as const;
