import { Router } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import type { Logger } from '../log';
import type { Database } from '../platform/identity';
import { pruneExpiredPayloads } from './adapter';
import { assetRoutes } from './assets';
import { interactionRoutes } from './interactions';
import { loadSigningKeys } from './keys';
import { passwordPageRoutes } from './password-pages';
import { pruneSignInFailures } from '../platform/identity';
import { createSecretBox } from '../platform/identity';
import { pruneExpiredTokens } from '../platform/identity';
import { createMailer } from '../platform/identity';
import { createProvider, issuerPath } from './provider';

export interface Idp {
  /** Mount at `path` on the console's listener. */
  path: string;
  router: Router;
  close(): void;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The embedded OpenID provider (oidc-provider) with its sign-in pages, for mounting into Express at the
 * issuer's path. Signing keys and all state are in the database, so any replica can answer.
 */
export async function createIdp(config: Config, db: Database, log: Logger): Promise<Idp> {
  const keys = await loadSigningKeys(db);
  const provider = createProvider(config, db, keys);
  provider.on('server_error', (_ctx, err) => log.error('IdP server error', { err }));
  const base = issuerPath(config);

  const router = Router();
  router.use(securityHeaders(config));
  router.use(assetRoutes(db));
  const box = createSecretBox(config.mfa.encryptionKey);
  router.use(interactionRoutes({ provider, db, config, log, base, box }));
  const mailer = createMailer(config.mail, db, log);
  router.use(passwordPageRoutes({ db, mailer, base, publicUrl: config.publicUrl, log }));
  router.use(provider.callback());

  await prune(db).catch((err) => log.warn('Could not prune IdP storage', { err }));
  const timer = setInterval(() => void prune(db).catch(() => undefined), PRUNE_EVERY_MS);
  timer.unref();
  return { path: base || '/', router, close: () => clearInterval(timer) };
}

/** oidc-provider's expired state, finished lock-out counts and expired password links. */
async function prune(db: Database) {
  await pruneExpiredPayloads(db);
  await pruneSignInFailures(db);
  await pruneExpiredTokens(db);
}

/**
 * A strict CSP for every IdP page: only our own stylesheet and script; forms may post to us and to the
 * console (the redirect after sign-in and sign-out lands there). oidc-provider adds the hash of its own
 * auto-submit script to script-src when it needs one.
 */
function securityHeaders(config: Config) {
  const console = new URL(config.publicUrl).origin;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'", console],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    // Discovery and JWKS are read by other origins' servers, and by nobody's browser across origins.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
