import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
let admin: string;
let adviser: string;
let branch: { id: string; path: string };

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'THEME');
  branch = await createNode(p.db, 'THEME', '0', 'Branch');
  await createUser(p.db, 'THEME', { email: 'admin@theme.test' });
  await createUser(p.db, 'THEME', {
    email: 'adviser@theme.test',
    scopes: [{ scope: 'Client', ranges: ['readWrite'] }],
  });
  admin = await p.tokenFor('THEME', 'admin@theme.test', TEST_PASSWORD);
  adviser = await p.tokenFor('THEME', 'adviser@theme.test', TEST_PASSWORD);
});
afterAll(() => p.close());

describe('node themes', () => {
  it('when the root sets colours and a branch overrides one, then the branch inherits the rest', async () => {
    await p.request('PATCH', '/node/theme/THEME', {
      token: admin,
      body: { nodeId: '0', brandColor: '#112233', windowTitle: 'Theme Wealth' },
    });
    const res = await p.request('PATCH', '/node/theme/THEME', {
      token: admin,
      body: { nodeId: branch.id, brandColor: '#445566' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ brandColor: '#445566', windowTitle: 'Theme Wealth' });
    const cleared = await p.request('PATCH', '/node/theme/THEME', {
      token: admin,
      body: { nodeId: branch.id, brandColor: null },
    });
    expect(cleared.body.data.brandColor).toBe('#112233');
  });

  it('when a logo is set, then it gets a fresh lastModified each time, even for the same URL', async () => {
    const first = await p.request('PATCH', '/node/theme/THEME', {
      token: admin,
      body: { nodeId: '0', headerLogo: { url: '/media/logo.png' } },
    });
    const stamp = first.body.data.headerLogo.lastModified;
    expect(Date.parse(stamp)).not.toBeNaN();
    await new Promise((r) => setTimeout(r, 5));
    const second = await p.request('PATCH', '/node/theme/THEME', {
      token: admin,
      body: { nodeId: '0', headerLogo: { url: '/media/logo.png' } },
    });
    expect(second.body.data.headerLogo.lastModified > stamp).toBe(true);
    const untouched = await p.request('PATCH', '/node/theme/THEME', {
      token: admin,
      body: { nodeId: '0', ctaColor: '#000000' },
    });
    expect(untouched.body.data.headerLogo).toEqual(second.body.data.headerLogo);
  });

  it('when a colour is malformed, the version stale, or the caller lacks Firm Management, then 400, 412, 403', async () => {
    const bad = await p.request('PATCH', '/node/theme/THEME', {
      token: admin,
      body: { nodeId: '0', brandColor: 'pink' },
    });
    expect(bad.body.error.fieldErrors).toEqual([
      { fieldName: 'brandColor', errorMessage: 'Must be a colour like #1d1739' },
    ]);
    const stale = await p.request('PATCH', '/node/theme/THEME', {
      token: admin,
      body: { nodeId: '0', version: 1, ctaColor: '#111111' },
    });
    expect(stale.status).toBe(412);
    const denied = await p.request('PATCH', '/node/theme/THEME', {
      token: adviser,
      body: { nodeId: '0', ctaColor: '#111111' },
    });
    expect(denied.status).toBe(403);
    const missing = await p.request('PATCH', '/node/theme/THEME', {
      token: admin,
      body: { nodeId: 'NOPE', ctaColor: '#111111' },
    });
    expect(missing.status).toBe(404);
  });
});
