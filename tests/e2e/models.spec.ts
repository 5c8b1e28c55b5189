import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './fixtures';

/**
 * Issue 17, console side: a discretionary model is made by one user and activated by a second (four eyes),
 * an ISA is linked to it from the account's page, and the model's page shows the ISA's drift. Real IdP,
 * BFF, platform and browser.
 */

const FIRM = 'DEMO1';
/** DEMO1's investment committee user (server/platform/seed/models.ts): may activate discretionary models. */
const DFM = 'dfm@demo1.keel';

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api/proxy${path}`);
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

test('a model is created, activated by a second user, followed by an ISA, and shows its drift', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_ADMIN, '/models/discretionary');
  const [instrument] = await api<{ name: string }[]>(page, `/asset/${FIRM}?pageSize=1&sort=name`);
  const [isa] = await api<{ id: string; name: string }[]>(
    page,
    `/account/list/${FIRM}?wrapperType=ISA&status=Active&pageSize=1`,
  );
  const name = `E2E Model ${Date.now()}`;

  const modelUrl = await test.step('the model is created in the console, Pending', async () => {
    await page.getByRole('link', { name: 'New model' }).click();
    await expect(page).toHaveURL(/\/models\/discretionary\/create$/);
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('combobox', { name: 'Instrument' }).fill(instrument.name.slice(0, 6));
    await page.getByRole('option', { name: instrument.name }).first().click();
    await page.getByRole('spinbutton', { name: 'Weight (%)', exact: true }).fill('98');
    await expect(page.getByRole('status')).toHaveText('Total: 100 %');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/models\/discretionary\/[0-9A-Z]+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activate' })).toHaveCount(0);
    return new URL(page.url()).pathname;
  });

  await test.step('a second user activates it', async () => {
    const context = await browser.newContext();
    const second = await context.newPage();
    await signIn(second, DFM, modelUrl);
    await second.getByRole('button', { name: 'Activate' }).click();
    await expect(second.getByText('Active', { exact: true })).toBeVisible();
    await context.close();
  });

  await test.step('the ISA follows the model, linked from its page', async () => {
    await page.goto(`/accounts/${isa.id}/details`);
    const section = page.getByRole('region', { name: 'Model portfolio' });
    await section.getByRole('combobox', { name: 'Model to follow' }).click();
    await page.getByRole('option', { name: `${name} (Discretionary)` }).click();
    await section.getByRole('button', { name: 'Link' }).click();
    await expect(section.getByRole('link', { name })).toBeVisible();
  });

  await test.step('a model type other than advisory or discretionary is the 404 page', async () => {
    await page.goto('/models/balanced');
    await expect(page.getByText('Error 404')).toBeVisible();
  });

  await test.step("the model's page lists the ISA with its drift", async () => {
    await page.goto(modelUrl);
    const accounts = page.getByRole('region', { name: 'Accounts following this model' });
    const row = accounts.getByRole('row').filter({ hasText: isa.name });
    await expect(row).toBeVisible();
    await expect(row.getByText(/ %$/).first()).toBeVisible();
    await expect(row.getByText(/^(Out of|Within) tolerance$/)).toBeVisible();
  });
});
