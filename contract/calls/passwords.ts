import {
  ZChangePassword,
  ZMfaPolicy,
  ZOutboxMessage,
  ZOutboxQuery,
  ZPasswordNotice,
  ZPutMfaPolicy,
  ZResetPassword,
  ZSetPassword,
} from '../passwords';
import { call } from './define';

/**
 * Passwords (spec §7 "Authentication and content"), the firm's MFA policy and the outbox (Keel's own
 * calls, decisions 0503–0505). /reset and /setpassword need no token: whoever asks has lost their password.
 */
export const passwordCalls = {
  changePassword: call({
    method: 'post',
    path: '/changepassword',
    tag: 'Authentication',
    summary: "Change the caller's own password (the current one is required)",
    body: ZChangePassword,
    response: ZPasswordNotice,
  }),
  resetPassword: call({
    method: 'post',
    path: '/reset',
    tag: 'Authentication',
    summary:
      'E-mail a single-use link to set a new password; the same answer whether or not the account exists',
    anonymous: true,
    body: ZResetPassword,
    response: ZPasswordNotice,
  }),
  setPassword: call({
    method: 'post',
    path: '/setpassword',
    tag: 'Authentication',
    summary: "Set a password with the token from a reset or welcome e-mail's link (single use, expires)",
    anonymous: true,
    body: ZSetPassword,
    response: ZPasswordNotice,
  }),
  getMfaPolicy: call({
    method: 'get',
    path: '/mfa/policy/{firmId}',
    tag: 'Users',
    summary: "Whether the firm requires an authenticator code at sign-in (Keel's extension)",
    permission: ['Firm Management', 'read'],
    response: ZMfaPolicy,
  }),
  putMfaPolicy: call({
    method: 'put',
    path: '/mfa/policy/{firmId}',
    tag: 'Users',
    summary: "Require (or stop requiring) an authenticator code at sign-in for the firm (Keel's extension)",
    permission: ['Firm Management', 'readWrite'],
    body: ZPutMfaPolicy,
    response: ZMfaPolicy,
  }),
  listOutbox: call({
    method: 'get',
    path: '/outbox/{firmId}',
    tag: 'Users',
    summary:
      "E-mails sent to the firm's people, newest first; held here when no SMTP server is set (Keel's extension)",
    permission: ['User', 'readWrite'],
    query: ZOutboxQuery,
    response: ZOutboxMessage,
    list: true,
  }),
} as const;
