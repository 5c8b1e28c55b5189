import { Router, type ErrorRequestHandler, type Request } from 'express';
import type { Config } from '../config';
import type { Logger } from '../log';
import type { SessionEnder } from './ended-sessions';
import { clearSession, mustReauthenticate, sessionOf } from './session';

const FIRM_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Where to go after sign-in: a same-origin path only ("/clients?x=1"), never another site
 * ("//evil.example", "https://…", "/\\evil"). Anything else is "/".
 */
export function safeReturnPath(value: unknown, publicUrl: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return '/';
  try {
    const origin = new URL(publicUrl).origin;
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

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

export function authRoutes(config: Config, sessions: SessionEnder): Router {
  const router = Router();

  router.get('/api/auth/login', (req, res) => {
    const returnTo = safeReturnPath(req.query.returnTo ?? req.query.returnUrl, config.publicUrl);
    const firmId =
      typeof req.query.firmId === 'string' && FIRM_ID.test(req.query.firmId) ? req.query.firmId : undefined;
    const authorizationParams = {
      ...(firmId ? { firm_hint: firmId } : {}),
      ...(mustReauthenticate(req) ? { prompt: 'login' } : {}),
    };
    void res.oidc.login({ returnTo, authorizationParams });
  });

  // With no session there is nothing to end here, and the IdP could not sign out by itself without the
  // ID token: it would ask "sign out?". Go home instead. The session is recorded as ended before the
  // library clears it, so a response still in flight cannot bring it back.
  router.get('/api/auth/logout', async (req, res) => {
    const session = sessionOf(req);
    if (!session) return void res.redirect('/');
    await sessions.record(session);
    void res.oidc.logout({ returnTo: '/' });
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
      return res.redirect('/');
    }
    const code =
      typeof err?.error === 'string' && /^[a-z_]{1,40}$/.test(err.error) ? err.error : 'sign_in_failed';
    log.warn('Sign-in failed', { err, code, path: req.path });
    res.redirect(`/auth/signin?error=${code}`);
  };
}
