import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './fixtures';

/**
 * Issue 19's pension journey, in the console only (reads through the proxy only pick the account and check
 * the printed file): a DEMO1 SIPP of a client old enough, nothing crystallised yet, takes 25 % tax-free cash
 * on £4,000 from the Actions menu; the PCLS payment shows in its transactions and £3,000 in the Crystallised
 * group on its Income tab; a monthly drawdown income is set up there; the drawdown application prints as a
 * PDF. Decision 0903.
 */

const FIRM = 'DEMO1';
const CRYSTALLISE = 4000;

interface Options {
  oldEnough: boolean;
  crystallisedValue: number;
  uncrystallisedValue: number;
  cashAvailable: number;
  mpaa: { triggered: boolean };
}

/** An Active SIPP of an Active client of pension age with nothing crystallised and the cash to pay £1,000. */
async function freshSipp(page: Page): Promise<string> {
  const list = await page.request.get(
    `/api/proxy/account/list/${FIRM}?wrapperType=SIPP&status=Active&pageSize=100`,
  );
  expect(list.ok()).toBe(true);
  for (const { id } of ((await list.json()) as { data: { id: string }[] }).data) {
    const options = await page.request.get(
      `/api/proxy/clientproduct/action/crystallisation/${FIRM}?accountId=${id}`,
    );
    if (!options.ok()) continue;
    const o = ((await options.json()) as { data: Options }).data;
    const fits =
      o.oldEnough &&
      o.crystallisedValue === 0 &&
      !o.mpaa.triggered &&
      o.uncrystallisedValue >= CRYSTALLISE &&
      o.cashAvailable >= CRYSTALLISE / 4;
    if (!fits) continue;
    const summary = await (await page.request.get(`/api/proxy/account/summary/${FIRM}/${id}`)).json();
    if (summary.data.clientStatus === 'Active') return id;
  }
  throw new Error('DEMO1 has no uncrystallised SIPP of a client of pension age with £1,000 in cash');
}

test('a SIPP takes 25 % tax-free cash, shows the PCLS and the Crystallised group, starts a monthly income and prints the drawdown application', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_ADMIN, '/clients');
  const id = await freshSipp(page);

  await test.step('Take benefits from the Actions menu: a PCLS on £4,000, reviewed, paid', async () => {
    await page.goto(`/accounts/${id}/investments`);
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Take benefits' }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${id}/crystallise$`));
    await expect(page.getByRole('heading', { name: 'Take benefits', level: 1 })).toBeVisible();
    await expect(page.getByText('Old enough to take benefits')).toBeVisible();
    await page.getByRole('radio', { name: /^Tax-free cash \(PCLS\)/ }).check();
    await page.getByLabel(/^Amount to crystallise/).fill('4,000');
    await page.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('table', { name: 'Check before paying' });
    await expect(review.getByRole('row', { name: /^Tax-free cash/ })).toContainText('£1,000.00');
    await expect(review.getByRole('row', { name: /^Designated to flexi-access drawdown/ })).toContainText(
      '£3,000.00',
    );
    await expect(review.getByRole('row', { name: /^Taxable/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay and post' }).click();
    await expect(page.getByText('PCLS paid: £1,000.00 to the client, £4,000.00 crystallised.')).toBeVisible();
  });

  await test.step('the PCLS payment is in the account’s transactions', async () => {
    await page.getByRole('link', { name: 'See the transactions' }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${id}/transactions`));
    await expect(page.getByText(/Payment · PCLS/).first()).toBeVisible();
    await expect(page.getByText('£1,000.00').first()).toBeVisible();
  });

  await test.step('the Income tab shows the Crystallised group and sets up a monthly income', async () => {
    await page.getByRole('tab', { name: 'Income' }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${id}/income$`));
    const groups = page.getByRole('table', { name: 'Pension account groups' });
    await expect(groups.getByRole('row', { name: /^Crystallised/ })).toContainText('£3,000.00');
    await page.getByRole('button', { name: 'Set up a regular income' }).click();
    await page.getByLabel(/^Amount of each payment/).fill('50');
    await page.getByRole('button', { name: 'Set up the income' }).click();
    await expect(page.getByText(/^Regular income \w+ set up\.$/)).toBeVisible();
    const plan = page.getByRole('table', { name: 'Regular income' });
    await expect(plan.getByRole('row', { name: /^Frequency/ })).toContainText('Monthly');
    await expect(plan.getByRole('row', { name: /^Status/ })).toContainText('Active');
  });

  await test.step('the drawdown application prints as a PDF', async () => {
    await page.getByRole('button', { name: 'Print drawdown application' }).click();
    const open = page.getByRole('link', { name: 'Open the drawdown application (PDF)' });
    await expect(open).toBeVisible();
    const href = (await open.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/proxy\/files\/DEMO1\/\w+\?disposition=inline$/);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
