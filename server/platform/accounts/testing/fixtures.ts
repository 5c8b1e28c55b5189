import { createFirm, createUser, TEST_PASSWORD } from '../../testing/factories';
import type { TestPlatform } from '../../testing/harness';
import type { TScope } from '../../../../contract/permissions';

/** Test fixtures for accounts and the ledger: a firm with a signed-in user, clients and accounts via the API. */

const ADDRESS = { address1: '1 High Street', postCode: 'SW1A 1AA', country: 'GB' };

export async function firmWithUser(p: TestPlatform, firmId: string, scopes?: TScope[]) {
  await createFirm(p.db, firmId);
  return signIn(p, firmId, scopes);
}

export async function signIn(p: TestPlatform, firmId: string, scopes?: TScope[]) {
  const email = `u${Math.random().toString(36).slice(2, 9)}@${firmId.toLowerCase()}.test`;
  const user = await createUser(p.db, firmId, { email, scopes });
  return { token: await p.tokenFor(firmId, email, TEST_PASSWORD), userId: user.id };
}

/** Creates through the API as the token's user; the new record's id, or a failure naming the answer. */
async function create(p: TestPlatform, token: string, path: string, body: object): Promise<string> {
  const res = await p.request('POST', path, { token, body });
  if (res.status !== 201) throw new Error(`create failed ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

// Active, their checks done: only an Active client's accounts move money (docs/decisions/0409).
const client = (p: TestPlatform, token: string, firmId: string, fields: object) =>
  create(p, token, '/client', { firmId, nodeId: '0', status: 'Active', ...fields });

export const adult = (p: TestPlatform, token: string, firmId: string, surname = 'Adult') =>
  client(p, token, firmId, {
    clientType: 'Individual',
    title: 'Ms',
    firstName: 'Ada',
    surname,
    dateOfBirth: '1980-05-17',
    email: `${surname.toLowerCase()}${Math.random().toString(36).slice(2, 7)}@example.com`,
    addressDetail: ADDRESS,
    nationality: 'GB',
  });

export const minor = (p: TestPlatform, token: string, firmId: string, parentId: string) =>
  client(p, token, firmId, {
    clientType: 'Individual Minor',
    title: 'Mr',
    firstName: 'Kit',
    surname: 'Minor',
    dateOfBirth: '2018-02-03',
    parentId,
  });

export const company = (p: TestPlatform, token: string, firmId: string) =>
  client(p, token, firmId, {
    clientType: 'Corporate',
    name: 'Widgets Ltd',
    companyNumber: '01234567',
    addressDetail: ADDRESS,
  });

export async function openAccount(
  p: TestPlatform,
  token: string,
  firmId: string,
  clientId: string,
  wrapperType = 'GIA',
  status = 'Active',
) {
  return create(p, token, '/account', {
    firmId,
    nodeId: '0',
    accountType: wrapperType === 'Cash' ? 'Cash' : 'Wrapper',
    name: `${wrapperType} account`,
    status,
    currency: 'GBP',
    clientId,
    wrapperDetail: { wrapperType },
  });
}
