import type { PermissionLevel, PermissionResource } from '../../../contract/enums';
import { MODEL_TYPES } from '../../../contract/enums';
import { hasPermission } from '../../../contract/permissions';
import type { Caller } from '../auth/caller';
import { forbidden } from '../errors';
import type { ModelType } from './targets';

/** Spec §3: discretionary models are the resource Model, advisory ones Advisory Model. */
export const resourceOf = (type: ModelType): PermissionResource =>
  type === 'Discretionary' ? 'Model' : 'Advisory Model';

/** 403 unless the caller holds `level` on the resource of a model of this type. */
export function requireModelPermission(caller: Caller, type: ModelType, level: PermissionLevel) {
  const resource = resourceOf(type);
  if (!hasPermission(caller.scopes, resource, level))
    throw forbidden(`You need ${level} permission on ${resource} to do this`);
}

/** The model types whose models the caller may read. */
export const readableTypes = (caller: Caller): ModelType[] =>
  MODEL_TYPES.filter((t) => hasPermission(caller.scopes, resourceOf(t), 'read'));
