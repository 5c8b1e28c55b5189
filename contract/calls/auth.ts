import { ZAuthenticate, ZAuthenticated, ZSession } from '../firm';
import { call } from './define';

/** Sign-in and session (spec §7 "Authentication and content"). */
export const authCalls = {
  authenticate: call({
    method: 'post',
    path: '/authenticate',
    tag: 'Authentication',
    summary: 'Exchange a firm user id and password for an api-token',
    anonymous: true,
    body: ZAuthenticate,
    response: ZAuthenticated,
  }),
  getSession: call({
    method: 'get',
    path: '/session',
    tag: 'Authentication',
    summary: 'The session the token belongs to',
    response: ZSession,
  }),
} as const;
