import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

/**
 * Issue 12, plain language: in an American browser, a client is onboarded into a node chosen from the
 * organisation tree, with a date of birth typed the UK way; the details page then reads as a person
 * expects: the node by name, the date as "5 Mar 1980", countries by name, the sort code in pairs.
 */
test.use({ locale: 'en-US' });

const FIRM = 'DEMO1';
/** A surname unique to this run (letters only, as names are). */
const surname = `Datecheck${Date.now()
  .toString(26)
  .split('')
  .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
  .join('')}`;

/** The input labelled exactly so (a required field's label ends with " *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

test('a client onboarded in an en-US browser, into a node from the picker, reads plainly on Details', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo1.keel', '/clients/create');
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');

  await test.step('the Node field starts at the user’s own node, by name, and finds another by search', async () => {
    const node = page.getByRole('combobox', { name: /^Node/ });
    await expect(node).toHaveValue('Demo Wealth Management');
    await node.click();
    await node.fill('workpl');
    const options = page.getByRole('option');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText('In Demo Wealth Management');
    await options.first().click();
    await expect(node).toHaveValue('Workplace Savings');
  });

  await test.step('the date of birth asks for and takes dd/mm/yyyy', async () => {
    const birth = field(page, 'Date of birth');
    await expect(birth).toHaveAttribute('placeholder', /^dd\/mm\/yyyy$/i);
    await birth.click();
    await birth.pressSequentially('05031980');
    await expect(birth).toHaveValue('05/03/1980');
  });

  const id = await test.step('the rest of the form is filled and saved', async () => {
    await page.getByRole('combobox', { name: /^Title/ }).click();
    await page.getByRole('option', { name: 'Ms', exact: true }).click();
    await field(page, 'First name').fill('Edith');
    await field(page, 'Surname').fill(surname);
    await field(page, 'Email').fill(`edith.${surname}@example.co.uk`.toLowerCase());
    await field(page, 'Address line 1').fill('3 Calendar Row');
    await field(page, 'Postcode').fill('EC1A 1BB');
    await field(page, 'Sort code').fill('089999');
    await field(page, 'Account number').fill('66374958');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/clients\/[0-9A-Z]+\/overview$/);
    return page.url().match(/clients\/([0-9A-Z]+)\/overview/)![1];
  });

  await test.step('the platform holds the date as YYYY-MM-DD and the chosen node', async () => {
    const nodes = (await (await page.request.get(`/api/proxy/firm/node/list/${FIRM}`)).json()).data;
    const workplace = nodes.find((n: { name: string }) => n.name === 'Workplace Savings');
    const stored = (await (await page.request.get(`/api/proxy/client/${FIRM}/${id}`)).json()).data;
    expect(stored.dateOfBirth).toBe('1980-03-05');
    expect([stored.nodeId].flat()).toEqual([workplace.id]);
  });

  await test.step('Details shows the node by name, the date, countries by name and the sort code in pairs', async () => {
    await page.goto(`/clients/${id}/details`);
    const main = page.getByRole('main');
    await expect(main.getByText('5 Mar 1980', { exact: true })).toBeVisible();
    await expect(main.getByText('Workplace Savings', { exact: true })).toBeVisible();
    await expect(main.getByText('08-99-99', { exact: true })).toBeVisible();
    // The address's country and the tax domicile (GB) are both named.
    await expect(main.getByText('United Kingdom', { exact: true }).first()).toBeVisible();
    const text = await main.innerText();
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(text).not.toMatch(/\bGB\b/);
    expect(text).not.toContain('089999');
  });
});
