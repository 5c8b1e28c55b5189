import {
  ZBookValueResult,
  ZBookValueUpload,
  ZManualTransferInFile,
  ZManualTransferInRefresh,
  ZManualTransferInUpload,
  ZMasterParty,
  ZMasterPartyQuery,
  ZTransfer,
  ZTransferDetail,
  ZTransferListQuery,
  ZTransferUpdateEvent,
} from '../transfers';
import { call } from './define';

const tag = 'Transfers';

/**
 * Product transfers (spec §7; issue 18; decision 0800). A transfer is created by POST /portfolioTransactionGroup
 * with a `transfer` body (the ledger's calls). The literal paths below must be registered before the
 * ledger's `/portfoliotransaction/{firmId}/{orderId}`, which would otherwise answer them.
 */
export const transferCalls = {
  listProductTransfers: call({
    method: 'get',
    path: '/portfoliotransaction/producttransfer/{firmId}',
    tag,
    summary:
      'The transfers workbench: every filter of spec §3, with days in status, days since request and a red/amber/green age',
    permission: ['Transaction', 'read'],
    query: ZTransferListQuery,
    response: ZTransfer,
    list: true,
  }),
  getProductTransfer: call({
    method: 'get',
    path: '/portfoliotransaction/producttransfer/{firmId}/{transactionId}',
    tag,
    summary: 'One transfer with its assets, its history (newest first) and the moves the caller may make now',
    permission: ['Transaction', 'read'],
    response: ZTransferDetail,
  }),
  updateTransferHistory: call({
    method: 'put',
    path: '/portfoliotransaction/action/firmTransferHistoryUpdate/{firmId}/{transactionId}',
    tag,
    summary:
      'Add an event (INFO, CLIENT_ACTION, INTERNAL_NOTE) to a transfer, optionally moving its status (409 when the move is not allowed)',
    permission: ['Transaction', 'action'],
    body: ZTransferUpdateEvent,
    response: ZTransferDetail,
  }),
  listMasterParties: call({
    method: 'get',
    path: '/masterparty/platform/{firmId}',
    tag,
    summary: 'Other UK providers: which wrappers and transfer types they accept, and whether electronically',
    query: ZMasterPartyQuery,
    response: ZMasterParty,
    list: true,
  }),
  getManualTransferIn: call({
    method: 'get',
    path: '/filestore/manualtransferin/{firmid}/{fileUploadId}',
    tag,
    summary: 'A stored manual transfer-in file and the assets it put on its transfer',
    permission: ['Transaction', 'read'],
    response: ZManualTransferInFile,
  }),
  uploadManualTransferIn: call({
    method: 'post',
    path: '/filestore/manualtransferin',
    tag,
    summary:
      'The assets coming in on an in-specie transfer, as CSV or XLSX: every row checked, all or nothing (400 naming each bad row)',
    permission: ['Transaction', 'readWrite'],
    body: ZManualTransferInUpload,
    created: true,
  }),
  refreshManualTransferIn: call({
    method: 'post',
    path: '/filestore/manualtransferin/refresh',
    tag,
    summary: "Check a stored file again against today's instruments and put its assets on the transfer again",
    permission: ['Transaction', 'readWrite'],
    body: ZManualTransferInRefresh,
    response: ZManualTransferInFile,
  }),
  uploadBookValues: call({
    method: 'post',
    path: '/upload/bookvalue',
    tag,
    summary:
      "Book values for an in-specie transfer's assets, as CSV or XLSX: every row checked, all or nothing (400 naming each bad row)",
    permission: ['Transaction', 'readWrite'],
    body: ZBookValueUpload,
    response: ZBookValueResult,
  }),
};
