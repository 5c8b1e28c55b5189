import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../config';
import { Browser, testConfig } from '../testing/harness';
import type { DatabaseHandle } from '../platform/db/connection';
import { oidcPayloads } from '../platform/db/schema';
import { createTestDatabase } from '../platform/testing/test-database';
import { createSecretBox } from '../platform/mfa/secret-box';
import { confirmEnrolment, startEnrolment } from '../platform/mfa/service';
import { createFirm, createUser, TEST_PASSWORD } from '../platform/testing/factories';
import { startKeel, type Keel } from '../start';

/**
 * A person's sign-ins end when an administrator removes their MFA or suspends them, or when their
 * password changes (migration 0012): the IdP forgets their sessions, grants and refresh tokens, so
 * nothing more is issued to them without the password. Driven through the console's proxy, as the
 * console's pages make these changes.
 */
let database: DatabaseHandle;
let config: Config;
let keel: Keel;
let admin: Browser;

beforeAll(async () => {
  database = await createTestDatabase();
  await createFirm(database.db, 'ACME');
  await createUser(database.db, 'ACME', { email: 'admin@acme.test' });
  config = await testConfig('memory://');
  keel = await startKeel(config, { database });
  admin = new Browser(config.publicUrl);
  await admin.signIn('admin@acme.test', TEST_PASSWORD);
});

afterAll(async () => {
  await keel?.close();
  await database?.close();
});

afterEach(() => vi.useRealTimers());

async function call(browser: Browser, method: string, path: string, body?: unknown) {
  const res = await browser.fetch(`/api/proxy${path}`, {
    method,
    headers: { ...browser.xsrf(), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
}

/** The IdP's stored state about a person: sessions, grants, codes, refresh tokens. */
async function idpRowsOf(userId: string) {
  const rows = await database.db
    .select({ kind: oidcPayloads.kind })
    .from(oidcPayloads)
    .where(eq(sql`${oidcPayloads.payload} ->> 'accountId'`, userId));
  return rows.map((r) => r.kind);
}

async function enrolInMfa(user: { id: string; firmId: string }) {
  const box = createSecretBox(config.mfa.encryptionKey);
  const secret = await startEnrolment(database.db, box, user);
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  expect(await confirmEnrolment(database.db, box, user, code)).toHaveLength(10);
}

type Person = { id: string; firmId: string; browser: Browser };

const changes: [string, (p: Person) => Promise<void>, ((p: Person) => Promise<void>)?][] = [
  [
    'an administrator removes their MFA',
    (p) => call(admin, 'DELETE', `/user/mfa/ACME/${p.id}`),
    (p) => enrolInMfa(p),
  ],
  [
    'they change their password',
    (p) =>
      call(p.browser, 'POST', '/changepassword', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'violet harbour lantern ninety',
      }),
  ],
  [
    'an administrator suspends them',
    (p) => call(admin, 'PUT', `/user/ACME/${p.id}`, { status: 'Suspended' }),
  ],
];

describe('ending a person’s sign-ins', () => {
  it.each(changes)(
    'when %s, then the IdP session, grant and refresh token are gone',
    async (_what, change, before) => {
      const email = `p${Math.random().toString(36).slice(2, 8)}@acme.test`;
      const user = await createUser(database.db, 'ACME', { email });
      const person = { id: user.id, firmId: user.firmId, browser: new Browser(config.publicUrl) };
      await person.browser.signIn(email, TEST_PASSWORD);
      await before?.(person);
      // While the IdP session lives, signing in again needs no password.
      expect((await person.browser.follow('/api/auth/login')).url).toBe(`${config.publicUrl}/`);
      expect(await idpRowsOf(user.id)).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));

      await change(person);

      expect(await idpRowsOf(user.id)).toEqual([]);
      const again = await person.browser.follow('/api/auth/login');
      expect(await again.res.text()).toContain('name="password"');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 570 * 1000); // the access token needs refreshing: the IdP refuses
      expect((await person.browser.fetch('/api/proxy/session')).status).toBe(401);
    },
  );

  it('when an administrator renames them or removes an MFA they never had, then their sign-in carries on', async () => {
    const user = await createUser(database.db, 'ACME', { email: 'kept@acme.test' });
    const kept = new Browser(config.publicUrl);
    await kept.signIn('kept@acme.test', TEST_PASSWORD);
    await call(admin, 'PUT', `/user/ACME/${user.id}`, { name: 'Kept Renamed' });
    await call(admin, 'DELETE', `/user/mfa/ACME/${user.id}`);

    expect(await idpRowsOf(user.id)).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));
    expect((await kept.follow('/api/auth/login')).url).toBe(`${config.publicUrl}/`);
  });
});
