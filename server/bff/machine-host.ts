import { hostname as osHostname } from 'node:os';
import type { Request, RequestHandler } from 'express';
import type { Config } from '../config';

/**
 * Sign-in only completes on PUBLIC_URL's host: the IdP sends the browser back there, and the cookies the
 * BFF set when the sign-in started (on whatever host the browser used) are not sent to another host, so the
 * callback fails ("Sign-in did not complete"). On a developer's machine the console answers to several
 * names (localhost, 127.0.0.1, ::1, the machine's own name); a page load or a sign-in on one of the others
 * is sent to the same path on PUBLIC_URL before anything is stored. Only this machine's names move: a
 * firm's white-label host (firm_hostnames) is never redirected, since its branding is read from the host
 * the console is served on. In production PUBLIC_URL is trusted as it is and nothing is redirected.
 */

/** The names a browser on this machine may use for it, besides PUBLIC_URL's own. */
export function machineHostNames(machineName = osHostname()): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);
  const own = machineName.trim().toLowerCase();
  if (own) names.add(own);
  return names;
}

/** The whole 127.0.0.0/8 block is this machine too. */
const LOOPBACK_V4 = /^127(\.\d{1,3}){3}$/;

/** Page loads and the start of sign-in: what the browser shows or what stores sign-in state. */
function startsAPageOrSignIn(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path === '/api/auth/login') return true;
  return !/^\/(api|oidc)(\/|$)/.test(req.path);
}

export function machineHostRedirect(config: Config, machineNames = machineHostNames()): RequestHandler {
  const canonical = new URL(config.publicUrl).hostname.toLowerCase();
  const isOtherMachineName = (host: string) =>
    host !== canonical && (machineNames.has(host) || LOOPBACK_V4.test(host));
  return (req, res, next) => {
    if (config.production || !startsAPageOrSignIn(req)) return next();
    const host = (req.hostname ?? '').toLowerCase();
    if (!isOtherMachineName(host)) return next();
    res.redirect(302, `${config.publicUrl}${req.originalUrl}`);
  };
}
