import { hkdfSync } from 'node:crypto';
import Provider, {
  errors,
  type Configuration,
  type KoaContextWithOIDC,
  type ResourceServer,
} from 'oidc-provider';
import type { JWK } from 'jose';
import type { Config } from '../config';
import type { Database } from '../platform/identity';
import { DatabaseAdapter } from './adapter';
import { findAccount, findActiveUser, platformClaimsOf } from './accounts';
import { PRODUCT_THEME } from './theme';
import { logoutPage, messagePage } from './views';

/** How long each artefact lives. Access tokens are short; the BFF refreshes them a minute before expiry. */
export const TTL = {
  accessToken: 10 * 60,
  authorizationCode: 60,
  idToken: 60 * 60,
  interaction: 30 * 60,
  /** Matches the BFF's absolute session: twelve hours after sign-in, everyone signs in again. */
  session: 12 * 60 * 60,
} as const;

/** The issuer's path ("/oidc"): where the provider and our interaction pages are mounted. */
export const issuerPath = (config: Config) => new URL(config.oidc.issuerUrl).pathname.replace(/\/+$/, '');

/** oidc-provider signs its cookies; the keys derive from SESSION_SECRET so they survive restarts. */
function cookieKeys(secret: string): string[] {
  return [
    Buffer.from(hkdfSync('sha256', secret, 'keel-idp', 'oidc-provider cookie keys', 32)).toString(
      'base64url',
    ),
  ];
}

export function createProvider(config: Config, db: Database, keys: JWK[]): Provider {
  const provider = new Provider(config.oidc.issuerUrl, buildConfiguration(config, db, keys));
  // Behind a TLS-terminating proxy the request arrives as http; trust X-Forwarded-Proto for secure cookies.
  provider.proxy = true;
  return provider;
}

function buildConfiguration(config: Config, db: Database, keys: JWK[]): Configuration {
  const base = issuerPath(config);
  return {
    adapter: (name: string) => new DatabaseAdapter(db, name),
    jwks: { keys } as Configuration['jwks'],
    clients: [firstPartyClient(config)],
    findAccount: (_ctx, id) => findAccount(db, id),
    claims: {
      openid: ['sub'],
      profile: ['name', 'user_type', 'firm_id', 'node_id', 'user_id', 'scopes'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    extraParams: ['firm_hint'],
    pkce: { required: () => true },
    cookies: cookies(config),
    interactions: { url: (_ctx, interaction) => `${base}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: resourceIndicators(config),
      rpInitiatedLogout: logoutPages(config, base),
    },
    extraTokenClaims: (_ctx, token) => platformTokenClaims(db, token),
    // OIDC drops offline_access unless prompt=consent; the console must not show a consent screen, and
    // its refresh tokens are bound to the IdP session anyway, so it gets them without offline_access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Tokens end with the IdP session: signing out at the IdP revokes the refresh token as well.
    expiresWithSession: async () => true,
    rotateRefreshToken: true,
    ttl: {
      AccessToken: TTL.accessToken,
      AuthorizationCode: TTL.authorizationCode,
      IdToken: TTL.idToken,
      Interaction: TTL.interaction,
      Session: TTL.session,
      Grant: TTL.session,
      RefreshToken: refreshTokenTtl,
    },
    renderError: (ctx, out) => renderError(ctx, base, config, out),
  };
}

function cookies(config: Config): Configuration['cookies'] {
  const secure = config.publicUrl.startsWith('https:');
  return {
    keys: cookieKeys(config.session.secret),
    names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_interaction_resume' },
    long: { httpOnly: true, sameSite: 'lax', secure },
    short: { httpOnly: true, sameSite: 'lax', secure },
  };
}

function logoutPages(config: Config, base: string) {
  return {
    enabled: true,
    // oidc-provider has already verified an id_token_hint when one is present.
    logoutSource: (ctx: KoaContextWithOIDC, form: string) =>
      void (ctx.body = logoutPage(base, PRODUCT_THEME, form, Boolean(ctx.oidc.params?.id_token_hint))),
    postLogoutSuccessSource: (ctx: KoaContextWithOIDC) =>
      void (ctx.body = messagePage(
        base,
        PRODUCT_THEME,
        'Signed out',
        'You have signed out.',
        `${config.publicUrl}/`,
      )),
  };
}

function firstPartyClient(config: Config) {
  return {
    client_id: config.oidc.clientId,
    client_secret: config.oidc.clientSecret,
    client_name: 'Keel console',
    redirect_uris: [`${config.publicUrl}/api/auth/callback`],
    post_logout_redirect_uris: [`${config.publicUrl}/`],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'] as ['code'],
    token_endpoint_auth_method: 'client_secret_basic' as const,
  };
}

/** The platform is the one resource server: JWT access tokens with its audience, whatever was asked for. */
function resourceIndicators(config: Config) {
  const audience = config.oidc.audience;
  return {
    enabled: true,
    defaultResource: async () => audience,
    useGrantedResource: async () => true,
    getResourceServerInfo: async (_ctx: KoaContextWithOIDC, indicator: string): Promise<ResourceServer> => {
      if (indicator !== audience) throw new errors.InvalidTarget();
      return {
        scope: '',
        audience,
        accessTokenTTL: TTL.accessToken,
        accessTokenFormat: 'jwt',
        jwt: { sign: { alg: 'RS256' } },
      };
    },
  };
}

async function platformTokenClaims(db: Database, token: { kind: string; accountId?: string; aud?: unknown }) {
  if (token.kind !== 'AccessToken' || !token.accountId || !token.aud) return undefined;
  const user = await findActiveUser(db, token.accountId);
  return user ? platformClaimsOf(user) : undefined;
}

/** A rotated refresh token keeps the original's end, so rotation never extends a sign-in. */
function refreshTokenTtl(ctx: KoaContextWithOIDC): number {
  const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
  return rotated ? Math.max(rotated.remainingTTL, 1) : TTL.session;
}

function renderError(
  ctx: KoaContextWithOIDC,
  base: string,
  config: Config,
  out: errors.OIDCProviderError | object,
) {
  const { error, error_description } = out as { error?: string; error_description?: string };
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  const message =
    error === 'invalid_request' || !error_description
      ? 'Something went wrong while signing you in.'
      : error_description;
  ctx.body = messagePage(base, PRODUCT_THEME, 'Sign-in problem', message, `${config.publicUrl}/`);
}
