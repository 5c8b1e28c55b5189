import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './fixtures';

/**
 * Issue 19, illustrations in the console: an adviser illustrates an ISA, sees its projection at the three
 * FCA rates, prints it, copies it with a larger contribution, saves the copy as a new illustration and
 * compares the two; a seeded drawdown shows how long the pot lasts. Real IdP, BFF, platform and browser.
 */

/** "£12,300.00" → 12300; "−£200.00" → -200. */
const pounds = (text: string) => {
  const n = Number(text.replace(/[^0-9.]/g, ''));
  return /^[−-]/.test(text.trim()) ? -n : n;
};
const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';

async function lastYearValue(page: Page, rate: 'lower' | 'intermediate' | 'higher') {
  const rows = page.getByTestId('projection-table').locator('tbody tr');
  return pounds(await textOf(rows.last().getByTestId(`value-${rate}`)));
}

test('an illustration is made, copied with a larger contribution, saved as new and compared', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN, '/illustrations');
  const name = `E2E ISA ${Date.now()}`;

  const original =
    await test.step('a new ISA illustration: a server-side refusal, then its projection', async () => {
      await page.getByRole('link', { name: 'New illustration' }).click();
      await expect(page).toHaveURL(/\/illustrations\/create$/);
      // The list (whose filter is also "Name") stays until the form's code has loaded.
      await expect(page.getByRole('heading', { name: 'The plan' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('combobox', { name: 'Wrapper' }).click();
      await page.getByRole('option', { name: 'ISA', exact: true }).click();
      await page.getByRole('spinbutton', { name: 'Term (years)' }).fill('10');
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
      // No contribution yet: the platform refuses and says why, under the field.
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByText('Give a single contribution, a monthly contribution or both'),
      ).toBeVisible();
      await page.getByRole('spinbutton', { name: 'Single contribution (£)' }).fill('10000');
      await page.getByRole('spinbutton', { name: 'Monthly contribution (£)' }).fill('200');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/illustrations\/[0-9A-Z]+$/);
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByRole('figure', { name: /The pot at the three rates/ })).toBeVisible();
      await expect(page.getByTestId('projection-table').locator('tbody tr')).toHaveCount(10);
      const lower = await lastYearValue(page, 'lower');
      const intermediate = await lastYearValue(page, 'intermediate');
      const higher = await lastYearValue(page, 'higher');
      expect(lower).toBeLessThan(intermediate);
      expect(intermediate).toBeLessThan(higher);
      await expect(page.getByTestId('riy')).toContainText('% a year');
      await expect(page.getByTestId('charges-table')).toContainText('Platform');
      await expect(page.getByTestId('charges-table')).toContainText('OCF');
      return { url: new URL(page.url()).pathname, id: page.url().split('/').pop()!, intermediate };
    });

  await test.step('it prints as a PDF', async () => {
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.getByTestId('printed').getByRole('link', { name: 'Open the PDF' })).toBeVisible();
  });

  const copy = await test.step('a copy with £400 a month is saved as a new illustration', async () => {
    await page.getByRole('link', { name: 'Copy' }).click();
    await expect(page).toHaveURL(new RegExp(`/illustrations/create\\?illustrationId=${original.id}$`));
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`Copy of ${name}`);
    await expect(page.getByTestId('copy-note')).toContainText(original.id);
    await expect(page.getByRole('spinbutton', { name: 'Single contribution (£)' })).toHaveValue('10000');
    await page.getByRole('spinbutton', { name: 'Monthly contribution (£)' }).fill('400');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/illustrations\/[0-9A-Z]+$/);
    await expect(page.getByRole('heading', { name: `Copy of ${name}`, level: 1 })).toBeVisible();
    const id = page.url().split('/').pop()!;
    expect(id).not.toBe(original.id);
    const intermediate = await lastYearValue(page, 'intermediate');
    expect(intermediate).toBeGreaterThan(original.intermediate);
    return { id, intermediate };
  });

  await test.step('compared with the original: £200 a month less, £24,000 less paid in, a smaller pot', async () => {
    await page.getByRole('combobox', { name: 'Compare with' }).click();
    await page.getByRole('option', { name: `${name} (${original.id})` }).click();
    await expect(page).toHaveURL(new RegExp(`compareWith=${original.id}`));
    const table = page.getByTestId('compare-table');
    await expect(table.getByTestId('compare-monthlyContribution').getByTestId('difference')).toHaveText(
      '−£200.00',
    );
    await expect(table.getByTestId('compare-paidIn').getByTestId('difference')).toHaveText('−£24,000.00');
    const difference = pounds(
      await textOf(table.getByTestId('compare-value-intermediate').getByTestId('difference')),
    );
    expect(difference).toBeLessThan(0);
    // Each pot is the one on its own page, rounded down to three figures as the projection shows it.
    await expect(table.getByTestId('compare-real-intermediate')).toContainText(
      `£${copy.intermediate.toLocaleString('en-GB')}.00`,
    );
    await expect(table.getByTestId('compare-real-intermediate')).toContainText(
      `£${original.intermediate.toLocaleString('en-GB')}.00`,
    );
  });

  await test.step('the original is unchanged, and the list finds both', async () => {
    await page.goto(original.url);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    expect(await lastYearValue(page, 'intermediate')).toBe(original.intermediate);
    await page.getByRole('link', { name: 'Illustrations' }).first().click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await expect(page.getByRole('row', { name: new RegExp(`^Copy of ${name}`) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${name}`) })).toBeVisible();
  });
});

test('a seeded drawdown illustration shows how long the pot lasts', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, '/illustrations');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Drawdown' }).click();
  await page
    .getByRole('row', { name: /SIPP drawdown/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/illustrations\/[0-9A-Z]+$/);
  // The page's first load brings the charts' code: give it longer than a step on a busy machine.
  await expect(page.getByRole('heading', { name: /SIPP drawdown/, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('sustainability-summary')).toContainText('simulated markets');
  await expect(page.getByTestId('sustainability-chance')).toContainText('of 1,000 simulated markets');
  await expect(page.getByRole('figure', { name: /The pot by age in simulated markets/ })).toBeVisible();
});
