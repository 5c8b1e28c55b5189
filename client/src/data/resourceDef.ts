import type { CallName } from '../../../contract/calls/index';
import type { PermissionResource } from '../../../contract/enums';

/**
 * What the data provider needs to know about each react-admin resource: which calls of the contract's
 * call table serve it. Everything else (paths, query names, body fields) comes from the call table.
 * Each resource's folder declares its own (`data` in its index.ts); the registry hands them all to the
 * data and auth providers.
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
  /**
   * The resource is one of Keel's own simple REST endpoints, `/keel/{firmId}/<name>` (decision 1003): every
   * method goes through ra-data-simple-rest (data/simpleRest.ts); `list` still names its call.
   */
  simpleRest?: boolean;
  /** The simple REST path segment when it differs from the react-admin resource name. */
  simpleRestName?: string;
}
