import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NASTY_RETURN_PATHS } from '../../contract/returnPathCases';
import type { Config } from '../config';
import type { DatabaseHandle } from '../platform/db/connection';
import { createTestDatabase } from '../platform/testing/test-database';
import { createFirm, createUser, TEST_PASSWORD } from '../platform/testing/factories';
import { startKeel, type Keel } from '../start';
import { Browser, testConfig } from '../testing/harness';

/**
 * Decision 0105: after sign-in the browser only ever returns to a page of the console. The nasty table
 * (contract/returnPathCases.ts) goes through /api/auth/login (what is stored) and through a real sign-in
 * against the embedded IdP (where the browser lands); a stored value that skipped the login route is
 * checked again at the callback.
 */
let database: DatabaseHandle;
let config: Config;
let keel: Keel;
const EVIL = 'http://evil.example';
const ANN = 'ann@acme.test';
const nasty = NASTY_RETURN_PATHS.filter((v): v is string => typeof v === 'string');
/** How a value reads in a test's name (the over-long one cut short). */
const label = (value: string) => JSON.stringify(value).slice(0, 60);

beforeAll(async () => {
  database = await createTestDatabase();
  await createFirm(database.db, 'ACME');
  await createUser(database.db, 'ACME', { email: ANN });
  config = await testConfig('memory://');
  keel = await startKeel(config, { database });
});

afterAll(async () => {
  await keel?.close();
  await database?.close();
});

/** The return path express-openid-connect keeps for after the callback: the state it sends to the IdP. */
function storedReturnTo(authorizeUrl: string): unknown {
  const state = new URL(authorizeUrl).searchParams.get('state')!;
  return (JSON.parse(Buffer.from(state, 'base64url').toString()) as { returnTo?: unknown }).returnTo;
}

describe('the return path stored at /api/auth/login', () => {
  it.each(nasty.flatMap((value) => ['returnTo', 'returnUrl'].map((name) => [name, label(value), value])))(
    'when %s is %s, then the sign-in will return home',
    async (name, _label, value) => {
      const res = await new Browser(config.publicUrl).fetch(
        `/api/auth/login?${new URLSearchParams({ [name]: value })}`,
      );
      expect(res.status).toBe(302);
      expect(storedReturnTo(res.headers.get('location')!)).toBe('/');
    },
  );

  it('when returnTo is given twice, then the sign-in will return home', async () => {
    const res = await fetch(`${config.publicUrl}/api/auth/login?returnTo=/clients&returnTo=//evil.example`, {
      redirect: 'manual',
    });
    expect(storedReturnTo(res.headers.get('location')!)).toBe('/');
  });

  it('when the return path is a console page, then it is kept, normalised', async () => {
    const res = await fetch(`${config.publicUrl}/api/auth/login?returnUrl=%2Fclients%2F%2FC1%3Fpage%3D2`, {
      redirect: 'manual',
    });
    expect(storedReturnTo(res.headers.get('location')!)).toBe('/clients/C1?page=2');
  });
});

describe('where a real sign-in lands', () => {
  let ann: Browser;

  beforeAll(async () => {
    ann = new Browser(config.publicUrl);
    const { url } = await ann.signIn(ANN, TEST_PASSWORD, '/clients?status=Active');
    expect(url).toBe(`${config.publicUrl}/clients?status=Active`);
  });

  // The IdP session lives after the first sign-in, so each further sign-in runs the whole code flow
  // (authorize, callback, the library's redirect) without the form.
  it.each(nasty.map((value) => [label(value), value]))(
    'when the return path is %s, then the user lands home',
    async (_label, value) => {
      const { url } = await ann.follow(`/api/auth/login?returnTo=${encodeURIComponent(value)}`, {}, EVIL);
      expect(url).toBe(`${config.publicUrl}/`);
    },
  );
});

describe('the return path at the callback', () => {
  it('when the stored state names another site (an older replica began the sign-in), then the user still lands home', async () => {
    const browser = new Browser(config.publicUrl);
    const start = await browser.fetch('/api/auth/login?returnTo=%2Fclients');
    const authorize = new URL(start.headers.get('location')!);
    const forged = Buffer.from(JSON.stringify({ returnTo: '//evil.example/steal' })).toString('base64url');
    await storeSignedIn(browser, 'auth_verification', (verification) => ({ ...verification, state: forged }));
    authorize.searchParams.set('state', forged);

    const { res, url: loginUrl } = await browser.follow(authorize.toString());
    const { url } = await browser.submitLogin(
      { html: await res.text(), url: loginUrl },
      ANN,
      TEST_PASSWORD,
      EVIL,
    );
    expect(url).toBe(`${config.publicUrl}/`);
    expect((await browser.fetch('/api/auth/me')).status).toBe(200);
  });
});

/** Rewrites one of express-openid-connect's signed transaction cookies, signed with the BFF's secret. */
async function storeSignedIn(browser: Browser, name: string, change: (value: object) => object) {
  const { getKeyStore, signCookie } = createRequire(import.meta.url)(
    'express-openid-connect/lib/crypto.js',
  ) as {
    getKeyStore(secret: string): [Uint8Array];
    signCookie(name: string, value: string, key: Uint8Array): Promise<string>;
  };
  const [json] = decodeURIComponent(browser.jar.get(name)!).split('.');
  const value = JSON.stringify(change(JSON.parse(json) as object));
  browser.jar.set(
    name,
    encodeURIComponent(await signCookie(name, value, getKeyStore(config.session.secret)[0])),
  );
}
