import type { Request, RequestHandler } from 'express';
import { auth } from 'express-openid-connect';
import type { Config } from '../config';

/** Twelve hours after sign-in the session ends however active the user is. */
export const ABSOLUTE_SESSION_SECONDS = 12 * 60 * 60;

/** What the encrypted session cookie holds: the token set, plus when the user signed in. */
export interface KeelSession {
  id_token?: string;
  access_token?: string;
  refresh_token?: string;
  token_type?: string;
  expires_at?: number;
  signedInAt?: number;
}

export function sessionOf(req: Request): KeelSession | undefined {
  const session = (req as unknown as { appSession?: KeelSession }).appSession;
  return session && session.id_token ? session : undefined;
}

/** Ends the session: the cookie is cleared when the response is written. */
export function endSession(req: Request): void {
  (req as unknown as { appSession?: KeelSession }).appSession = undefined;
}

/** When the session ends if nothing extends it: the rolling window, capped by the absolute limit. */
export function sessionExpiresAt(
  config: Config,
  session: KeelSession,
  nowSeconds = Math.floor(Date.now() / 1000),
): number {
  const rolling = nowSeconds + config.session.durationSeconds;
  return session.signedInAt ? Math.min(rolling, session.signedInAt + ABSOLUTE_SESSION_SECONDS) : rolling;
}

/**
 * express-openid-connect: OIDC code flow with PKCE against the configured issuer, session in an
 * encrypted cookie (any replica can read it; a restart keeps people signed in). Rolling: every /api
 * request extends it by SESSION_DURATION_SECONDS. Only the callback route is the library's own.
 */
export function sessionMiddleware(config: Config): RequestHandler {
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
      rollingDuration: config.session.durationSeconds,
      absoluteDuration: ABSOLUTE_SESSION_SECONDS,
      cookie: { sameSite: 'Lax' },
    },
    afterCallback: (_req, _res, session) => ({ ...session, signedInAt: Math.floor(Date.now() / 1000) }),
  });
}
