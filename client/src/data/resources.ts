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
  /** The firm settings pages (/firm/…); the list is the organisation tree. */
  firm: { permission: 'Firm Management', list: 'listNodes' },
  portfolioGroups: {
    permission: 'Client Fee Group',
    list: 'listPortfolioGroups',
    one: 'getPortfolioGroup',
    create: 'createPortfolioGroup',
    update: 'patchPortfolioGroup',
    idParam: 'id',
    filters: { q: 'name' },
    sortFields: { 'auditDetails.updateDate': 'updatedAt' },
  },
  accounts: {
    permission: 'Account',
    list: 'listAccounts',
    one: 'getAccount',
    create: 'createAccount',
    update: 'patchAccount',
    updateStatus: 'updateAccountStatus',
    idParam: 'accountId',
    filters: { q: 'name' },
    sortFields: { createdDate: 'createdAt' },
  },
  transactions: {
    permission: 'Transaction',
    list: 'listPortfolioTransactions',
    one: 'getPortfolioTransaction',
    idParam: 'orderId',
    sortFields: { createdDate: 'createdAt' },
  },
  instruments: {
    permission: 'Instrument',
    list: 'listAssets',
    one: 'getAsset',
    create: 'createAsset',
    update: 'updateAsset',
    idParam: 'assetId',
    filters: { q: 'idOrName' },
  },
  masterInstruments: {
    permission: 'Instrument',
    list: 'listMasterInstruments',
    one: 'getMasterInstrument',
    idParam: 'assetId',
    filters: { q: 'idOrName' },
  },
  users: {
    permission: 'User',
    list: 'listUsers',
    one: 'getUser',
    create: 'createUser',
    update: 'updateUser',
    idParam: 'userId',
    filters: { q: 'idOrName' },
    sortFields: { createdDate: 'createdAt' },
  },
  rolePresets: { permission: 'User', list: 'listRolePresets', update: 'updateRolePreset', idParam: 'presetId' },
  userNodes: { list: 'listNodes' },
  /** E-mails sent to the firm's people (read on /users/outbox); held there when no SMTP server is set. */
  outbox: { permission: 'User', list: 'listOutbox' },
};
