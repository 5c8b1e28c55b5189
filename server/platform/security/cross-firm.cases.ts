import type { CallName } from '../../../contract/calls';
import { LEDGER_CASES } from './cross-firm.ledger-cases';
import { DOCUMENT_CASES } from './cross-firm.document-cases';
import { REPORTING_CASES } from './cross-firm.reporting-cases';
import { RUN_CASES } from './cross-firm.run-cases';
import { TAX_CASES } from './cross-firm.tax-cases';
import { REBALANCE_CASES } from './cross-firm.rebalance-cases';
import { MODEL_CASES } from './cross-firm.model-cases';
import { BULK_CASES } from './cross-firm.bulk-cases';
import { TRANSFER_CASES } from './cross-firm.transfer-cases';
import { ILLUSTRATION_CASES } from './cross-firm.illustration-cases';
import { PENSION_CASES } from './cross-firm.pension-cases';
import { NOTIFICATION_CASES } from './cross-firm.notification-cases';
import { SAVED_VIEW_CASES } from './cross-firm.saved-view-cases';
import { WEBHOOK_CASES } from './cross-firm.webhook-cases';
import { HISTORY_CASES } from './cross-firm.history-cases';
import {
  accountPath,
  bodyFirm,
  clientPath,
  firm,
  list,
  nodeBody,
  nodePath,
  userPath,
  type Case,
  type Id,
} from './cross-firm.probe';

/**
 * The cross-firm cases (see cross-firm.probe.ts), and what is left out on purpose.
 *
 * Fields that name no record of a firm, each with the reason; every other id field must be exercised.
 * Calls with no case at all are in EXEMPT_CALLS.
 */
export const EXEMPT_FIELDS: Record<string, string> = {
  'createAsset body:assetId': "a master instrument: the platform's list, shared by every firm",
  'getMasterInstrument path:assetId': "a master instrument: the platform's list, shared by every firm",
  'getPrice path:assetId': "a master instrument's price: the platform's list, shared by every firm",
  'updateRolePreset path:presetId': "the same four preset ids in every firm; the firm's own copy is used",
  'createAccount body:wrapperDetail.assetAllocationId': 'names a model; Keel holds no models to resolve yet',
  'patchAccount body:wrapperDetail.assetAllocationId': 'names a model; Keel holds no models to resolve yet',
  'generateDocumentByType path:fileType': 'names a kind of document, the same in every firm',
  'createTransactionGroup body:transfer.providerId':
    "a master party: the platform's list of other providers, shared by every firm",
};
export const EXEMPT_CALLS: Record<string, string> = {
  authenticate: 'anonymous: its firmId and id are credentials, answered alike whether or not they exist',
  getFirmHostname: 'anonymous, behind the client-auth header: the platform-wide hostname lookup',
};

const person = { title: 'Mr', firstName: 'Probe', surname: 'Probe', dateOfBirth: '2019-01-01' };
const director = (id: Id) => [{ clientId: id('body:relatedParties[].clientId', 'client'), role: 'Director' }];

/** PATCH /client/{firmId}/{clientId} and PUT /client/{clientId} (no firm in its path) take one body. */
const clientPatches = (inPath: boolean): Case[] => [
  (id) => ({ params: clientPath(id, 'client', inPath), body: { nodeId: id('body:nodeId', 'node') } }),
  (id) => ({ params: clientPath(id, 'minor', inPath), body: { parentId: id('body:parentId', 'client') } }),
  (id) => ({ params: clientPath(id, 'company', inPath), body: { relatedParties: director(id) } }),
];

const clientFilters = {
  id: 'client',
  nodeId: 'node',
  'clientGroups[clientFeeGroupId]': 'group',
} as const;

export const CASES: Partial<Record<CallName, Case[]>> = {
  getClient: [(id) => ({ params: clientPath(id) })],
  patchClient: clientPatches(true),
  updateClient: clientPatches(false),
  updateClientStatus: [(id) => ({ params: clientPath(id), body: { status: 'Active' } })],
  listClients: [(id) => list(id, clientFilters), (id) => list(id, { parentId: 'client' })],
  exportClients: [(id) => list(id, clientFilters), (id) => list(id, { parentId: 'client' })],
  listClientNationalities: [(id) => ({ params: firm(id) })],
  createClient: [
    (id) => ({
      params: {},
      body: {
        firmId: bodyFirm(id),
        nodeId: id('body:nodeId', 'node'),
        clientType: 'Individual Minor',
        ...person,
        parentId: id('body:parentId', 'client'),
      },
    }),
    (id) => ({
      params: {},
      body: {
        firmId: bodyFirm(id),
        nodeId: id('body:nodeId', 'node'),
        clientType: 'Corporate',
        name: 'Probe Ltd',
        companyNumber: '07654321',
        addressDetail: { address1: '2 Low Road', postCode: 'SW1A 2AA', country: 'GB' },
        relatedParties: director(id),
      },
    }),
  ],
  listPortfolioGroups: [(id) => list(id, { id: 'group', 'intentDetails[clientProductId]': 'clientProduct' })],
  getPortfolioGroup: [(id) => ({ params: { ...firm(id), id: id('path:id', 'group') } })],
  patchPortfolioGroup: [
    (id) => ({
      params: { ...firm(id), id: id('path:id', 'group') },
      body: {
        addClientIds: [id('body:addClientIds', 'client')],
        removeClientIds: [id('body:removeClientIds', 'minor')],
      },
    }),
    (id) => ({
      params: { ...firm(id), id: id('path:id', 'group') },
      body: { clientIds: [id('body:clientIds', 'client')] },
    }),
  ],
  createPortfolioGroup: [
    (id) => ({
      params: {},
      body: { firmId: bodyFirm(id), name: 'Probe', clientIds: [id('body:clientIds', 'client')] },
    }),
    (id) => ({
      params: {},
      body: {
        firmId: bodyFirm(id),
        name: 'Probe pension group',
        groupIntent: 'Pension Account Group',
        intentDetails: { clientProductId: id('body:intentDetails.clientProductId', 'clientProduct') },
      },
    }),
  ],
  getEnabledFeatures: [(id) => ({ params: firm(id) })],
  patchEnabledFeatures: [(id) => ({ params: firm(id), body: { features: {} } })],
  runFirmSetup: [(id) => ({ params: firm(id) })],
  getSettings: [(id) => ({ params: firm(id) }), (id) => list(id, { nodeId: 'node' })],
  listNodes: [(id) => list(id, { parentNodeId: 'node' })],
  getNodeTheme: [nodePath],
  patchNodeTheme: [nodeBody],
  getNodeContent: [nodePath],
  patchNodeContent: [nodeBody],
  getContent: [(id) => list(id, { nodeId: 'node' })],
  getNodeConfig: [nodePath],
  patchNodeConfig: [nodeBody],
  getFirmConfig: [(id) => list(id, { nodeId: 'node' })],
  getFirmFileUploads: [
    (id) => ({ params: firm(id), query: { nodeId: id('query:nodeId', 'node'), category: 'logo' } }),
  ],
  // No file: the upload address is checked before the file is read.
  putFirmFileUpload: [(id) => ({ params: { ...firm(id), uploadId: id('path:uploadId', 'upload') } })],
  listAccounts: [(id) => list(id, { id: 'account', clientId: 'client', nodeId: 'node' })],
  getAccountSummary: [(id) => ({ params: accountPath(id) })],
  validatePaymentMethod: [
    (id) => ({
      params: {},
      body: {
        firmId: bodyFirm(id),
        accountId: id('body:accountId', 'account'),
        paymentMethod: 'Bank Transfer',
        accountName: 'Probe',
        sortCode: '200000',
        accountNumber: '55779911',
      },
    }),
  ],
  getAccount: [(id) => ({ params: accountPath(id) })],
  patchAccount: [(id) => ({ params: accountPath(id), body: { nodeId: id('body:nodeId', 'node') } })],
  updateAccountStatus: [(id) => ({ params: accountPath(id), body: { status: 'Suspended' } })],
  createAccount: [
    (id) => ({
      params: {},
      body: {
        firmId: bodyFirm(id),
        nodeId: id('body:nodeId', 'node'),
        clientId: id('body:clientId', 'client'),
        accountType: 'Wrapper',
        name: 'Probe account',
        wrapperDetail: { wrapperType: 'GIA' },
      },
    }),
  ],
  listAssets: [(id) => ({ params: firm(id) })],
  getAsset: [(id) => ({ params: { ...firm(id), assetId: id('path:assetId', 'asset') } })],
  updateAsset: [
    (id) => ({
      params: { ...firm(id), assetId: id('path:assetId', 'asset') },
      body: { status: 'Suspended' },
    }),
  ],
  createAsset: [
    (id) => ({ params: {}, body: { firmId: bodyFirm(id), assetId: id('body:assetId', 'asset') } }),
  ],
  listMasterInstruments: [(id) => ({ params: firm(id) })],
  getMasterInstrument: [(id) => ({ params: { ...firm(id), assetId: id('path:assetId', 'asset') } })],
  getPrice: [(id) => ({ params: { ...firm(id), assetId: id('path:assetId', 'asset') } })],
  ...LEDGER_CASES,
  ...DOCUMENT_CASES,
  ...REPORTING_CASES,
  ...RUN_CASES,
  ...TAX_CASES,
  ...REBALANCE_CASES,
  ...MODEL_CASES,
  ...BULK_CASES,
  ...TRANSFER_CASES,
  ...ILLUSTRATION_CASES,
  ...PENSION_CASES,
  ...NOTIFICATION_CASES,
  ...SAVED_VIEW_CASES,
  ...WEBHOOK_CASES,
  ...HISTORY_CASES,
  listRolePresets: [(id) => ({ params: firm(id) })],
  updateRolePreset: [
    (id) => ({ params: { ...firm(id), presetId: id('path:presetId', 'preset') }, body: {} }),
  ],
  listUsers: [(id) => list(id, { nodeId: 'node' })],
  getUser: [userPath],
  updateUser: [(id) => ({ ...userPath(id), body: { nodeId: id('body:nodeId', 'node') } })],
  createUser: [
    (id) => ({
      params: {},
      body: {
        firmId: bodyFirm(id),
        nodeId: id('body:nodeId', 'node'),
        userType: 'User',
        name: 'Probe',
        email: 'probe.user@example.com',
        scopes: [],
      },
    }),
  ],
  removeUserMfa: [userPath],
  rotateMachineCredentials: [userPath],
};
