import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TScope } from '../../../contract/permissions';
import { outboxMessages } from '../db/schema';
import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

/**
 * GET /outbox shows a caller only mail they could have been sent as the recipient's administrator
 * (decision 0511); the matrix over every kind of administrator is in users/privilege.test.ts.
 */
const FIRM = 'OBOX';
const WEAK: TScope[] = [{ scope: 'Client', ranges: ['read'] }];
const USER_ADMIN: TScope[] = [{ scope: 'User', ranges: ['read', 'readWrite', 'action'] }, ...WEAK];

let p: TestPlatform;
let firmAdmin: string;
let rootUserAdmin: string;
let leafUserAdmin: string;
let leafId: string;

const outbox = (token: string, recipient: string) =>
  p.request('GET', `/outbox/${FIRM}?recipient=${encodeURIComponent(recipient)}`, { token });

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, FIRM);
  leafId = (await createNode(p.db, FIRM, '0', 'Leaf')).id;
  await createUser(p.db, FIRM, { email: 'admin@obox.test' });
  await createUser(p.db, FIRM, { email: 'root-ua@obox.test', scopes: USER_ADMIN });
  await createUser(p.db, FIRM, { email: 'leaf-ua@obox.test', scopes: USER_ADMIN, nodeId: leafId });
  firmAdmin = await p.tokenFor(FIRM, 'admin@obox.test', TEST_PASSWORD);
  rootUserAdmin = await p.tokenFor(FIRM, 'root-ua@obox.test', TEST_PASSWORD);
  leafUserAdmin = await p.tokenFor(FIRM, 'leaf-ua@obox.test', TEST_PASSWORD);
});
afterAll(() => p.close());

describe('GET /outbox', () => {
  it('when a weaker user is promoted past an administrator, then their earlier mail disappears from that administrator’s outbox', async () => {
    const email = 'rising@obox.test';
    const created = await p.request('POST', '/user', {
      token: firmAdmin,
      body: { firmId: FIRM, userType: 'User', name: 'Rising', email, nodeId: leafId, scopes: WEAK },
    });
    const [mail] = await p.db.select().from(outboxMessages);
    expect(mail).toMatchObject({ recipient: email, userId: created.body.data.id });
    for (const token of [firmAdmin, rootUserAdmin, leafUserAdmin])
      expect((await outbox(token, email)).body.meta.count).toBe(1);

    const promote = await p.request('PUT', `/user/${FIRM}/${created.body.data.id}`, {
      token: firmAdmin,
      body: { scopes: [...WEAK, { scope: 'Firm Management', ranges: ['read'] }] },
    });
    expect(promote.status).toBe(200);
    expect((await outbox(firmAdmin, email)).body.meta.count).toBe(1);
    for (const token of [rootUserAdmin, leafUserAdmin]) {
      const res = await outbox(token, email);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ data: [], meta: { count: 0 } });
    }
  });

  it('when a message is to nobody’s account, then only an administrator of the whole firm reads it', async () => {
    const recipient = 'client@elsewhere.test';
    await p.db.insert(outboxMessages).values({
      firmId: FIRM,
      userId: null,
      recipient,
      subject: 'Hello',
      body: 'Text',
      status: 'Held',
    });
    expect((await outbox(firmAdmin, recipient)).body.data).toHaveLength(1);
    expect((await outbox(rootUserAdmin, recipient)).body.data).toHaveLength(0);
    expect((await outbox(leafUserAdmin, recipient)).body.data).toHaveLength(0);
  });

  it('when the user administrator reads their own subtree’s mail, then the page keeps its shape', async () => {
    const email = 'leafling@obox.test';
    await p.request('POST', '/user', {
      token: leafUserAdmin,
      body: { firmId: FIRM, userType: 'User', name: 'Leafling', email, nodeId: leafId, scopes: WEAK },
    });
    const res = await outbox(leafUserAdmin, email);
    expect(res.body.meta).toEqual({ count: 1, page: 1, pageSize: expect.any(Number) });
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      ['body', 'createdAt', 'error', 'id', 'recipient', 'sentAt', 'status', 'subject'].sort(),
    );
  });
});
