import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { amountBox, FUNDS } from './isaSteps';

/**
 * Documents and messages, in the console only (reads through the API find the records and check the
 * counts; every step a person takes is a click): a buy dealt from the account page puts a contract note
 * in the client's box, Unread; once its PDF is made it opens in a new tab (a PDF), which reads it and
 * drops the unread count by one. A valuation statement generated from the client's page shows in the tab.
 * The file's address, without a session, is refused.
 */

const FIRM = 'DEMO1';

async function apiData<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api/proxy${path}`);
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A demo account of an Active client with at least £500 uninvested. */
async function fundedAccount(page: Page) {
  const accounts = await apiData<{ id: string; clientId: string; wrapperType: string }[]>(
    page,
    `/account/list/${FIRM}?status=Active&pageSize=50`,
  );
  for (const account of accounts.filter((a) => a.wrapperType === 'GIA' || a.wrapperType === 'ISA')) {
    const summary = await apiData<{ uninvestedCash: number; clientStatus: string; clientName: string }>(
      page,
      `/account/summary/${FIRM}/${account.id}`,
    );
    if (summary.clientStatus === 'Active' && summary.uninvestedCash >= 500)
      return { accountId: account.id, clientId: account.clientId, clientName: summary.clientName };
  }
  throw new Error('No demo account with £500 to invest');
}

const unreadOf = async (page: Page, clientId: string) =>
  (await apiData<{ byStatus: { Unread: number } }>(page, `/message/stats/${FIRM}?clientId=${clientId}`))
    .byStatus.Unread;

test('a dealt buy brings an Unread contract note whose PDF opens and reads it; a statement is generated', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo1.keel', '/clients');
  const { accountId, clientId, clientName } = await fundedAccount(page);
  const unreadBefore = await unreadOf(page, clientId);

  await test.step('a £100 buy is placed through the invest workflow', async () => {
    await page.goto(`/accounts/${accountId}/invest`);
    const box = page.getByRole('combobox', { name: 'Instrument' }).first();
    await box.fill(FUNDS[0].split(' ').slice(0, 3).join(' '));
    await page.getByRole('option', { name: new RegExp(`^${FUNDS[0]}`) }).click();
    await amountBox(page).first().fill('100');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Confirm and submit' }).click();
    await expect(page.getByRole('row', { name: /Buy/ }).first()).toContainText('Placed');
  });

  await test.step('dealing is run from the account page', async () => {
    await page.goto(`/accounts/${accountId}/investments`);
    await page.getByRole('button', { name: 'Run dealing' }).click();
    await expect(page.getByText(/Dealing run finished: [1-9]\d* executed/)).toBeVisible();
  });

  const fileUrl =
    await test.step("the client's documents tab shows the contract note Unread, then Ready", async () => {
      await page.goto(`/clients/${clientId}/overview`);
      await page.getByRole('tab', { name: /Documents and messages/ }).click();
      await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/documents$`));
      await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
      await expect(page.getByTestId('unread-count')).toHaveText(`${unreadBefore + 1} unread`);
      await expect(page.getByRole('tab', { name: new RegExp(`${unreadBefore + 1} unread`) })).toBeVisible();
      const note = page.getByRole('row').filter({ hasText: 'Contract Note' }).first();
      await expect(note).toContainText('Unread');
      // A background job renders the PDF; the page reads the list again while it is Preparing.
      await expect(note).toContainText('Ready', { timeout: 90_000 });

      await note.click();
      const openPdf = page.getByRole('link', { name: 'Open PDF' });
      const href = (await openPdf.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^/api/proxy/files/${FIRM}/[^/?]+\\?disposition=inline$`));
      const pdfResponse = page
        .context()
        .waitForEvent('response', (r) => r.url().includes('/api/proxy/files/'));
      const popup = page.waitForEvent('popup');
      await openPdf.click();
      const response = await pdfResponse;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      await (await popup).close();
      return href;
    });

  await test.step('opening it read it: the count drops by one', async () => {
    await expect(page.getByText('Marked as read')).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveText(`${unreadBefore} unread`);
    await expect(page.getByRole('row').filter({ hasText: 'Contract Note' }).first()).toContainText('Read');
    expect(await unreadOf(page, clientId)).toBe(unreadBefore);
  });

  await test.step('a valuation statement for last quarter is generated from the client page', async () => {
    await page.goto(`/clients/${clientId}/overview`);
    await page.getByRole('button', { name: 'Generate statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate a valuation statement' });
    await dialog.getByRole('button', { name: 'Last quarter' }).click();
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByTestId('statement-review')).toContainText(
      new RegExp(
        `^Valuation statement for ${clientName}, \\d+ \\w+ \\d{4} to \\d+ \\w+ \\d{4}, (all \\d+ accounts|the one account)$`,
      ),
    );
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByRole('link', { name: 'Open PDF' })).toBeVisible();
    await dialog.getByRole('link', { name: 'See it in Documents and messages' }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/documents$`));
    const statement = page.getByRole('row').filter({ hasText: 'Statement' }).first();
    await expect(statement).toContainText('Valuation statement');
    await expect(statement).toContainText('Unread');
    await expect(page.getByTestId('unread-count')).toHaveText(`${unreadBefore + 1} unread`);
  });

  await test.step("the file's address without a session is refused", async () => {
    // `request` is a context of its own: no cookies, no session.
    const res = await request.get(fileUrl);
    expect([401, 403]).toContain(res.status());
  });
});
