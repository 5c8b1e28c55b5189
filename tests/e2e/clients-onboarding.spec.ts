import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './fixtures';

/**
 * Issue 4's onboarding story on real parts: one client of each type is onboarded through the console
 * (a minor under a parent, a company with a director, a trust with a new trustee), each is found by the
 * list's search box, opened, and one section edited through its #anchor. Then the mistakes the platform's
 * rules catch (NINO, postcode, sort code/account pair, an adult on a minor's form) each show under their
 * field and nothing is saved.
 */

const FIRM = 'DEMO1';
/** Names unique to this run (letters only, as names are), so searches find exactly what this run made. */
const tag = Date.now()
  .toString(26)
  .split('')
  .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
  .join('');
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const STREET = `7 ${cap(tag)} Lane`;

/** The input labelled exactly so (a required field's label ends with " *"). */
const field = (page: Page | Locator, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
/** The MUI form control around an input, where its error is written. */
const controlOf = (page: Page, input: Locator) => page.locator('.MuiFormControl-root', { has: input }).last();

async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function pickClient(page: Page, scope: Page | Locator, label: string, name: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
}

async function savedId(page: Page, name: string) {
  await expect(page).toHaveURL(/\/clients\/[0-9A-Z]+\/overview$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  return page.url().match(/clients\/([0-9A-Z]+)\/overview/)![1];
}

async function countByName(page: Page, name: string) {
  const res = await page.request.get(`/api/proxy/client/${FIRM}?idOrName=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).meta.count as number;
}

async function fillAdult(page: Page, firstName: string, surname: string) {
  await choose(page, page, 'Title', 'Ms');
  await field(page, 'First name').fill(firstName);
  await field(page, 'Surname').fill(surname);
  await field(page, 'Date of birth').fill('02/04/1979');
  await field(page, 'Email').fill(`${firstName}.${surname}@example.co.uk`.toLowerCase());
  await field(page, 'Address line 1').fill(STREET);
  await field(page, 'Postcode').fill('ec1a 1bb');
}

test('one client of each type is onboarded, found by the search box, and edited through an anchor', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@demo1.keel', '/clients');
  const surname = `Onboard${cap(tag)}`;
  const made: { name: string; id: string; anchor: string; editPath: RegExp }[] = [];

  const parentId = await test.step('an individual with a passport and bank details', async () => {
    await page.goto('/clients/create');
    await fillAdult(page, 'Augusta', surname);
    await field(page, 'National Insurance number').fill('JG 10 37 59 A');
    const tax = page.locator('#tax');
    await tax.getByRole('button', { name: 'Add an identifier' }).click();
    await choose(page, tax, 'Identifier', 'CCPT');
    await field(tax, 'Number').fill('p1234567');
    await field(page, 'Sort code').fill('08-99-99');
    await field(page, 'Account number').fill('66374958');
    await choose(page, page, 'Bank details verification', 'Active');
    await choose(page, page, 'Employment status', 'Employed');
    await save(page);
    const id = await savedId(page, `Augusta ${surname}`);
    const stored = (await (await page.request.get(`/api/proxy/client/${FIRM}/${id}`)).json()).data;
    expect(stored.nationalities).toEqual([
      {
        code: 'GB',
        identifiers: [
          { name: 'CCPT', value: 'P1234567', available: true },
          { name: 'NINO', value: 'JG103759A', available: true },
        ],
      },
    ]);
    expect(stored.bankDetails).toMatchObject({ sortCode: '089999', verificationStatus: 'Active' });
    made.push({
      name: `Augusta ${surname}`,
      id,
      anchor: 'contact',
      editPath: new RegExp(`/clients/${id}/edit`),
    });
    return id;
  });

  await test.step('a minor under that parent, with the address copied from the parent', async () => {
    await page.goto(`/clients/${parentId}/createChild`);
    await expect(page.getByText("Address and nationality copied from the parent's record")).toBeVisible();
    await expect(field(page, 'Address line 1')).toHaveValue(STREET);
    await choose(page, page, 'Title', 'Miss');
    await field(page, 'First name').fill('Ada');
    await field(page, 'Date of birth').fill('01/03/2016');
    await save(page);
    const id = await savedId(page, `Ada ${surname}`);
    const stored = (await (await page.request.get(`/api/proxy/client/${FIRM}/${id}`)).json()).data;
    expect(stored).toMatchObject({ clientType: 'Individual Minor', parentId: [parentId] });
    made.push({
      name: `Ada ${surname}`,
      id,
      anchor: 'personal',
      editPath: new RegExp(`/clients/${id}/edit`),
    });
  });

  await test.step('a company with that individual as director, its address found by postcode', async () => {
    await page.goto('/clients/corporate/create');
    await field(page, 'Company name').fill(`${surname} Engines Ltd`);
    await field(page, 'Companies House number').fill('sc123456');
    await field(page, 'Find an address').fill('EC1A 1BB');
    await page.getByRole('button', { name: 'Find address' }).click();
    await choose(page, page, 'Choose an address', `${STREET}, EC1A 1BB`);
    await expect(field(page, 'Address line 1')).toHaveValue(STREET);
    await pickClient(page, page.locator('#relatedParties'), 'Existing client', `Augusta ${surname}`);
    await save(page);
    const id = await savedId(page, `${surname} Engines Ltd`);
    const stored = (await (await page.request.get(`/api/proxy/client/${FIRM}/${id}`)).json()).data;
    expect(stored.relatedParties).toEqual([{ clientId: parentId, role: 'Director' }]);
    made.push({
      name: `${surname} Engines Ltd`,
      id,
      anchor: 'company',
      editPath: new RegExp(`/clients/corporate/${id}/edit#company`),
    });
  });

  await test.step('a trust with a new person as trustee, onboarded with it', async () => {
    await page.goto('/clients/trust/create');
    await field(page, 'Trust name').fill(`The ${surname} Trust`);
    await choose(page, page, 'Trust type', 'Discretionary');
    const address = page.locator('#address');
    await field(address, 'Address line 1').fill('1 Trust Row');
    await field(address, 'Postcode').fill('M1 1AE');
    const people = page.locator('#relatedParties');
    await people.getByRole('button', { name: 'Enter a new person' }).click();
    await choose(page, people, 'Title', 'Mr');
    await field(people, 'First name').fill('Charles');
    await field(people, 'Surname').fill(surname);
    await field(people, 'Date of birth').fill('26/12/1961');
    await field(people, 'Email').fill(`charles.${tag}@example.co.uk`);
    await expect(people.getByRole('combobox', { name: 'Nationality' })).toHaveValue('United Kingdom');
    await field(people, 'Address line 1').fill('1 Trust Row');
    await field(people, 'Postcode').fill('M1 1AE');
    await save(page);
    const id = await savedId(page, `The ${surname} Trust`);
    const stored = (await (await page.request.get(`/api/proxy/client/${FIRM}/${id}`)).json()).data;
    expect(stored.relatedParties).toEqual([{ clientId: expect.any(String), role: 'Trustee' }]);
    const trustee = await page.request.get(`/api/proxy/client/${FIRM}/${stored.relatedParties[0].clientId}`);
    expect((await trustee.json()).data).toMatchObject({
      name: `Charles ${surname}`,
      clientType: 'Individual',
    });
    made.push({
      name: `The ${surname} Trust`,
      id,
      anchor: 'trust',
      editPath: new RegExp(`/clients/trust/${id}/edit#trust`),
    });
  });

  for (const client of made) {
    await test.step(`${client.name} is found by the search box and opened`, async () => {
      await page.goto('/clients');
      await page.getByPlaceholder(/search/i).fill(client.name);
      const cell = page.getByRole('cell', { name: client.name, exact: true });
      await expect(page.getByRole('row')).toHaveCount(2);
      // The list may still be settling from the search as it answers; click again until the row opens.
      await expect(async () => {
        await cell.click();
        await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/overview$`), { timeout: 2000 });
      }).toPass({ timeout: 15_000 });
      await expect(page.getByRole('heading', { name: client.name, level: 1 })).toBeVisible();
    });

    await test.step(`${client.name} is edited through /clients/{id}/edit#${client.anchor}`, async () => {
      await page.goto(`/clients/${client.id}/edit#${client.anchor}`);
      await expect(page).toHaveURL(client.editPath);
      const section = page.locator(`#${client.anchor}`);
      await expect(section).toBeInViewport();
      await expect(section.getByRole('button', { expanded: true })).toBeVisible();
      const label = {
        contact: 'Mobile number',
        personal: 'Middle names',
        company: 'Companies House number',
        trust: 'Trust type',
      }[client.anchor]!;
      if (client.anchor === 'trust') await choose(page, section, label, 'Bare');
      else
        await field(section, label).fill(
          client.anchor === 'company' ? 'SC654321' : client.anchor === 'contact' ? '07700 900123' : 'Grace',
        );
      await save(page);
      await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/overview$`));
      const stored = (await (await page.request.get(`/api/proxy/client/${FIRM}/${client.id}`)).json()).data;
      const expected = {
        contact: { mobile: { number: '07700 900123' } },
        personal: { middleNames: 'Grace' },
        company: { companyNumber: 'SC654321' },
        trust: { trustType: 'Bare' },
      }[client.anchor];
      expect(stored).toMatchObject(expected!);
    });
  }
});

test('each mistake shows under its field and nothing is saved', async ({ page }) => {
  await signIn(page, 'admin@demo1.keel', '/clients');
  const surname = `Mistake${cap(tag)}`;

  await test.step('a bad NINO, a bad postcode and a sort code/account pair that fails the modulus check', async () => {
    await page.goto('/clients/create');
    await fillAdult(page, 'Grace', surname);
    await field(page, 'Postcode').fill('NOT A POSTCODE');
    await field(page, 'National Insurance number').fill('QQ 12 34 56 C');
    await field(page, 'Sort code').fill('938063');
    await field(page, 'Account number').fill('15763217');
    await save(page);
    await expect(controlOf(page, field(page, 'National Insurance number'))).toContainText(
      'Must be a valid National Insurance number, like AB123456C',
    );
    await expect(controlOf(page, field(page, 'Postcode'))).toContainText(
      'Must be a UK postcode, like SW1A 1AA',
    );
    await expect(controlOf(page, field(page, 'Account number'))).toContainText(
      'This account number does not match the sort code; check both',
    );
    await expect(page).toHaveURL(/\/clients\/create$/);
    expect(await countByName(page, surname)).toBe(0);
  });

  await test.step('each fixed in turn, the client saves', async () => {
    await field(page, 'Postcode').fill('EC1A 1BB');
    await field(page, 'National Insurance number').fill('JG 10 37 59 A');
    await field(page, 'Account number').fill('66374958');
    await field(page, 'Sort code').fill('089999');
    await save(page);
    await savedId(page, `Grace ${surname}`);
    expect(await countByName(page, surname)).toBe(1);
  });

  await test.step("an adult's date of birth on a minor", async () => {
    const parentId = page.url().match(/clients\/([0-9A-Z]+)\/overview/)![1];
    await page.goto(`/clients/child/create?parentId=${parentId}`);
    await expect(field(page, 'Address line 1')).toHaveValue(STREET);
    await choose(page, page, 'Title', 'Mr');
    await field(page, 'First name').fill('Grown');
    await field(page, 'Date of birth').fill('01/01/1990');
    await save(page);
    await expect(controlOf(page, field(page, 'Date of birth'))).toContainText('A minor must be under 18');
    await expect(page).toHaveURL(/\/clients\/child\/create/);
    expect(await countByName(page, `Grown ${surname}`)).toBe(0);
  });
});
