import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADVISER_SCOPES } from '../../../contract/permissions';
import {
  auditLog,
  machineCredentials,
  mfaEnrolments,
  mfaRecoveryCodes,
  outboxMessages,
  users,
} from '../db/schema';
import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
let admin: string;
let adminId: string;
let reader: string;
let branchAdmin: string;
let branch: { id: string; path: string };
let outsider: string;

const person = (overrides: Record<string, unknown> = {}) => ({
  firmId: 'USERS',
  userType: 'User',
  name: 'Ada Adviser',
  email: `ada${Math.random().toString(36).slice(2, 8)}@users.test`,
  nodeId: '0',
  scopes: [{ scope: 'Client', ranges: ['read'] }],
  ...overrides,
});

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'USERS');
  await createFirm(p.db, 'OTHER');
  branch = await createNode(p.db, 'USERS', '0', 'Branch');
  const a = await createUser(p.db, 'USERS', { email: 'admin@users.test' });
  adminId = a.id;
  await createUser(p.db, 'USERS', {
    email: 'reader@users.test',
    scopes: [
      { scope: 'User', ranges: ['read'] },
      { scope: 'Client', ranges: ['read'] },
    ],
  });
  await createUser(p.db, 'USERS', {
    email: 'branch-admin@users.test',
    nodeId: branch.id,
    scopes: [
      { scope: 'User', ranges: ['read', 'readWrite', 'action'] },
      { scope: 'Client', ranges: ['read', 'readWrite'] },
    ],
  });
  await createUser(p.db, 'OTHER', { email: 'admin@other.test' });
  admin = await p.tokenFor('USERS', 'admin@users.test', TEST_PASSWORD);
  reader = await p.tokenFor('USERS', 'reader@users.test', TEST_PASSWORD);
  branchAdmin = await p.tokenFor('USERS', 'branch-admin@users.test', TEST_PASSWORD);
  outsider = await p.tokenFor('OTHER', 'admin@other.test', TEST_PASSWORD);
});
afterAll(() => p.close());

const create = (token: string, body: Record<string, unknown>) => p.request('POST', '/user', { token, body });

describe('POST /user', () => {
  it('when a person is created, then 201, the record reads back with read implied by readWrite, and it is audited', async () => {
    const res = await create(admin, person({ scopes: [{ scope: 'Client', ranges: ['readWrite'] }] }));
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ id: expect.stringMatching(/^[0-9A-Z]{7}$/) });
    const got = await p.request('GET', `/user/USERS/${res.body.data.id}`, { token: admin });
    expect(got.body.data).toMatchObject({
      userType: 'User',
      status: 'Active',
      nodeId: '0',
      nodeName: 'Firm USERS',
      scopes: [{ scope: 'Client', ranges: ['read', 'readWrite'] }],
      mfaEnabled: false,
      auditDetails: { version: 1 },
    });
    const audits = await p.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.data.id));
    expect(audits.map((a) => a.action)).toEqual(['create', 'passwordLinkSent']);
    expect(audits[0]).toMatchObject({ entityType: 'user', actorId: adminId });
    const [mail] = await p.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, got.body.data.email));
    expect(mail.body).toMatch(/\/password\/set\?token=/);
  });

  it('when the e-mail is taken (in any case), the node is outside the subtree or fields are bad, then 400 names each field', async () => {
    const first = person();
    await create(admin, first);
    const dup = await create(admin, person({ email: first.email.toUpperCase() }));
    expect(dup.status).toBe(400);
    expect(dup.body.error.fieldErrors).toEqual([
      { fieldName: 'email', errorMessage: 'Another user already has this e-mail address' },
    ]);
    const root = await create(branchAdmin, person({ nodeId: '0' }));
    expect(root.body.error.fieldErrors).toEqual([
      { fieldName: 'nodeId', errorMessage: 'Must be your node or one under it' },
    ]);
    const bad = await create(admin, person({ name: ' ', email: 'nope', userType: 'Robot' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.map((f: { fieldName: string }) => f.fieldName).sort()).toEqual([
      'email',
      'name',
      'userType',
    ]);
  });

  it('when the caller grants a permission they do not hold, then 403 names it and nothing is created', async () => {
    const before = await p.db.$count(users);
    const res = await create(
      branchAdmin,
      person({ nodeId: branch.id, scopes: [{ scope: 'Firm Management', ranges: ['readWrite'] }] }),
    );
    expect(res.status).toBe(403);
    expect(res.body.error.errorMessage).toMatch(/Firm Management readWrite/);
    expect(await p.db.$count(users)).toBe(before);
  });

  it('when a user with only User read creates a user, then 403', async () => {
    expect((await create(reader, person())).status).toBe(403);
  });
});

describe('machine users', () => {
  it('when a machine is created, then its secret is answered once, stored hashed, and signs in; a rotation retires it', async () => {
    const res = await create(admin, person({ userType: 'Machine', name: 'CRM sync' }));
    expect(res.status).toBe(201);
    const { clientId, clientSecret } = res.body.data.credentials;
    expect(clientId).toMatch(/^keel_mc_/);
    expect(clientSecret).toMatch(/^keel_ms_/);
    const [stored] = await p.db
      .select()
      .from(machineCredentials)
      .where(eq(machineCredentials.clientId, clientId));
    expect(stored.secretHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain(clientSecret);

    const got = await p.request('GET', `/user/USERS/${res.body.data.id}`, { token: admin });
    expect(got.body.data.clientId).toBe(clientId);
    expect(JSON.stringify(got.body)).not.toContain(clientSecret);

    const signIn = await p.request('POST', '/authenticate', {
      body: { firmId: 'USERS', id: clientId, password: clientSecret },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.userType).toBe('Machine');

    const rotated = await p.request('POST', `/user/credentials/USERS/${res.body.data.id}`, { token: admin });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.clientId).toBe(clientId);
    expect(rotated.body.data.clientSecret).not.toBe(clientSecret);
    const old = await p.request('POST', '/authenticate', {
      body: { firmId: 'USERS', id: clientId, password: clientSecret },
    });
    expect(old.status).toBe(401);
    const fresh = await p.request('POST', '/authenticate', {
      body: { firmId: 'USERS', id: clientId, password: rotated.body.data.clientSecret },
    });
    expect(fresh.status).toBe(200);
    const wrongFirm = await p.request('POST', '/authenticate', {
      body: { firmId: 'OTHER', id: clientId, password: rotated.body.data.clientSecret },
    });
    expect(wrongFirm.status).toBe(401);
  });

  it('when credentials are rotated for a person, then 409; without User action, then 403', async () => {
    const res = await create(admin, person());
    expect(
      (await p.request('POST', `/user/credentials/USERS/${res.body.data.id}`, { token: admin })).status,
    ).toBe(409);
    expect(
      (await p.request('POST', `/user/credentials/USERS/${res.body.data.id}`, { token: reader })).status,
    ).toBe(403);
  });

  it('when a machine becomes a person, then its credentials stop working', async () => {
    const res = await create(admin, person({ userType: 'Machine' }));
    const { clientId, clientSecret } = res.body.data.credentials;
    const put = await p.request('PUT', `/user/USERS/${res.body.data.id}`, {
      token: admin,
      body: { userType: 'User' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.clientId).toBeUndefined();
    const signIn = await p.request('POST', '/authenticate', {
      body: { firmId: 'USERS', id: clientId, password: clientSecret },
    });
    expect(signIn.status).toBe(401);
  });
});

describe('PUT /user/{firmId}/{userId}', () => {
  it('when fields change with the version read, then 200 with the next version and an audit row of what changed', async () => {
    const { body } = await create(admin, person());
    const id = body.data.id;
    const res = await p.request('PUT', `/user/USERS/${id}`, {
      token: admin,
      body: { name: 'Ada Lovelace', nodeId: branch.id, status: 'Suspended', version: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Ada Lovelace', nodeId: branch.id, status: 'Suspended' });
    expect(res.body.data.auditDetails.version).toBe(2);
    const audits = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
    expect(audits[0].changedFields).toEqual(['name', 'nodeId', 'status']);

    const stale = await p.request('PUT', `/user/USERS/${id}`, {
      token: admin,
      body: { name: 'Late', version: 1 },
    });
    expect(stale.status).toBe(412);
  });

  it('when a user tries to raise their own permissions, then 403 and they keep what they had', async () => {
    const self = await p.request('GET', '/session', { token: branchAdmin });
    const res = await p.request('PUT', `/user/USERS/${self.body.data.userId}`, {
      token: branchAdmin,
      body: { scopes: [...self.body.data.scopes, { scope: 'Firm Management', ranges: ['read'] }] },
    });
    expect(res.status).toBe(403);
    const after = await p.request('GET', '/session', { token: branchAdmin });
    expect(after.body.data.scopes).toEqual(self.body.data.scopes);
  });

  it('when an admin saves a user who holds more than the admin (granted by another), then 403 and the user is unchanged', async () => {
    // Decision 0511: this was allowed, and let a weaker administrator change a stronger user's e-mail.
    const { body } = await create(
      admin,
      person({ nodeId: branch.id, scopes: [{ scope: 'Firm Management', ranges: ['read'] }] }),
    );
    const res = await p.request('PUT', `/user/USERS/${body.data.id}`, {
      token: branchAdmin,
      body: { name: 'Renamed', scopes: [{ scope: 'Firm Management', ranges: ['read'] }] },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.errorMessage).toMatch(/holds permissions you do not hold \(Firm Management read\)/);
    const [row] = await p.db.select().from(users).where(eq(users.id, body.data.id));
    expect(row.name).toBe('Ada Adviser');
  });

  it('when a user outside the caller subtree or firm is asked for, then 404', async () => {
    const self = await p.request('GET', '/session', { token: admin });
    expect(
      (await p.request('GET', `/user/USERS/${self.body.data.userId}`, { token: branchAdmin })).status,
    ).toBe(404);
    expect(
      (await p.request('PUT', `/user/USERS/${self.body.data.userId}`, { token: branchAdmin, body: {} }))
        .status,
    ).toBe(404);
    expect((await p.request('GET', `/user/OTHER/${self.body.data.userId}`, { token: admin })).status).toBe(
      404,
    );
    expect((await p.request('GET', `/user/USERS/${self.body.data.userId}`, { token: outsider })).status).toBe(
      404,
    );
  });

  it('when the last firm admin would be suspended or demoted, then 409; with a second admin, then it is allowed', async () => {
    await createFirm(p.db, 'SOLO');
    const only = await createUser(p.db, 'SOLO', { email: 'only@solo.test' });
    const token = await p.tokenFor('SOLO', 'only@solo.test', TEST_PASSWORD);
    const suspend = await p.request('PUT', `/user/SOLO/${only.id}`, { token, body: { status: 'Suspended' } });
    expect(suspend.status).toBe(409);
    expect(suspend.body.error.errorMessage).toMatch(/last firm administrator/);
    const demote = await p.request('PUT', `/user/SOLO/${only.id}`, {
      token,
      body: { scopes: ADVISER_SCOPES },
    });
    expect(demote.status).toBe(409);
    const machine = await p.request('PUT', `/user/SOLO/${only.id}`, { token, body: { userType: 'Machine' } });
    expect(machine.status).toBe(409);

    const second = await create(
      token,
      person({ firmId: 'SOLO', scopes: [{ scope: 'User', ranges: ['readWrite'] }] }),
    );
    expect(second.status).toBe(201);
    expect(
      (await p.request('PUT', `/user/SOLO/${only.id}`, { token, body: { status: 'Suspended' } })).status,
    ).toBe(200);
  });
});

describe('GET /user/{firmId}', () => {
  it('when filtered, sorted and paged, then only matches of the subtree come back with the full count', async () => {
    for (const name of ['Zed Zone', 'Amy Zone', 'Max Zone'])
      await create(admin, person({ name, nodeId: branch.id }));
    const res = await p.request('GET', '/user/USERS?name=zone&sort=-name&pageSize=2&page=1', {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ count: 3, page: 1, pageSize: 2 });
    expect(res.body.data.map((u: { name: string }) => u.name)).toEqual(['Zed Zone', 'Max Zone']);

    const underBranch = await p.request('GET', `/user/USERS?nodeId=${branch.id}&pageSize=500`, {
      token: admin,
    });
    expect(underBranch.body.data.every((u: { nodeId: string }) => u.nodeId === branch.id)).toBe(true);

    const seenByBranch = await p.request('GET', '/user/USERS?pageSize=500', { token: branchAdmin });
    expect(seenByBranch.body.data.length).toBeGreaterThan(0);
    expect(seenByBranch.body.data.every((u: { nodeId: string }) => u.nodeId === branch.id)).toBe(true);

    const machines = await p.request('GET', '/user/USERS?userType=Machine', { token: admin });
    expect(machines.body.data.every((u: { userType: string }) => u.userType === 'Machine')).toBe(true);
    const withFirm = await p.request('GET', '/user/USERS?scope=Firm%20Management&pageSize=500', {
      token: admin,
    });
    expect(withFirm.body.data.map((u: { email: string }) => u.email)).toContain('admin@users.test');
    expect(withFirm.body.data.map((u: { email: string }) => u.email)).not.toContain('reader@users.test');
  });

  it('when the sort is unknown or the user lacks User read, then 400 and 403', async () => {
    const bad = await p.request('GET', '/user/USERS?sort=passwordHash', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors[0].fieldName).toBe('sort');
    const self = await createUser(p.db, 'USERS', { scopes: [{ scope: 'Client', ranges: ['read'] }] });
    const token = await p.tokenFor('USERS', self.email, TEST_PASSWORD);
    expect((await p.request('GET', '/user/USERS', { token })).status).toBe(403);
    expect((await p.request('GET', `/user/USERS/${self.id}`, { token })).status).toBe(200);
  });
});

describe('DELETE /user/mfa/{firmId}/{userId}', () => {
  it('when an admin removes a user’s MFA, then the authenticator and codes are gone, it is audited, and self-removal is refused', async () => {
    const { body } = await create(admin, person());
    const id = body.data.id;
    await p.db
      .insert(mfaEnrolments)
      .values({ userId: id, firmId: 'USERS', secret: 'x', confirmedAt: new Date() });
    await p.db.insert(mfaRecoveryCodes).values({ userId: id, codeHash: 'h' });
    expect((await p.request('GET', `/user/USERS/${id}`, { token: admin })).body.data.mfaEnabled).toBe(true);

    expect((await p.request('DELETE', `/user/mfa/USERS/${id}`, { token: reader })).status).toBe(403);
    const res = await p.request('DELETE', `/user/mfa/USERS/${id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.mfaEnabled).toBe(false);
    expect(await p.db.$count(mfaEnrolments, eq(mfaEnrolments.userId, id))).toBe(0);
    expect(await p.db.$count(mfaRecoveryCodes, eq(mfaRecoveryCodes.userId, id))).toBe(0);
    const [audit] = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'removeMfa')));
    expect(audit.before).toEqual({ mfaEnabled: true });

    expect((await p.request('DELETE', `/user/mfa/USERS/${adminId}`, { token: admin })).status).toBe(403);
  });
});

describe('role presets', () => {
  it('when a firm first lists its presets, then the four defaults come in order; an edit bumps the version and is audited', async () => {
    const res = await p.request('GET', '/user/preset/USERS', { token: reader });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual([
      'Adviser',
      'Operations',
      'Read-only',
      'Firm admin',
    ]);
    const readOnly = res.body.data[2];
    expect(readOnly.scopes.every((s: { ranges: string[] }) => s.ranges.join() === 'read')).toBe(true);

    const put = await p.request('PUT', '/user/preset/USERS/ADVISER', {
      token: admin,
      body: { name: 'Financial adviser', scopes: [{ scope: 'Client', ranges: ['readWrite'] }], version: 1 },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      name: 'Financial adviser',
      scopes: [{ scope: 'Client', ranges: ['read', 'readWrite'] }],
      auditDetails: { version: 2 },
    });
    expect(
      (await p.request('PUT', '/user/preset/USERS/ADVISER', { token: admin, body: { version: 1 } })).status,
    ).toBe(412);
    expect((await p.request('PUT', '/user/preset/USERS/ADVISER', { token: reader, body: {} })).status).toBe(
      403,
    );
    expect((await p.request('PUT', '/user/preset/USERS/NOPE', { token: admin, body: {} })).status).toBe(404);
    const other = await p.request('GET', '/user/preset/OTHER', { token: outsider });
    expect(other.body.data[0].name).toBe('Adviser');
  });
});
