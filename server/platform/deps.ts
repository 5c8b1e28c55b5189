import type { Config } from '../config';
import { createLogger, type Logger } from '../log';
import { createTokenVerifier, type TokenVerifier } from './auth/token-verifier';
import { addressService, addressesOnFile, type AddressProvider } from './addresses/providers';
import type { Database } from './db/connection';
import { createMailer, type Mailer } from './outbox/mailer';

/** What the platform's routes and services are built from; tests build it over a fresh database. */
export interface PlatformDeps {
  db: Database;
  tokens: TokenVerifier;
  log: Logger;
  config: Pick<Config, 'production' | 'env' | 'clientAuth'>;
  addresses: AddressProvider;
  /** Sends e-mail by SMTP, or holds it in the outbox when SMTP_URL is unset. */
  mailer: Mailer;
}

/** Builds the platform's dependencies from configuration and an open database. */
export function buildPlatformDeps(
  config: Config,
  db: Database,
  log = createLogger('platform', config.logLevel),
): PlatformDeps {
  const tokens = createTokenVerifier({
    secret: config.platformToken.secret,
    ttlSeconds: config.platformToken.ttlSeconds,
    oidc: { issuerUrl: config.oidc.issuerUrl, audience: config.oidc.audience },
  });
  const { url, apiKey } = config.addressLookup;
  const addresses = url ? addressService({ url, apiKey }) : addressesOnFile(db);
  return { db, tokens, log, config, addresses, mailer: createMailer(config.mail, db, log) };
}
