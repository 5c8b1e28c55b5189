import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

// GET /node/config/{firmId}/{nodeId}: a node's effective investor-site configuration, its own settings over
// those it inherits from the nodes above it.

let p: TestPlatform;
let admin: string;
let branchReader: string;
let branch: { id: string; path: string };
let desk: { id: string; path: string };
let elsewhere: { id: string; path: string };

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'NCFG', 'Config Wealth');
  await createFirm(p.db, 'OTHR', 'Other Wealth');
  branch = await createNode(p.db, 'NCFG', '0', 'Branch');
  desk = await createNode(p.db, 'NCFG', branch.path, 'Desk');
  elsewhere = await createNode(p.db, 'NCFG', '0', 'Elsewhere');
  await createUser(p.db, 'NCFG', { email: 'admin@ncfg.test' });
  await createUser(p.db, 'NCFG', {
    email: 'reader@ncfg.test',
    nodeId: branch.id,
    scopes: [{ scope: 'Firm Management', ranges: ['read'] }],
  });
  admin = await p.tokenFor('NCFG', 'admin@ncfg.test', TEST_PASSWORD);
  branchReader = await p.tokenFor('NCFG', 'reader@ncfg.test', TEST_PASSWORD);
  await p.request('PATCH', '/node/config/NCFG', {
    token: admin,
    body: { nodeId: '0', investorSignUpEnabled: true, minimumInitialInvestment: 500 },
  });
  await p.request('PATCH', '/node/config/NCFG', {
    token: admin,
    body: { nodeId: branch.id, investorSignUpEnabled: false, investorWrapperTypes: ['ISA'] },
  });
});
afterAll(() => p.close());

const getConfig = (nodeId: string, token = admin) =>
  p.request('GET', `/node/config/NCFG/${nodeId}`, { token });

describe('GET /node/config/{firmId}/{nodeId}', () => {
  it('when a node below a branch has no settings of its own, then it answers the branch’s over the root’s', async () => {
    const res = await getConfig(desk.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      investorSignUpEnabled: false,
      investorWrapperTypes: ['ISA'],
      minimumInitialInvestment: 500,
    });
  });

  it('when the root or a sibling of the branch is asked for, then the branch’s own settings are not in it', async () => {
    const root = await getConfig('0');
    expect(root.status).toBe(200);
    expect(root.body.data).toEqual({ investorSignUpEnabled: true, minimumInitialInvestment: 500 });
    expect((await getConfig(elsewhere.id)).body.data).toEqual(root.body.data);
  });

  it('when a reader at the branch asks, then their subtree answers and a node outside it is 404', async () => {
    const own = await getConfig(desk.id, branchReader);
    expect(own.status).toBe(200);
    expect(own.body.data.investorSignUpEnabled).toBe(false);
    const outside = await getConfig(elsewhere.id, branchReader);
    expect(outside.status).toBe(404);
    expect(outside.body.error.statusCode).toBe(404);
  });

  it('when another firm is named or no token is sent, then 404 and 401', async () => {
    expect((await p.request('GET', `/node/config/OTHR/0`, { token: admin })).status).toBe(404);
    expect((await p.request('GET', `/node/config/NCFG/0`)).status).toBe(401);
  });
});
