import { expect, type Page } from '@playwright/test';

/** The ISA journey's steps (isa-journey.spec.ts), each done in the console as a person would. */

export const FUNDS = ['Meridian Global Equity Index Fund', 'Albion Multi-Asset Balanced Fund'];
export const DEMO2_ADMIN = 'admin@demo2.keel';
export const DEMO1_ADMIN = 'admin@demo1.keel';

/** A National Insurance number no other test uses (the demo database is fresh for each run). */
const nino = () => `JH${String(Date.now()).slice(-6)}C`;
const id7 = (url: string, kind: string) => url.match(new RegExp(`${kind}/([0-9A-Z]{7})/`))![1];

/** Reads only: what the platform holds for the account's transactions (the check, not the journey). */
export async function transactionsOf(page: Page, firm: string, accountId: string) {
  const res = await page.request.get(
    `/api/proxy/portfoliotransaction/${firm}?accountId=${accountId}&pageSize=100`,
  );
  expect(res.ok()).toBe(true);
  return (await res.json()) as { data: { id: string; status: string; transactionSubType: string }[] };
}

/** The Amount field (not the "Amounts (£)" choice beside it on the invest form). */
export const amountBox = (page: Page) => page.getByRole('textbox', { name: 'Amount', exact: true });

/** Review, then confirm: the result page lists what the platform created. */
export async function reviewAndSubmit(page: Page) {
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

/** Onboards an adult (Pending), approves them on their page saying why, and opens an Active ISA. */
export async function clientWithIsa(page: Page, firstName: string, surname: string) {
  await page.goto('/clients/create');
  await page.getByRole('combobox', { name: 'Title' }).click();
  await page.getByRole('option', { name: 'Ms', exact: true }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Surname').fill(surname);
  await page.getByLabel('Date of birth').fill('15/06/1985');
  await page.getByLabel('Email').fill(`${firstName}.${surname}@example.co.uk`.toLowerCase());
  await page.getByLabel('Address line 1').fill('1 Allowance Row');
  await page.getByLabel('Postcode').fill('EC1A 1BB');
  await page.getByLabel('National Insurance number').fill(nino());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/clients\/[0-9A-Z]{7}\/overview$/);
  const clientId = id7(page.url(), 'clients');

  await page.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await dialog.getByLabel(/^Reason/).fill('Identity and address verified');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(`/clients/${clientId}/accounts/create`);
  await page.getByRole('combobox', { name: 'Wrapper type' }).click();
  await page.getByRole('option', { name: /^ISA/ }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/accounts\/[0-9A-Z]{7}\/investments$/);
  return id7(page.url(), 'accounts');
}

/** £10,000 paid in, the rule named on the form and at review; the pay-in's id from the result page. */
export async function payInTenThousand(page: Page, accountId: string) {
  await page.goto(`/accounts/${accountId}/pay-in`);
  const rule = 'ISA allowance: £20,000 a tax year; £0.00 used, £0.00 pending, £20,000.00 left';
  await expect(page.getByRole('status').filter({ hasText: rule })).toBeVisible();
  await amountBox(page).fill('10000');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText(rule, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and submit' }).click();
  const row = page.getByRole('row', { name: /Pay-in/ });
  await expect(row).toContainText('£10,000.00');
  await expect(row).toContainText('Waiting');
  return (await row.getByRole('cell').first().textContent())!.trim();
}

/** The account page: the money on its way beside the cash, and the allowance split. */
export async function seePending(page: Page, accountId: string) {
  await page.goto(`/accounts/${accountId}/investments`);
  const onItsWay = page.getByRole('region', { name: 'Money on its way' });
  await expect(onItsWay).toContainText('Coming in: £10,000.00');
  await expect(onItsWay).toContainText(/Pay-in £10,000.00 · Waiting · since/);
  await expect(
    page.getByText('ISA allowance: £20,000 a tax year; £0.00 used, £10,000.00 pending, £10,000.00 left'),
  ).toBeVisible();
}

/** Records a Waiting payment on the account's payments desk from its drawer, with the bank's reference. */
export async function recordOnDesk(
  page: Page,
  accountId: string,
  id: string,
  { button, reference, toast }: { button: string; reference: string; toast: string },
) {
  await page.goto(`/accounts/${accountId}/transactions`);
  await page.getByRole('button', { name: 'Payments to record' }).click();
  await page.getByText(id, { exact: true }).click();
  const drawer = page.getByRole('region', { name: 'Transaction details' });
  await drawer.getByRole('button', { name: button }).click();
  // The drawer is a dialog too; the desk's own is named by its title.
  const dialog = page.getByRole('dialog', { name: 'Record money received or paid out' });
  await dialog.getByLabel('Bank reference').fill(reference);
  await dialog.getByRole('button', { name: button }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(drawer.getByText(reference)).toBeVisible();
  await expect(drawer.getByLabel('Status: Completed')).toBeVisible();
}

/** £9,800 across the funds (one per £ amount given), reviewed, placed and dealt from the result page. */
export async function investAndDeal(page: Page, accountId: string, amounts: string[]) {
  await page.goto(`/accounts/${accountId}/invest`);
  await expect(page.getByText(/£10,000.00 available/)).toBeVisible();
  for (const [i, amount] of amounts.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add an instrument' }).click();
    await pickInstrument(page, i, FUNDS[i]);
    await amountBox(page).nth(i).fill(amount);
  }
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('table', { name: new RegExp(accountId) });
  await expect(review.getByRole('row', { name: /^Cash/ })).toContainText('£10,000.00');
  await page.getByRole('button', { name: 'Confirm and submit' }).click();
  await expect(page.getByRole('row', { name: /Buy/ })).toHaveCount(amounts.length);
  await expect(page.getByRole('row', { name: /Buy/ }).first()).toContainText('Placed');
  await page.getByRole('button', { name: 'Deal now' }).click();
  await expect(page.getByText(`Dealing run: ${amounts.length} executed, 0 rejected.`)).toBeVisible();
  await expect(page.getByRole('row', { name: /Buy.*Completed/ })).toHaveCount(amounts.length);
}

/** The positions with their book cost, and the cash left, on the account page. */
export async function seePositionsAndCash(
  page: Page,
  firm: string,
  accountId: string,
  funds: string[],
  cash: string,
) {
  const summary = await (await page.request.get(`/api/proxy/account/summary/${firm}/${accountId}`)).json();
  const held = summary.data.positions.filter((p: { positionType: string }) => p.positionType === 'Stock');
  expect(held).toHaveLength(funds.length);
  await page.goto(`/accounts/${accountId}/investments`);
  for (const fund of funds) {
    const position = held.find((p: { assetName: string }) => p.assetName === fund);
    const bookCost = `£${position.bookValue.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    await expect(page.getByRole('row', { name: new RegExp(fund) })).toContainText(bookCost);
  }
  await expect(page.getByRole('row', { name: /^Cash/ })).toContainText(cash);
}

export async function withdraw(page: Page, accountId: string, amount: string) {
  await page.goto(`/accounts/${accountId}/withdraw`);
  await amountBox(page).fill(amount);
  await reviewAndSubmit(page);
  const row = page.getByRole('row', { name: /Withdrawal/ });
  await expect(row).toContainText('Waiting');
  return (await row.getByRole('cell').first().textContent())!.trim();
}
