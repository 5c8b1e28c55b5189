import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { createFirm, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

// PUT /client/{clientId}: the same change as PATCH /client/{firmId}/{clientId}, with the firm taken from the
// caller's token instead of the path.

const individual = (firstName: string) => ({
  firmId: 'UPDC',
  nodeId: ['0'],
  clientType: 'Individual',
  title: 'Mr',
  firstName,
  surname: 'Babbage',
  dateOfBirth: '1971-12-26',
  email: 'charles@example.co.uk',
  nationality: 'GB',
  nationalInsuranceNo: 'AB 12 34 56 C',
  addressDetail: { address1: '1 Difference Lane', postCode: 'sw1a1aa', country: 'GB' },
});

let p: TestPlatform;
let admin: string;
let reader: string;
let otherFirm: string;

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'UPDC');
  await createFirm(p.db, 'UPDX');
  await createUser(p.db, 'UPDC', { email: 'admin@updc.test' });
  await createUser(p.db, 'UPDC', {
    email: 'reader@updc.test',
    scopes: [{ scope: 'Client', ranges: ['read'] }],
  });
  await createUser(p.db, 'UPDX', { email: 'admin@updx.test' });
  admin = await p.tokenFor('UPDC', 'admin@updc.test', TEST_PASSWORD);
  reader = await p.tokenFor('UPDC', 'reader@updc.test', TEST_PASSWORD);
  otherFirm = await p.tokenFor('UPDX', 'admin@updx.test', TEST_PASSWORD);
});
afterAll(() => p.close());

async function newClient(firstName: string): Promise<string> {
  const res = await p.request('POST', '/client', { token: admin, body: individual(firstName) });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

const put = (id: string, body: object, token = admin) => p.request('PUT', `/client/${id}`, { token, body });

describe('PUT /client/{clientId}', () => {
  it('when the version is current, then the change saves, the version rises and the audit shows before and after', async () => {
    const id = await newClient('Put');
    const res = await put(id, { surname: 'Lovelace', version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, name: 'Put Lovelace', auditDetails: { version: 2 } });
    const got = await p.request('GET', `/client/UPDC/${id}`, { token: admin });
    expect(got.body.data.surname).toBe('Lovelace');
    const [row] = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
    expect(row.changedFields).toEqual(['surname']);
    expect(row.before).toMatchObject({ surname: 'Babbage' });
    expect(row.after).toMatchObject({ surname: 'Lovelace' });
  });

  it('when the version is stale, then 412 and nothing changes', async () => {
    const id = await newClient('Stale');
    expect((await put(id, { surname: 'One', version: 1 })).status).toBe(200);
    const stale = await put(id, { surname: 'Two', version: 1 });
    expect(stale.status).toBe(412);
    const got = await p.request('GET', `/client/UPDC/${id}`, { token: admin });
    expect(got.body.data.surname).toBe('One');
  });

  it('when a field breaks the record’s rules, then 400 names it', async () => {
    const id = await newClient('Young');
    const res = await put(id, { dateOfBirth: '2020-01-01' });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors[0].fieldName).toBe('dateOfBirth');
  });

  it('when the caller may only read clients, then 403; when the client is another firm’s, then 404', async () => {
    const id = await newClient('Guarded');
    expect((await put(id, { surname: 'Reader' }, reader)).status).toBe(403);
    const foreign = await put(id, { surname: 'Intruder' }, otherFirm);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.statusCode).toBe(404);
    const got = await p.request('GET', `/client/UPDC/${id}`, { token: admin });
    expect(got.body.data.surname).toBe('Babbage');
  });
});
