import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { ALL_SCOPES, type TScope } from '../../contract/permissions';
import type { Config } from '../config';
import type { DatabaseHandle } from '../platform/db/connection';
import { users } from '../platform/db/schema';
import { createTestDatabase } from '../platform/testing/test-database';
import { createFirm, createUser, TEST_PASSWORD } from '../platform/testing/factories';
import { startKeel, type Keel } from '../start';
import { Browser, freePort, testConfig } from '../testing/harness';
import { signOutGraceSeconds } from './session-cookie';

/**
 * Access-token refresh through the BFF. Only Date is faked (the whole process sees the same clock, IdP
 * included); timers and sockets stay real.
 */
let database: DatabaseHandle;
let config: Config;
let keel: Keel;

beforeAll(async () => {
  database = await createTestDatabase();
  await createFirm(database.db, 'ACME');
  config = await testConfig('memory://');
  keel = await startKeel(config, { database });
});

afterAll(async () => {
  await keel?.close();
  await database?.close();
});

afterEach(() => vi.useRealTimers());

const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

async function signedIn(email: string) {
  await createUser(database.db, 'ACME', { email });
  const browser = new Browser(config.publicUrl);
  await browser.signIn(email, TEST_PASSWORD);
  return browser;
}

describe('access-token refresh', () => {
  it('when calls with the same expiring session arrive together, then one refresh serves them all', async () => {
    const ann = await signedIn('ann@acme.test');
    const oldCookies = ann.jar.header();
    vi.useFakeTimers({ toFake: ['Date'] });
    later(560); // 40 s left on the 10-minute access token: inside the one-minute margin

    const both = await Promise.all([ann.fetch('/api/proxy/session'), ann.fetch('/api/proxy/session')]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);

    // A request still carrying the cookie from before the refresh reuses its result, not the spent token
    // (presenting a spent refresh token would make the IdP revoke the whole grant).
    const stale = await fetch(`${config.publicUrl}/api/proxy/session`, { headers: { cookie: oldCookies } });
    expect(stale.status).toBe(200);

    later(140); // the first access token has now expired; only a refreshed one can work
    expect((await ann.fetch('/api/proxy/session')).status).toBe(200);
    expect((await ann.fetch('/api/baq')).status).toBe(200);
  });

  it('when the user is suspended, then the next refresh ends the session with 401', async () => {
    const sue = await signedIn('sue@acme.test');
    await database.db.update(users).set({ status: 'Suspended' }).where(eq(users.email, 'sue@acme.test'));
    vi.useFakeTimers({ toFake: ['Date'] });
    later(570);

    const res = await sue.fetch('/api/proxy/session');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { errorMessage: string } }).error.errorMessage).toBe(
      MESSAGES.sessionExpired,
    );
    expect((await sue.fetch('/api/auth/me')).status).toBe(204);
  });

  it('when their permissions change, then /api/auth/me shows the new scopes from the next refresh on', async () => {
    const uma = await signedIn('uma@acme.test');
    const scopes = async () =>
      ((await (await uma.fetch('/api/auth/me')).json()) as { scopes: TScope[] }).scopes;
    expect(await scopes()).toEqual(ALL_SCOPES);
    const readOnly: TScope[] = [{ scope: 'Client', ranges: ['read'] }];
    await database.db.update(users).set({ scopes: readOnly }).where(eq(users.email, 'uma@acme.test'));
    vi.useFakeTimers({ toFake: ['Date'] });
    later(570);

    expect((await uma.fetch('/api/proxy/session')).status).toBe(200);
    expect(await scopes()).toEqual(readOnly);
  });

  it('when nothing happens for longer than the session duration, then the session is over (401)', async () => {
    const tom = await signedIn('tom@acme.test');
    vi.useFakeTimers({ toFake: ['Date'] });
    later(idleLimitSeconds() + 1); // past the duration and the BFF's sign-out grace
    expect((await tom.fetch('/api/baq')).status).toBe(401);
  });
});

describe('a slow platform', () => {
  let hanging: Server;
  let slowKeel: Keel;

  beforeAll(async () => {
    // Accepts and never answers; or, asked for /stalled, starts an answer and never finishes it; or, asked
    // for /dropped, starts one and drops the connection.
    hanging = createServer((req, res) => {
      if (!req.url?.startsWith('/stalled') && !req.url?.startsWith('/dropped')) return;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"data":');
      if (req.url.startsWith('/dropped')) setTimeout(() => res.socket?.destroy(), 20);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => hanging.listen(port, '127.0.0.1', resolve));
    const slow = await testConfig('memory://', {
      PLATFORM_API_URL: `http://127.0.0.1:${port}`,
      KEEL_PARTS: 'idp,bff',
    });
    slowKeel = await startKeel(slow, { database, proxyTimeoutMs: 300 });
    config = { ...config, publicUrl: slow.publicUrl };
  });

  afterAll(async () => {
    await slowKeel?.close();
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  });

  it.each([
    ['does not answer in time', 504, '/session'],
    ['starts an answer and stalls', 504, '/stalled'],
    ['drops the connection half way through an answer', 502, '/dropped'],
  ])('when the platform %s, then the proxy answers %i with the error body', async (_what, status, path) => {
    const ann = new Browser(config.publicUrl);
    await ann.signIn('ann@acme.test', TEST_PASSWORD);
    const res = await ann.fetch(`/api/proxy${path}`);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { statusCode: number } }).error.statusCode).toBe(status);
  });
});

/** How long the BFF keeps an idle session: the duration and the grace that lets the console's sign-out finish. */
function idleLimitSeconds() {
  return config.session.durationSeconds + signOutGraceSeconds(config.session.durationSeconds);
}
