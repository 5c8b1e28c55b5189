import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { Config } from '../config';
import type { Logger } from '../log';
import { authErrorHandler, authRoutes } from './auth-routes';
import { brandingRoutes } from './branding';
import { compressApiAnswers } from './compression';
import { rememberedBriefly, sessionEnder, type EndedSessions } from './ended-sessions';
import { BFF_MESSAGES, errorHandler, sendError } from './errors';
import { machineHostRedirect } from './machine-host';
import { noStoreOnApi } from './no-store';
import { proxyRoutes } from './proxy';
import { securityHeaders } from './security';
import { sessionMiddleware } from './session';
import { steadySessionCookie } from './session-cookie';
import { shellRoutes } from './shell-routes';
import { spaRoutes } from './spa';
import { createTokenKeeper } from './token-keeper';
import { xsrfProtection } from './xsrf';

export interface BffOptions {
  log: Logger;
  /** Where the built SPA is; defaults to dist/client. */
  clientDir?: string;
  /** How long a proxied platform call may take before a 504 (default 30 s). */
  proxyTimeoutMs?: number;
  /** Where sign-outs are remembered: the database when the BFF has one (every replica sees them). */
  endedSessions: EndedSessions;
}

/**
 * The back-end-for-frontend: sign-in (OIDC code flow), the cookie session, the shell's /api helpers, the
 * /api/proxy to the platform with the user's access token, XSRF checks, and the built SPA.
 */
export function createBffApp(config: Config, opts: BffOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  // Not a store round trip per request: this replica remembers briefly what the store said (0106).
  const sessions = sessionEnder(rememberedBriefly(opts.endedSessions), opts.log);
  const tokens = createTokenKeeper(opts.log, sessions);
  const session = sessionMiddleware(config, sessions);

  app.use(machineHostRedirect(config));
  app.use(securityHeaders(config));
  app.use(noStoreOnApi);
  app.use(compressApiAnswers());
  app.use(cookieParser());
  app.use(xsrfProtection({ secure: config.publicUrl.startsWith('https:') }));
  const cookie = steadySessionCookie(config.session.durationSeconds);
  app.use(onlyUnder('/api/', cookie.watch));
  app.use(onlyUnder('/api/', session));
  app.use(onlyUnder('/api/', cookie.remember));
  app.use(onlyUnder('/api/', sessions.refuseEnded));
  // The proxy comes before any body parser: the request body streams to the platform as it came.
  app.use(
    '/api/proxy',
    proxyRoutes(
      { target: config.platformApiUrl, timeoutMs: opts.proxyTimeoutMs ?? 30_000 },
      tokens,
      opts.log,
    ),
  );
  app.use(authRoutes(sessions));
  app.use(shellRoutes(config, tokens));
  app.use(brandingRoutes(config, opts.log));
  app.use('/api', (_req, res) => sendError(res, 404, BFF_MESSAGES.notFound));
  app.use(spaRoutes(opts.clientDir));
  app.use(authErrorHandler(opts.log));
  app.use(errorHandler(opts.log));
  return app;
}

/** The session (cookie decryption, rolling re-issue) only where it is used: under /api. */
function onlyUnder(prefix: string, handler: RequestHandler): RequestHandler {
  return (req, res, next) => (req.path.startsWith(prefix) ? handler(req, res, next) : next());
}
