import type { CallName, PermissionResource } from '../../../contract';

/**
 * What the data provider needs to know about each react-admin resource: which calls of the contract's
 * call table serve it. Everything else (paths, query names, body fields) comes from the call table.
 */
export interface ResourceDef {
  /** The permission resource guarding it (spec §3); canAccess checks read or readWrite on it. */
  permission?: PermissionResource;
  list: CallName;
  one?: CallName;
  create?: CallName;
  update?: CallName;
  /** The call that changes a record's status with a reason (not a plain field update). */
  updateStatus?: CallName;
  /** The path parameter that carries the record's id in the `one` and `update` calls. */
  idParam?: string;
  /** The field of an API record that react-admin uses as `id` (default `id`). */
  idField?: string;
  /** react-admin filter names that the call spells differently. */
  filters?: Record<string, string>;
  /** react-admin sort fields that the call spells differently. */
  sortFields?: Record<string, string>;
}

export const resourceDefs: Record<string, ResourceDef> = {
  clients: {
    permission: 'Client',
    list: 'listClients',
    one: 'getClient',
    create: 'createClient',
    update: 'patchClient',
    updateStatus: 'updateClientStatus',
    idParam: 'clientId',
    filters: { q: 'idOrName', clientFeeGroupId: 'clientGroups[clientFeeGroupId]' },
    sortFields: { createdDate: 'createdAt' },
  },
  nationalities: { list: 'listNationalities', idField: 'code' },
};
