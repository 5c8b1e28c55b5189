import type { PermissionResource } from '../../../../contract/enums';
import type { TModel } from '../../../../contract/models';

/** Spec §3: discretionary models are the resource Model, advisory ones Advisory Model. */
export const resourceOfType = (type: TModel['type']): PermissionResource =>
  type === 'Discretionary' ? 'Model' : 'Advisory Model';
