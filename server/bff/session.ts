import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { auth } from 'express-openid-connect';
import { safeReturnPath } from '../../contract/returnPath';
import type { Config } from '../config';
import type { SessionEnder } from './ended-sessions';
import { signOutGraceSeconds } from './session-cookie';
import { ABSOLUTE_SESSION_SECONDS, sessionOf, type KeelSession } from './session-state';

/**
 * Set at sign-in and kept well beyond the session: a browser that has it but no live session had a
 * session that ended (expired, signed out, refused), so its next sign-in asks for the password again
 * instead of slipping through on a still-live IdP session.
 */
export const REAUTHENTICATE_COOKIE = 'keel_reauth';
const REAUTHENTICATE_DAYS = 30;

/** When the session ends if nothing extends it: the rolling window, capped by the absolute limit. */
export function sessionExpiresAt(
  config: Config,
  session: KeelSession,
  nowSeconds = Math.floor(Date.now() / 1000),
): number {
  const rolling = nowSeconds + config.session.durationSeconds;
  return session.signedInAt ? Math.min(rolling, session.signedInAt + ABSOLUTE_SESSION_SECONDS) : rolling;
}

/** Whether the next authorisation request must make the user sign in again (prompt=login). */
export function mustReauthenticate(req: Request): boolean {
  const cookies = req.cookies as Record<string, unknown> | undefined;
  return !sessionOf(req) && Boolean(cookies?.[REAUTHENTICATE_COOKIE]);
}

function rememberSignIn(res: Response, config: Config) {
  res.cookie(REAUTHENTICATE_COOKIE, '1', {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/api/auth',
    maxAge: REAUTHENTICATE_DAYS * 24 * 60 * 60 * 1000,
  });
}

/**
 * express-openid-connect: OIDC code flow with PKCE against the configured issuer, session in an
 * encrypted cookie (any replica can read it; a restart keeps people signed in). Rolling: every /api
 * request extends it by SESSION_DURATION_SECONDS. Only the callback route is the library's own. Each
 * sign-in gives the session a new id; a session it replaces is recorded as ended.
 */
export function sessionMiddleware(config: Config, sessions: SessionEnder): RequestHandler {
  return auth({
    authRequired: false,
    issuerBaseURL: config.oidc.issuerUrl,
    baseURL: config.publicUrl,
    clientID: config.oidc.clientId,
    clientSecret: config.oidc.clientSecret,
    secret: config.session.secret,
    idpLogout: true,
    enableTelemetry: false,
    routes: { login: false, logout: false, callback: '/api/auth/callback' },
    authorizationParams: {
      response_type: 'code',
      scope: 'openid profile email offline_access',
      resource: config.oidc.audience,
    },
    session: {
      rolling: true,
      rollingDuration: config.session.durationSeconds + signOutGraceSeconds(config.session.durationSeconds),
      absoluteDuration: ABSOLUTE_SESSION_SECONDS,
      cookie: { sameSite: 'Lax' },
    },
    // The return path (decision 0105) is checked where it is stored, whoever starts the sign-in ...
    getLoginState: (_req, options) => ({ returnTo: safeReturnPath(options.returnTo) }),
    afterCallback: async (req, res, session, state) => {
      // ... and again where the library uses it (it redirects to state.returnTo after this hook): a
      // sign-in begun on an older replica, or state that came any other way, cannot leave the site.
      if (state && typeof state === 'object') state.returnTo = safeReturnPath(state.returnTo);
      // The library has merged the new tokens into the previous session, whose id is still there.
      const previous = sessionOf(req);
      if (previous) await sessions.record(previous);
      rememberSignIn(res, config);
      return {
        ...session,
        sessionId: randomBytes(18).toString('base64url'),
        signedInAt: Math.floor(Date.now() / 1000),
      };
    },
  });
}
