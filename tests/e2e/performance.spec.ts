import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

/**
 * Performance, in the console (one read through the API finds a seeded client worth charting; every step a
 * person takes is a click): the client's Performance tab, the 1Y period, the chart with its text
 * alternative and the time-weighted return; then an account's report from the accounts table, with its
 * figures and positions.
 */

const FIRM = 'DEMO1';

/** The demo client with the most invested: a chart with something on it. */
async function investedClient(page: Page) {
  const res = await page.request.get(`/api/proxy/portfolio/${FIRM}?status=Active&pageSize=50`);
  expect(res.ok()).toBe(true);
  const clients = ((await res.json()) as { data: { id: string; name: string; currentValue: number }[] }).data;
  return clients.reduce((best, c) => (c.currentValue > best.currentValue ? c : best));
}

test("a client's performance over 1Y shows the chart and returns; an account's report shows its figures", async ({
  page,
}) => {
  await signIn(page, 'admin@demo1.keel', '/clients');
  const client = await investedClient(page);

  await test.step('the Performance tab, then 1Y: the chart, its summary and the TWR', async () => {
    await page.goto(`/clients/${client.id}/overview`);
    await page.getByRole('tab', { name: 'Performance' }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/performance$`));
    await page.getByRole('button', { name: '1Y', exact: true }).click();
    await expect(page.getByRole('figure', { name: /Value and net contributions/ })).toBeVisible();
    await expect(page.getByTestId('performance-chart').locator('svg path').first()).toBeAttached();
    await expect(page.getByTestId('chart-summary')).toContainText('Time-weighted return');
    await expect(page.getByTestId('time-weighted-return')).toHaveText(/^-?[\d,.]+%$|Not measurable/);
    await expect(page.getByTestId('period-shown')).toBeVisible();
  });

  await test.step("an account's report opens from the accounts table, with figures and holdings", async () => {
    const accounts = page.getByRole('table', { name: 'Returns by account' });
    await accounts.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/accounts\/[^/]+\/report$/);
    await expect(page.getByRole('tab', { name: 'Report', selected: true })).toBeVisible();
    await expect(page.getByTestId('closing-value')).toHaveText(/^-?£[\d,]+\.\d{2}$/);
    await expect(page.getByRole('heading', { name: 'Positions held at the end' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  });
});
