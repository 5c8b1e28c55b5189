import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { taxYearOf, taxYearStarting } from '../../contract/dates';
import { signIn } from './fixtures';

/**
 * Capital gains, in the console: the seeded GIA client (Eleanor Whitcombe, server/platform/seed/
 * capital-gains.ts) found by the search box, the Capital gains tab, last tax year picked, a disposal's
 * "explain this number" panel with the matching in words and figures, and the spreadsheet downloaded and
 * opened. Figures at DEMO1's tariff (£5.95 dealing, 0.5 % stamp duty on purchases).
 */

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const lastYear = taxYearStarting(Number(taxYearOf(today).label.slice(0, 4)) - 1).label;

test("a GIA client's capital gains: a tax year, a disposal explained, the spreadsheet", async ({ page }) => {
  await signIn(page, 'admin@demo1.keel', '/clients');

  await test.step('the client found by the search box, then the Capital gains tab', async () => {
    await page.getByPlaceholder(/search/i).fill('whitcombe');
    await page.getByRole('cell', { name: 'Eleanor Whitcombe' }).click();
    await page.getByRole('tab', { name: 'Capital gains' }).click();
    await expect(page).toHaveURL(/\/clients\/[^/]+\/capital-gains$/);
    await expect(page.getByText(/Gains in an ISA are free of capital gains tax/)).toBeVisible();
  });

  await test.step('last tax year picked: its figures and disposals', async () => {
    await page.getByRole('combobox', { name: /^Tax year/ }).click();
    await page.getByRole('option', { name: lastYear }).click();
    await expect(page.getByRole('heading', { name: `Tax year ${lastYear}` })).toBeVisible();
    await expect(page.getByTestId('cgt-year-figures')).toContainText('Annual exempt amount left');
    await expect(page.getByRole('button', { name: /^Explain the gain on / })).toHaveCount(3);
  });

  await test.step("a disposal's explanation: same day, then the pool, in words and figures", async () => {
    await page
      .getByRole('button', { name: /^Explain the gain on Severn Energy plc/ })
      .first()
      .click();
    const panel = page.getByRole('dialog', { name: /How the gain on Severn Energy plc was worked out/ });
    // 100 bought back the same day at £4.40: £440 + £5.95 + £2.20 stamp = £448.15.
    await expect(panel).toContainText('100 shares matched same day at £4.4815: £448.15');
    await expect(panel).toContainText('(bought back within 30 days)');
    await expect(panel).toContainText(/150 shares from the pool at £3\.9274 average/);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
  });

  await test.step('the spreadsheet downloads and opens: a Disposals sheet with the sale’s proceeds', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download spreadsheet' }).click();
    const file = await (await download).path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.getWorksheet('Disposals')!;
    expect(sheet.getRow(1).getCell(7).value).toBe('Proceeds');
    // 300 sold at £4.40.
    expect(sheet.getRow(2).getCell(7).value).toBe(1320);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Disposals', 'Matches', 'Tax years', 'About']);
  });
});
