import { expect, test, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { signIn, xsrfHeader } from './fixtures';

/**
 * Issue 6: passwords and MFA (decisions 0503–0505), in DEMO2 so DEMO1's people keep signing in with a
 * password alone. DEMO2's admin creates a person, who sets a password through the reset link in the
 * outbox (read on the console's outbox page); the admin then requires MFA on the sign-in security page,
 * and the person enrols, signs in with codes, and enrols again after the admin removes their MFA on their
 * user page. The tests run in order and share the person.
 */
test.describe.configure({ mode: 'serial' });

const ADMIN2 = 'admin@demo2.keel';
const PERSON = 'morgan.mfa@demo2.keel';
const PERSON_PASSWORD = 'quartz meadow lantern seven';
const CODE_INCORRECT = 'The code is incorrect or has expired';

let admin: Page;
let personId: string;

/** A platform call through the console's proxy, as the signed-in admin's console makes it. */
async function api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const res = await admin.request.fetch(`/api/proxy${path}`, {
    method,
    data,
    headers: await xsrfHeader(admin),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()).data;
}

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/** Email and password on the IdP's form; what follows depends on the person's MFA. */
async function enterPassword(page: Page, email: string, password: string) {
  await page.goto('/clients');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out through the console's user menu (a POST with the XSRF header, decision 0105), as a person does. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: /profile|user menu/i }).click();
  await page.getByRole('menuitem', { name: /log ?out|sign out/i }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

const codeAt = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** The enrolment page: read the typed setup key (as a person would type it into their app), confirm. */
async function enrol(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByLabel('Setup key').textContent())!.replace(/\s/g, '');
  await page.getByLabel('Code from your authenticator app').fill(codeAt(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: /continue/ }).click();
  await expect(page).toHaveURL(/\/clients$/);
  return secret;
}

test.beforeAll(async ({ browser }) => {
  admin = await newPage(browser);
  await signIn(admin, ADMIN2, '/clients');
  const session = await api('GET', '/session');
  ({ id: personId } = await api('POST', '/user', {
    firmId: 'DEMO2',
    userType: 'User',
    name: 'Morgan Example',
    email: PERSON,
    nodeId: '0',
    scopes: session.scopes,
  }));
});

test.afterAll(async () => {
  // Leave DEMO2 as the other tests expect it: passwords only.
  await api('PUT', '/mfa/policy/DEMO2', { required: false });
  await admin.context().close();
});

test('a person sets their password through the reset link the outbox holds, then signs in', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await page.goto('/clients');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email address').fill(PERSON);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(/If an account exists for this email address/)).toBeVisible();

  // No mail server here: the admin reads the held message in the console's outbox.
  await admin.goto('/users/outbox');
  await admin.getByRole('textbox', { name: 'Recipient' }).fill(PERSON);
  const mail = admin.getByRole('row').filter({ hasText: 'Reset your password' });
  await expect(mail.getByText('Held')).toBeVisible();
  await mail.getByRole('cell', { name: 'Reset your password' }).click();
  const text = await admin.getByText(/open this link within one hour/).textContent();
  const link = /https?:\/\/\S+/.exec(text!)![0];

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('password1234');
  await page.getByLabel('Confirm new password').fill('password1234');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This password is too common')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(PERSON_PASSWORD);
  await page.getByLabel('Confirm new password').fill(PERSON_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Password set' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByText(/expired or has already been used/)).toBeVisible();
  await enterPassword(page, PERSON, PERSON_PASSWORD);
  await expect(page).toHaveURL(/\/clients$/);
});

test('MFA: enrol, sign out, sign in with a code (a wrong one refused), removed by the admin, enrol again', async ({
  browser,
}) => {
  await admin.goto('/firm/security');
  await admin.getByRole('switch', { name: 'Require an authenticator code at every sign-in' }).click();
  await admin.getByRole('button', { name: 'Require it' }).click();
  await expect(
    admin.getByText('Multi-factor authentication is now required for everyone in the firm'),
  ).toBeVisible();
  const page = await newPage(browser);

  await enterPassword(page, PERSON, PERSON_PASSWORD);
  const secret = await enrol(page);

  await signOut(page);
  await enterPassword(page, PERSON, PERSON_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(CODE_INCORRECT)).toBeVisible();
  // The enrolment spent this 30 s step's code (no replays); the next step's is accepted.
  await page.getByLabel('Code from your authenticator app').fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/clients$/);

  await admin.goto(`/users/${personId}/edit#security`);
  await admin.getByRole('button', { name: 'Remove MFA' }).click();
  await admin.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText(/Multi-factor authentication removed/)).toBeVisible();
  expect((await api('GET', `/user/DEMO2/${personId}`)).mfaEnabled).toBe(false);

  await signOut(page);
  await enterPassword(page, PERSON, PERSON_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await expect(page.getByLabel('Setup key')).not.toHaveText(secret.match(/.{1,4}/g)!.join(' '));
});
