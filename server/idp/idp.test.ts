import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { Browser, testConfig } from '../testing/harness';
import { openDatabase } from '../platform/db/connection';
import { nodeSettings } from '../platform/db/schema';
import { createFirm, createUser, TEST_PASSWORD } from '../platform/testing/factories';
import { startKeel, type Keel } from '../start';
import { LOGIN_FAILED } from './views';

let dataDir: string;
let config: Config;
let keel: Keel;
const ANN = 'ann@acme.test';
const AAAA_PASSWORD = 'another firm entirely 7';
let annId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'keel-idp-'));
  config = await testConfig(dataDir);
  const { db, close } = await openDatabase(config.database);
  await createFirm(db, 'ACME');
  annId = (await createUser(db, 'ACME', { email: ANN })).id;
  // The same address in a firm that sorts first, with its own password (decision 0511).
  await createFirm(db, 'AAAA');
  await createUser(db, 'AAAA', { email: ANN, password: AAAA_PASSWORD });
  await createUser(db, 'ACME', { email: 'robot@acme.test', userType: 'Machine' });
  const sue = await createUser(db, 'ACME', { email: 'sue@acme.test' });
  const { users } = await import('../platform/db/schema');
  const { eq } = await import('drizzle-orm');
  await db.update(users).set({ status: 'Suspended' }).where(eq(users.id, sue.id));
  await db.insert(nodeSettings).values({
    firmId: 'ACME',
    nodeId: '0',
    kind: 'theme',
    data: { brandColor: '#123456', windowTitle: 'Acme Wealth', backgroundColor: 'red;}body{x:y' },
    createdBy: 'test',
    updatedBy: 'test',
  });
  await close();
  keel = await startKeel(config);
});

afterAll(async () => {
  await keel?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A confidential client doing the code flow by hand, as any OIDC library would. */
async function codeFlow(browser: Browser, email: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  const authorize = new URL(`${config.oidc.issuerUrl}/auth`);
  const params = {
    client_id: config.oidc.clientId,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    resource: config.oidc.audience,
    state: 's1',
    nonce: 'n1',
  };
  for (const [k, v] of Object.entries(params)) authorize.searchParams.set(k, v);
  const page = await browser.follow(authorize.toString());
  const html = await page.res.text();
  const { url } = await browser.submitLogin({ html, url: page.url }, email, TEST_PASSWORD, redirectUri);
  const code = new URL(url).searchParams.get('code');
  return { code, verifier, redirectUri };
}

async function tokenRequest(body: Record<string, string>) {
  const basic = Buffer.from(`${config.oidc.clientId}:${config.oidc.clientSecret}`).toString('base64');
  const res = await fetch(`${config.oidc.issuerUrl}/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

describe('the embedded IdP', () => {
  it('when discovery is read, then it names our issuer and a JWKS with a stored RS256 key', async () => {
    const res = await fetch(`${config.oidc.issuerUrl}/.well-known/openid-configuration`);
    const doc = (await res.json()) as { issuer: string; jwks_uri: string };
    expect(doc.issuer).toBe(config.oidc.issuerUrl);
    const jwks = (await (await fetch(doc.jwks_uri)).json()) as {
      keys: { kty: string; alg: string; d?: string }[];
    };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('when the sign-in page is shown, then it is never cached and its CSP allows no inline script or style', async () => {
    const browser = new Browser(config.publicUrl);
    const { res } = await browser.follow('/api/auth/login');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(await res.text()).toContain('Email address');
  });

  it('when the request carries a firm hint, then the page wears the firm theme with unsafe values dropped', async () => {
    const browser = new Browser(config.publicUrl);
    const { res } = await browser.follow('/api/auth/login?firmId=ACME');
    const html = await res.text();
    expect(html).toContain('<title>Sign in – Acme Wealth</title>');
    expect(html).toContain('/oidc/assets/theme.css?firm=ACME');
    const css = await (await fetch(`${config.publicUrl}/oidc/assets/theme.css?firm=ACME`)).text();
    expect(css).toContain('--keel-brand:#123456');
    expect(css).toContain('--keel-background:#1d1739');
  });

  it.each([
    ['a wrong password', ANN, 'not the password'],
    ['an unknown e-mail', 'nobody@acme.test', TEST_PASSWORD],
    ['a suspended user', 'sue@acme.test', TEST_PASSWORD],
    ['a machine user', 'robot@acme.test', TEST_PASSWORD],
  ])(
    'when signing in with %s, then the form comes back (200) with the one generic message',
    async (_c, email, pw) => {
      const browser = new Browser(config.publicUrl);
      const page = await browser.follow('/api/auth/login');
      const { res } = await browser.submitLogin({ html: await page.res.text(), url: page.url }, email, pw);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(LOGIN_FAILED);
      expect(html).toContain('<form method="post"');
    },
  );

  it('when the e-mail differs only in case, then the user still signs in', async () => {
    const browser = new Browser(config.publicUrl);
    const { url } = await browser.signIn('ANN@Acme.Test', TEST_PASSWORD, '/clients');
    expect(url).toBe(`${config.publicUrl}/clients`);
  });

  it('when two firms have a person with the same e-mail, then each password signs in to its own firm', async () => {
    for (const [password, firmId, hint] of [
      [AAAA_PASSWORD, 'AAAA', 'ACME'],
      [TEST_PASSWORD, 'ACME', 'AAAA'],
      [TEST_PASSWORD, 'ACME', undefined],
    ] as const) {
      const browser = new Browser(config.publicUrl);
      const page = await browser.follow(`/api/auth/login${hint ? `?firmId=${hint}` : ''}`);
      await browser.submitLogin({ html: await page.res.text(), url: page.url }, ANN, password);
      const me = await browser.fetch('/api/auth/me');
      expect(((await me.json()) as { firmId: string }).firmId).toBe(firmId);
    }
  });

  it('when a client exchanges a code, then it gets a platform JWT that the platform accepts as api-token', async () => {
    const browser = new Browser(config.publicUrl);
    const { code, verifier, redirectUri } = await codeFlow(browser, ANN);
    const token = await tokenRequest({
      grant_type: 'authorization_code',
      code: code!,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    });
    expect(token.status).toBe(200);
    expect(token.body.refresh_token).toBeTruthy();
    const claims = decodeJwt(token.body.access_token);
    expect(claims).toMatchObject({
      iss: config.oidc.issuerUrl,
      aud: config.oidc.audience,
      firm_id: 'ACME',
      user_id: annId,
    });
    expect(Array.isArray(claims.scopes)).toBe(true);
    const session = await fetch(`${keel.platformUrl}/session`, {
      headers: { 'api-token': token.body.access_token },
    });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { data: { firmId: string } }).data.firmId).toBe('ACME');

    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: token.body.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(token.body.refresh_token);
    const replay = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: token.body.refresh_token,
    });
    expect(replay.body.error).toBe('invalid_grant');
  });

  it('when the sign-out page is opened by a bare link, then it asks and does not sign out by itself', async () => {
    const browser = new Browser(config.publicUrl);
    await browser.signIn(ANN, TEST_PASSWORD);
    const page = await browser.fetch('/oidc/session/end');
    const html = await page.text();
    expect(html).toContain('Sign out?');
    expect(html).not.toContain('logout.js');
    expect((await browser.fetch('/api/auth/me')).status).toBe(200);
  });

  it('when the sign-in interaction is unknown, then a page explains it expired, with no detail leaked', async () => {
    const res = await fetch(`${config.publicUrl}/oidc/interaction/nope`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('expired');
  });
});
