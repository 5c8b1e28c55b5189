import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { BFF_MESSAGES, sendError } from './errors';

/** Spec §9: the double-submit cookie and header the console's HTTP client sends. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The IdP may post the authorization response back (form_post); it cannot know our token. */
const EXEMPT = new Set(['/api/auth/callback']);

/**
 * Double-submit XSRF protection: a random, script-readable cookie (SameSite=Strict) that the SPA echoes in
 * X-XSRF-TOKEN on every write under /api. Another site can make the browser send the cookie but can
 * neither read it nor set the header.
 */
export function xsrfProtection(opts: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    let cookie = readCookie(req);
    if (!cookie) {
      cookie = randomBytes(32).toString('base64url');
      res.cookie(XSRF_COOKIE, cookie, {
        httpOnly: false,
        sameSite: 'strict',
        secure: opts.secure,
        path: '/',
      });
    }
    if (!UNSAFE.has(req.method) || !req.path.startsWith('/api/') || EXEMPT.has(req.path)) return next();
    if (!sameToken(req.get(XSRF_HEADER), readCookie(req))) return sendError(res, 403, BFF_MESSAGES.xsrf);
    next();
  };
}

function readCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[XSRF_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
}

function sameToken(header: string | undefined, cookie: string | undefined): boolean {
  if (!header || !cookie) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}
