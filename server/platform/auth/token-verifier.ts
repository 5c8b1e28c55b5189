import { SignJWT, createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';

/**
 * The two kinds of token the platform accepts: its own (HS256, issued by POST /authenticate to machine
 * clients and scripts) and access tokens from the configured OIDC issuer (verified against its JWKS).
 * Both carry the firm and the user; permissions are read fresh from the database on every call.
 */
export const PLATFORM_ISSUER = 'keel-platform';

export interface TokenClaims {
  firmId: string;
  userId: string;
}

export interface TokenVerifier {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
}

export interface TokenOptions {
  secret: string;
  ttlSeconds: number;
  oidc: { issuerUrl: string; audience: string };
}

export function createTokenVerifier(opts: TokenOptions): TokenVerifier {
  const key = new TextEncoder().encode(opts.secret);
  let jwks: JWTVerifyGetKey | undefined;
  const verified = new Map<string, { claims: TokenClaims; until: number }>();

  const issuerKeys = async (): Promise<JWTVerifyGetKey> => {
    if (jwks) return jwks;
    const res = await fetch(`${opts.oidc.issuerUrl}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`OIDC discovery failed with ${res.status}`);
    const { jwks_uri } = (await res.json()) as { jwks_uri: string };
    jwks = createRemoteJWKSet(new URL(jwks_uri));
    return jwks;
  };

  return {
    sign: ({ firmId, userId }) =>
      new SignJWT({ firm_id: firmId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(PLATFORM_ISSUER)
        .setAudience(PLATFORM_ISSUER)
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${opts.ttlSeconds}s`)
        .sign(key),

    async verify(token) {
      const known = verified.get(token);
      if (known && known.until > Date.now()) return known.claims;
      const claims = await verifyNow(token);
      remember(token, claims);
      return claims;
    },
  };

  async function verifyNow(token: string): Promise<TokenClaims> {
    const { iss } = decodeJwt(token);
    const { payload } =
      iss === PLATFORM_ISSUER
        ? await jwtVerify(token, key, {
            issuer: PLATFORM_ISSUER,
            audience: PLATFORM_ISSUER,
            algorithms: ['HS256'],
          })
        : await jwtVerify(token, await issuerKeys(), {
            issuer: opts.oidc.issuerUrl,
            audience: opts.oidc.audience,
          });
    const firmId = payload.firm_id;
    const userId = payload.user_id ?? payload.sub;
    if (typeof firmId !== 'string' || typeof userId !== 'string')
      throw new Error('Token lacks firm_id or sub');
    return { firmId, userId };
  }

  /**
   * A token once verified is remembered until it expires, for a minute at most (decision 0106): the same
   * token comes with every call of a session, and nothing about a signed token can change before its
   * expiry. Whether its user may still act is read fresh from the database on every call (loadCaller).
   */
  function remember(token: string, claims: TokenClaims) {
    const exp = decodeJwt(token).exp;
    const until = Math.min(Date.now() + VERIFIED_FOR_MS, typeof exp === 'number' ? exp * 1000 : 0);
    if (verified.size >= MAX_VERIFIED) {
      const now = Date.now();
      for (const [t, v] of verified) if (v.until <= now) verified.delete(t);
      if (verified.size >= MAX_VERIFIED) verified.clear();
    }
    verified.set(token, { claims, until });
  }
}

const VERIFIED_FOR_MS = 60_000;
const MAX_VERIFIED = 10_000;
