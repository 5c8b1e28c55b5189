import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_RESOURCES } from '../../../contract/enums';
import { adult, firmWithUser, openAccount, signIn } from '../accounts/testing/fixtures';
import { createInstrument } from '../assets/testing/instruments';
import { businessDaysAgo } from '../ledger/testing/dates';
import { fieldsOf } from '../ledger/testing/world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
let admin: { token: string; userId: string };
let second: { token: string; userId: string };
let outsider: { token: string; userId: string };
let equity: string;
let bonds: string;
let notAdopted: string;
let clientId: string;

const FIRM = 'MDLA';

beforeAll(async () => {
  p = await startTestPlatform();
  admin = await firmWithUser(p, FIRM);
  second = await signIn(p, FIRM);
  outsider = await firmWithUser(p, 'MDLB');
  const price = [[businessDaysAgo(1), '1.000000']] as [string, string][];
  equity = (await createInstrument(p.db, { name: 'Equity Fund', prices: price, adoptedBy: [FIRM] })).id;
  bonds = (await createInstrument(p.db, { name: 'Bond Fund', prices: price, adoptedBy: [FIRM] })).id;
  notAdopted = (await createInstrument(p.db, { name: 'Elsewhere Fund', prices: price, adoptedBy: ['MDLB'] }))
    .id;
  clientId = await adult(p, admin.token, FIRM, 'Modelled');
});
afterAll(() => p.close());

const body = (overrides: object = {}) => ({
  firmId: FIRM,
  name: 'Balanced 60',
  type: 'Discretionary',
  riskLevel: 4,
  tolerance: 5,
  cashWeight: 2.5,
  components: [
    { assetId: equity, weight: 60 },
    { assetId: bonds, weight: 37.5 },
  ],
  ...overrides,
});

async function create(overrides: object = {}, token = admin.token) {
  const res = await p.request('POST', '/model', { token, body: body(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}
const get = (id: string, token = admin.token) => p.request('GET', `/model/${FIRM}/${id}`, { token });

describe('creating a model', () => {
  it('when a discretionary model is created, then it is Pending with version 1 naming who made it', async () => {
    const id = await create();
    const res = await get(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Balanced 60',
      type: 'Discretionary',
      status: 'Pending',
      riskLevel: 4,
      tolerance: 5,
      cashWeight: 2.5,
      linkedAccounts: 0,
      lastChangedBy: admin.userId,
    });
    expect(res.body.data.components).toEqual([
      expect.objectContaining({ assetId: equity, name: 'Equity Fund', weight: 60 }),
      expect.objectContaining({ assetId: bonds, name: 'Bond Fund', weight: 37.5 }),
    ]);
    expect(res.body.data.versions).toEqual([
      expect.objectContaining({ version: 1, changedBy: admin.userId, change: 'Created', cashWeight: 2.5 }),
    ]);
  });

  it('when an advisory model is created, then it is Active at once', async () => {
    const id = await create({ type: 'Advisory', name: 'Adviser 70' });
    expect((await get(id)).body.data.status).toBe('Active');
  });

  it('when the weights do not add up to 100, then 400 names components with the total', async () => {
    const res = await p.request('POST', '/model', { token: admin.token, body: body({ cashWeight: 3 }) });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).components).toMatch(/exactly 100 %.*100\.5/);
  });

  it('when an instrument is not adopted, twice, or weighted with three decimals, then 400 names each', async () => {
    const res = await p.request('POST', '/model', {
      token: admin.token,
      body: body({
        components: [
          { assetId: equity, weight: 60 },
          { assetId: notAdopted, weight: 20 },
          { assetId: equity, weight: 17.5 },
        ],
      }),
    });
    expect(res.status).toBe(400);
    const fields = fieldsOf(res);
    expect(fields['components.1.assetId']).toBe('The firm has not adopted this instrument');
    expect(fields['components.2.assetId']).toBe('This instrument is already in the model');
    const decimals = await p.request('POST', '/model', {
      token: admin.token,
      body: body({ components: [{ assetId: equity, weight: 97.505 }], cashWeight: 2.495 }),
    });
    expect(fieldsOf(decimals)['components.0.weight']).toBe('Must have at most 2 decimal places');
    const tolerance = await p.request('POST', '/model', {
      token: admin.token,
      body: body({ tolerance: 101 }),
    });
    expect(fieldsOf(tolerance).tolerance).toBe('Must be at most 100');
  });

  it('when a user may write advisory models only, then a discretionary one is refused with 403', async () => {
    const scopes = PERMISSION_RESOURCES.map((scope) => ({
      scope,
      ranges: scope === 'Model' ? (['read', 'readWrite'] as const) : (['read'] as const),
    })).map((s) => ({ ...s, ranges: [...s.ranges] }));
    const limited = await signIn(p, FIRM, scopes);
    const res = await p.request('POST', '/model', { token: limited.token, body: body({ type: 'Advisory' }) });
    expect(res.status).toBe(403);
    expect(res.body.error.errorMessage).toBe('You need readWrite permission on Advisory Model to do this');
  });
});

describe('changing and activating a model', () => {
  it('when components change, then a new version records what changed and the model waits for a second user', async () => {
    const id = await create({ name: 'Growth 80' });
    await activate(id, second.token);
    const changed = await p.request('PATCH', `/model/${FIRM}/${id}`, {
      token: admin.token,
      body: {
        version: 2,
        components: [
          { assetId: equity, weight: 55 },
          { assetId: bonds, weight: 40 },
        ],
        cashWeight: 5,
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.status).toBe('Pending');
    expect(changed.body.data.versions[0]).toMatchObject({
      version: 2,
      changedBy: admin.userId,
      change: 'Equity Fund 60 % → 55 %; Bond Fund 37.5 % → 40 %; cash 2.5 % → 5 %',
    });
    expect(changed.body.data.versions).toHaveLength(2);

    const stale = await p.request('PATCH', `/model/${FIRM}/${id}`, {
      token: admin.token,
      body: { version: 2, name: 'Too late' },
    });
    expect(stale.status).toBe(412);

    const own = await p.request('POST', `/model/${FIRM}/${id}/activate`, { token: admin.token, body: {} });
    expect(own.status).toBe(403);
    expect(own.body.error.errorMessage).toBe(
      'You made the last change to this model; another user must activate it',
    );
    const activated = await activate(id, second.token);
    expect(activated.status).toBe('Active');
    const again = await p.request('POST', `/model/${FIRM}/${id}/activate`, { token: second.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error.errorMessage).toBe('Only a Pending model can be activated; this one is Active');
  });

  it('when only the name changes, then no new version is made and the status stays', async () => {
    const id = await create({ name: 'Rename me' });
    await activate(id, second.token);
    const res = await p.request('PATCH', `/model/${FIRM}/${id}`, {
      token: admin.token,
      body: { name: 'Renamed' },
    });
    expect(res.body.data).toMatchObject({ name: 'Renamed', status: 'Active' });
    expect(res.body.data.versions).toHaveLength(1);
  });

  it('when a change leaves the weights short of 100 against the stored components, then 400 names components', async () => {
    const id = await create({ name: 'Short' });
    const res = await p.request('PATCH', `/model/${FIRM}/${id}`, {
      token: admin.token,
      body: { cashWeight: 10 },
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).components).toMatch(/exactly 100 %/);
  });
});

async function activate(id: string, token: string) {
  const res = await p.request('POST', `/model/${FIRM}/${id}/activate`, { token, body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('listing models', () => {
  it('when filtered by type, status and name, then only matching models of the firm are listed', async () => {
    await create({ type: 'Advisory', name: 'Listed Advisory' });
    const res = await p.request('GET', `/model/${FIRM}?type=Advisory&status=Active&name=listed&pageSize=5`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: { name: string }) => m.name)).toEqual(['Listed Advisory']);
    expect(res.body.meta).toMatchObject({ count: 1, page: 1, pageSize: 5 });
  });
});

describe('accounts following a model', () => {
  it('when an account links to a model, then it shows the model, and the model cannot be deleted until unlinked', async () => {
    const id = await create({ name: 'Followed' });
    const accountId = await openAccount(p, admin.token, FIRM, clientId, 'ISA');
    const linked = await p.request('PATCH', `/account/${FIRM}/${accountId}`, {
      token: admin.token,
      body: { modelId: id },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data.modelId).toBe(id);
    expect((await get(id)).body.data.linkedAccounts).toBe(1);

    const refused = await p.request('DELETE', `/model/${FIRM}/${id}`, { token: admin.token, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error.errorMessage).toMatch(/^1 account follows this model/);

    await p.request('PATCH', `/account/${FIRM}/${accountId}`, {
      token: admin.token,
      body: { modelId: null },
    });
    const deleted = await p.request('DELETE', `/model/${FIRM}/${id}`, { token: admin.token, body: {} });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.status).toBe('Deleted');

    const relink = await p.request('PATCH', `/account/${FIRM}/${accountId}`, {
      token: admin.token,
      body: { modelId: id },
    });
    expect(relink.status).toBe(409);
    expect(relink.body.error.errorMessage).toBe('This model is deleted; link the account to another model');
  });

  it("when another firm's model or account is named, then 404 as for one that does not exist", async () => {
    const id = await create({ name: 'Private' });
    expect((await get(id, outsider.token.replace(/^/, ''))).status).toBe(404);
    const theirs = await p.request('GET', `/model/MDLB/${id}`, { token: outsider.token });
    expect(theirs.status).toBe(404);
    const otherClient = await adult(p, outsider.token, 'MDLB', 'Outsider');
    const theirAccount = await openAccount(p, outsider.token, 'MDLB', otherClient, 'GIA');
    const link = await p.request('PATCH', `/account/MDLB/${theirAccount}`, {
      token: outsider.token,
      body: { modelId: id },
    });
    expect(link.status).toBe(404);
    expect(link.body.error.errorMessage).toBe('Model not found');
  });
});
