import { asc } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../platform/identity';
import { signingKeys } from '../platform/identity';

/**
 * The IdP's signing keys live in the database, so ID and access tokens issued before a restart, or by
 * another replica, still verify. The first start generates one RS256 key. Keys are returned oldest first
 * and oidc-provider signs with the first: replicas that raced to create a key all sign with the same one.
 */
export async function loadSigningKeys(db: Database): Promise<JWK[]> {
  const existing = await readKeys(db);
  if (existing.length) return existing;
  const jwk = await generateSigningKey();
  await db
    .insert(signingKeys)
    .values({ kid: jwk.kid!, jwk: jwk as Record<string, unknown> })
    .onConflictDoNothing();
  return readKeys(db);
}

async function readKeys(db: Database): Promise<JWK[]> {
  const rows = await db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
  return rows.map((r) => r.jwk as JWK);
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}
