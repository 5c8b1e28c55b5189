import {
  ZAccount,
  ZAccountListQuery,
  ZCreateAccount,
  ZPatchAccount,
  ZPaymentMethodCheck,
  ZUpdateAccountStatus,
  ZValidatePaymentMethod,
} from '../accounts';
import { call } from './define';

/** Accounts and wrappers (spec §7 "Accounts"). */
export const accountCalls = {
  listAccounts: call({
    method: 'get',
    path: '/account/list/{firmId}',
    tag: 'Accounts',
    summary: 'Search accounts (name, id, clientId, status, wrapperType, accountType, nodeId)',
    permission: ['Account', 'read'],
    query: ZAccountListQuery,
    response: ZAccount,
    list: true,
  }),
  validatePaymentMethod: call({
    method: 'post',
    path: '/account/validatePaymentMethod',
    tag: 'Accounts',
    summary: 'Check a sort code and account number (modulus check) and a payment method',
    permission: ['Bank Details', 'read'],
    body: ZValidatePaymentMethod,
    response: ZPaymentMethodCheck,
  }),
  getAccount: call({
    method: 'get',
    path: '/account/{firmId}/{accountId}',
    tag: 'Accounts',
    summary: 'One account',
    permission: ['Account', 'read'],
    response: ZAccount,
  }),
  patchAccount: call({
    method: 'patch',
    path: '/account/{firmId}/{accountId}',
    tag: 'Accounts',
    summary: "Rename an account, move it to another node or change its wrapper's flags (412 when stale)",
    permission: ['Account', 'readWrite'],
    body: ZPatchAccount,
    response: ZAccount,
  }),
  updateAccountStatus: call({
    method: 'put',
    path: '/account/{firmId}/{accountId}',
    tag: 'Accounts',
    summary: 'Change an account status along the allowed transitions (409 otherwise)',
    permission: ['Account', 'readWrite'],
    body: ZUpdateAccountStatus,
    response: ZAccount,
  }),
  createAccount: call({
    method: 'post',
    path: '/account',
    tag: 'Accounts',
    summary: 'Open an account or wrapper for a client',
    permission: ['Account', 'readWrite'],
    body: ZCreateAccount,
    created: true,
  }),
} as const;
