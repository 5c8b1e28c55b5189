import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN, signIn } from './fixtures';
import { clientWithIsa, FUNDS } from './isaSteps';
import { requestTransfer } from './transferSteps';

/**
 * Issue 18's two journeys, in the console only (reads through the proxy only check what the pages show):
 * an ISA cash transfer-in requested from the account's Actions menu and moved to Completed with the event
 * form, its history naming each move, the cash in the account and this year's ISA allowance untouched; and
 * an in-specie GIA transfer whose asset list is first refused for its bad rows (nothing written), then
 * accepted with book values, completed, its positions at those book costs. The demo admin has action on
 * Transaction. The demo's counterparty simulator waits at least a scaled day (60 s) before it acts, longer
 * than these journeys hold a status.
 */

const FIRM = 'DEMO1';
const files = mkdtempSync(path.join(tmpdir(), 'keel-transfers-'));
const csv = (name: string, text: string) => {
  const file = path.join(files, name);
  writeFileSync(file, text);
  return file;
};

/** One event of the transfer page's form, moving the transfer to `status`; the page then shows it. */
async function moveTo(page: Page, status: string, text: string) {
  const form = page.getByRole('form', { name: 'Add an event' });
  await form.getByLabel(/^What happened/).fill(text);
  await form.getByRole('combobox', { name: /^New status/ }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await form.getByRole('button', { name: 'Add the event' }).click();
  await expect(page.getByTestId('transfer-status')).toHaveText(status);
}

/** Every move in the timeline, newest first. */
async function expectHistory(page: Page, moves: string[]) {
  const history = page.getByRole('list', { name: 'History' });
  for (const [from, to] of moves.slice(1).map((to, i) => [moves[i], to]))
    await expect(history.getByText(`Status: ${from} → ${to}`, { exact: true })).toBeVisible();
}

test('an ISA cash transfer-in from request to Completed: every move in its history, the cash in the account, the allowance unchanged', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO_ADMIN, '/clients');
  const isaId = await test.step('a client is onboarded and an ISA opened', () =>
    clientWithIsa(page, 'Tomasz', 'Transferin'));
  const allowance = 'ISA allowance: £20,000 a tax year; £0.00 used, £0.00 pending, £20,000.00 left';
  await expect(page.getByText(allowance)).toBeVisible();

  const id = await test.step('the transfer is requested from the Actions menu', () =>
    requestTransfer(page, isaId, {
      provider: 'Hargreaves Lansdown',
      type: 'Cash',
      reference: 'HL-556677',
      value: '12,000',
    }));

  const moves = [
    'Pending',
    'Awaiting Documentation',
    'Verifying Documentation',
    'Reviewing Documentation',
    'With Previous Provider',
    'Awaiting sell down',
    'Completed',
  ];
  await test.step('the event form moves it through each status to Completed', async () => {
    await expect(
      page.getByRole('heading', { name: 'Transfer in from Hargreaves Lansdown', level: 1 }),
    ).toBeVisible();
    await moveTo(page, 'Awaiting Documentation', 'Asked the client for the signed transfer authority');
    await expect(page.getByTestId('transfer-action-required')).toContainText('The firm: send the signed');
    await moveTo(page, 'Verifying Documentation', 'Signed authority and ID received');
    await expect(page.getByTestId('transfer-action-required')).toHaveCount(0);
    await moveTo(page, 'Reviewing Documentation', 'Documents verified');
    await moveTo(page, 'With Previous Provider', 'Sent to Hargreaves Lansdown');
    await moveTo(page, 'Awaiting sell down', 'Hargreaves Lansdown is selling the holdings');
    await moveTo(page, 'Completed', '£12,000 received');
    await expectHistory(page, moves);
  });

  await test.step('the cash is in the account and this year’s ISA allowance is unchanged', async () => {
    const summary = await (await page.request.get(`/api/proxy/account/summary/${FIRM}/${isaId}`)).json();
    expect(summary.data.closingCashValue).toBe(12000);
    const transfer = await (
      await page.request.get(`/api/proxy/portfoliotransaction/producttransfer/${FIRM}/${id}`)
    ).json();
    expect(transfer.data.transferStatus).toBe('Completed');
    await page.getByRole('link', { name: /^Back to / }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${isaId}/investments$`));
    await expect(page.getByRole('row', { name: /^Cash/ })).toContainText('£12,000.00');
    await expect(page.getByText(allowance)).toBeVisible();
  });
});

test('an in-specie GIA transfer: a file with bad rows refused row by row and nothing written, then the assets and book values, completed at those book costs', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO_ADMIN, '/clients');
  const giaId = await test.step('a client is onboarded and a GIA opened', async () => {
    const isaId = await clientWithIsa(page, 'Gwen', 'Inspecie');
    const summary = await (await page.request.get(`/api/proxy/account/summary/${FIRM}/${isaId}`)).json();
    await page.goto(`/clients/${summary.data.clientId}/accounts/create`);
    await page.getByRole('combobox', { name: 'Wrapper type' }).click();
    await page.getByRole('option', { name: /^GIA/ }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/accounts\/[0-9A-Z]{7}\/investments$/);
    return page.url().match(/accounts\/([0-9A-Z]{7})\//)![1];
  });
  const isins: string[] = [];
  for (const fund of FUNDS) {
    const found = await (
      await page.request.get(`/api/proxy/asset/${FIRM}?idOrName=${encodeURIComponent(fund)}&pageSize=1`)
    ).json();
    isins.push(found.data[0].isin);
  }

  const id = await test.step('the in-specie transfer is requested', () =>
    requestTransfer(page, giaId, {
      provider: 'AJ Bell',
      type: 'In Specie',
      reference: 'AJB-9001',
      value: '6,000',
    }));

  await test.step('an asset list with bad rows is refused, each row named, and nothing is written', async () => {
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/transfers/${id}/edit$`));
    const assets = page.getByRole('region', { name: 'Asset list' });
    await assets
      .getByLabel('Asset list', { exact: true })
      .setInputFiles(
        csv('bad.csv', `isin,quantity,bookValue\n${isins[0]},100,\nGB00NOTREAL1,5,100\n${isins[1]},lots,\n`),
      );
    await assets.getByRole('button', { name: 'Upload' }).click();
    await expect(
      assets.getByText('bad.csv was refused and nothing was saved.', { exact: false }),
    ).toBeVisible();
    const refused = assets.getByRole('table', { name: 'Rows refused: Asset list' });
    await expect(refused.getByRole('row')).toHaveCount(3);
    await expect(refused.getByRole('row').nth(1)).toContainText(/^3isin/);
    await expect(refused.getByRole('row').nth(2)).toContainText(/^4quantity/);
    const transfer = await (
      await page.request.get(`/api/proxy/portfoliotransaction/producttransfer/${FIRM}/${id}`)
    ).json();
    expect(transfer.data.assets).toEqual([]);
    expect(transfer.data.fileUploadId).toBeNull();
  });

  await test.step('a good asset list, then the missing book value, are accepted', async () => {
    const assets = page.getByRole('region', { name: 'Asset list' });
    await assets
      .getByLabel('Asset list', { exact: true })
      .setInputFiles(
        csv('assets.csv', `isin,quantity,bookValue\n${isins[0]},100,2500.00\n${isins[1]},40,\n`),
      );
    await assets.getByRole('button', { name: 'Upload' }).click();
    await expect(assets.getByText('assets.csv accepted: 2 assets listed')).toBeVisible();
    await expect(assets.getByText('Book value missing')).toBeVisible();
    const bookValues = page.getByRole('region', { name: 'Book values' });
    await bookValues
      .getByLabel('Book values', { exact: true })
      .setInputFiles(csv('book.csv', `isin,bookValue\n${isins[1]},1234.56\n`));
    await bookValues.getByRole('button', { name: 'Upload' }).click();
    await expect(bookValues.getByText('book.csv accepted: 1 book value updated')).toBeVisible();
    await expect(assets.getByText('£1,234.56')).toBeVisible();
    await expect(assets.getByText('Book value missing')).toHaveCount(0);
  });

  await test.step('the event form completes it', async () => {
    await page.getByRole('link', { name: 'Back to the transfer' }).click();
    await expect(page).toHaveURL(new RegExp(`/transfers/${id}$`));
    await moveTo(page, 'Awaiting Documentation', 'Asked for the re-registration form');
    await moveTo(page, 'Verifying Documentation', 'Form received');
    await moveTo(page, 'Reviewing Documentation', 'Form verified');
    await moveTo(page, 'With Previous Provider', 'Sent to AJ Bell');
    await moveTo(page, 'Onboarding Assets', 'AJ Bell is re-registering the holdings');
    await moveTo(page, 'Completed', 'Holdings re-registered');
    await expectHistory(page, [
      'Pending',
      'Awaiting Documentation',
      'Verifying Documentation',
      'Reviewing Documentation',
      'With Previous Provider',
      'Onboarding Assets',
      'Completed',
    ]);
  });

  await test.step('the positions appear at the book costs supplied', async () => {
    await page.getByRole('link', { name: new RegExp(`\\(${giaId}\\)$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${giaId}/investments$`));
    await expect(page.getByRole('row', { name: new RegExp(FUNDS[0]) })).toContainText('£2,500.00');
    await expect(page.getByRole('row', { name: new RegExp(FUNDS[1]) })).toContainText('£1,234.56');
  });
});
