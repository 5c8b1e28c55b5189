import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
let admin: string;
let otherFirm: string;
const clientIds: string[] = [];

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'GRPA');
  await createFirm(p.db, 'GRPB');
  await createUser(p.db, 'GRPA', { email: 'admin@grpa.test' });
  await createUser(p.db, 'GRPB', { email: 'admin@grpb.test' });
  admin = await p.tokenFor('GRPA', 'admin@grpa.test', TEST_PASSWORD);
  otherFirm = await p.tokenFor('GRPB', 'admin@grpb.test', TEST_PASSWORD);
  for (const name of ['Alpha', 'Bravo', 'Charlie']) {
    const res = await p.request('POST', '/client', {
      token: admin,
      body: {
        firmId: 'GRPA',
        nodeId: '0',
        clientType: 'Corporate',
        name: `${name} Ltd`,
        companyNumber: '01234567',
        addressDetail: { address1: '1 High St', postCode: 'M1 1AE', country: 'GB' },
      },
    });
    clientIds.push(res.body.data.id);
  }
});
afterAll(() => p.close());

describe('client fee groups', () => {
  it('when a group is created with members, then it lists them and the client list filters by it', async () => {
    const created = await p.request('POST', '/portfolioGroup', {
      token: admin,
      body: { firmId: 'GRPA', name: 'Smith household', clientIds: clientIds.slice(0, 2) },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const got = await p.request('GET', `/portfolioGroup/GRPA/${id}?pageSize=1`, { token: admin });
    expect(got.body.data).toMatchObject({
      name: 'Smith household',
      groupIntent: 'Client Fee Group',
      status: 'Active',
      memberCount: 2,
    });
    expect(got.body.data.members).toEqual([
      { id: clientIds[0], name: 'Alpha Ltd', clientType: 'Corporate', status: 'Pending' },
    ]);
    const filtered = await p.request('GET', `/client/GRPA?clientGroups%5BclientFeeGroupId%5D=${id}`, {
      token: admin,
    });
    expect(filtered.body.data.map((c: { id: string }) => c.id).sort()).toEqual(clientIds.slice(0, 2).sort());
    const list = await p.request('GET', '/portfolioGroup/GRPA?groupIntent=Client%20Fee%20Group&name=smith', {
      token: admin,
    });
    expect(list.body.meta.count).toBe(1);
  });

  it('when a client already in an active fee group joins another, then 400 names the client and group', async () => {
    const res = await p.request('POST', '/portfolioGroup', {
      token: admin,
      body: { firmId: 'GRPA', name: 'Second', clientIds: [clientIds[0]] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([
      {
        fieldName: 'clientIds',
        errorMessage: `Client ${clientIds[0]} is already in fee group Smith household`,
      },
    ]);
  });

  it('when a member is not one of your clients, then 400 on that element without echoing it', async () => {
    const res = await p.request('POST', '/portfolioGroup', {
      token: admin,
      body: { firmId: 'GRPA', name: 'Second', clientIds: [clientIds[0], 'NOSUCH1'] },
    });
    expect([res.status, res.body.error.fieldErrors]).toEqual([
      400,
      [{ fieldName: 'clientIds.1', errorMessage: 'Must be one of your clients' }],
    ]);
  });

  it('when members are added and removed, then the version rises and the audit shows both lists', async () => {
    const { body } = await p.request('POST', '/portfolioGroup', {
      token: admin,
      body: { firmId: 'GRPA', name: 'Jones' },
    });
    const id = body.data.id;
    const res = await p.request('PATCH', `/portfolioGroup/GRPA/${id}`, {
      token: admin,
      body: { addClientIds: [clientIds[2]], version: 1 },
    });
    expect(res.body.data).toMatchObject({ memberCount: 1, auditDetails: { version: 2 } });
    const stale = await p.request('PATCH', `/portfolioGroup/GRPA/${id}`, {
      token: admin,
      body: { name: 'X', version: 1 },
    });
    expect(stale.status).toBe(412);
    const [audit] = await p.db.select().from(auditLog).where(eq(auditLog.action, 'update'));
    expect(audit.before).toMatchObject({ clientIds: [] });
    expect(audit.after).toMatchObject({ clientIds: [clientIds[2]] });
  });

  it('when a group is archived, then it takes no new members until restored', async () => {
    const { body } = await p.request('POST', '/portfolioGroup', {
      token: admin,
      body: { firmId: 'GRPA', name: 'Archive me' },
    });
    const id = body.data.id;
    await p.request('PATCH', `/portfolioGroup/GRPA/${id}`, { token: admin, body: { status: 'Archived' } });
    const res = await p.request('PATCH', `/portfolioGroup/GRPA/${id}`, {
      token: admin,
      body: { addClientIds: [clientIds[2]] },
    });
    expect(res.status).toBe(409);
    const archived = await p.request('GET', '/portfolioGroup/GRPA?status=Archived', { token: admin });
    expect(archived.body.data.map((g: { id: string }) => g.id)).toEqual([id]);
  });

  it('when the list is sorted by members or name descending, then it pages in that order; an unknown field is 400', async () => {
    const firm = 'GRPA';
    const bySize = await p.request('GET', `/portfolioGroup/${firm}?sort=-memberCount&pageSize=2`, {
      token: admin,
    });
    expect(bySize.status).toBe(200);
    const counts = bySize.body.data.map((g: { memberCount: number }) => g.memberCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(2);
    const byName = await p.request('GET', `/portfolioGroup/${firm}?sort=-name&pageSize=500`, {
      token: admin,
    });
    const names = byName.body.data.map((g: { name: string }) => g.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const bad = await p.request('GET', `/portfolioGroup/${firm}?sort=colour`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors[0]).toMatchObject({ fieldName: 'sort' });
  });

  it('when another firm asks for a group, then 404', async () => {
    const { body } = await p.request('POST', '/portfolioGroup', {
      token: admin,
      body: { firmId: 'GRPA', name: 'Private' },
    });
    expect(
      (await p.request('GET', `/portfolioGroup/GRPA/${body.data.id}`, { token: otherFirm })).status,
    ).toBe(404);
    expect(
      (await p.request('GET', `/portfolioGroup/GRPB/${body.data.id}`, { token: otherFirm })).status,
    ).toBe(404);
  });

  it('when a user at a leaf node reads or replaces a group, then members outside their subtree are neither shown nor dropped', async () => {
    const leaf = await createNode(p.db, 'GRPA', '0', 'Leaf');
    await createUser(p.db, 'GRPA', { email: 'leaf@grpa.test', nodeId: leaf.id });
    const leafToken = await p.tokenFor('GRPA', 'leaf@grpa.test', TEST_PASSWORD);
    const local = await p.request('POST', '/client', {
      token: leafToken,
      body: {
        firmId: 'GRPA',
        nodeId: leaf.id,
        clientType: 'Corporate',
        name: 'Leafy Ltd',
        companyNumber: '07654321',
        addressDetail: { address1: '2 Low St', postCode: 'M1 1AE', country: 'GB' },
      },
    });
    const created = await p.request('POST', '/portfolioGroup', {
      token: admin,
      body: {
        firmId: 'GRPA',
        name: 'Mixed',
        groupIntent: 'Pension Account Group',
        clientIds: [clientIds[2]],
      },
    });
    const id = created.body.data.id;
    const replaced = await p.request('PATCH', `/portfolioGroup/GRPA/${id}`, {
      token: leafToken,
      body: { clientIds: [local.body.data.id] },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const seen = await p.request('GET', `/portfolioGroup/GRPA/${id}`, { token: leafToken });
    expect([seen.body.data.memberCount, seen.body.data.members.map((m: { name: string }) => m.name)]).toEqual(
      [1, ['Leafy Ltd']],
    );
    const all = await p.request('GET', `/portfolioGroup/GRPA/${id}`, { token: admin });
    expect(all.body.data.members.map((m: { id: string }) => m.id).sort()).toEqual(
      [clientIds[2], local.body.data.id].sort(),
    );
    const remove = await p.request('PATCH', `/portfolioGroup/GRPA/${id}`, {
      token: leafToken,
      body: { removeClientIds: [clientIds[2]] },
    });
    expect([remove.status, remove.body.error?.fieldErrors]).toEqual([
      400,
      [{ fieldName: 'removeClientIds.0', errorMessage: 'Must be one of your clients' }],
    ]);
  });
});
