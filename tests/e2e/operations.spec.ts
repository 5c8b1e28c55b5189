import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { amountBox } from './isaSteps';

/**
 * Operations (issue 20), in the console only (reads through the API find an account to use; every step a
 * person takes is a click): a buy too small to pay its dealing charge goes to Error when dealt from the
 * account page; the dashboard's "Order Error" count and the inbox show it; it is resolved with a note in
 * the console, and both clear.
 */

const FIRM = 'DEMO1';
/** An exchange-traded share: DEMO1 charges £5.95 to deal one, so a £2 buy buys nothing and is refused. */
const SHARE = 'Caledonian Rail Holdings plc';

async function apiData<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api/proxy${path}`);
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A demo account of an Active client with some uninvested cash. */
async function fundedAccount(page: Page) {
  const accounts = await apiData<{ id: string; wrapperType: string }[]>(
    page,
    `/account/list/${FIRM}?status=Active&pageSize=50`,
  );
  for (const account of accounts.filter((a) => a.wrapperType === 'GIA')) {
    const summary = await apiData<{ uninvestedCash: number; clientStatus: string; clientName: string }>(
      page,
      `/account/summary/${FIRM}/${account.id}`,
    );
    if (summary.clientStatus === 'Active' && summary.uninvestedCash >= 10)
      return { accountId: account.id, clientName: summary.clientName };
  }
  throw new Error('No demo GIA with £10 to invest');
}

const errorCard = (page: Page) => page.getByTestId('exception-Order Error');
/** The card's accessible name is its visible text: the count, then the type ("3 Order Error"). */
const errorCount = async (page: Page) =>
  Number(/^\s*(\d+)\s*Order Error\s*$/.exec(await errorCard(page).innerText())![1]);

/** The dashboard's Order Error count, read again until it is `expected` (the inbox refreshes every few seconds). */
async function expectErrorCount(page: Page, expected: number) {
  await expect(async () => {
    await page.goto('/');
    // Each look gives the dashboard time to load on a busy machine (2 s was not always enough).
    await expect(errorCard(page)).toHaveAccessibleName(new RegExp(`^${expected}\\s*Order Error$`), {
      timeout: 10_000,
    });
  }).toPass({ timeout: 60_000 });
}

test('an order in Error shows on the dashboard and in the inbox; resolved with a note, both clear', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo1.keel', '/');
  const { accountId, clientName } = await fundedAccount(page);
  await expect(errorCard(page)).toBeVisible();
  const before = await errorCount(page);

  await test.step('a £2 buy of a share is placed and dealt from the account page: Error', async () => {
    await page.goto(`/accounts/${accountId}/invest`);
    const box = page.getByRole('combobox', { name: 'Instrument' }).first();
    await box.fill(SHARE.split(' ').slice(0, 2).join(' '));
    await page.getByRole('option', { name: new RegExp(`^${SHARE}`) }).click();
    await amountBox(page).first().fill('2');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Confirm and submit' }).click();
    await expect(page.getByRole('row', { name: /Buy/ }).first()).toContainText('Placed');
    await page.goto(`/accounts/${accountId}/investments`);
    await page.getByRole('button', { name: 'Run dealing' }).click();
    await expect(page.getByText(/Dealing run finished: \d+ executed, [1-9]\d* rejected/)).toBeVisible();
  });

  await test.step('the dashboard counts it and its card opens the inbox, which lists it', async () => {
    await expectErrorCount(page, before + 1);
    await errorCard(page).click();
    await expect(page).toHaveURL(/\/notifications\?filter=/);
    const row = page.getByRole('row').filter({ hasText: clientName }).filter({ hasText: 'buys no units' });
    await expect(row).toHaveCount(1);
    await row.click();
  });

  await test.step('someone resolves it with a note; the dashboard and the open inbox clear', async () => {
    await expect(page.getByRole('heading', { level: 1, name: /buys no units/ })).toBeVisible();
    await page.getByRole('button', { name: 'Resolve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve' });
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await expect(dialog.getByText('Say how it was resolved')).toBeVisible();
    await dialog.getByLabel(/^Note/).fill('Told the client the charge exceeds the order; no trade');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Resolved', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'History' })).toContainText(
      'Told the client the charge exceeds the order; no trade',
    );
    await expectErrorCount(page, before);
    await errorCard(page).click();
    await expect(
      page.getByRole('row').filter({ hasText: clientName }).filter({ hasText: 'buys no units' }),
    ).toHaveCount(0);
  });
});
