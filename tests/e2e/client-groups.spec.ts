import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { Decimal } from 'decimal.js';
import { signIn } from './fixtures';

/**
 * Issue 4, console side: client fee groups (create, join, the spec's `portfolioGroups_f.id` link, the
 * client list by group), the client overview (headline values, change history after edits, details by
 * section) and the client list's CSV export of every matching row. Real IdP, BFF, platform and browser.
 */

const FIRM = 'DEMO1';
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

async function api<T>(page: Page, path: string): Promise<{ data: T; meta?: { count: number } }> {
  const res = await page.request.get(`/api/proxy${path}`);
  expect(res.status(), path).toBe(200);
  return res.json();
}

interface Client {
  id: string;
  name: string;
  status: string;
  email?: string;
}

type Account = { id: string; name: string; wrapperType: string };

/** A seeded Individual client who holds accounts (the edit form of /clients/{id}/edit is theirs). */
async function individualWithAccounts(page: Page) {
  const { data: people } = await api<Client[]>(page, `/client/${FIRM}?clientType=Individual&pageSize=50`);
  for (const person of people) {
    const { data: held } = await api<Account[]>(
      page,
      `/account/list/${FIRM}?clientId=${person.id}&pageSize=500`,
    );
    if (held.length) return { clientId: person.id, held };
  }
  throw new Error('The demo data has no Individual client with accounts');
}

test('a client fee group is created, a client joins it, and both lists filter by it', async ({ page }) => {
  await signIn(page, 'admin@demo1.keel', '/clients/groups');
  const groupName = `E2E household ${Date.now()}`;
  const { data: candidates } = await api<Client[]>(
    page,
    `/client/${FIRM}?clientType=Individual&sort=name&pageSize=1`,
  );
  const member = candidates[0];

  const groupId = await test.step('the group is created in the console', async () => {
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/clients\/groups\/create$/);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(groupName);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/clients\/groups\/[0-9A-Z]+\/edit$/);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(groupName);
    return page.url().match(/groups\/([0-9A-Z]+)\/edit/)![1];
  });

  await test.step('a client joins it by search', async () => {
    await page.getByLabel('Add a client').fill(member.name);
    await page.getByRole('option', { name: `${member.name} (${member.id})` }).click();
    await expect(page.getByText('Client added to the group')).toBeVisible();
    const members = page.getByRole('table', { name: 'Members' });
    await expect(members.getByRole('link', { name: member.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
  });

  await test.step('the member’s overview links to the group in the spec’s link form', async () => {
    await page.goto(`/clients/${member.id}/overview`);
    const link = page.getByRole('link', { name: groupName });
    await expect(link).toHaveAttribute('href', `/clients/groups?portfolioGroups_f.id=${groupId}`);
  });

  await test.step('the spec’s link form filters the group list to that group', async () => {
    await page.goto(`/clients/groups?portfolioGroups_f.id=${groupId}`);
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('cell', { name: groupName })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Group ID' })).toHaveValue(groupId);
  });

  await test.step('the client list filtered by the group shows its member', async () => {
    await page.getByRole('link', { name: 'View clients' }).click();
    await expect(page).toHaveURL(/\/clients\?filter=/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('cell', { name: member.name })).toBeVisible();
    await expect(page.getByLabel('Fee group')).toHaveValue(groupName);
  });

  await test.step('a member is removed from the group', async () => {
    await page.goto(`/clients/groups/${groupId}/edit`);
    await page.getByRole('button', { name: `Remove ${member.name}` }).click();
    await expect(page.getByText('Client removed from the group')).toBeVisible();
    await expect(page.getByText('No members yet.')).toBeVisible();
  });
});

test('the overview shows the headline values and the change history after edits', async ({ page }) => {
  await signIn(page, 'admin@demo1.keel', '/clients');
  const { clientId, held } = await individualWithAccounts(page);
  const { data: client } = await api<Client>(page, `/client/${FIRM}/${clientId}`);
  let total = new Decimal(0);
  for (const account of held) {
    const { data: summary } = await api<{ currentValue: number }>(
      page,
      `/account/summary/${FIRM}/${account.id}`,
    );
    total = total.plus(summary.currentValue);
  }

  await test.step('the headline: type, status, node, accounts with their values and the total', async () => {
    await page.goto(`/clients/${clientId}/overview`);
    await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
    await expect(page.getByText('Adviser node')).toBeVisible();
    const table = page.getByRole('table', { name: 'Accounts' });
    for (const account of held) {
      const link = table.getByRole('link', { name: account.name });
      await expect(link).toHaveAttribute('href', `/accounts/${account.id}/investments`);
    }
    await expect(page.getByTestId('total-value')).toHaveText(pounds.format(total.toNumber()));
    await expect(page.getByTestId('headline-total')).toHaveText(pounds.format(total.toNumber()));
  });

  const newEmail = `overview.${Date.now()}@example.co.uk`;
  await test.step('an edit of the email shows in the history, before and after, with who made it', async () => {
    await page.goto(`/clients/${clientId}/edit#contact`);
    await page.getByLabel('Email').fill(newEmail);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/overview$`));
    const history = page.getByRole('table', { name: 'Change history' });
    const latest = history.getByRole('row').nth(1);
    await expect(latest).toContainText('Details changed');
    await expect(latest).toContainText(`Email: ${client.email ?? '–'} → ${newEmail}`);
    await expect(latest).toContainText('Morgan Ellis');
  });

  await test.step('a status change shows with its reason', async () => {
    const next = client.status === 'Active' ? 'Registered' : 'Active';
    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: next, exact: true }).click();
    await dialog.getByLabel('Reason').fill('Checks complete');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const latest = page.getByRole('table', { name: 'Change history' }).getByRole('row').nth(1);
    await expect(latest).toContainText('Status changed');
    await expect(latest).toContainText(`Status: ${client.status} → ${next}`);
    await expect(latest).toContainText('Reason: Checks complete');
  });

  await test.step('the details page shows the record by section, each with its edit anchor', async () => {
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/details$`));
    const contact = page.getByRole('region', { name: 'Contact details' });
    await expect(contact).toContainText(newEmail);
    await expect(contact.getByRole('link', { name: 'Edit Contact details' })).toHaveAttribute(
      'href',
      `/clients/${clientId}/edit#contact`,
    );
    await page.getByRole('region', { name: 'Address' }).getByRole('link', { name: 'Edit Address' }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/edit#address$`));
  });
});

test('the CSV export downloads every client matching the filters, not one page', async ({ page }) => {
  await signIn(page, 'admin@demo1.keel', '/clients');
  const { meta } = await api<Client[]>(page, `/client/${FIRM}?clientType=Individual&pageSize=1`);
  const matching = meta!.count;
  expect(matching).toBeGreaterThan(50);

  await page.goto(
    `/clients?${new URLSearchParams({ filter: JSON.stringify({ clientType: 'Individual' }) })}`,
  );
  await expect(page.getByText(new RegExp(`of ${matching}`))).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^clients-DEMO1-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toContain('Client ID,Name,Type,Status');
  expect(lines).toHaveLength(matching + 1);
  expect(lines.slice(1).every((line) => line.includes(',Individual,'))).toBe(true);
});
