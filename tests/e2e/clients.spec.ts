import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

/**
 * Issue 2's user story, end to end on real parts: sign in through the IdP's form, see the seeded clients,
 * onboard one, edit it, see the server's 400 field error under its field, and sign out.
 */
test('an adviser signs in, finds the seeded clients, onboards and edits a client, and signs out', async ({
  page,
}) => {
  await signIn(page, 'admin@demo1.keel', '/clients');

  await test.step('the seeded clients are listed with their total', async () => {
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/of \d{3}/)).toBeVisible();
  });

  const id = await test.step('an Individual client is onboarded', async () => {
    await page.goto('/clients/create');
    await page.getByRole('combobox', { name: 'Title' }).click();
    await page.getByRole('option', { name: 'Mrs', exact: true }).click();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Surname').fill('Hopper');
    await page.getByLabel('Date of birth').fill('09/12/1976');
    await page.getByLabel('Email').fill('grace.hopper@example.co.uk');
    await page.getByLabel('Address line 1').fill('10 Compiler Close');
    await page.getByLabel('Postcode').fill('ec1a1bb');
    await page.getByLabel('National Insurance number').fill('JG 10 37 59 A');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/clients\/[0-9A-Z]{7}\/overview$/);
    await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    await expect(page.getByText('EC1A 1BB', { exact: false })).toBeVisible();
    return page.url().match(/clients\/([0-9A-Z]{7})\//)![1];
  });

  await test.step('a bad postcode comes back from the server under its field and nothing is saved', async () => {
    await page.goto(`/clients/${id}/edit#address`);
    const postcode = page.getByLabel('Postcode');
    await expect(postcode).toHaveValue('EC1A 1BB');
    await postcode.fill('NOT A POSTCODE');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Must be a UK postcode, like SW1A 1AA')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/clients/${id}/edit`));
    const stored = await page.request.get(`/api/proxy/client/DEMO1/${id}`);
    expect((await stored.json()).data.addressDetail.postCode).toBe('EC1A 1BB');
  });

  await test.step('a valid change saves and shows on the overview', async () => {
    await page.getByLabel('Postcode').fill('EC1A 1BB');
    await page.getByLabel('Surname').fill('Murray Hopper');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/${id}/overview$`));
    await expect(page.getByRole('heading', { name: 'Grace Murray Hopper' })).toBeVisible();
  });

  await test.step('the new client is found by the search box', async () => {
    await page.goto('/clients');
    await page.getByPlaceholder(/search/i).fill('murray hop');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('cell', { name: 'Grace Murray Hopper' })).toBeVisible();
  });

  await test.step('signing out ends the session', async () => {
    await page.getByRole('button', { name: /profile|user menu/i }).click();
    await page.getByRole('menuitem', { name: /log ?out|sign out/i }).click();
    await expect(
      page
        .getByLabel(/password/i)
        .or(page.getByRole('button', { name: 'Sign in' }))
        .first(),
    ).toBeVisible();
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(204);
  });
});
