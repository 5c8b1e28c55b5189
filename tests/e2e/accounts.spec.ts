import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signIn } from './fixtures';

/**
 * Issue 5's console pages on real parts: open an account for a demo client (and see the platform refuse a
 * JISA for an adult under the field), find it in /accounts and on the client's accounts page, filter
 * /transactions from its address and export every matching row, and browse the demo instruments.
 */

async function apiData<T>(page: Page, path: string): Promise<{ data: T; meta?: { count: number } }> {
  const res = await page.request.get(`/api/proxy${path}`);
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return res.json();
}

async function chooseWrapper(page: Page, wrapper: string) {
  await page.getByRole('combobox', { name: 'Wrapper type' }).click();
  await page.getByRole('option', { name: new RegExp(`^${wrapper} –`) }).click();
}

test('an adviser opens an account for a client and finds it in the accounts list and on the client', async ({
  page,
}) => {
  await signIn(page, 'admin@demo1.keel', '/accounts');
  const { data: adults } = await apiData<{ id: string; name: string }[]>(
    page,
    '/client/DEMO1?clientType=Individual&status=Active&pageSize=1',
  );
  const client = adults[0];

  await test.step('a JISA for an adult comes back from the platform under the wrapper field', async () => {
    await page.goto(`/clients/${client.id}/accounts/create`);
    await expect(page.getByRole('heading', { name: `Open an account for ${client.name}` })).toBeVisible();
    await chooseWrapper(page, 'JISA');
    await expect(page.getByLabel('Name')).toHaveValue(`${client.name} Junior ISA`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A JISA is for a child (an Individual Minor under 18)')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/accounts/create$`));
  });

  const name = `${client.name} Test GIA ${Date.now()}`;
  const accountId = await test.step('a GIA opens and its investments page shows', async () => {
    await chooseWrapper(page, 'GIA');
    await expect(page.getByLabel('Account type')).toHaveText('Wrapper');
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/accounts\/[0-9A-Z]+\/investments$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Current value')).toBeVisible();
    await expect(page.getByText('This account holds no investments yet.')).toBeVisible();
    return page.url().match(/accounts\/([0-9A-Z]+)\//)![1];
  });

  await test.step('it is found in /accounts by name', async () => {
    await page.goto('/accounts');
    await page.getByPlaceholder(/search/i).fill(name);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('cell', { name: accountId, exact: true })).toBeVisible();
  });

  await test.step("it is on the client's accounts page, with its value", async () => {
    await page.goto(`/clients/${client.id}/accounts`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: '£0.00' }).first()).toBeVisible();
  });

  await test.step('its details and edit pages open the section of the anchor', async () => {
    await page.goto(`/accounts/${accountId}/details`);
    await page.getByRole('link', { name: 'Edit Status' }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/edit#status$`));
    await page.getByRole('combobox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText('Now Active', { exact: false })).toBeVisible();
  });
});

test('/transactions reads its filters from the address, writes them back and exports every match', async ({
  page,
}) => {
  const query = 'transactionType=Order&status=Completed';
  await signIn(page, 'admin@demo1.keel', `/transactions?${query}`);
  const { meta } = await apiData<unknown[]>(page, `/portfoliotransaction/DEMO1?${query}&pageSize=1`);
  const count = meta!.count;
  expect(count, 'the demo has more completed orders than one page').toBeGreaterThan(50);

  await test.step('the address filters the list', async () => {
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Completed');
    await expect(page.getByRole('combobox', { name: 'Transaction type' })).toHaveText('Order');
    await expect(page.getByText(new RegExp(`of ${count}$`))).toBeVisible();
    const statuses = await page.getByRole('row').locator('.column-status').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(1);
    expect(new Set(statuses.slice(1))).toEqual(new Set(['Completed']));
  });

  await test.step('paging and filtering write the address, and it round-trips on reload', async () => {
    await page.getByRole('button', { name: 'Go to page 2', exact: true }).click();
    await expect(page).toHaveURL(`/transactions?${query}&page=2`);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Placed', exact: true }).click();
    await expect(page).toHaveURL('/transactions?transactionType=Order&status=Placed');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Placed');
    await page.goto(`/transactions?${query}&page=2&sort=amount`);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Completed');
    await expect(page.getByText(`51-100 of ${count}`)).toBeVisible();
    await expect(page).toHaveURL(`/transactions?${query}&page=2&sort=amount`);
    await page.goto(`/transactions?${query}`);
    await expect(page.getByText(new RegExp(`^1-50 of ${count}$`))).toBeVisible();
  });

  await test.step('the CSV export downloads every matching row, not one page', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
    expect(lines.length - 1).toBe(count);
  });

  await test.step('a row opens the transaction with its execution details', async () => {
    await page.getByRole('row').nth(1).click();
    const drawer = page.getByRole('region', { name: 'Transaction details' });
    await expect(drawer.getByRole('heading', { name: /^Transaction / })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Execution' })).toBeVisible();
  });
});

test("a second user authorises the adviser's pending withdrawal from the transaction drawer", async ({
  page,
}) => {
  await signIn(page, 'admin@demo1.keel', '/transactions?transactionSubType=Withdrawal&status=Pending');
  await page.getByRole('row').nth(1).click();
  const drawer = page.getByRole('region', { name: 'Transaction details' });
  await expect(drawer.getByLabel('Status: Pending')).toBeVisible();
  await drawer.getByRole('button', { name: 'Authorise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authorise' });
  await dialog.getByLabel('Reason').fill('Checked with the client by phone');
  await dialog.getByRole('button', { name: 'Authorise' }).click();
  await expect(dialog).toBeHidden();
  await expect(drawer.getByLabel('Status: Waiting')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Authorise' })).toBeHidden();
});

test("Run dealing executes an account's placed order, which then has a contract note", async ({ page }) => {
  await signIn(page, 'admin@demo1.keel', '/accounts');
  const { data: placed } = await apiData<{ id: string; accountId: string }[]>(
    page,
    '/portfoliotransaction/DEMO1?status=Placed&transactionType=Order&pageSize=1',
  );
  const order = placed[0];
  await page.goto(`/accounts/${order.accountId}/investments`);
  await page.getByRole('button', { name: 'Run dealing' }).click();
  await expect(page.getByText(/Dealing run finished: [1-9]\d* executed, 0 rejected/)).toBeVisible();

  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(`/accounts/${order.accountId}/transactions`);
  await page.getByRole('cell', { name: order.id, exact: true }).click();
  const drawer = page.getByRole('region', { name: 'Transaction details' });
  await expect(drawer.getByLabel('Status: Completed')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Contract note' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Pay in' })).toHaveAttribute(
    'href',
    `/accounts/${order.accountId}/pay-in`,
  );
});

test('the instrument pages show the demo universe and its prices, and dealing is suspended and resumed', async ({
  page,
}) => {
  await signIn(page, 'admin@demo1.keel', '/instruments/existing');
  await expect(page.getByRole('cell', { name: 'Meridian Global Equity Index Fund' })).toBeVisible();
  await expect(page.getByText(/of 50$/)).toBeVisible();

  await page.goto('/instruments/available');
  await expect(page.getByRole('cell', { name: 'Meridian Global Equity Index Fund' })).toBeVisible();
  await expect(page.getByText('On the firm’s list').first()).toBeVisible();

  await page.getByRole('cell', { name: 'Meridian Global Equity Index Fund' }).click();
  await expect(page).toHaveURL(/\/instruments\/[0-9A-Z]+$/);
  await expect(
    page.getByRole('heading', { name: 'Meridian Global Equity Index Fund', level: 1 }),
  ).toBeVisible();
  const prices = page.getByRole('table', { name: 'Daily prices' });
  await expect(prices.getByRole('row').nth(5)).toBeVisible();
  await page.getByRole('button', { name: '1Y' }).click();
  await expect(prices.getByRole('row').nth(200)).toBeAttached();
  await expect(page.getByRole('img', { name: 'Price line' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/instruments\/[0-9A-Z]+\/edit#dealing$/);
  await page.getByRole('combobox', { name: 'Dealing status' }).click();
  await page.getByRole('option', { name: 'Suspended' }).click();
  await page.getByLabel('Reason for the change').fill('Fund under review');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/instruments\/[0-9A-Z]+$/);
  await expect(page.getByText('Suspended', { exact: true })).toBeVisible();

  // Dealing resumes: later specs share this demo database and invest in this fund.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('combobox', { name: 'Dealing status' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await page.getByLabel('Reason for the change').fill('Review finished');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/instruments\/[0-9A-Z]+$/);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});
