import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, clients } from '../db/schema';
import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

const individual = (overrides: Record<string, unknown> = {}) => ({
  firmId: 'FIRMA',
  nodeId: ['0'],
  clientType: 'Individual',
  title: 'Mrs',
  firstName: 'Ada',
  surname: 'Lovelace',
  dateOfBirth: '1980-12-10',
  email: 'ada@example.co.uk',
  nationality: 'GB',
  nationalInsuranceNo: 'AB 12 34 56 C',
  addressDetail: { address1: '1 Analytical Row', postCode: 'sw1a1aa', country: 'GB' },
  ...overrides,
});

const minor = (parentId: string, overrides: Record<string, unknown> = {}) => ({
  firmId: 'FIRMA',
  nodeId: '0',
  clientType: 'Individual Minor',
  title: 'Miss',
  firstName: 'Junior',
  surname: 'Lovelace',
  dateOfBirth: '2016-05-01',
  parentId,
  ...overrides,
});

let p: TestPlatform;
let admin: string;
let other: string;
let reader: string;

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'FIRMA');
  await createFirm(p.db, 'FIRMB');
  const a = await createUser(p.db, 'FIRMA', { email: 'admin@firma.test' });
  await createUser(p.db, 'FIRMB', { email: 'admin@firmb.test' });
  await createUser(p.db, 'FIRMA', {
    email: 'reader@firma.test',
    scopes: [{ scope: 'Client', ranges: ['read'] }],
  });
  admin = await p.tokenFor('FIRMA', a.email, TEST_PASSWORD);
  other = await p.tokenFor('FIRMB', 'admin@firmb.test', TEST_PASSWORD);
  reader = await p.tokenFor('FIRMA', 'reader@firma.test', TEST_PASSWORD);
});
afterAll(() => p.close());

describe('POST /client', () => {
  it('when the body is empty, then 400 lists every missing required field', async () => {
    const res = await p.request('POST', '/client', { token: admin, body: {} });
    expect(res.status).toBe(400);
    const names = res.body.error.fieldErrors.map((f: { fieldName: string }) => f.fieldName).sort();
    expect(names).toEqual(
      [
        'addressDetail',
        'clientType',
        'dateOfBirth',
        'email',
        'firmId',
        'firstName',
        'nationality',
        'nodeId',
        'surname',
        'title',
      ].sort(),
    );
    expect(res.body.error.statusCode).toBe(400);
  });

  it('when an individual is valid, then 201 with an upper-case id, normalised fields and an audit row', async () => {
    const res = await p.request('POST', '/client', { token: admin, body: individual() });
    expect(res.status).toBe(201);
    expect(res.body.data.id).toMatch(/^[0-9A-Z]{7}$/);
    const got = await p.request('GET', `/client/FIRMA/${res.body.data.id}`, { token: admin });
    expect(got.body.data).toMatchObject({
      name: 'Ada Lovelace',
      status: 'Pending',
      nodeId: ['0'],
      nationalInsuranceNo: 'AB123456C',
      addressDetail: { postCode: 'SW1A 1AA' },
      auditDetails: { version: 1 },
    });
    const audit = await p.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.data.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', entityType: 'client' });
  });

  it('when the NINO, postcode and date of birth are wrong, then each field has its own error and nothing is saved', async () => {
    const before = await p.db.$count(clients);
    const res = await p.request('POST', '/client', {
      token: admin,
      body: individual({
        nationalInsuranceNo: 'AB123456E',
        dateOfBirth: '2015-01-01',
        addressDetail: { address1: 'x', postCode: 'NOTAPOSTCODE', country: 'GB' },
      }),
    });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(
      res.body.error.fieldErrors.map((f: { fieldName: string; errorMessage: string }) => [
        f.fieldName,
        f.errorMessage,
      ]),
    );
    expect(Object.keys(byField).sort()).toEqual([
      'addressDetail.postCode',
      'dateOfBirth',
      'nationalInsuranceNo',
    ]);
    expect(byField.dateOfBirth).toMatch(/18 or over/);
    expect(await p.db.$count(clients)).toBe(before);
  });

  it('when a minor names an adult parent, then it is created; with an adult date of birth, then 400', async () => {
    const parent = await p.request('POST', '/client', {
      token: admin,
      body: individual({ firstName: 'Parent' }),
    });
    const child = minor(parent.body.data.id);
    const ok = await p.request('POST', '/client', { token: admin, body: child });
    expect(ok.status).toBe(201);
    const adult = await p.request('POST', '/client', {
      token: admin,
      body: { ...child, dateOfBirth: '1990-01-01' },
    });
    expect(adult.status).toBe(400);
    expect(adult.body.error.fieldErrors).toEqual([
      { fieldName: 'dateOfBirth', errorMessage: 'A minor must be under 18' },
    ]);
  });

  it('when the body names another firm, then 404 and nothing is created', async () => {
    const res = await p.request('POST', '/client', { token: other, body: individual() });
    expect(res.status).toBe(404);
  });

  it('when the caller may only read clients, then 403', async () => {
    const res = await p.request('POST', '/client', { token: reader, body: individual() });
    expect(res.status).toBe(403);
    expect(res.body.error.errorMessage).toMatch(/readWrite permission on Client/);
  });

  it('when the body is not JSON, then 400 not 500', async () => {
    const res = await p.request('POST', '/client', { token: admin, raw: '{"firmId":' });
    expect(res.status).toBe(400);
    expect(res.body.error.errorMessage).toBe('The request body is not valid JSON');
  });
});

describe('idempotency-key', () => {
  it('when the same key is sent twice, then one client exists and the second answer replays the first', async () => {
    const key = randomUUID();
    const body = individual({ firstName: 'Idem' });
    const first = await p.request('POST', '/client', {
      token: admin,
      body,
      headers: { 'idempotency-key': key },
    });
    const second = await p.request('POST', '/client', {
      token: admin,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await p.db.$count(clients, eq(clients.firstName, 'Idem'))).toBe(1);
  });

  it('when 20 requests race with one key, then exactly one client is created', async () => {
    const key = randomUUID();
    const body = individual({ firstName: 'Racer' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        p.request('POST', '/client', { token: admin, body, headers: { 'idempotency-key': key } }),
      ),
    );
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await p.db.$count(clients, eq(clients.firstName, 'Racer'))).toBe(1);
  });

  it('when a key is reused with another body, then 409; when it is not a UUID v4, then 400', async () => {
    const key = randomUUID();
    await p.request('POST', '/client', {
      token: admin,
      body: individual({ firstName: 'Once' }),
      headers: { 'idempotency-key': key },
    });
    const reuse = await p.request('POST', '/client', {
      token: admin,
      body: individual({ firstName: 'Twice' }),
      headers: { 'idempotency-key': key },
    });
    expect(reuse.status).toBe(409);
    const bad = await p.request('POST', '/client', {
      token: admin,
      body: individual(),
      headers: { 'idempotency-key': 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors[0].fieldName).toBe('idempotency-key');
  });
});

describe('PATCH and PUT /client/{firmId}/{clientId}', () => {
  it('when the version is current, then the change saves, the version rises and the audit shows before and after', async () => {
    const { body } = await p.request('POST', '/client', {
      token: admin,
      body: individual({ firstName: 'Edit' }),
    });
    const id = body.data.id;
    const res = await p.request('PATCH', `/client/FIRMA/${id}`, {
      token: admin,
      body: { surname: 'Byron', version: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Edit Byron', auditDetails: { version: 2 } });
    const [row] = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
    expect(row.changedFields).toEqual(['surname']);
    expect(row.before).toMatchObject({ surname: 'Lovelace' });
    expect(row.after).toMatchObject({ surname: 'Byron' });
  });

  it('when the version is stale, then 412 and nothing changes', async () => {
    const { body } = await p.request('POST', '/client', {
      token: admin,
      body: individual({ firstName: 'Stale' }),
    });
    const id = body.data.id;
    await p.request('PATCH', `/client/FIRMA/${id}`, { token: admin, body: { surname: 'One', version: 1 } });
    const res = await p.request('PATCH', `/client/FIRMA/${id}`, {
      token: admin,
      body: { surname: 'Two', version: 1 },
    });
    expect(res.status).toBe(412);
    const got = await p.request('GET', `/client/FIRMA/${id}`, { token: admin });
    expect(got.body.data.surname).toBe('One');
  });

  it('when a change would make the record invalid, then 400 on that field', async () => {
    const { body } = await p.request('POST', '/client', { token: admin, body: individual() });
    const res = await p.request('PATCH', `/client/FIRMA/${body.data.id}`, {
      token: admin,
      body: { dateOfBirth: '2020-01-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors[0].fieldName).toBe('dateOfBirth');
  });

  it('when the status changes with a reason, then the audit keeps the reason', async () => {
    const { body } = await p.request('POST', '/client', { token: admin, body: individual() });
    const res = await p.request('PUT', `/client/FIRMA/${body.data.id}`, {
      token: admin,
      body: { status: 'Active', reason: 'AML checks passed' },
    });
    expect(res.body.data.status).toBe('Active');
    const [row] = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, body.data.id), eq(auditLog.action, 'status')));
    expect(row.reason).toBe('AML checks passed');
  });
});

describe("PATCH a minor's parentId", () => {
  const create = async (body: Record<string, unknown>, token = admin) =>
    (await p.request('POST', '/client', { token, body })).body.data.id as string;
  const patch = (id: string, body: Record<string, unknown>, token = admin) =>
    p.request('PATCH', `/client/FIRMA/${id}`, { token, body });

  it('when a minor is given another adult parent, then it saves and the change history shows both', async () => {
    const first = await create(individual({ firstName: 'First' }));
    const second = await create(individual({ firstName: 'Second' }));
    const child = await create(minor(first));
    const res = await patch(child, { parentId: second, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ parentId: [second], auditDetails: { version: 2 } });
    const { body } = await p.request('GET', `/client/FIRMA/${child}`, { token: admin });
    expect(body.data.updateHistory[0]).toMatchObject({
      action: 'update',
      updatedFields: ['parentId'],
      updateData: { fromData: { parentId: first }, toData: { parentId: second } },
    });
    const children = await p.request('GET', `/client/FIRMA?parentId=${second}`, { token: admin });
    expect(children.body.data.map((c: { id: string }) => c.id)).toEqual([child]);
  });

  it('when the parent is the minor, a minor, a company, unknown, malformed or another firm’s, then 400', async () => {
    const parent = await create(individual({ firstName: 'Parent' }));
    const child = await create(minor(parent));
    const sibling = await create(minor(parent, { firstName: 'Sibling' }));
    const company = await create({
      firmId: 'FIRMA',
      nodeId: '0',
      clientType: 'Corporate',
      name: 'Analytical Engines Ltd',
      companyNumber: '01234567',
      addressDetail: { address1: '1 Analytical Row', postCode: 'SW1A 1AA', country: 'GB' },
    });
    const elsewhere = await create(individual({ firmId: 'FIRMB' }), other);
    const refused = async (parentId: unknown) => (await patch(child, { parentId })).body.error?.fieldErrors;
    const unknown = [{ fieldName: 'parentId', errorMessage: 'Must be an existing client of your firm' }];
    const notAnAdult = [{ fieldName: 'parentId', errorMessage: 'A parent must be an Individual client' }];
    expect(await refused(child)).toEqual(unknown);
    expect(await refused(sibling)).toEqual(notAnAdult);
    expect(await refused(company)).toEqual(notAnAdult);
    expect(await refused('NOSUCH1')).toEqual(unknown);
    expect(await refused(elsewhere)).toEqual(unknown);
    expect(await refused('not an id')).toEqual([
      { fieldName: 'parentId', errorMessage: 'Must be an upper-case identifier' },
    ]);
    expect((await patch(parent, { parentId: sibling })).body.error.fieldErrors).toEqual([
      { fieldName: 'parentId', errorMessage: 'Not held for an individual client' },
    ]);
    const { body } = await p.request('GET', `/client/FIRMA/${child}`, { token: admin });
    expect(body.data).toMatchObject({ parentId: [parent], auditDetails: { version: 1 } });
  });

  it('when a node user names a parent outside their subtree, then 400; a parent already set stays', async () => {
    const branch = await createNode(p.db, 'FIRMA', '0', 'West');
    const user = await createUser(p.db, 'FIRMA', { email: 'west@firma.test', nodeId: branch.id });
    const token = await p.tokenFor('FIRMA', user.email, TEST_PASSWORD);
    const hidden = await create(individual({ firstName: 'Hidden' }));
    const visible = await create(individual({ firstName: 'Visible', nodeId: branch.id }));
    const child = await create(minor(hidden, { nodeId: branch.id }));
    expect((await patch(child, { firstName: 'Junia' }, token)).status).toBe(200);
    const moved = await patch(child, { parentId: visible }, token);
    expect(moved.body.data.parentId).toEqual([visible]);
    expect((await patch(child, { parentId: hidden }, token)).body.error.fieldErrors).toEqual([
      { fieldName: 'parentId', errorMessage: 'Must be an existing client of your firm' },
    ]);
  });
});

describe('firm isolation and authentication', () => {
  it("when a token of another firm asks for this firm's client or list, then 404", async () => {
    const { body } = await p.request('POST', '/client', { token: admin, body: individual() });
    expect((await p.request('GET', `/client/FIRMA/${body.data.id}`, { token: other })).status).toBe(404);
    expect((await p.request('GET', '/client/FIRMA', { token: other })).status).toBe(404);
    expect((await p.request('GET', `/client/FIRMB/${body.data.id}`, { token: other })).status).toBe(404);
    expect(
      (await p.request('PATCH', `/client/FIRMA/${body.data.id}`, { token: other, body: { surname: 'X' } }))
        .status,
    ).toBe(404);
  });

  it('when no or a bad token is sent, then 401 with the error body', async () => {
    const none = await p.request('GET', '/client/FIRMA');
    expect(none.status).toBe(401);
    expect(none.body.error).toMatchObject({ statusCode: 401, fieldErrors: [] });
    expect((await p.request('GET', '/client/FIRMA', { token: 'nonsense' })).status).toBe(401);
  });

  it('when the password is wrong, then /authenticate answers 401 with one message for every failure', async () => {
    const wrong = await p.request('POST', '/authenticate', {
      body: { firmId: 'FIRMA', id: 'admin@firma.test', password: 'nope' },
    });
    const unknown = await p.request('POST', '/authenticate', {
      body: { firmId: 'FIRMA', id: 'ghost@firma.test', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('when the token is sent as Authorization: Bearer, then it works like api-token', async () => {
    const res = await p.request('GET', '/session', { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firmId: 'FIRMA',
      nodeId: '0',
      user: { email: 'admin@firma.test' },
    });
  });
});

describe('GET /client/{firmId}', () => {
  it('when filtering by idOrName, status and type with paging, then meta counts every match', async () => {
    for (const firstName of ['Zelda', 'Zena', 'Zora'])
      await p.request('POST', '/client', { token: admin, body: individual({ firstName, surname: 'Zed' }) });
    const page1 = await p.request('GET', '/client/FIRMA?idOrName=zed&pageSize=2&page=1&sort=-name', {
      token: admin,
    });
    expect(page1.body.meta).toEqual({ count: 3, page: 1, pageSize: 2 });
    expect(page1.body.data.map((c: { name: string }) => c.name)).toEqual(['Zora Zed', 'Zena Zed']);
    const byId = await p.request('GET', `/client/FIRMA?idOrName=${page1.body.data[0].id}`, { token: admin });
    expect(byId.body.data).toHaveLength(1);
    const typed = await p.request('GET', '/client/FIRMA?clientType=Individual%20Minor&status=Pending', {
      token: admin,
    });
    expect(typed.body.data.every((c: { clientType: string }) => c.clientType === 'Individual Minor')).toBe(
      true,
    );
  });

  it('when a filter value is not allowed, then 400 names the query field', async () => {
    const res = await p.request('GET', '/client/FIRMA?status=Gone&pageSize=9999', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.map((f: { fieldName: string }) => f.fieldName).sort()).toEqual([
      'pageSize',
      'status',
    ]);
  });

  it('when a user sits on a child node, then they list only their subtree and cannot read other clients', async () => {
    const branch = await createNode(p.db, 'FIRMA', '0', 'North');
    const user = await createUser(p.db, 'FIRMA', { email: 'north@firma.test', nodeId: branch.id });
    const token = await p.tokenFor('FIRMA', user.email, TEST_PASSWORD);
    const inside = await p.request('POST', '/client', {
      token: admin,
      body: individual({ firstName: 'Northern', nodeId: branch.id }),
    });
    const outside = await p.request('POST', '/client', {
      token: admin,
      body: individual({ firstName: 'Southern' }),
    });
    const list = await p.request('GET', '/client/FIRMA', { token });
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([inside.body.data.id]);
    expect((await p.request('GET', `/client/FIRMA/${outside.body.data.id}`, { token })).status).toBe(404);
    const escape = await p.request('POST', '/client', { token, body: individual() });
    expect(escape.body.error.fieldErrors).toEqual([
      { fieldName: 'nodeId', errorMessage: 'Must be your node or one under it' },
    ]);
  });
});

describe('static and firm calls', () => {
  it('when nationalities are asked for, then GB comes first and countryCodes narrows the list', async () => {
    const all = await p.request('GET', '/static/nationality', { token: admin });
    expect(all.body.data[0]).toEqual({ code: 'GB', name: 'United Kingdom' });
    expect(all.body.meta.count).toBeGreaterThan(240);
    const some = await p.request('GET', '/client/nationality/FIRMA?countryCodes=fr,IE', { token: admin });
    expect(some.body.data.map((n: { code: string }) => n.code).sort()).toEqual(['FR', 'IE']);
  });

  it('when a node has no theme, then its effective theme is empty; features list is an array', async () => {
    expect((await p.request('GET', '/node/theme/FIRMA/0', { token: admin })).body).toEqual({ data: {} });
    expect((await p.request('GET', '/node/theme/FIRMA/NOPE', { token: admin })).status).toBe(404);
    expect((await p.request('GET', '/firm/enabledfeatures/FIRMA', { token: admin })).body).toEqual({
      data: [],
    });
  });

  it('when an unknown endpoint is called, then 404 with the error body; health answers without a token', async () => {
    expect((await p.request('GET', '/nowhere', { token: admin })).body.error.statusCode).toBe(404);
    expect((await p.request('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await p.request('GET', '/readyz')).status).toBe(200);
  });
});

describe('validation messages', () => {
  it('when a field breaks a length rule, then the message is plain English', async () => {
    const res = await p.request('POST', '/client', {
      token: admin,
      body: individual({ firstName: 'x'.repeat(101) }),
    });
    expect(res.body.error.fieldErrors).toEqual([
      { fieldName: 'firstName', errorMessage: 'Must be at most 100 characters' },
    ]);
  });
});

describe('change history and export', () => {
  it('when a client is changed twice, then its read carries both changes newest first, with who and what', async () => {
    const { body } = await p.request('POST', '/client', {
      token: admin,
      body: individual({ firstName: 'History' }),
    });
    const id = body.data.id;
    await p.request('PATCH', `/client/FIRMA/${id}`, { token: admin, body: { email: 'new@example.co.uk' } });
    await p.request('PUT', `/client/FIRMA/${id}`, {
      token: admin,
      body: { status: 'Active', reason: 'Checks done' },
    });
    const res = await p.request('GET', `/client/FIRMA/${id}`, { token: admin });
    const history = res.body.data.updateHistory;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['status', 'update', 'create']);
    expect(history[0]).toMatchObject({
      reason: 'Checks done',
      userName: 'admin',
      updatedFields: ['status'],
      updateData: { fromData: { status: 'Pending' }, toData: { status: 'Active' } },
    });
    expect(history[1].updateData).toEqual({
      fromData: { email: 'ada@example.co.uk' },
      toData: { email: 'new@example.co.uk' },
    });
  });

  it('when clients are exported, then every match streams as CSV with formula cells defused', async () => {
    await p.request('POST', '/client', {
      token: admin,
      body: individual({ firstName: '=cmd', surname: 'Exportable' }),
    });
    const res = await p.request('GET', '/client/export/FIRMA?idOrName=exportable', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="clients-FIRMA-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (res.body as string).trim().split('\r\n');
    // fetch's text() drops the byte-order mark Excel needs, so the header starts with the first column.
    expect(lines[0]).toBe('Client ID,Name,Type,Status,Node,Date of birth,Email,Postcode,Created');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",'=cmd Exportable,Individual,Pending,");
    expect((await p.request('GET', '/client/export/FIRMA', { token: other })).status).toBe(404);
  });

  it('when more clients match than one batch holds, then the export still has every one exactly once', async () => {
    const { clients: table } = await import('../db/schema');
    const rows = Array.from({ length: 2100 }, (_, i) => ({
      firmId: 'FIRMA',
      nodeId: '0',
      clientType: 'Individual',
      status: 'Active',
      name: `Bulk ${String(i % 7)}`,
      createdBy: 'test',
      updatedBy: 'test',
    }));
    await p.db.insert(table).values(rows);
    const res = await p.request('GET', '/client/export/FIRMA?name=bulk', { token: admin });
    const ids = (res.body as string)
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(ids).toHaveLength(2100);
    expect(new Set(ids).size).toBe(2100);
  });
});
