import type { ResourceDef } from '../../data/resourceDef';

/** The calls that serve the clients resource (its list also feeds the CSV export, exportClients.ts). */
export const CLIENTS_DATA: ResourceDef = {
  permission: 'Client',
  list: 'listClients',
  one: 'getClient',
  create: 'createClient',
  update: 'patchClient',
  updateStatus: 'updateClientStatus',
  idParam: 'clientId',
  filters: { q: 'idOrName', clientFeeGroupId: 'clientGroups[clientFeeGroupId]' },
  sortFields: { createdDate: 'createdAt' },
};
