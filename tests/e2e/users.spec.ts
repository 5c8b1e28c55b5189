import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { signIn, xsrfHeader } from './fixtures';

/**
 * Issue 6 "Users": DEMO1's admin creates an adviser whose Client permission is read-only, in the console.
 * The adviser sets a password through the welcome link the outbox holds and signs in; the console offers
 * no way to edit a client, and the platform refuses a forged edit anyway; they change their own password
 * from the user menu. A person of a child node sees only their subtree's clients. The tests run in order.
 */
test.describe.configure({ mode: 'serial' });

const ADVISER = 'riley.reader@demo1.keel';
const STREAM_USER = 'sam.stream@demo1.keel';
const FIRST_PASSWORD = 'amber harbour kettle nine';
const ADVISER_PASSWORD = 'copper lagoon whistle four';

let admin: Page;
let adviser: Page;
let adviserId: string;

/** A platform call through the console's proxy with the page's own session, as its console makes it. */
async function proxy(page: Page, method: string, path: string, data?: unknown) {
  return page.request.fetch(`/api/proxy${path}`, { method, data, headers: await xsrfHeader(page) });
}

/** The platform itself, as a machine client calls it (PLATFORM_PORT is PORT + 1 in the e2e server). */
const PLATFORM = `http://localhost:${E2E_PORT + 1}`;

const newPage = async (browser: Browser) => (await browser.newContext()).newPage();

/** The IdP's sign-in form, reached from a protected page of the console. */
async function enterPassword(page: Page, password: string, email = ADVISER) {
  await page.goto('/clients');
  await fillSignIn(page, email, password);
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
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

test('the adviser sets a password from the welcome e-mail the admin reads in the outbox, and signs in', async ({
  browser,
}) => {
  await admin.goto('/users');
  await admin.getByRole('link', { name: 'Outbox' }).click();
  await expect(admin).toHaveURL(/\/users\/outbox/);
  await admin.getByRole('textbox', { name: 'Recipient' }).fill(ADVISER);
  const row = admin.getByRole('row').filter({ hasText: ADVISER });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Held')).toBeVisible();
  await row.getByRole('cell', { name: 'Your new account: choose a password' }).click();
  const body = await admin.getByText(/open this link/).textContent();
  const link = /https?:\/\/\S+/.exec(body!)![0];

  adviser = await newPage(browser);
  await adviser.goto(link);
  await adviser.getByLabel('New password', { exact: true }).fill(FIRST_PASSWORD);
  await adviser.getByLabel('Confirm new password').fill(FIRST_PASSWORD);
  await adviser.getByRole('button', { name: 'Set password' }).click();
  await expect(adviser.getByRole('heading', { name: 'Password set' })).toBeVisible();

  await enterPassword(adviser, FIRST_PASSWORD);
  await expect(adviser).toHaveURL(/\/clients$/);
  // No User permission: the console offers no Users area.
  await expect(adviser.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
});

test('the adviser changes their own password from the user menu and signs in with the new one', async () => {
  const openDialog = async () => {
    await adviser.getByRole('button', { name: 'Profile' }).click();
    await adviser.getByRole('menuitem', { name: 'Change password' }).click();
    return adviser.getByRole('dialog', { name: 'Change your password' });
  };
  let dialog = await openDialog();
  await dialog.getByLabel('Current password').fill('not my password at all');
  await dialog.getByLabel('New password', { exact: true }).fill(ADVISER_PASSWORD);
  await dialog.getByLabel('Confirm new password').fill('amber harbour kettle ten');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The two new passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill(ADVISER_PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  // The platform's own check: the field error lands under the current password, with no toast.
  await expect(dialog.getByText('The current password is incorrect')).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  dialog = await openDialog();
  await expect(dialog.getByLabel('Current password')).toHaveValue('');
  await dialog.getByLabel('Current password').fill(FIRST_PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill(ADVISER_PASSWORD);
  await dialog.getByLabel('Confirm new password').fill(ADVISER_PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  // A new password ends every sign-in of the person's, so the console signs out and says why.
  await expect(adviser).toHaveURL(/\/auth\/signin\?.*error=PasswordChanged/);
  await expect(
    adviser.getByText('Your password has been changed. Sign in again with your new password.'),
  ).toBeVisible();
  await adviser.getByRole('link', { name: 'Sign in' }).click();
  await fillSignIn(adviser, ADVISER, FIRST_PASSWORD);
  await expect(adviser.getByText('The email address or password is incorrect.')).toBeVisible();
  await fillSignIn(adviser, ADVISER, ADVISER_PASSWORD);
  await expect(adviser).toHaveURL(/\/clients$/);
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
  // The user page offers the same button: wait for the edit form, or the click lands on the page leaving.
  await expect(admin.getByRole('button', { name: 'Save' })).toBeVisible();
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

test('a person of a child node lists only the clients of their subtree', async ({ browser }) => {
  const nodes = await (await proxy(admin, 'GET', '/firm/node/list/DEMO1?pageSize=100')).json();
  const stream = nodes.data.find((n: { name: string }) => n.name === 'Private Clients');
  const created = await proxy(admin, 'POST', '/user', {
    firmId: 'DEMO1',
    userType: 'User',
    name: 'Sam Stream',
    email: STREAM_USER,
    nodeId: stream.id,
    scopes: [{ scope: 'Client', ranges: ['read'] }],
  });
  expect(created.status(), await created.text()).toBe(201);
  const outbox = await proxy(admin, 'GET', `/outbox/DEMO1?recipient=${encodeURIComponent(STREAM_USER)}`);
  const link = /https?:\/\/\S+/.exec((await outbox.json()).data[0].body)![0];

  const person = await newPage(browser);
  await person.goto(link);
  await person.getByLabel('New password', { exact: true }).fill(FIRST_PASSWORD);
  await person.getByLabel('Confirm new password').fill(FIRST_PASSWORD);
  await person.getByRole('button', { name: 'Set password' }).click();
  await expect(person.getByRole('heading', { name: 'Password set' })).toBeVisible();
  await enterPassword(person, FIRST_PASSWORD, STREAM_USER);
  await expect(person).toHaveURL(/\/clients$/);

  // The whole firm's list, as the admin sees it, against the stream's: fewer clients, and only its nodes.
  const countOf = async (page: Page) => {
    const range = await page.getByText(/^\d+-\d+ of \d+$/).textContent();
    return Number(/of (\d+)$/.exec(range!)![1]);
  };
  await admin.goto('/clients');
  const firmWide = await countOf(admin);
  const own = await countOf(person);
  expect(own).toBeGreaterThan(0);
  expect(own).toBeLessThan(firmWide);
  const nodeCells = person.getByRole('row').locator('td.column-nodeId');
  await expect(nodeCells.first()).toBeVisible();
  const names = new Set(await nodeCells.allTextContents());
  expect([...names].every((name) => ['Private Clients', 'Harbour Financial Planning'].includes(name))).toBe(
    true,
  );
  await person.context().close();
});
