import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

/**
 * Spec issue 6 "A user sees only their node's subtree": a user of a child node lists only the clients,
 * accounts, transactions and nodes at their node or under it, never a sibling's or the root's own.
 */
let p: TestPlatform;
let admin: string;
let northUser: string;
const north = { id: '', path: '' };
const northWest = { id: '', path: '' };
const south = { id: '', path: '' };
const made: Record<string, { client: string; account: string; transaction: string }> = {};

const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((r) => r.id).sort();

async function created(res: { status: number; body: any }): Promise<string> {
  if (res.status !== 201) throw new Error(`create failed ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** A client at the node, with a GIA and a £10 deposit on it, made by the root administrator. */
async function clientAt(nodeId: string, surname: string) {
  const client = await created(
    await p.request('POST', '/client', {
      token: admin,
      body: {
        firmId: 'TREE',
        nodeId,
        clientType: 'Individual',
        title: 'Ms',
        firstName: 'Ada',
        surname,
        dateOfBirth: '1980-05-17',
        email: `${surname.toLowerCase()}@example.com`,
        addressDetail: { address1: '1 High Street', postCode: 'SW1A 1AA', country: 'GB' },
        nationality: 'GB',
        // Active: only an Active client's accounts move money (docs/decisions/0409).
        status: 'Active',
      },
    }),
  );
  const account = await created(
    await p.request('POST', '/account', {
      token: admin,
      body: {
        firmId: 'TREE',
        nodeId,
        accountType: 'Wrapper',
        name: `${surname} GIA`,
        status: 'Active',
        currency: 'GBP',
        clientId: client,
        wrapperDetail: { wrapperType: 'GIA' },
      },
    }),
  );
  const transaction = await created(
    await p.request('POST', '/portfoliotransaction', {
      token: admin,
      body: {
        firmId: 'TREE',
        accountId: account,
        transactionType: 'Payment',
        transactionSubType: 'Deposit',
        movementType: 'In',
        amount: 10,
        method: 'Bank Transfer',
      },
    }),
  );
  made[surname] = { client, account, transaction };
}

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'TREE');
  Object.assign(north, await createNode(p.db, 'TREE', '0', 'North'));
  Object.assign(northWest, await createNode(p.db, 'TREE', north.path, 'North West'));
  Object.assign(south, await createNode(p.db, 'TREE', '0', 'South'));
  await createUser(p.db, 'TREE', { email: 'admin@tree.test' });
  // A user of the child node, made straight in the database as an administrator would have.
  await createUser(p.db, 'TREE', { email: 'north@tree.test', nodeId: north.id });
  admin = await p.tokenFor('TREE', 'admin@tree.test', TEST_PASSWORD);
  northUser = await p.tokenFor('TREE', 'north@tree.test', TEST_PASSWORD);
  await clientAt('0', 'Root');
  await clientAt(north.id, 'Northern');
  await clientAt(northWest.id, 'Westerly');
  await clientAt(south.id, 'Southern');
});
afterAll(() => p.close());

describe('a user of a child node', () => {
  it('when they list clients, then they see only their subtree’s clients', async () => {
    const mine = [made.Northern.client, made.Westerly.client].sort();
    expect(ids(await p.request('GET', '/client/TREE', { token: northUser }))).toEqual(mine);
    expect(ids(await p.request('GET', '/client/TREE', { token: admin }))).toHaveLength(4);
    const sibling = await p.request('GET', `/client/TREE/${made.Southern.client}`, { token: northUser });
    expect(sibling.status).toBe(404);
  });

  it('when they list accounts and transactions, then only their subtree’s appear', async () => {
    expect(ids(await p.request('GET', '/account/list/TREE', { token: northUser }))).toEqual(
      [made.Northern.account, made.Westerly.account].sort(),
    );
    const transactions = await p.request('GET', '/portfoliotransaction/TREE', { token: northUser });
    expect(transactions.status).toBe(200);
    expect(ids(transactions)).toEqual([made.Northern.transaction, made.Westerly.transaction].sort());
  });

  it('when they list nodes, then the tree starts at their node; filters narrow it', async () => {
    const tree = await p.request('GET', '/firm/node/list/TREE', { token: northUser });
    expect(tree.body.data.map((n: { name: string }) => n.name)).toEqual(['North', 'North West']);
    expect(tree.body.data[1]).toEqual({
      id: northWest.id,
      firmId: 'TREE',
      parentNodeId: north.id,
      nodeType: 'Business Stream',
      name: 'North West',
      path: northWest.path,
    });
    const all = await p.request('GET', '/firm/node/list/TREE', { token: admin });
    expect(all.body.meta.count).toBe(4);
    const children = await p.request('GET', '/firm/node/list/TREE?parentNodeId=0&name=sou', { token: admin });
    expect(children.body.data.map((n: { name: string }) => n.name)).toEqual(['South']);
    const defaults = await p.request('GET', '/firm/node/list/TREE?nodeType=Default', { token: admin });
    expect(defaults.body.data.map((n: { id: string }) => n.id)).toEqual(['0']);
    const bad = await p.request('GET', '/firm/node/list/TREE?nodeType=Branch', { token: admin });
    expect(bad.body.error.fieldErrors[0].fieldName).toBe('nodeType');
  });

  it('when they read a sibling node’s theme or content, then it does not exist for them', async () => {
    expect((await p.request('GET', `/node/theme/TREE/${south.id}`, { token: northUser })).status).toBe(404);
    const content = await p.request('GET', `/content/TREE?nodeId=${south.id}`, { token: northUser });
    expect(content.status).toBe(404);
  });
});
