import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { DatabaseHandle } from '../platform/db/connection';
import { createTestDatabase } from '../platform/testing/test-database';
import { createFirm, createUser, TEST_PASSWORD } from '../platform/testing/factories';
import { startKeel, type Keel } from '../start';
import { BFF_MESSAGES } from './errors';
import { Browser, testConfig } from '../testing/harness';

/**
 * Issue 11 (decision 0105): sign-out only by POST with the XSRF header, no /api answer kept by a cache,
 * and requests Node's parser refuses answered with the error body, on every listener Keel starts.
 */
let database: DatabaseHandle;
let config: Config;
let keel: Keel;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

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

async function signedIn() {
  const email = `u${Math.random().toString(36).slice(2, 8)}@acme.test`;
  await createUser(database.db, 'ACME', { email });
  const browser = new Browser(config.publicUrl);
  await browser.signIn(email, TEST_PASSWORD);
  return browser;
}

const stillSignedIn = async (browser: Browser) =>
  (await browser.fetch('/api/auth/me')).status === 200 &&
  (await browser.fetch('/api/proxy/session')).status === 200;

describe('signing out', () => {
  it('when a page on another site links to /api/auth/logout (a GET), then it answers 405 and the user stays signed in', async () => {
    const ann = await signedIn();
    for (const method of ['GET', 'HEAD', 'PUT']) {
      const res = await ann.fetch('/api/auth/logout', { method, headers: ann.xsrf() });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
    const res = await ann.fetch('/api/auth/logout');
    expect(await res.json()).toEqual({
      error: { statusCode: 405, errorMessage: BFF_MESSAGES.signOutNeedsPost, fieldErrors: [] },
    });
    expect(await stillSignedIn(ann)).toBe(true);
  });

  it('when a POST comes without the XSRF header or with a wrong one (a form on another site), then it is refused with 403', async () => {
    const bea = await signedIn();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const headers of [form, { ...form, 'x-xsrf-token': 'guess' }]) {
      const res = await bea.fetch('/api/auth/logout', { method: 'POST', headers, body: 'x=1' });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { errorMessage: string } }).error.errorMessage).toBe(
        BFF_MESSAGES.xsrf,
      );
    }
    expect(await stillSignedIn(bea)).toBe(true);
  });

  it("when the console POSTs with the XSRF header, then it answers the IdP's end-session address and the session is over", async () => {
    const cy = await signedIn();
    const res = await cy.fetch('/api/auth/logout', {
      method: 'POST',
      headers: { ...cy.xsrf(), accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { redirectTo } = (await res.json()) as { redirectTo: string };
    const endSession = new URL(redirectTo);
    expect(endSession.toString().startsWith(`${config.oidc.issuerUrl}/`)).toBe(true);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${config.publicUrl}/`);
    expect((await cy.fetch('/api/auth/me')).status).toBe(204);
    expect((await cy.fetch('/api/proxy/session')).status).toBe(401);
  });

  it('when the POST asks for a page rather than JSON, then it answers 303 to the same place', async () => {
    const dee = await signedIn();
    const res = await dee.fetch('/api/auth/logout', {
      method: 'POST',
      headers: { ...dee.xsrf(), accept: 'text/html' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')!.startsWith(`${config.oidc.issuerUrl}/`)).toBe(true);
    expect((await dee.fetch('/api/auth/me')).status).toBe(204);
  });
});

describe('caching of /api answers', () => {
  it('when any /api answer is JSON or comes through the proxy, then it says Cache-Control: no-store', async () => {
    const eve = await signedIn();
    const signedOut = new Browser(config.publicUrl);
    await signedOut.fetch('/api/env');
    const answers: [string, Promise<Response>][] = [
      ['proxy 200', eve.fetch('/api/proxy/client/ACME?page=1')],
      ['proxy 404', eve.fetch('/api/proxy/client/OTHER')],
      [
        'proxy 400',
        eve.fetch('/api/proxy/client', {
          method: 'POST',
          headers: { ...eve.xsrf(), 'content-type': 'application/json' },
          body: '{}',
        }),
      ],
      ['proxy 401', signedOut.fetch('/api/proxy/client/ACME')],
      ['proxy 403 xsrf', signedOut.fetch('/api/proxy/client', { method: 'POST' })],
      ['me 200', eve.fetch('/api/auth/me')],
      ['me 204', signedOut.fetch('/api/auth/me')],
      ['env', eve.fetch('/api/env')],
      ['baq', eve.fetch('/api/baq')],
      ['branding', eve.fetch('/api/branding')],
      ['unknown', eve.fetch('/api/nothing-here')],
      ['logout 405', eve.fetch('/api/auth/logout')],
    ];
    for (const [name, answer] of answers)
      expect([name, (await answer).headers.get('cache-control')]).toEqual([name, 'no-store']);
  });

  it('when the platform answers with its own caching (a versioned logo), then through the proxy it is no-store, and /api/media keeps it', async () => {
    const fay = await signedIn();
    const slot = await fay.fetch('/api/proxy/firm/files/upload/ACME?category=headerLogo&nodeId=0');
    const { uploadUrl } = ((await slot.json()) as { data: { uploadUrl: string } }).data;
    const put = await fay.fetch(`/api/proxy${uploadUrl}`, {
      method: 'PUT',
      headers: { ...fay.xsrf(), 'content-type': 'image/png' },
      body: PNG,
    });
    expect(put.status).toBe(200);
    const logo = '/media/logo/ACME/0/Professional/headerLogo?lastModified=x';
    const direct = await fetch(`${keel.platformUrl}${logo}`);
    expect(direct.headers.get('cache-control')).toContain('immutable');
    const proxied = await fay.fetch(`/api/proxy${logo}`);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('cache-control')).toBe('no-store');
    const publicLogo = await fetch(`${config.publicUrl}/api${logo}`);
    expect(publicLogo.headers.get('cache-control')).toContain('immutable');
  });
});

/** Sends raw bytes and reads the whole answer, as a client that Node's parser refuses would. */
function rawRequest(
  url: string,
  request: string,
): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe('requests Node refuses before Keel sees them', () => {
  const listeners = () => [
    ['console (BFF and IdP)', keel.url],
    ['platform', keel.platformUrl],
  ];

  it('when the request headers are too large, then each listener answers 431 with the error body', async () => {
    for (const [name, url] of listeners()) {
      const cookie = `big=${'x'.repeat(20_000)}`;
      const res = await rawRequest(
        url,
        `GET /api/auth/me HTTP/1.1\r\nHost: keel\r\nCookie: ${cookie}\r\n\r\n`,
      );
      expect([name, res.status]).toEqual([name, 431]);
      expect(res.headers).toMatch(/content-type: application\/json/i);
      expect(res.headers).toMatch(/cache-control: no-store/i);
      expect(JSON.parse(res.body)).toEqual({
        error: { statusCode: 431, errorMessage: 'The request headers are too large.', fieldErrors: [] },
      });
    }
  });

  it('when fetch sends headers that are too large, then it reads a 431 JSON answer', async () => {
    const res = await fetch(`${config.publicUrl}/api/proxy/session`, {
      headers: { cookie: `big=${'x'.repeat(20_000)}` },
    });
    expect(res.status).toBe(431);
    expect(((await res.json()) as { error: { statusCode: number } }).error.statusCode).toBe(431);
  });

  it('when the request cannot be parsed, then each listener answers 400 with the error body', async () => {
    for (const [name, url] of listeners()) {
      const res = await rawRequest(url, 'GET / HTTP/1.1\r\nHost: keel\r\nBad Header\r\n\r\n');
      expect([name, res.status]).toEqual([name, 400]);
      expect(JSON.parse(res.body)).toEqual({
        error: { statusCode: 400, errorMessage: 'The request could not be read.', fieldErrors: [] },
      });
    }
  });

  it('when a refused request came on a connection, then Keel still answers the next one', async () => {
    await rawRequest(keel.url, 'NOT HTTP\r\n\r\n');
    expect((await fetch(`${keel.url}/healthz`)).status).toBe(200);
  });
});
