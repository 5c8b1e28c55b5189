import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

/**
 * The onboarding gate in the console (docs/decisions/0409), every step a person's: a new client is Pending;
 * an ISA opened for them cannot be paid into, and the pay-in page says so before any form, with the way to
 * the client; approved (with a reason, kept in their history), the pay-in form is offered.
 */

/** A National Insurance number no other test uses (the demo database is fresh for each run). */
const nino = () => `JG${String(Date.now()).slice(-6)}B`;

test("a Pending client's ISA shows why it cannot be paid into, until the client is approved", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo1.keel', '/clients');

  const clientId = await test.step('a new client is onboarded, Pending', async () => {
    await page.goto('/clients/create');
    const title = page.getByRole('combobox', { name: 'Title' });
    // On a busy machine a click can land while the menu is still opening and be lost, leaving the menu
    // (and its backdrop, which swallows every later click) open: pick again until the choice shows.
    await expect(async () => {
      if (!(await page.getByRole('listbox').isVisible())) await title.click();
      await page.getByRole('option', { name: 'Mr', exact: true }).click({ timeout: 2_000 });
      await expect(title).toHaveText('Mr', { timeout: 2_000 });
      await expect(page.getByRole('listbox')).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.getByLabel('First name').fill('Gideon');
    await page.getByLabel('Surname').fill('Gate');
    await page.getByLabel('Date of birth').fill('04/02/1979');
    await page.getByLabel('Email').fill('gideon.gate@example.co.uk');
    await page.getByLabel('Address line 1').fill('3 Turnstile Lane');
    await page.getByLabel('Postcode').fill('EC1A 1BB');
    await page.getByLabel('National Insurance number').fill(nino());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/clients\/[0-9A-Z]{7}\/overview$/);
    return page.url().match(/clients\/([0-9A-Z]{7})\//)![1];
  });

  const accountId = await test.step('an ISA is opened for them, which is allowed', async () => {
    await page.getByRole('link', { name: 'Open account' }).click();
    await page.getByRole('combobox', { name: 'Wrapper type' }).click();
    await page.getByRole('option', { name: /^ISA/ }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/accounts\/[0-9A-Z]{7}\/investments$/);
    return page.url().match(/accounts\/([0-9A-Z]{7})\//)![1];
  });

  await test.step('the account page says the client must be approved first', async () => {
    await expect(page.getByTestId('account-gate-banner')).toContainText(
      'This client is Pending: approve them before their accounts receive money, trade or pay out.',
    );
  });

  await test.step('the pay-in page shows the notice and no submit', async () => {
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Pay in' }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/pay-in$`));
    const notice = page.getByTestId('gate-notice');
    await expect(notice).toContainText('This client is Pending: approve them before paying in.');
    await expect(page.getByRole('button', { name: 'Review' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm and submit' })).toHaveCount(0);
    await notice.getByRole('link', { name: "Open Gideon Gate's record" }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/overview$`));
  });

  await test.step('the client is approved, saying why; the history keeps the reason', async () => {
    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel(/^Reason/).fill('Identity and address verified');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/Identity and address verified/)).toBeVisible();
  });

  await test.step('now the pay-in form is offered', async () => {
    await page.goto(`/accounts/${accountId}/pay-in`);
    await expect(page.getByRole('button', { name: 'Review' })).toBeVisible();
    await expect(page.getByTestId('gate-notice')).toHaveCount(0);
  });
});
