import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { HOME, safeReturnPath } from '../../contract/returnPath';
import type { Logger } from '../log';
import type { SessionEnder } from './ended-sessions';
import { BFF_MESSAGES, sendError } from './errors';
import { mustReauthenticate } from './session';
import { clearSession, sessionOf } from './session-state';

const FIRM_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** The current user, from the ID token's claims (spec: session data userId, firmId, nodeId, scopes, user). */
export function currentUser(req: Request) {
  const claims = req.oidc.idTokenClaims as Record<string, unknown> | undefined;
  if (!sessionOf(req) || !claims) return undefined;
  const userId = String(claims.user_id ?? claims.sub);
  return {
    userId,
    firmId: claims.firm_id as string,
    nodeId: claims.node_id as string,
    scopes: Array.isArray(claims.scopes) ? claims.scopes : [],
    user: {
      id: userId,
      name: claims.name as string | undefined,
      email: claims.email as string | undefined,
      userType: (claims.user_type as string | undefined) ?? 'User',
    },
  };
}

export function authRoutes(sessions: SessionEnder): Router {
  const router = Router();

  router.get('/api/auth/login', (req, res) => {
    const returnTo = safeReturnPath(req.query.returnTo ?? req.query.returnUrl);
    const firmId =
      typeof req.query.firmId === 'string' && FIRM_ID.test(req.query.firmId) ? req.query.firmId : undefined;
    const authorizationParams = {
      ...(firmId ? { firm_hint: firmId } : {}),
      ...(mustReauthenticate(req) ? { prompt: 'login' } : {}),
    };
    void res.oidc.login({ returnTo, authorizationParams });
  });

  // Sign-out is a POST carrying the XSRF header (xsrfProtection has checked it before this): a link or
  // form on another site can make the browser ask, but cannot send the header (decision 0105). With no
  // session there is nothing to end here, and the IdP could not sign out by itself without the ID token:
  // it would ask "sign out?". Go home instead. The session is recorded as ended before the library
  // clears it, so a response still in flight cannot bring it back.
  router.post('/api/auth/logout', async (req, res) => {
    const session = sessionOf(req);
    if (!session) return sendDestination(req, res, HOME);
    await sessions.record(session);
    redirectAsDestination(req, res);
    void res.oidc.logout({ returnTo: HOME });
  });

  router.all('/api/auth/logout', (_req, res) => {
    res.set('Allow', 'POST');
    sendError(res, 405, BFF_MESSAGES.signOutNeedsPost);
  });

  router.get('/api/auth/me', (req, res) => {
    res.set('Cache-Control', 'no-store');
    const me = currentUser(req);
    if (!me) return void res.status(204).end();
    res.json(me);
  });

  return router;
}

/**
 * Sign-in and sign-out failures (IdP unreachable, a refused or replayed callback) send the browser to the
 * console's sign-in page with an error code; a failed sign-out still signs out here (the logout route has
 * already recorded the session as ended).
 */
export function authErrorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent || !req.path.startsWith('/api/auth/')) return next(err);
    if (req.path === '/api/auth/logout') {
      log.warn('IdP logout unavailable; signed out locally', { err });
      clearSession(req);
      return sendDestination(req, res, HOME);
    }
    const code =
      typeof err?.error === 'string' && /^[a-z_]{1,40}$/.test(err.error) ? err.error : 'sign_in_failed';
    log.warn('Sign-in failed', { err, code, path: req.path });
    res.redirect(`/auth/signin?error=${code}`);
  };
}

/**
 * Where the browser goes after sign-out: {redirectTo} as JSON for the console's fetch (which cannot follow
 * a redirect to the IdP on another origin and land the page there), a 303 for anything that wants a page.
 */
function sendDestination(req: Request, res: Response, redirectTo: string): void {
  if (req.accepts(['json', 'html']) === 'json') return void res.json({ redirectTo });
  res.redirect(303, redirectTo);
}

/** express-openid-connect ends its session with res.redirect(end-session URL); answer it as a destination. */
function redirectAsDestination(req: Request, res: Response): void {
  const redirect = res.redirect.bind(res);
  res.redirect = ((...args: unknown[]) => {
    res.redirect = redirect;
    sendDestination(req, res, String(args[args.length - 1]));
  }) as Response['redirect'];
}
