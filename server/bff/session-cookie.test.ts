import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../config';
import type { DatabaseHandle } from '../platform/db/connection';
import { createTestDatabase } from '../platform/testing/test-database';
import { createFirm, createUser, TEST_PASSWORD } from '../platform/testing/factories';
import { startKeel, type Keel } from '../start';
import { reissueAfterMs, signOutGraceSeconds } from './session-cookie';
import { Browser, testConfig } from '../testing/harness';

/**
 * The session cookie is two chunks (appSession.0 and .1). A browser stores one answer's chunks one at a
 * time, so a call sent in between carries a new .0 with an old .1 (decision 0106). These tests show the
 * console's first calls after sign-in no longer rewrite the cookie, and that a torn pair no longer
 * clears the session.
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

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function signedIn(email: string) {
  await createUser(database.db, 'ACME', { email });
  const browser = new Browser(config.publicUrl);
  await browser.signIn(email, TEST_PASSWORD);
  return browser;
}

const sessionSetCookies = (res: Response) =>
  res.headers.getSetCookie().filter((line) => /^appSession(\.\d+)?=/.test(line));

const chunks = (browser: Browser) => ({
  0: browser.jar.get('appSession.0')!,
  1: browser.jar.get('appSession.1')!,
});

describe('the session cookie stays steady', () => {
  it('when the first page sends its calls together right after sign-in, then no answer rewrites the cookie', async () => {
    const ann = await signedIn('ann@acme.test');
    expect(chunks(ann)[1]).toBeTruthy(); // the session does take two chunks
    const answers = await Promise.all([
      ann.fetch('/api/auth/me'),
      ann.fetch('/api/proxy/session'),
      ann.fetch('/api/baq'),
      ann.fetch('/api/proxy/session'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(answers.flatMap(sessionSetCookies)).toEqual([]);
  });

  it('when an answer keeps the browser cookie, then the session is not encrypted again for it; when the window has moved on, it is', async () => {
    const gus = await signedIn('gus@acme.test');
    // express-openid-connect encrypts the session with AES-256-GCM in its answer hook (lib/crypto.js).
    const encrypt = vi.spyOn(crypto, 'createCipheriv');
    const kept = await gus.fetch('/api/proxy/session');
    expect(kept.status).toBe(200);
    expect(sessionSetCookies(kept)).toEqual([]);
    expect(encrypt).not.toHaveBeenCalled();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + reissueAfterMs(config.session.durationSeconds) + 1000);
    const rolled = await gus.fetch('/api/proxy/session');
    expect(sessionSetCookies(rolled)).toHaveLength(2);
    expect(encrypt).toHaveBeenCalledWith('aes-256-gcm', expect.anything(), expect.anything());
  });

  it('when the rolling window has moved on, then the next answer writes the cookie again with a later expiry', async () => {
    const bea = await signedIn('bea@acme.test');
    const first = chunks(bea);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + reissueAfterMs(config.session.durationSeconds) + 1000);
    const res = await bea.fetch('/api/proxy/session');
    expect(res.status).toBe(200);
    expect(sessionSetCookies(res)).toHaveLength(2);
    expect(chunks(bea)[0]).not.toBe(first[0]);
  });

  it('when a call carries torn chunks (a new .0 with an old .1), then that call is refused but the session is not cleared', async () => {
    const cy = await signedIn('cy@acme.test');
    const old = chunks(cy);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + reissueAfterMs(config.session.durationSeconds) + 1000);
    await cy.fetch('/api/proxy/session'); // rewrites both chunks
    const current = chunks(cy);
    expect(current[0]).not.toBe(old[0]);

    const torn = await fetch(`${config.publicUrl}/api/proxy/session`, {
      headers: { cookie: `appSession.0=${current[0]}; appSession.1=${old[1]}` },
    });
    expect(torn.status).toBe(401);
    expect(sessionSetCookies(torn)).toEqual([]); // before 0106 this cleared both chunks
    const me = await cy.fetch('/api/auth/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('cy@acme.test');
  });

  it('when the user signs out, then the answer still clears the cookie', async () => {
    const dee = await signedIn('dee@acme.test');
    const { res } = await dee.signOut(config.oidc.issuerUrl);
    expect(sessionSetCookies(res).every((line) => /^appSession(\.\d+)?=;/.test(line))).toBe(true);
    expect(sessionSetCookies(res).length).toBeGreaterThan(0);
    expect((await dee.fetch('/api/auth/me')).status).toBe(204);
  });

  it('when the console signs out a second after the duration, then the session is still there to end the IdP session too', async () => {
    const eve = await signedIn('eve@acme.test');
    const duration = config.session.durationSeconds;
    vi.useFakeTimers({ toFake: ['Date'] });
    // The cookie was written up to reissueAfterMs before the console's last /api/baq, in whole seconds.
    vi.setSystemTime(Date.now() + reissueAfterMs(duration) + (duration + 1) * 1000);
    const { url } = await eve.signOut(config.oidc.issuerUrl);
    expect(url.startsWith(config.oidc.issuerUrl)).toBe(true); // to the IdP's end-session page
    expect((await eve.fetch('/api/auth/me')).status).toBe(204);
  });

  it('when a session idles past its duration and the sign-out grace, then the BFF refuses it', async () => {
    const fay = await signedIn('fay@acme.test');
    const duration = config.session.durationSeconds;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (duration + signOutGraceSeconds(duration) + 1) * 1000);
    expect((await fay.fetch('/api/auth/me')).status).toBe(204);
    expect((await fay.fetch('/api/proxy/session')).status).toBe(401);
  });
});
