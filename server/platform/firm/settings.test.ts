import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
let admin: string;
let reader: string;
let branch: { id: string; path: string };
let desk: { id: string; path: string };

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'SETS', 'Sets Wealth');
  branch = await createNode(p.db, 'SETS', '0', 'Branch');
  desk = await createNode(p.db, 'SETS', branch.path, 'Desk');
  await createUser(p.db, 'SETS', { email: 'admin@sets.test' });
  await createUser(p.db, 'SETS', {
    email: 'reader@sets.test',
    nodeId: branch.id,
    scopes: [{ scope: 'Firm Management', ranges: ['read'] }],
  });
  admin = await p.tokenFor('SETS', 'admin@sets.test', TEST_PASSWORD);
  reader = await p.tokenFor('SETS', 'reader@sets.test', TEST_PASSWORD);
});
afterAll(() => p.close());

const patch = (path: string, body: object, token = admin) => p.request('PATCH', path, { token, body });
const get = (path: string, token = admin) => p.request('GET', path, { token });

describe('themes per space', () => {
  it('when the Investor theme is set, then the Professional theme is untouched, and each inherits down', async () => {
    await patch('/node/theme/SETS', { nodeId: '0', brandColor: '#111111' });
    await patch('/node/theme/SETS', {
      nodeId: '0',
      space: 'Investor',
      brandColor: '#222222',
      windowTitle: 'Invest',
    });
    expect((await get(`/node/theme/SETS/${desk.id}`)).body.data).toEqual({ brandColor: '#111111' });
    expect((await get(`/node/theme/SETS/${desk.id}?space=Investor`)).body.data).toEqual({
      brandColor: '#222222',
      windowTitle: 'Invest',
    });
    expect((await get('/node/theme/SETS/0?space=Advisers')).body.error.fieldErrors[0].fieldName).toBe(
      'space',
    );
  });
});

describe('content', () => {
  it('when a branch overrides one text, then it inherits the rest, and another locale falls back to en-GB', async () => {
    await patch('/node/content/SETS', {
      nodeId: '0',
      space: 'Investor',
      welcomeHeading: 'Welcome',
      supportEmail: 'help@sets.test',
    });
    const own = await patch('/node/content/SETS', {
      nodeId: branch.id,
      space: 'Investor',
      welcomeHeading: 'Hello',
    });
    expect(own.body.data).toEqual({ welcomeHeading: 'Hello', supportEmail: 'help@sets.test' });
    await patch('/node/content/SETS', {
      nodeId: '0',
      space: 'Investor',
      locale: 'cy-GB',
      welcomeHeading: 'Croeso',
    });
    const welsh = await get(`/content/SETS?nodeId=${desk.id}&space=Investor&locale=cy-GB`);
    // The branch's en-GB heading is nearer, but a Welsh text wins over any English one.
    expect(welsh.body.data).toEqual({ welcomeHeading: 'Croeso', supportEmail: 'help@sets.test' });
    expect((await get(`/node/content/SETS/${desk.id}?space=Professional`)).body.data).toEqual({});
  });

  it('when the caller names no node, then GET /content answers their own node’s content', async () => {
    const res = await get('/content/SETS?space=Investor', reader);
    expect(res.body.data).toEqual({ welcomeHeading: 'Hello', supportEmail: 'help@sets.test' });
    expect((await get('/content/SETS?nodeId=0', reader)).status).toBe(404);
  });

  it('when a text is bad or the field unknown, then 400 lists each under its name and nothing changes', async () => {
    const res = await patch('/node/content/SETS', {
      nodeId: '0',
      supportEmail: 'not-an-email',
      supportPhone: 'call us',
      welcome: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.map((f: { fieldName: string }) => f.fieldName).sort()).toEqual([
      'supportEmail',
      'supportPhone',
      'welcome',
    ]);
  });

  it('when the caller has only read permission, then they may read but not change content', async () => {
    expect((await get(`/node/content/SETS/${branch.id}`, reader)).status).toBe(200);
    const res = await patch('/node/content/SETS', { nodeId: branch.id, welcomeHeading: 'Mine' }, reader);
    expect(res.status).toBe(403);
  });
});

describe('configuration', () => {
  it('when config is set at the root and a node, then /firm/config merges it and narrows by dataType', async () => {
    await patch('/node/config/SETS', {
      nodeId: '0',
      investorSignUpEnabled: true,
      investorWrapperTypes: ['ISA', 'GIA'],
      minimumInitialInvestment: 500,
    });
    const mine = await patch('/node/config/SETS', { nodeId: branch.id, investorSignUpEnabled: false });
    expect(mine.body.data).toEqual({
      investorSignUpEnabled: false,
      investorWrapperTypes: ['ISA', 'GIA'],
      minimumInitialInvestment: 500,
    });
    const products = await get(`/firm/config/SETS?dataType=products&nodeId=${desk.id}`);
    expect(products.body.data).toEqual({
      investorWrapperTypes: ['ISA', 'GIA'],
      minimumInitialInvestment: 500,
    });
    const portal = await get('/firm/config/SETS?dataType=investorPortal', reader);
    expect(portal.body.data).toEqual({ investorSignUpEnabled: false });
  });

  it('when money has three decimals or a wrapper is unknown, or the version is stale, then 400 and 412', async () => {
    const bad = await patch('/node/config/SETS', {
      nodeId: '0',
      minimumInitialInvestment: 10.005,
      investorWrapperTypes: ['ISA', 'BOND'],
    });
    expect(bad.body.error.fieldErrors.map((f: { fieldName: string }) => f.fieldName).sort()).toEqual([
      'investorWrapperTypes.1',
      'minimumInitialInvestment',
    ]);
    const stale = await patch('/node/config/SETS', {
      nodeId: '0',
      version: 99,
      investorShowPerformance: true,
    });
    expect(stale.status).toBe(412);
    expect((await get('/firm/config/SETS?dataType=everything')).status).toBe(400);
  });
});

describe('feature flags and the firm set-up automation', () => {
  it('when a reader tries to change flags, then 403; an admin turns them on and off; unknown names are 400', async () => {
    expect(
      (await patch('/firm/enabledfeatures/SETS', { features: { nodeThemes: true } }, reader)).status,
    ).toBe(403);
    const on = await patch('/firm/enabledfeatures/SETS', { features: { nodeThemes: true, models: true } });
    expect(on.body.data).toEqual(['models', 'nodeThemes']);
    const off = await patch('/firm/enabledfeatures/SETS', { features: { models: false } });
    expect(off.body.data).toEqual(['nodeThemes']);
    expect((await get('/firm/enabledfeatures/SETS', reader)).body.data).toEqual(['nodeThemes']);
    const unknown = await patch('/firm/enabledfeatures/SETS', { features: { teleport: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fieldErrors[0].fieldName).toBe('features.teleport');
  });

  it('when the set-up flag is off, then set-up is refused; on, it fills only what is missing, once', async () => {
    expect((await p.request('POST', '/firm/setup/SETS', { token: admin })).status).toBe(403);
    await patch('/firm/enabledfeatures/SETS', { features: { firmSetupAutomation: true } });
    const first = await p.request('POST', '/firm/setup/SETS', { token: admin });
    expect(first.body.data.created).toEqual([
      'Investor content en-GB',
      'Professional content en-GB',
      'Investor configuration',
    ]);
    // The Investor heading set earlier stays; the starter fills the texts nobody wrote.
    const investor = await get('/content/SETS?nodeId=0&space=Investor');
    expect(investor.body.data).toMatchObject({
      welcomeHeading: 'Welcome',
      signInMessage: 'Sign in to see your investments.',
    });
    expect((await get('/firm/config/SETS?nodeId=0')).body.data).toMatchObject({
      investorSignUpEnabled: true,
      investorWithdrawalsEnabled: true,
    });
    const again = await p.request('POST', '/firm/setup/SETS', { token: admin });
    expect(again.body.data.created).toEqual([]);
  });

  it('when the settings summary is read, then it names the firm, its flags and upload rules', async () => {
    const res = await get('/settings/SETS', reader);
    expect(res.body.data).toMatchObject({
      firmId: 'SETS',
      name: 'Sets Wealth',
      enabledFeatures: ['firmSetupAutomation', 'nodeThemes'],
      hostnames: [],
      uploadRules: { favicon: { maxBytes: 102400 } },
      nodeId: branch.id,
      mfaRequired: false,
    });
  });

  it("when the settings are read for a node, then its configuration is the effective one, and a node outside the caller's subtree is 404", async () => {
    await patch('/node/config/SETS', { nodeId: desk.id, investorWithdrawalsEnabled: false });
    await p.request('PUT', '/mfa/policy/SETS', { token: admin, body: { required: true } });
    const atDesk = await get(`/settings/SETS?nodeId=${desk.id}`, reader);
    expect(atDesk.status).toBe(200);
    expect(atDesk.body.data).toMatchObject({
      nodeId: desk.id,
      mfaRequired: true,
      // The desk's own setting over the root's (set by the firm set-up above), and its branch's sign-up.
      configuration: { investorSignUpEnabled: false, investorWithdrawalsEnabled: false },
    });
    const root = await get('/settings/SETS?nodeId=0', reader);
    expect(root.status).toBe(404);
    expect(root.body.error.statusCode).toBe(404);
    expect((await get('/settings/SETS?nodeId=0')).body.data.configuration).toMatchObject({
      investorWithdrawalsEnabled: true,
    });
    await p.request('PUT', '/mfa/policy/SETS', { token: admin, body: { required: false } });
  });
});
