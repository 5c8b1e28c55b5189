import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { signIn } from './fixtures';

/**
 * Issue 6 "Users": DEMO1's admin creates an adviser whose Client permission is read-only, in the console.
 * The adviser sets a password through the welcome link the outbox holds and signs in; the console offers
 * no way to edit a client, and the platform refuses a forged edit anyway. The tests run in order.
 */
test.describe.configure({ mode: 'serial' });

const ADVISER = 'riley.reader@demo1.keel';
const ADVISER_PASSWORD = 'amber harbour kettle nine';

let admin: Page;
let adviser: Page;
let adviserId: string;

async function xsrfHeader(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value) };
}

/** A platform call through the console's proxy with the page's own session, as its console makes it. */
async function proxy(page: Page, method: string, path: string, data?: unknown) {
  return page.request.fetch(`/api/proxy${path}`, { method, data, headers: await xsrfHeader(page) });
}

/** The platform itself, as a machine client calls it (PLATFORM_PORT is PORT + 1 in the e2e server). */
const PLATFORM = `http://localhost:${E2E_PORT + 1}`;

const newPage = async (browser: Browser) => (await browser.newContext()).newPage();
const matrixBox = (page: Page, resource: string, level: string) =>
  page.getByRole('checkbox', { name: `${resource}: ${level}`, exact: true });

test.beforeAll(async ({ browser }) => {
  admin = await newPage(browser);
  await signIn(admin, undefined, '/users');
});
test.afterAll(async () => {
  await admin.context().close();
  await adviser?.context().close();
});

test('an admin creates an adviser from the Adviser preset with read-only Client permission', async () => {
  await admin.getByRole('link', { name: 'Create' }).click();
  await expect(admin).toHaveURL(/\/users\/create$/);
  await expect(admin.getByRole('heading', { name: 'Permissions' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Name' }).fill('Riley Reader');
  await admin.getByRole('textbox', { name: 'E-mail' }).fill(ADVISER);

  await admin.getByLabel('Fill from role preset').click();
  await admin.getByRole('option', { name: 'Adviser' }).click();
  await expect(matrixBox(admin, 'Client', 'Read and write')).toBeChecked();
  await expect(matrixBox(admin, 'User', 'Read')).not.toBeChecked();
  await matrixBox(admin, 'Client', 'Read and write').uncheck();
  await matrixBox(admin, 'Client', 'Actions').uncheck();
  await expect(matrixBox(admin, 'Client', 'Read')).toBeChecked();

  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(/User created/)).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Riley Reader' })).toBeVisible();
  adviserId = /\/users\/(\w+)$/.exec(admin.url())![1];
  await expect(matrixBox(admin, 'Client', 'Read')).toBeChecked();
  await expect(matrixBox(admin, 'Client', 'Read and write')).not.toBeChecked();
  await expect(matrixBox(admin, 'Account', 'Read and write')).toBeChecked();

  await admin.goto('/users');
  await admin.getByRole('textbox', { name: 'Search' }).fill('riley');
  await expect(admin.getByRole('cell', { name: ADVISER })).toBeVisible();
});

test('the adviser sets a password from the welcome e-mail in the outbox and signs in', async ({
  browser,
}) => {
  const res = await proxy(admin, 'GET', `/outbox/DEMO1?recipient=${encodeURIComponent(ADVISER)}`);
  expect(res.status()).toBe(200);
  const [mail] = (await res.json()).data;
  const link = /https?:\/\/\S+/.exec(mail.body)![0];

  adviser = await newPage(browser);
  await adviser.goto(link);
  await adviser.getByLabel('New password', { exact: true }).fill(ADVISER_PASSWORD);
  await adviser.getByLabel('Confirm new password').fill(ADVISER_PASSWORD);
  await adviser.getByRole('button', { name: 'Set password' }).click();
  await expect(adviser.getByRole('heading', { name: 'Password set' })).toBeVisible();

  await adviser.goto('/clients');
  await adviser.getByLabel('Email address').fill(ADVISER);
  await adviser.getByLabel('Password').fill(ADVISER_PASSWORD);
  await adviser.getByRole('button', { name: 'Sign in' }).click();
  await expect(adviser).toHaveURL(/\/clients$/);
  // No User permission: the console offers no Users area.
  await expect(adviser.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
});

test('signed in as the adviser, a client has no Edit button and a forged PATCH is refused with 403', async () => {
  await adviser.getByRole('row').nth(1).click();
  await expect(adviser).toHaveURL(/\/clients\/\w+\/overview$/);
  const clientId = /\/clients\/(\w+)\/overview$/.exec(adviser.url())![1];
  // The adviser may still open accounts (Account readWrite): the actions have drawn when that shows.
  await expect(adviser.getByRole('link', { name: 'Open account' })).toBeVisible();
  await expect(adviser.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(adviser.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await adviser.goto(`/clients/${clientId}/edit`);
  await expect(adviser.getByRole('heading', { name: 'Access denied', level: 1 })).toBeVisible();

  const forged = await proxy(adviser, 'PATCH', `/client/DEMO1/${clientId}`, { email: 'forged@example.com' });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).error.errorMessage).toBe('You need readWrite permission on Client to do this');
});

test('when the admin withdraws the adviser’s Client permission mid-session, the refusal shows as a toast', async () => {
  const res = await proxy(admin, 'PUT', `/user/DEMO1/${adviserId}`, {
    scopes: [{ scope: 'Account', ranges: ['read'] }],
  });
  expect(res.status()).toBe(200);
  // The adviser's console still holds the permissions they signed in with; the platform checks anew.
  await adviser.getByRole('menuitem', { name: 'Clients' }).click();
  await expect(
    adviser.getByRole('alert').filter({ hasText: 'You need read permission on Client to do this' }),
  ).toBeVisible();
});

test('a machine user’s secret is shown once on creation, signs in, and a rotation replaces it', async () => {
  await admin.goto('/users/create');
  await expect(admin.getByRole('heading', { name: 'Permissions' })).toBeVisible();
  await admin.getByLabel(/Machine: calls the API/).check();
  await admin.getByRole('textbox', { name: 'Name' }).fill('CRM sync');
  await admin.getByRole('textbox', { name: 'E-mail' }).fill('crm.sync@demo1.keel');
  await matrixBox(admin, 'Client', 'Read').check();
  await admin.getByRole('button', { name: 'Save' }).click();

  const dialog = admin.getByRole('dialog', { name: 'Copy the secret now' });
  const clientId = await dialog.getByLabel('Client ID').inputValue();
  const secret = await dialog.getByLabel('Client secret').inputValue();
  expect(secret).toMatch(/^keel_ms_/);
  const signIn = await admin.request.post(`${PLATFORM}/authenticate`, {
    data: { firmId: 'DEMO1', id: clientId, password: secret },
  });
  expect(signIn.status()).toBe(200);
  await dialog.getByRole('button', { name: 'I have stored it' }).click();
  await expect(admin.getByRole('heading', { name: 'CRM sync' })).toBeVisible();
  await expect(admin.getByText(`Client ID: ${clientId}`)).toBeVisible();
  await expect(admin.getByText(secret)).toHaveCount(0);

  await admin.getByRole('link', { name: 'Edit' }).click();
  await expect(admin).toHaveURL(/\/edit$/);
  await admin.getByRole('button', { name: 'Issue a new secret' }).click();
  await admin.getByRole('button', { name: 'Confirm' }).click();
  const rotated = await admin
    .getByRole('dialog', { name: 'Copy the secret now' })
    .getByLabel('Client secret')
    .inputValue();
  expect(rotated).not.toBe(secret);
  const old = await admin.request.post(`${PLATFORM}/authenticate`, {
    data: { firmId: 'DEMO1', id: clientId, password: secret },
  });
  expect(old.status()).toBe(401);
});
