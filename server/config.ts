import path from 'node:path';
import { z } from 'zod';
import { SESSION_DURATION_SECONDS_DEFAULT } from '../contract/theme';

/**
 * Every environment variable Keel reads, parsed and validated once at start (fail fast). Defaults give a
 * working demo on one machine; with NODE_ENV=production Keel refuses to start on a default secret.
 */
const DEV_SECRETS = {
  SESSION_SECRET: 'keel-dev-session-secret-not-for-production',
  OIDC_CLIENT_SECRET: 'keel-dev-client-secret-not-for-production',
  PLATFORM_TOKEN_SECRET: 'keel-dev-platform-token-secret-not-for-production',
  CLIENT_AUTH_SECRET: 'keel-dev-client-auth-secret-not-for-production',
} as const;

const PARTS = ['idp', 'bff', 'platform'] as const;
export type Part = (typeof PARTS)[number];

const port = z.coerce.number().int().min(0).max(65535);
const url = z.url().transform((u) => u.replace(/\/+$/, ''));

const ZEnv = z.object({
  NODE_ENV: z.string().default('development'),
  /** The environment name the console shows (GET /api/env); "local" turns monitoring off. */
  KEEL_ENV: z.string().default('local'),
  KEEL_PARTS: z
    .string()
    .default(PARTS.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(PARTS)).min(1)),
  PORT: port.default(3000),
  PLATFORM_PORT: port.default(3001),
  HOST: z.string().default('0.0.0.0'),
  /** The console's public origin, used for OIDC redirects; defaults to http://localhost:PORT. */
  PUBLIC_URL: url.optional(),
  /** PostgreSQL's address; unset: the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'Must be a postgres:// URL' }).optional(),
  DATA_DIR: z.string().default('./data'),
  /** Where the BFF sends /api/proxy calls; defaults to this machine's platform part. */
  PLATFORM_API_URL: url.optional(),
  /** Issuer the BFF signs users in with and the platform trusts; defaults to the embedded IdP. */
  OIDC_ISSUER_URL: url.optional(),
  OIDC_CLIENT_ID: z.string().default('keel-console'),
  OIDC_CLIENT_SECRET: z.string().min(16).default(DEV_SECRETS.OIDC_CLIENT_SECRET),
  /** Audience (resource indicator) of the access tokens the platform accepts from the issuer. */
  PLATFORM_AUDIENCE: z.string().default('urn:keel:platform'),
  SESSION_SECRET: z.string().min(32).default(DEV_SECRETS.SESSION_SECRET),
  SESSION_DURATION_SECONDS: z.coerce.number().int().min(1).default(SESSION_DURATION_SECONDS_DEFAULT),
  PLATFORM_TOKEN_SECRET: z.string().min(32).default(DEV_SECRETS.PLATFORM_TOKEN_SECRET),
  PLATFORM_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  /** The value of x-seccl-client-auth: what a trusted front end (the BFF) shows to look up hostnames. */
  CLIENT_AUTH_SECRET: z.string().min(32).default(DEV_SECRETS.CLIENT_AUTH_SECRET),
  /**
   * The length of a scheduled-run slot: how often each firm's due regular payments, pension income and
   * Placed orders are run (a `scheduledRun` job on the queue, decision 1002); 0 turns the schedule off.
   */
  DEALING_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  /**
   * Whether the simulated bank feed may run at all (firms still turn it on in their configuration):
   * on|off; default off when NODE_ENV=production, so production never simulates money by accident.
   */
  BANK_FEED_SIMULATOR: z.enum(['on', 'off']).optional(),
  /**
   * Whether the transfer counterparty simulator may run at all (firms still turn it on with the
   * `transferSimulator` setting; docs/decisions/0801): on|off; default off when NODE_ENV=production.
   */
  TRANSFER_SIMULATOR: z.enum(['on', 'off']).optional(),
  /** Seed the demo firms on first start. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Password of the demo users; generated and printed at first start when unset. */
  DEMO_PASSWORD: z.string().min(8).optional(),
  /** Error reporter address; monitoring is on only when set and the host is not local. */
  MONITORING_DSN: z.string().optional(),
  /**
   * Address provider for POST /addresslookup: a URL with {postCode} in it, answering the contract in
   * docs/operations.md. Unset: addresses already on file in the firm.
   */
  ADDRESS_LOOKUP_URL: z.url().optional(),
  ADDRESS_LOOKUP_API_KEY: z.string().optional(),
  /** SMTP server for outgoing e-mail (smtp:// or smtps://, credentials in the URL); unset: the outbox holds it. */
  SMTP_URL: z.url().optional(),
  /** The sender of Keel's e-mails. */
  MAIL_FROM: z.string().min(3).default('Keel <no-reply@keel.invalid>'),
  /** Encrypts TOTP secrets at rest (decision 0503); unset: derived from SESSION_SECRET. */
  MFA_ENCRYPTION_KEY: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * Configuration a person must fix: one line per problem, each naming its variable, so the process can
 * print them and exit without a stack trace (which says nothing about the environment).
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** "PORT: Must be a number (got "abc")": the variable, zod's reason, and the value unless it is a secret. */
function describeIssue(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  const name = issue.path.join('.');
  const value = env[name];
  const secret = /SECRET|KEY|PASSWORD|DSN/.test(name);
  const shown = value !== undefined && !secret ? ` (got ${JSON.stringify(value)})` : '';
  return `${name}: ${issue.message}${shown}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => describeIssue(i, env)));
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production) {
    const defaulted = (Object.keys(DEV_SECRETS) as (keyof typeof DEV_SECRETS)[]).filter(
      (k) => e[k] === DEV_SECRETS[k],
    );
    if (defaulted.length)
      throw new ConfigError(
        defaulted.map((k) => `${k}: is the development default; set your own secret for NODE_ENV=production`),
      );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    production,
    env: e.KEEL_ENV,
    parts: new Set<Part>(e.KEEL_PARTS),
    host: e.HOST,
    port: e.PORT,
    platformPort: e.PLATFORM_PORT,
    publicUrl,
    database: {
      url: e.DATABASE_URL,
      // 'memory://' is PGlite's in-memory database, not a path.
      dataDir: e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    },
    platformApiUrl: e.PLATFORM_API_URL ?? `http://127.0.0.1:${e.PLATFORM_PORT}`,
    oidc: {
      issuerUrl: e.OIDC_ISSUER_URL ?? `${publicUrl}/oidc`,
      /** True when the embedded IdP is the issuer (it runs in this deployment). */
      embedded: !e.OIDC_ISSUER_URL,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      audience: e.PLATFORM_AUDIENCE,
    },
    session: { secret: e.SESSION_SECRET, durationSeconds: e.SESSION_DURATION_SECONDS },
    platformToken: { secret: e.PLATFORM_TOKEN_SECRET, ttlSeconds: e.PLATFORM_TOKEN_TTL_SECONDS },
    clientAuth: { secret: e.CLIENT_AUTH_SECRET },
    dealingIntervalSeconds: e.DEALING_INTERVAL_SECONDS,
    bankFeedSimulator: (e.BANK_FEED_SIMULATOR ?? (production ? 'off' : 'on')) === 'on',
    transferSimulator: (e.TRANSFER_SIMULATOR ?? (production ? 'off' : 'on')) === 'on',
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    monitoringDsn: e.MONITORING_DSN,
    addressLookup: { url: e.ADDRESS_LOOKUP_URL, apiKey: e.ADDRESS_LOOKUP_API_KEY },
    /** Password links point at the embedded IdP's pages, under the issuer's path. */
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, linkBase: e.OIDC_ISSUER_URL ?? `${publicUrl}/oidc` },
    mfa: { encryptionKey: e.MFA_ENCRYPTION_KEY ?? e.SESSION_SECRET },
    logLevel: e.LOG_LEVEL,
  };
}
