import type { RequestHandler, Response } from 'express';
import { loadCaller, type Caller } from '../auth/caller';
import type { PlatformDeps } from '../deps';
import { unauthorised } from '../errors';

/** Reads `api-token` (or `Authorization: Bearer`), verifies it, and loads the caller. 401 otherwise. */
export function authenticate(deps: PlatformDeps): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('api-token') ?? req.get('authorization')?.replace(/^Bearer\s+/i, '');
    if (!header) throw unauthorised('An api-token header is required');
    const claims = await deps.tokens.verify(header).catch(() => undefined);
    if (!claims) throw unauthorised('The api-token is invalid or has expired');
    const caller = await loadCaller(deps.db, claims.firmId, claims.userId);
    if (!caller) throw unauthorised('The api-token is invalid or has expired');
    res.locals.caller = caller;
    next();
  };
}

export function callerOf(res: Response): Caller {
  return res.locals.caller as Caller;
}
