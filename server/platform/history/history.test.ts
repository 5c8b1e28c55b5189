import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZRecordHistoryItem } from '../../../contract/history';
import { ADVISER_SCOPES, ALL_SCOPES } from '../../../contract/permissions';
import { adult, firmWithUser, openAccount, signIn } from '../accounts/testing/fixtures';
import { createInstrument } from '../assets/testing/instruments';
import { createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type ApiResponse, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
const FIRM = 'HIST';
const OTHER = 'HISTX';
let admin: { token: string; userId: string };
let stranger: { token: string; userId: string };
let account: string;
let strangersAccount: string;

const q = (query: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])).toString();
const history = (token: string, query: Record<string, unknown>, firmId = FIRM) =>
  p.request('GET', `/keel/${firmId}/history?${q(query)}`, { token });
const of = (entityType: string, entityId: string) => ({ entityType, entityId });

async function ok(res: ApiResponse, status = 200) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

beforeAll(async () => {
  p = await startTestPlatform();
  admin = await firmWithUser(p, FIRM);
  // The person who makes the changes, by name (a factory user is named after their e-mail).
  await ok(
    await p.request('PUT', `/user/${FIRM}/${admin.userId}`, {
      token: admin.token,
      body: { name: 'Morgan Ellis' },
    }),
  );
  account = await openAccount(p, admin.token, FIRM, await adult(p, admin.token, FIRM, 'Hopper'));
  await ok(
    await p.request('PATCH', `/account/${FIRM}/${account}`, {
      token: admin.token,
      body: { name: 'Grace ISA savings' },
    }),
  );
  await ok(
    await p.request('PUT', `/account/${FIRM}/${account}`, {
      token: admin.token,
      body: { status: 'Suspended', reason: 'Client asked us to pause it' },
    }),
  );
  stranger = await firmWithUser(p, OTHER);
  strangersAccount = await openAccount(
    p,
    stranger.token,
    OTHER,
    await adult(p, stranger.token, OTHER, 'Bravo'),
  );
});
afterAll(() => p.close());

describe("GET /keel/{firmId}/history: any record's history (issue 20 item 5)", () => {
  it('when an account was changed, then each change comes newest first: who by name, which fields from what to what, and why', async () => {
    const res = await history(admin.token, { filter: of('account', account) });
    const items = (await ok(res)).map((item: unknown) => ZRecordHistoryItem.strict().parse(item));
    expect(res.headers.get('content-range')).toBe('history 0-2/3');
    expect(items.map((i: { action: string }) => i.action)).toEqual(['status', 'update', 'create']);
    expect(items[0]).toMatchObject({
      id: items[0].updateId,
      entityType: 'account',
      entityId: account,
      userId: admin.userId,
      userName: 'Morgan Ellis',
      reason: 'Client asked us to pause it',
      updatedFields: ['status'],
      updateData: { fromData: { status: 'Active' }, toData: { status: 'Suspended' } },
    });
    expect(items[1]).toMatchObject({
      updatedFields: ['name'],
      updateData: { fromData: { name: 'GIA account' }, toData: { name: 'Grace ISA savings' } },
    });
    expect(items[1].reason).toBeUndefined();
  });

  it('when a range and an oldest-first sort are asked, then that page comes with the total in Content-Range', async () => {
    const res = await history(admin.token, {
      filter: of('account', account),
      sort: ['updateDate', 'ASC'],
      range: [1, 1],
    });
    const [item] = await ok(res);
    expect(item.action).toBe('update');
    expect(res.headers.get('content-range')).toBe('history 1-1/3');
    const none = await history(admin.token, { filter: of('account', account), range: [10, 19] });
    expect(await ok(none)).toEqual([]);
    expect(none.headers.get('content-range')).toBe('history */3');
  });

  it('when other kinds of record change, then theirs read the same way: a user, an adopted instrument, a model', async () => {
    const me = await ok(await history(admin.token, { filter: of('user', admin.userId) }));
    expect(me[0]).toMatchObject({ action: 'update', updatedFields: ['name'], userName: 'Morgan Ellis' });
    expect(me[0].updateData.toData).toEqual({ name: 'Morgan Ellis' });

    const fund = await createInstrument(p.db, { name: 'History Fund', prices: [['2026-01-02', '1.000000']] });
    await ok(
      await p.request('POST', '/asset', { token: admin.token, body: { firmId: FIRM, assetId: fund.id } }),
      201,
    );
    const model = await ok(
      await p.request('POST', '/model', {
        token: admin.token,
        body: {
          firmId: FIRM,
          nodeId: '0',
          name: 'History Model',
          type: 'Advisory',
          riskLevel: 3,
          tolerance: 5,
          cashWeight: 10,
          components: [{ assetId: fund.id, weight: 90 }],
        },
      }),
      201,
    );
    const modelHistory = await ok(await history(admin.token, { filter: of('model', model.data.id) }));
    expect(modelHistory[0]).toMatchObject({ action: 'create', userName: 'Morgan Ellis' });

    await ok(
      await p.request('PUT', `/asset/${FIRM}/${fund.id}`, {
        token: admin.token,
        body: { status: 'Suspended', reason: 'Fund gated' },
      }),
    );
    const asset = await ok(await history(admin.token, { filter: of('asset', fund.id) }));
    expect(asset.map((i: { action: string }) => i.action)).toEqual(['status', 'adopt']);
    expect(asset[0]).toMatchObject({ reason: 'Fund gated', updateData: { toData: { status: 'Suspended' } } });
  });

  it('when the entity type is unknown or the filter incomplete, then 400 names the type and each field', async () => {
    const unknown = await history(admin.token, { filter: of('widget', account) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fieldErrors).toEqual([
      { fieldName: 'filter.entityType', errorMessage: expect.stringContaining('"widget"') },
    ]);
    const partial = await history(admin.token, {
      filter: { entityType: 'account' },
      sort: ['action', 'ASC'],
    });
    expect(partial.status).toBe(400);
    expect(partial.body.error.fieldErrors.map((e: { fieldName: string }) => e.fieldName).sort()).toEqual([
      'filter.entityId',
      'sort',
    ]);
  });

  it("when another firm's record or firm is named, then 404 that names none of it, for its id or its path", async () => {
    const res = await history(admin.token, { filter: of('account', strangersAccount) });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(strangersAccount);
    expect(JSON.stringify(res.body)).not.toContain('Bravo');
    const theirPath = await history(admin.token, { filter: of('account', strangersAccount) }, OTHER);
    expect(theirPath.status).toBe(404);
    // Their own records answer them, and nothing of this firm's.
    const theirs = await ok(
      await history(stranger.token, { filter: of('account', strangersAccount) }, OTHER),
    );
    expect(theirs).toHaveLength(1);
    expect((await history(stranger.token, { filter: of('user', admin.userId) }, OTHER)).status).toBe(404);
  });

  it('when a user at a leaf node asks for a record above their subtree, then 404; their own subtree answers', async () => {
    const leaf = await createNode(p.db, FIRM, '0', 'History Leaf');
    const email = 'leaf.user@hist.test';
    await createUser(p.db, FIRM, { email, nodeId: leaf.id });
    const leafToken = await p.tokenFor(FIRM, email, TEST_PASSWORD);
    const above = await history(leafToken, { filter: of('account', account) });
    expect(above.status).toBe(404);
    expect(above.body.error.errorMessage).toBe('Account not found');
    expect((await history(leafToken, { filter: of('user', admin.userId) })).status).toBe(404);
    const client = await ok(
      await p.request('POST', '/client', {
        token: leafToken,
        body: {
          firmId: FIRM,
          nodeId: leaf.id,
          clientType: 'Corporate',
          name: 'Leaf Widgets Ltd',
          companyNumber: '01234567',
          addressDetail: { address1: '1 High Street', postCode: 'SW1A 1AA', country: 'GB' },
        },
      }),
      201,
    );
    const own = await ok(await history(leafToken, { filter: of('client', client.data.id) }));
    expect(own.map((i: { action: string }) => i.action)).toEqual(['create']);
  });

  it('when the caller may not read that kind of record, then 403; anyone may read their own user history', async () => {
    const noAccounts = ALL_SCOPES.filter((s) => s.scope !== 'Account' && s.scope !== 'User');
    const limited = await signIn(p, FIRM, noAccounts);
    const refused = await history(limited.token, { filter: of('account', account) });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(account);
    expect((await history(limited.token, { filter: of('user', admin.userId) })).status).toBe(403);
    expect((await history(limited.token, { filter: of('user', limited.userId) })).status).toBe(200);
    const adviser = await signIn(p, FIRM, ADVISER_SCOPES);
    expect((await history(adviser.token, { filter: of('account', account) })).status).toBe(200);
  });
});
