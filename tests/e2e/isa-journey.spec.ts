import { expect, test, type Page } from '@playwright/test';
import { signIn, xsrfHeader } from './fixtures';

/**
 * Issue 5's ISA journey on real parts: onboard an adult, open an ISA, pay in £10,000, invest £9,800 across
 * two funds, deal, see the positions and book cost, sell one holding, withdraw £500, and find every step
 * in /transactions; then a £15,000 pay-in after the £10,000 is refused under its field, writing nothing; a
 * regular monthly pay-in is set up; and a withdrawal beyond the cash sells down a holding for the shortfall.
 */

const FIRM = 'DEMO1';
const FUNDS = ['Meridian Global Equity Index Fund', 'Albion Multi-Asset Balanced Fund'];

/** A National Insurance number no other test uses (the demo database is fresh for each run). */
const nino = () => `JH${String(Date.now()).slice(-6)}C`;

async function transactionsOf(page: Page, accountId: string) {
  const res = await page.request.get(
    `/api/proxy/portfoliotransaction/${FIRM}?accountId=${accountId}&pageSize=100`,
  );
  expect(res.ok()).toBe(true);
  return (await res.json()) as { data: { id: string; status: string; transactionSubType: string }[] };
}

/** The Amount field (not the "Amounts (£)" choice beside it on the invest form). */
const amountBox = (page: Page) => page.getByRole('textbox', { name: 'Amount', exact: true });

/** Review, then confirm: the result page lists what the platform created. */
async function reviewAndSubmit(page: Page) {
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and submit' }).click();
  await expect(page.getByRole('table', { name: 'Created transactions' })).toBeVisible();
}

async function pickInstrument(page: Page, line: number, name: string) {
  const box = page.getByRole('combobox', { name: 'Instrument' }).nth(line);
  await box.fill(name.split(' ').slice(0, 3).join(' '));
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

test('an adviser runs an ISA from pay-in to withdrawal, every step in /transactions', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo1.keel', '/clients');

  const clientId = await test.step('an adult client is onboarded', async () => {
    await page.goto('/clients/create');
    await page.getByRole('combobox', { name: 'Title' }).click();
    await page.getByRole('option', { name: 'Ms', exact: true }).click();
    await page.getByLabel('First name').fill('Isla');
    await page.getByLabel('Surname').fill('Saver');
    await page.getByLabel('Date of birth').fill('1985-06-15');
    await page.getByLabel('Email').fill('isla.saver@example.co.uk');
    await page.getByLabel('Address line 1').fill('1 Allowance Row');
    await page.getByLabel('Postcode').fill('EC1A 1BB');
    await page.getByLabel('National Insurance number').fill(nino());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/clients\/[0-9A-Z]{7}\/overview$/);
    return page.url().match(/clients\/([0-9A-Z]{7})\//)![1];
  });

  const accountId = await test.step('a new ISA is opened, Active', async () => {
    await page.goto(`/clients/${clientId}/accounts/create`);
    await page.getByRole('combobox', { name: 'Wrapper type' }).click();
    await page.getByRole('option', { name: /^ISA/ }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/accounts\/[0-9A-Z]{7}\/investments$/);
    return page.url().match(/accounts\/([0-9A-Z]{7})\//)![1];
  });

  const payInId = await test.step('£10,000 is paid in, the full allowance showing first', async () => {
    await page.goto(`/accounts/${accountId}/pay-in`);
    await expect(page.getByText(/£20,000.00 of this tax year's ISA allowance is left/)).toBeVisible();
    await amountBox(page).fill('10000');
    await reviewAndSubmit(page);
    const row = page.getByRole('row', { name: /Pay-in/ });
    await expect(row).toContainText('£10,000.00');
    await expect(row).toContainText('Waiting');
    return (await row.getByRole('cell').first().textContent())!.trim();
  });

  await test.step('the bank confirms the money arrived (an operations call: no console page for it yet)', async () => {
    const res = await page.request.put(`/api/proxy/portfoliotransactionaction/${FIRM}/${payInId}`, {
      headers: await xsrfHeader(page),
      data: { transactionAction: 'Complete', actionReason: 'Payment received' },
    });
    expect(res.ok()).toBe(true);
  });

  await test.step('£9,800 is invested across two funds, reviewed, placed and dealt', async () => {
    await page.goto(`/accounts/${accountId}/invest`);
    await expect(page.getByText(/£10,000.00 available/)).toBeVisible();
    await pickInstrument(page, 0, FUNDS[0]);
    await amountBox(page).nth(0).fill('4900');
    await page.getByRole('button', { name: 'Add an instrument' }).click();
    await pickInstrument(page, 1, FUNDS[1]);
    await amountBox(page).nth(1).fill('4900');
    await page.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('table', { name: new RegExp(accountId) });
    await expect(review.getByRole('row', { name: /^Cash/ })).toContainText('£10,000.00');
    await expect(review.getByRole('row', { name: new RegExp(FUNDS[1]) })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm and submit' }).click();
    await expect(page.getByRole('row', { name: /Buy/ })).toHaveCount(2);
    await expect(page.getByRole('row', { name: /Buy/ }).first()).toContainText('Placed');
    await page.getByRole('button', { name: 'Deal now' }).click();
    await expect(page.getByText('Dealing run: 2 executed, 0 rejected.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Buy.*Completed/ })).toHaveCount(2);
  });

  await test.step('the positions and their book cost show on the account', async () => {
    const summary = await (await page.request.get(`/api/proxy/account/summary/${FIRM}/${accountId}`)).json();
    const held = summary.data.positions.filter((p: { positionType: string }) => p.positionType === 'Stock');
    expect(held).toHaveLength(2);
    await page.goto(`/accounts/${accountId}/investments`);
    for (const fund of FUNDS) {
      const position = held.find((p: { assetName: string }) => p.assetName === fund);
      const bookCost = `£${position.bookValue.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
      await expect(page.getByRole('row', { name: new RegExp(fund) })).toContainText(bookCost);
    }
  });

  await test.step('one holding is sold in full and dealt', async () => {
    await page.goto(`/accounts/${accountId}/sell`);
    await page.getByRole('combobox', { name: `Sell ${FUNDS[0]} by` }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await reviewAndSubmit(page);
    await expect(page.getByRole('row', { name: /Sell/ })).toContainText('Placed');
    await page.getByRole('button', { name: 'Deal now' }).click();
    await expect(page.getByRole('row', { name: /Sell/ })).toContainText('Completed');
  });

  await test.step('£500 is withdrawn', async () => {
    await page.goto(`/accounts/${accountId}/withdraw`);
    await amountBox(page).fill('500');
    await reviewAndSubmit(page);
    await expect(page.getByRole('row', { name: /Withdrawal/ })).toContainText('£500.00');
    await expect(page.getByRole('row', { name: /Withdrawal/ })).toContainText('Waiting');
  });

  await test.step('every step is in /transactions, filtered by the account', async () => {
    await page.getByRole('link', { name: "See the account's transactions" }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/transactions`));
    await page.goto(`/transactions?accountId=${accountId}`);
    const { data } = await transactionsOf(page, accountId);
    expect(data.map((t) => t.transactionSubType).sort()).toEqual([
      'At Best',
      'At Best',
      'At Best',
      'Deposit',
      'Withdrawal',
    ]);
    for (const t of data) await expect(page.getByText(t.id, { exact: true })).toBeVisible();
  });

  await test.step('£15,000 more is refused under Amount, naming the £10,000 left, and nothing is written', async () => {
    const before = (await transactionsOf(page, accountId)).data.length;
    await page.goto(`/accounts/${accountId}/pay-in`);
    await expect(page.getByText(/£10,000.00 of this tax year's ISA allowance is left/)).toBeVisible();
    await amountBox(page).fill('15000');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByText(/more than the £10,000.00 left/)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm and submit' }).click();
    const amount = amountBox(page);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText("£10,000.00 of this tax year's ISA allowance is left", { exact: true }),
    ).toBeVisible();
    expect((await transactionsOf(page, accountId)).data.length).toBe(before);
  });

  await test.step('a regular £100 pay-in on day 28 is set up as a standing instruction', async () => {
    await page.goto(`/accounts/${accountId}/pay-in`);
    await page.getByRole('radio', { name: 'Regular' }).check();
    await page.getByRole('combobox', { name: /Payment day/ }).click();
    await page.getByRole('option', { name: '28', exact: true }).click();
    await page.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Direct Debit' }).click();
    await amountBox(page).fill('100');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByText(/Pay in £100.00 by Direct Debit, on day 28 of each month/)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm and submit' }).click();
    await expect(page.getByText('Regular payment set up.')).toBeVisible();
    await expect(
      page.getByText(/£100.00 on day 28 of each month, next on \d{4}-\d{2}-28 \(Active\)/),
    ).toBeVisible();
  });

  await test.step('a withdrawal beyond the cash sells down the largest holding for the shortfall', async () => {
    await page.goto(`/accounts/${accountId}/withdraw`);
    const available = page.getByText(/· £[\d,.]+ available/);
    await expect(available).toBeVisible();
    await amountBox(page).fill('6000');
    await page.getByRole('radio', { name: 'Sell enough to cover it' }).check();
    await page.getByRole('radio', { name: 'Largest holding first' }).check();
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByText(/short: holdings are sold first \(Largest holding first\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm and submit' }).click();
    await expect(page.getByRole('row', { name: /Withdrawal/ })).toContainText('£6,000.00');
    await expect(page.getByRole('row', { name: new RegExp(`Sell.*${FUNDS[1]}`) })).toContainText('Placed');
  });
});
