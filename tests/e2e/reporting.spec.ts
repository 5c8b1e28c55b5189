import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { pdfText } from '../../server/platform/documents/testing/pdf';
import { signIn } from './fixtures';

/**
 * A reporting run, in the console only: from the menu's Reporting, portfolio reports for the members of
 * one of DEMO1's client fee groups (a family: a few clients) for last quarter; Start opens the run's page,
 * which follows it to Completed; "Download results" saves a .zip with one PDF report per client that
 * succeeded, each reading as a portfolio report.
 */
test('a portfolio report run over a fee group completes and its results download as one zip of PDFs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo1.keel', '/clients');

  await test.step('Reporting is in the menu; a portfolio report over a family fee group is chosen', async () => {
    await page.getByRole('menuitem', { name: 'Reporting' }).click();
    await expect(page).toHaveURL(/\/reporting$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
    await page.getByRole('radio', { name: 'Portfolio report' }).check();
    await expect(page.getByTestId('report-about')).toContainText('not sent to the client');
    await page.getByRole('combobox', { name: 'Client fee group (optional)' }).click();
    await page
      .getByRole('option', { name: /family$/ })
      .first()
      .click();
    await expect(page.getByTestId('report-coverage')).toHaveText(/^This run covers \d+ clients?$/);
    await page.getByRole('button', { name: 'Last quarter' }).click();
  });

  const covered = Number((await page.getByTestId('report-coverage').textContent())!.match(/\d+/)![0]);
  expect(covered).toBeGreaterThan(0);

  await test.step('Start opens the run, which completes', async () => {
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/jobs\/[0-9A-Z]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio reports' })).toBeVisible();
    await expect(page.getByTestId('job-status')).toHaveText(/^Completed/, { timeout: 45_000 });
    await expect(page.getByTestId('count-total')).toHaveText(String(covered));
    await expect(page.getByTestId('job-selection')).toContainText(/in fee group .+family/);
  });

  await test.step('the results download as a zip of one PDF portfolio report per client', async () => {
    const succeeded = Number(await page.getByTestId('count-succeeded').textContent());
    expect(succeeded).toBeGreaterThan(0);
    const saved = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download results' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^portfolioReports-[0-9A-Z]+\.zip$/);
    const entries = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const names = Object.keys(entries);
    expect(names).toHaveLength(succeeded);
    for (const name of names) expect(name).toMatch(/-portfolio-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { text } = await pdfText(entries[names[0]]);
    expect(text).toContain('Portfolio report');
    expect(text).toContain('Time-weighted return');
  });
});
