import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../platform/db/connection';
import { createTestDatabase } from '../platform/testing/test-database';
import { createFirm, createUser, TEST_PASSWORD } from '../platform/testing/factories';
import { startKeel, type Keel } from '../start';
import { Browser, freePort } from '../testing/harness';

/**
 * A scaled deployment: IdP, BFF and platform each started alone (KEEL_PARTS) on their own port, over one
 * database, configured only through the environment as separate processes would be.
 */
let database: DatabaseHandle;
const parts: Keel[] = [];
let consoleUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await createFirm(database.db, 'ACME');
  await createUser(database.db, 'ACME', { email: 'ann@acme.test' });
  const [idpPort, bffPort, platformPort] = [await freePort(), await freePort(), await freePort()];
  consoleUrl = `http://127.0.0.1:${bffPort}`;
  const env = {
    HOST: '127.0.0.1',
    PUBLIC_URL: consoleUrl,
    OIDC_ISSUER_URL: `http://127.0.0.1:${idpPort}/oidc`,
    PLATFORM_API_URL: `http://127.0.0.1:${platformPort}`,
    PLATFORM_PORT: String(platformPort),
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  };
  for (const [part, port] of [
    ['platform', platformPort],
    ['idp', idpPort],
    ['bff', bffPort],
  ] as const) {
    parts.push(await startKeel(loadConfig({ ...env, KEEL_PARTS: part, PORT: String(port) }), { database }));
  }
});

afterAll(async () => {
  for (const part of parts) await part.close();
  await database?.close();
});

describe('parts run alone', () => {
  it('when IdP, BFF and platform are separate, then sign-in and proxied calls work end to end', async () => {
    const ann = new Browser(consoleUrl);
    const { url } = await ann.signIn('ann@acme.test', TEST_PASSWORD, '/clients');
    expect(url).toBe(`${consoleUrl}/clients`);
    expect((await ann.fetch('/api/auth/me')).status).toBe(200);
    expect((await ann.fetch('/api/proxy/client/ACME')).status).toBe(200);
  });

  it('when the BFF runs alone, then it serves no IdP paths', async () => {
    expect((await fetch(`${consoleUrl}/oidc/.well-known/openid-configuration`)).status).not.toBe(200);
  });

  it('when the IdP is down, then signing out still ends the console session', async () => {
    const ann = new Browser(consoleUrl);
    await ann.signIn('ann@acme.test', TEST_PASSWORD);
    const idp = parts[1];
    await idp.close();
    const res = await ann.fetch('/api/auth/logout', { method: 'POST', headers: ann.xsrf() });
    expect(res.status).toBe(200);
    expect((await ann.fetch('/api/auth/me')).status).toBe(204);
  });
});
