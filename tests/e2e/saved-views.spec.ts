import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

/**
 * Issue 20 item 7 and item 5 through the console (decisions 1003, 1004): a filtered clients list saved as a
 * view and shared with the firm, applied again after a reload from the "Views" menu; Ctrl+K to a client by
 * name; and a field changed on that client read back in its history as "Field: old → new" by name.
 */
test('a saved view comes back from the Views menu, Ctrl+K finds a client, and its history names the change', async ({
  page,
}) => {
  await signIn(page, 'admin@demo1.keel', '/clients');
  const search = page.getByPlaceholder(/search/i);

  const { name, surname } = await test.step('the clients list is filtered to one seeded client', async () => {
    const row = page.getByRole('row').filter({ hasText: 'Individual' }).first();
    await expect(row).toBeVisible();
    const name = (await row.getByRole('cell').nth(1).innerText()).trim();
    const surname = name.split(' ').at(-1)!;
    await search.fill(surname);
    await expect(page).toHaveURL(new RegExp(encodeURIComponent(surname)));
    await expect(page.getByRole('cell', { name, exact: true }).first()).toBeVisible();
    return { name, surname };
  });

  const viewName = `Clients called ${surname} ${Date.now().toString(36)}`;
  await test.step('the list is saved as a view shared with the firm', async () => {
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByLabel('Name').fill(viewName);
    await dialog.getByLabel('Share with the firm').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`View "${viewName}" saved`)).toBeVisible();
  });

  await test.step('after clearing the filter and a reload, the view applies it again from the menu', async () => {
    await search.fill('');
    await expect(page).not.toHaveURL(new RegExp(encodeURIComponent(surname)));
    await page.reload();
    await expect(search).toHaveValue('');
    await page.getByRole('button', { name: 'Views' }).click();
    const item = page.getByRole('menuitem', { name: viewName });
    await expect(item.getByRole('img', { name: /Shared by/ })).toBeVisible();
    await item.click();
    await expect(search).toHaveValue(surname);
    await expect(page.getByRole('cell', { name, exact: true }).first()).toBeVisible();
  });

  const clientId = await test.step('Ctrl+K, the client name and Enter land on the client', async () => {
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Go to' });
    await expect(palette).toBeVisible();
    await palette.getByRole('combobox').fill(name);
    await expect(palette.getByRole('option', { name: new RegExp(name) }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/clients\/[0-9A-Z]+\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    return page.url().match(/clients\/([0-9A-Z]+)\//)![1];
  });

  await test.step("a changed field shows in the client's history as old → new, by the user's name", async () => {
    await page.goto(`/clients/${clientId}/edit`);
    // Middle names: a field every individual has, a child (who has no email of their own) too.
    const middleNames = page.getByLabel('Middle names');
    // The form has the record once its required surname is filled in.
    await expect(page.getByLabel('Surname')).not.toHaveValue('');
    // An empty value reads as a dash in the history.
    const before = (await middleNames.inputValue()) || '–';
    const after = `Views ${Date.now().toString(36)}`;
    await middleNames.fill(after);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/overview$`));
    const history = page.getByRole('table', { name: 'Change history' });
    const row = history.getByRole('row').filter({ hasText: `→ ${after}` });
    await expect(row).toContainText(`Middle names: ${before} → ${after}`);
    await expect(row).toContainText('Morgan Ellis');
  });
});
