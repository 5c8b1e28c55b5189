import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, clients } from '../db/schema';
import { createFirm, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

/** Onboarding companies, trusts and minors with their people, and the type rules that keep records sound. */

const ADDRESS = { address1: '1 Analytical Row', postCode: 'SW1A 1AA', country: 'GB' };
const person = (overrides: Record<string, unknown> = {}) => ({
  title: 'Mr',
  firstName: 'Charles',
  surname: 'Babbage',
  dateOfBirth: '1971-12-26',
  email: 'charles@example.co.uk',
  nationality: 'GB',
  addressDetail: ADDRESS,
  ...overrides,
});
const individual = (overrides: Record<string, unknown> = {}) => ({
  firmId: 'FIRMO',
  nodeId: '0',
  clientType: 'Individual',
  ...person(),
  ...overrides,
});
const corporate = (overrides: Record<string, unknown> = {}) => ({
  firmId: 'FIRMO',
  nodeId: '0',
  clientType: 'Corporate',
  name: 'Difference Engines Ltd',
  companyNumber: '01234567',
  addressDetail: ADDRESS,
  ...overrides,
});
const trust = (relatedParties: object[]) => ({
  firmId: 'FIRMO',
  nodeId: '0',
  clientType: 'Trust',
  name: 'The Babbage Family Trust',
  trustType: 'Discretionary',
  addressDetail: ADDRESS,
  relatedParties,
});

let p: TestPlatform;
let admin: string;
const fieldsOf = (body: { error: { fieldErrors: { fieldName: string; errorMessage: string }[] } }) =>
  Object.fromEntries(body.error.fieldErrors.map((f) => [f.fieldName, f.errorMessage]));

async function create(body: object) {
  return p.request('POST', '/client', { token: admin, body });
}

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'FIRMO');
  const a = await createUser(p.db, 'FIRMO', { email: 'admin@firmo.test' });
  admin = await p.tokenFor('FIRMO', a.email, TEST_PASSWORD);
});
afterAll(() => p.close());

describe('related parties', () => {
  it('when a company names an existing director and a new one, then the new person is onboarded with it', async () => {
    const existing = await create(individual({ firstName: 'Ada', email: 'ada@example.co.uk' }));
    const res = await create(
      corporate({
        relatedParties: [
          { clientId: existing.body.data.id, role: 'Director' },
          { client: person(), role: 'Significant Shareholder' },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const got = await p.request('GET', `/client/FIRMO/${res.body.data.id}`, { token: admin });
    const [first, second] = got.body.data.relatedParties;
    expect(first).toEqual({ clientId: existing.body.data.id, role: 'Director' });
    expect(second.role).toBe('Significant Shareholder');
    const director = await p.request('GET', `/client/FIRMO/${second.clientId}`, { token: admin });
    expect(director.body.data).toMatchObject({
      clientType: 'Individual',
      name: 'Charles Babbage',
      nodeId: ['0'],
    });
    const audits = await p.db.select().from(auditLog).where(eq(auditLog.entityId, second.clientId));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it('when a new person is invalid, then 400 names their field and neither record is saved', async () => {
    const before = await p.db.$count(clients);
    const res = await create(
      corporate({
        relatedParties: [{ client: person({ nationalInsuranceNo: 'QQ123456C' }), role: 'Director' }],
      }),
    );
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual({
      'relatedParties.0.client.nationalInsuranceNo':
        'Must be a valid National Insurance number, like AB123456C',
    });
    expect(await p.db.$count(clients)).toBe(before);
  });

  it("when the record's own references fail, then no new person is onboarded", async () => {
    const before = await p.db.$count(clients);
    const res = await p.request('POST', '/client', {
      token: admin,
      body: corporate({ nodeId: 'NOWHERE', relatedParties: [{ client: person(), role: 'Director' }] }),
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toHaveProperty('nodeId');
    expect(await p.db.$count(clients)).toBe(before);
  });

  it('when a trust gives a company role, a company as trustee or an unknown client, then each party is refused', async () => {
    const company = await create(corporate());
    const res = await create(
      trust([
        { client: person(), role: 'Director' },
        { clientId: company.body.data.id, role: 'Trustee' },
        { clientId: 'NOSUCH1', role: 'Settlor' },
        { role: 'Beneficiary' },
      ]),
    );
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual({
      'relatedParties.0.role': 'Must be one of: Settlor, Trustee, Beneficiary',
      'relatedParties.3.clientId': 'Required',
    });
    const fixed = await create(
      trust([
        { clientId: company.body.data.id, role: 'Trustee' },
        { clientId: 'NOSUCH1', role: 'Settlor' },
      ]),
    );
    expect(fixed.status).toBe(400);
    expect(fieldsOf(fixed.body)).toEqual({
      'relatedParties.0.clientId': 'Must be an individual client',
      'relatedParties.1.clientId': 'Must be an existing client of your firm',
    });
  });

  it('when an edit adds a new director, then the person is onboarded and the company lists them', async () => {
    const company = await create(corporate());
    const res = await p.request('PATCH', `/client/FIRMO/${company.body.data.id}`, {
      token: admin,
      body: { relatedParties: [{ client: person({ firstName: 'Augusta' }), role: 'Director' }], version: 1 },
    });
    expect(res.status).toBe(200);
    const [director] = res.body.data.relatedParties;
    expect(Object.keys(director).sort()).toEqual(['clientId', 'role']);
    const got = await p.request('GET', `/client/FIRMO/${director.clientId}`, { token: admin });
    expect(got.body.data.name).toBe('Augusta Babbage');
  });
});

describe('record rules by type', () => {
  it('when nationalities carry identifiers, then each is checked in its own shape', async () => {
    const res = await create(
      individual({
        nationality: undefined,
        nationalities: [
          {
            code: 'GB',
            identifiers: [
              { name: 'NINO', value: 'ab 12 34 56 c' },
              { name: 'CCPT', value: '12' },
            ],
          },
          {
            code: 'IE',
            identifiers: [
              { name: 'CONCAT', value: 'IE1971' },
              { name: 'NIDN', available: false },
            ],
          },
          { code: 'gb', identifiers: [] },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual({
      'nationalities.0.identifiers.1.value': 'Must be a passport number of 4 to 20 letters and digits',
      'nationalities.1.identifiers.0.value': expect.stringMatching(/^Must be a CONCAT/),
      'nationalities.2.code': 'Already listed',
    });
  });

  it('when only nationalities are given, then the first is the main nationality; an empty list is refused', async () => {
    const ok = await create(
      individual({
        nationality: undefined,
        nationalities: [
          { code: 'IE', identifiers: [{ name: 'CCPT', value: 'pa 123 4567' }] },
          { code: 'GB' },
        ],
      }),
    );
    expect(ok.status).toBe(201);
    const got = await p.request('GET', `/client/FIRMO/${ok.body.data.id}`, { token: admin });
    expect(got.body.data.nationality).toBe('IE');
    expect(got.body.data.nationalities[0].identifiers[0]).toEqual({
      name: 'CCPT',
      value: 'PA1234567',
      available: true,
    });
    const none = await create(individual({ nationality: undefined, nationalities: [] }));
    expect(fieldsOf(none.body)).toEqual({ nationalities: 'Add at least one nationality' });
  });

  it('when a minor is sent bank details or an employment status, then those fields are refused', async () => {
    const parent = await create(individual({ email: 'parent@example.co.uk' }));
    const res = await create({
      firmId: 'FIRMO',
      nodeId: '0',
      clientType: 'Individual Minor',
      title: 'Miss',
      firstName: 'Ada',
      surname: 'Babbage',
      dateOfBirth: '2015-03-01',
      parentId: parent.body.data.id,
      employmentStatus: 'Employed',
      bankDetails: { sortCode: '089999', accountNumber: '66374958' },
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual({
      employmentStatus: 'Not held for a minor client',
      bankDetails: 'Not held for a minor client',
    });
  });

  it('when a company is sent a date of birth or a parent, then those fields are refused', async () => {
    const res = await create(corporate({ dateOfBirth: '1990-01-01', parentId: 'ABC1234' }));
    expect(fieldsOf(res.body)).toEqual({
      dateOfBirth: 'Not held for a corporate client',
      parentId: 'Not held for a corporate client',
    });
  });
});
