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
    },
  };
}
