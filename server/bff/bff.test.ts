import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import type { Config } from '../config';
import { openDatabase } from '../platform/db/connection';
import { createFirm, createUser, TEST_PASSWORD } from '../platform/testing/factories';
import { startKeel, type Keel } from '../start';
import { Browser, testConfig } from '../testing/harness';

/**
 * The console as a browser sees it: one process with IdP, BFF and platform on a temporary on-disk
 * database, signed in through the real OIDC code flow.
 */
let dataDir: string;
let config: Config;
let keel: Keel | undefined;
const ANN = 'ann@acme.test';

const expired = { error: { statusCode: 401, errorMessage: MESSAGES.sessionExpired, fieldErrors: [] } };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'keel-bff-'));
  config = await testConfig(dataDir);
  const { db, close } = await openDatabase(config.database);
  await createFirm(db, 'ACME');
  await createFirm(db, 'OTHER');
  await createUser(db, 'ACME', { email: ANN });
  await close();
  keel = await startKeel(config);
});

afterAll(async () => {
  await keel?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('signed out', () => {
  const browser = () => new Browser(config.publicUrl);

  it('when nobody is signed in, then GET /api/auth/me answers 204 with no body', async () => {
    const res = await browser().fetch('/api/auth/me');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('when nobody is signed in, then signing out goes straight home, not to the IdP', async () => {
    const { url } = await browser().signOut();
    expect(url).toBe(`${config.publicUrl}/`);
  });

  it('when nobody is signed in, then a proxied read answers 401 with the session-expired body', async () => {
    const res = await browser().fetch('/api/proxy/client/ACME');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(expired);
  });

  it('when nobody is signed in, then /api/baq answers 401 with the session-expired body', async () => {
    const res = await browser().fetch('/api/baq');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(expired);
  });

  it('when a write comes without X-XSRF-TOKEN, then it is refused with 403 before anything else', async () => {
    const b = browser();
    await b.fetch('/api/env');
    expect(b.jar.get('XSRF-TOKEN')).toBeTruthy();
    const res = await b.fetch('/api/proxy/client', { method: 'POST', body: '{}' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { statusCode: number } }).error.statusCode).toBe(403);
    const wrong = await b.fetch('/api/proxy/client', {
      method: 'POST',
      headers: { 'x-xsrf-token': 'guess' },
    });
    expect(wrong.status).toBe(403);
  });

  it('when /api/env is read, then it names the environment and the session duration', async () => {
    const res = await browser().fetch('/api/env');
    expect(await res.json()).toEqual({ env: 'local', sessionDurationSeconds: 590 });
  });

  it('when an unknown /api path is called, then it answers 404 with the error body', async () => {
    const res = await browser().fetch('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { statusCode: number } }).error.statusCode).toBe(404);
  });

  it('when the callback comes without a sign-in under way, then the browser goes to /auth/signin with an error', async () => {
    const res = await browser().fetch('/api/auth/callback?code=forged&state=forged');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/auth\/signin\?error=[a-z_]+$/);
  });

  it('when a page is loaded, then the CSP allows scripts only from our origin', async () => {
    const res = await browser().fetch('/clients');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`form-action 'self' ${config.publicUrl}`);
  });
});

describe('signed in', () => {
  const b = () => new Browser(config.publicUrl);
  let ann: Browser;

  beforeAll(async () => {
    ann = b();
    const { url } = await ann.signIn(ANN, TEST_PASSWORD, '/clients?status=Active');
    expect(url).toBe(`${config.publicUrl}/clients?status=Active`);
  });

  it('when signed in, then /api/auth/me answers the user, firm, node and scopes', async () => {
    const res = await ann.fetch('/api/auth/me');
    expect(res.status).toBe(200);
    const me = (await res.json()) as Record<string, unknown>;
    expect(me).toMatchObject({ firmId: 'ACME', nodeId: '0', user: { email: ANN, userType: 'User' } });
    expect(me.userId).toEqual((me.user as { id: string }).id);
    expect(Array.isArray(me.scopes)).toBe(true);
  });

  it('when signed in, then a proxied list reaches the platform and answers {data, meta}', async () => {
    const res = await ann.fetch('/api/proxy/client/ACME?page=1&pageSize=5');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: unknown[]; meta: { page: number } };
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.meta.page).toBe(1);
  });

  it('when signed in, then another firm through the proxy is not found (404), never its data', async () => {
    const res = await ann.fetch('/api/proxy/client/OTHER');
    expect(res.status).toBe(404);
  });

  it('when a write carries the XSRF header, then its body streams to the platform (400 fieldErrors back)', async () => {
    const res = await ann.fetch('/api/proxy/client', {
      method: 'POST',
      headers: { ...ann.xsrf(), 'content-type': 'application/json' },
      body: JSON.stringify({ firmId: 'ACME' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fieldErrors: unknown[] } };
    expect(body.error.fieldErrors.length).toBeGreaterThan(0);
  });

  it('when /api/baq is called, then it answers when the session now ends, about the session duration ahead', async () => {
    const res = await ann.fetch('/api/baq?firmId=ACME&nodeId=0');
    expect(res.status).toBe(200);
    const { expiresAt } = (await res.json()) as { expiresAt: string };
    const ahead = (Date.parse(expiresAt) - Date.now()) / 1000;
    expect(ahead).toBeGreaterThan(580);
    expect(ahead).toBeLessThanOrEqual(591);
  });

  it('when /api/baq names another firm, then it answers 403', async () => {
    const res = await ann.fetch('/api/baq?firmId=OTHER');
    expect(res.status).toBe(403);
  });

  it('when the sign-in asks to return to another site, then the user lands on / instead', async () => {
    const bob = b();
    const { url } = await bob.signIn(ANN, TEST_PASSWORD, '//evil.example/steal');
    expect(url).toBe(`${config.publicUrl}/`);
  });
});

describe('sign-out', () => {
  it('when the user signs out, then the IdP ends its session and /api/baq answers 401', async () => {
    const eve = new Browser(config.publicUrl);
    await eve.signIn(ANN, TEST_PASSWORD);
    expect((await eve.fetch('/api/baq')).status).toBe(200);

    const logout = await eve.signOut();
    expect((await eve.fetch('/api/baq')).status).toBe(401);
    expect((await eve.fetch('/api/auth/me')).status).toBe(204);

    // The IdP's own sign-out page: logout.js would press "Sign out"; the test submits the same form.
    const html = await logout.res.text();
    expect(html).toContain('/oidc/assets/logout.js');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];
    const done = await eve.follow(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(done.url).toBe(`${config.publicUrl}/`);

    // Signed out at the IdP too: the next sign-in asks for the password again.
    const again = await eve.follow('/api/auth/login');
    expect(await again.res.text()).toContain('name="password"');
  });
});

describe('restarts and outages', () => {
  it('when Keel restarts on the same data, then the data and the signed-in session survive', async () => {
    const ann = new Browser(config.publicUrl);
    await ann.signIn(ANN, TEST_PASSWORD);
    await keel!.close();
    keel = await startKeel(config);

    const me = await ann.fetch('/api/auth/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { firmId: string }).firmId).toBe('ACME');
    expect((await ann.fetch('/api/proxy/client/ACME')).status).toBe(200);
    expect((await ann.fetch('/api/baq')).status).toBe(200);
  });

  it('when the platform is down, then a proxied call answers 502 with the error body', async () => {
    const ann = new Browser(config.publicUrl);
    await ann.signIn(ANN, TEST_PASSWORD);
    await keel!.close();
    keel = await startKeel({ ...config, parts: new Set(['idp', 'bff']) });

    const res = await ann.fetch('/api/proxy/client/ACME');
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { statusCode: number } }).error.statusCode).toBe(502);
  });
});
