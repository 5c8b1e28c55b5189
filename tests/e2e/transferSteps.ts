import { expect, type Page } from '@playwright/test';

/** The transfer request from the account's Actions menu: reviewed in words, submitted; the transfer's id. */
export async function requestTransfer(
  page: Page,
  accountId: string,
  {
    provider,
    type,
    reference,
    value,
  }: { provider: string; type: 'Cash' | 'In Specie'; reference: string; value: string },
) {
  await page.goto(`/accounts/${accountId}/investments`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Transfer in or out' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/transfer$`));
  if (type === 'In Specie') await page.getByRole('radio', { name: /^In specie/ }).check();
  const picker = page.getByRole('combobox', { name: 'The other provider' });
  await picker.fill(provider.slice(0, 6));
  await page
    .getByRole('option', { name: new RegExp(`^${provider} · electronic · typically \\d+ working days$`) })
    .click();
  await page.getByLabel(/^Their reference/).fill(reference);
  await page.getByLabel(/^Estimated value/).fill(value);
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('table', { name: 'Check the transfer request' });
  await expect(review.getByRole('row', { name: /^The other provider/ })).toContainText(provider);
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and submit' }).click();
  const done = page.getByText(/^Transfer \S+ requested: it is Pending\.$/);
  await expect(done).toBeVisible();
  const id = /^Transfer (\S+) requested/.exec((await done.textContent())!)![1];
  await page.getByRole('link', { name: 'Open the transfer' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/transfers/${id}$`));
  return id;
}
