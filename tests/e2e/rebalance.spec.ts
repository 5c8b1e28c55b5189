import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signIn, xsrfHeader } from './fixtures';

/**
 * Issue 17 item 4, console side: an account of DEMO1 that follows a model and has drifted out of its band
 * is rebalanced through the review (/accounts/{id}/rebalance), confirmed as one group of orders, dealt with
 * the account page's Run dealing, and the model's page then shows it within tolerance. Real IdP, BFF,
 * platform and browser.
 */

const FIRM = 'DEMO1';

interface Model {
  id: string;
  name: string;
  type: string;
}
interface Weight {
  withinTolerance: boolean;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api/proxy${path}`);
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A drifted follower whose plan brings every weight back within the band (the seed's prices allowing). */
async function driftedFollower(page: Page) {
  const headers = await xsrfHeader(page);
  for (const model of await api<Model[]>(page, `/model/${FIRM}?status=Active&pageSize=50`)) {
    const followers = await api<{ accountId: string }[]>(
      page,
      `/model/${FIRM}/${model.id}/accounts?outOfTolerance=true&pageSize=50`,
    );
    for (const { accountId } of followers) {
      const res = await page.request.post(`/api/proxy/account/rebalance/preview/${FIRM}/${accountId}`, {
        data: {},
        headers,
      });
      if (res.status() !== 200) continue;
      const { data } = (await res.json()) as { data: { trades: unknown[]; weights: Weight[] } };
      if (data.trades.length && data.weights.every((w) => w.withinTolerance)) return { model, accountId };
    }
  }
  throw new Error('No drifted account of DEMO1 follows an Active model');
}

test('a drifted account is rebalanced through the review, dealt, and is back within tolerance', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN, '/accounts');
  const { model, accountId } = await driftedFollower(page);

  await test.step('the review is reached from the account page and lists the trades and weights', async () => {
    await page.goto(`/accounts/${accountId}/investments`);
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Rebalance to model' }).click();
    await expect(page).toHaveURL(`/accounts/${accountId}/rebalance`);
    await expect(page.getByText(`back to ${model.name} at the latest prices`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Trades' }).getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Weights' })).toBeVisible();
  });

  await test.step('Confirm places the orders as one group; Run dealing executes them', async () => {
    await page.getByRole('button', { name: 'Confirm and place the orders' }).click();
    await expect(page.getByRole('heading', { name: 'Orders placed as one group' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Created transactions' }).getByText('Placed').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Run dealing' }).click();
    await expect(page.getByText(/Dealing run finished: [1-9]\d* executed, 0 rejected/)).toBeVisible();
  });

  await test.step("the model's page shows the account within tolerance", async () => {
    await page.goto(`/models/${model.type.toLowerCase()}/${model.id}`);
    const accounts = page.getByRole('region', { name: 'Accounts following this model' });
    const row = accounts
      .getByRole('row')
      .filter({ has: page.locator(`a[href$="/accounts/${accountId}/investments"]`) });
    await expect(row.getByText('Within tolerance')).toBeVisible();
  });
});
