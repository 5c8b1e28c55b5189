import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, PASSWORD_NOTICES } from '../../contract/passwords';
import type { Config } from '../config';
import { Browser, testConfig } from '../testing/harness';
import { openDatabase } from '../platform/db/connection';
import { firmMfaPolicies, outboxMessages } from '../platform/db/schema';
import { createFirm, createUser, TEST_PASSWORD } from '../platform/testing/factories';
import { startKeel, type Keel } from '../start';
import { TOO_MANY_ATTEMPTS } from '../platform/passwords/rate-limits';
import { LOGIN_FAILED } from './views';
import { CODE_INCORRECT } from './views-security';

/**
 * The IdP's second-factor and password pages, driven as a browser drives them (decisions 0503–0505), in a
 * firm that requires MFA. Integration: real server, real database, real oidc-provider.
 */
let dataDir: string;
let config: Config;
let keel: Keel;
let db: Awaited<ReturnType<typeof openDatabase>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'keel-mfa-'));
  config = await testConfig(dataDir);
  const handle = await openDatabase(config.database);
  await createFirm(handle.db, 'MFAX');
  for (const name of ['enrol', 'coded', 'locked', 'reset'])
    await createUser(handle.db, 'MFAX', { email: `${name}@mfax.test` });
  await handle.db.insert(firmMfaPolicies).values({ firmId: 'MFAX', required: true, updatedBy: 'test' });
  keel = await startKeel(config, { database: handle });
  db = handle;
});

afterAll(async () => {
  await keel?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Page {
  html: string;
  url: string;
  status: number;
}

async function open(browser: Browser, url: string): Promise<Page> {
  const { res, url: at } = await browser.follow(url);
  return { html: await res.text(), url: at, status: res.status };
}

/** Submits the page's first form with its hidden fields plus `fields`, following redirects. */
async function submit(
  browser: Browser,
  page: Page,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Page> {
  const action = /<form method="post" action="([^"]+)"/.exec(page.html)?.[1];
  if (!action) throw new Error(`No form on the page:\n${page.html}`);
  const hidden = Object.fromEntries(
    [...page.html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
  const target = new URL(action.replace(/&amp;/g, '&'), page.url).toString();
  const { res, url } = await browser.follow(target, {
    method: 'POST',
    body: new URLSearchParams({ ...hidden, ...fields }),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { html: await res.text(), url, status: res.status };
}

const signInPage = (browser: Browser) => open(browser, '/api/auth/login');
const password = (browser: Browser, page: Page, email: string, pw = TEST_PASSWORD) =>
  submit(browser, page, { email, password: pw });
const secretOn = (page: Page) => /id="totp-secret"[^>]*>([^<]+)</.exec(page.html)![1].replace(/\s/g, '');
const codeAt = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const signedIn = async (browser: Browser) => (await browser.fetch('/api/auth/me')).status === 200;

/** Enrols `email` from the start and returns the secret and recovery codes. */
async function enrol(email: string) {
  const browser = new Browser(config.publicUrl);
  const page = await password(browser, await signInPage(browser), email);
  const secret = secretOn(page);
  const codesPage = await submit(browser, page, { code: codeAt(secret) });
  const codes = [...codesPage.html.matchAll(/<li><code>([a-z0-9-]+)<\/code><\/li>/g)].map((m) => m[1]);
  await submit(browser, codesPage, {});
  return { secret, codes, browser };
}

describe('MFA at sign-in', () => {
  it('when the firm requires MFA, then the first sign-in enrols with a QR code and setup key, refuses a wrong code, shows recovery codes once, then signs in', async () => {
    const browser = new Browser(config.publicUrl);
    const page = await password(browser, await signInPage(browser), 'enrol@mfax.test');
    expect(page.html).toContain('Set up two-step verification');
    expect(page.html).toMatch(/<img class="qr" src="data:image\/png;base64,/);
    const secret = secretOn(page);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const wrong = await submit(browser, page, { code: '000000' });
    expect(wrong.html).toContain(CODE_INCORRECT);
    expect(secretOn(wrong)).toBe(secret);
    expect(await signedIn(browser)).toBe(false);

    const codesPage = await submit(browser, wrong, { code: codeAt(secret) });
    expect(codesPage.html.match(/<li><code>/g)).toHaveLength(10);
    const done = await submit(browser, codesPage, {});
    expect(done.url.startsWith(config.publicUrl)).toBe(true);
    expect(await signedIn(browser)).toBe(true);
  });

  it('when an enrolled user signs in, then a code is asked; a wrong one is refused, a current one signs in', async () => {
    const { secret } = await enrol('coded@mfax.test');
    const browser = new Browser(config.publicUrl);
    const page = await password(browser, await signInPage(browser), 'coded@mfax.test');
    expect(page.html).toContain('Enter your code');
    const wrong = await submit(browser, page, { code: '123456' });
    expect(wrong.html).toContain(CODE_INCORRECT);
    // The enrolment spent this step's code; the next step's is within the window.
    await submit(browser, wrong, { code: codeAt(secret, Date.now() + 30_000) });
    expect(await signedIn(browser)).toBe(true);
  });

  it('when a recovery code is used instead of a code, then it signs in once and is refused the second time', async () => {
    const { codes } = await enrol('reset@mfax.test');
    const first = new Browser(config.publicUrl);
    await submit(first, await password(first, await signInPage(first), 'reset@mfax.test'), {
      code: codes[0],
    });
    expect(await signedIn(first)).toBe(true);
    const second = new Browser(config.publicUrl);
    const again = await submit(second, await password(second, await signInPage(second), 'reset@mfax.test'), {
      code: codes[0],
    });
    expect(again.html).toContain(CODE_INCORRECT);
  });

  it('when five codes are wrong, then the sign-in goes back to the form, locked, and even the right password is refused', async () => {
    await enrol('locked@mfax.test');
    const browser = new Browser(config.publicUrl);
    let page = await password(browser, await signInPage(browser), 'locked@mfax.test');
    for (let i = 0; i < 5; i++) page = await submit(browser, page, { code: `00000${i}` });
    expect(page.html).toContain(PASSWORD_MESSAGES.lockedOut);
    expect(page.html).toContain('name="password"');
    const retry = await password(browser, await signInPage(browser), 'locked@mfax.test');
    expect(retry.html).toContain(PASSWORD_MESSAGES.lockedOut);
  });

  it('when an unknown address fails five times, then it gets the same lock-out message as a real one', async () => {
    const browser = new Browser(config.publicUrl);
    const messages: string[] = [];
    for (let i = 0; i < 6; i++) {
      const page = await password(browser, await signInPage(browser), 'ghost@mfax.test', `wrong ${i}`);
      messages.push(
        page.html.includes(PASSWORD_MESSAGES.lockedOut)
          ? 'locked'
          : page.html.includes(LOGIN_FAILED)
            ? 'failed'
            : '?',
      );
    }
    expect(messages).toEqual(['failed', 'failed', 'failed', 'failed', 'locked', 'locked']);
  });
});

describe('rate limits', () => {
  it('when one client address fails fifty times, then it is refused with 429 while other addresses sign in', async () => {
    const browser = new Browser(config.publicUrl);
    const from = { 'x-forwarded-for': '198.51.100.7' };
    const page = await signInPage(browser);
    const statuses: number[] = [];
    // A different e-mail each time: the per-address lock-out must not be what stops them.
    for (let i = 0; i < 51; i++)
      statuses.push(
        (await submit(browser, page, { email: `spray${i}@mfax.test`, password: 'x' }, from)).status,
      );
    expect(statuses.slice(0, 50).every((s) => s === 200)).toBe(true);
    const refused = await submit(browser, page, { email: 'spray@mfax.test', password: 'x' }, from);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain(TOO_MANY_ATTEMPTS);
    const elsewhere = new Browser(config.publicUrl);
    const ok = await password(elsewhere, await signInPage(elsewhere), 'enrol@mfax.test');
    expect(ok.html).toContain('Enter your code');
  });
});

describe('the password pages', () => {
  it('when someone resets a password through the pages, then the e-mailed link sets it once and they sign in with it', async () => {
    const browser = new Browser(config.publicUrl);
    const login = await signInPage(browser);
    const forgot = /href="([^"]+\/password\/reset[^"]*)">Forgot your password\?/.exec(login.html)![1];
    const request = await open(browser, forgot);
    expect(request.html).toContain('Reset your password');
    const invalid = await submit(browser, request, { email: 'not an address' });
    expect(invalid.html).toContain('aria-invalid="true"');
    for (const email of ['nobody@mfax.test', 'RESET@mfax.test']) {
      const sent = await submit(browser, request, { email });
      expect(sent.html).toContain(PASSWORD_NOTICES.resetSent.slice(0, 40));
    }
    const [mail] = await db.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'reset@mfax.test'));
    const link = /https?:\/\/\S+/.exec(mail.body!)![0];
    expect(link.startsWith(`${config.oidc.issuerUrl}/password/set?token=`)).toBe(true);

    const set = await open(browser, link);
    expect(set.html).toContain('Choose a new password');
    const differ = await submit(browser, set, {
      password: 'apricot lantern meadow',
      confirm: 'something else',
    });
    expect(differ.html).toContain('The passwords do not match');
    const weak = await submit(browser, set, { password: 'password1234', confirm: 'password1234' });
    expect(weak.html).toContain(PASSWORD_MESSAGES.common);
    const done = await submit(browser, set, {
      password: 'apricot lantern meadow',
      confirm: 'apricot lantern meadow',
    });
    expect(done.html).toContain('Password set');
    const reused = await open(browser, link);
    expect(reused.status).toBe(400);
    expect(reused.html).toContain('expired');

    const fresh = new Browser(config.publicUrl);
    const next = await password(fresh, await signInPage(fresh), 'reset@mfax.test', 'apricot lantern meadow');
    expect(next.html).toContain('Enter your code');
  });
});
