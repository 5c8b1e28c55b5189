import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
let admin: string;
let colleague: string;
let reader: string;
let branch: { id: string };

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const ICO = Uint8Array.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]);
const EVIL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
  '<script>alert(document.cookie)</script><rect width="10" height="10" fill="#f85c88"/>' +
  '<image href="https://evil.example/track.png"/></svg>';

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'LOGO');
  branch = await createNode(p.db, 'LOGO', '0', 'Branch');
  await createUser(p.db, 'LOGO', { email: 'admin@logo.test' });
  await createUser(p.db, 'LOGO', { email: 'colleague@logo.test' });
  await createUser(p.db, 'LOGO', {
    email: 'reader@logo.test',
    scopes: [{ scope: 'Firm Management', ranges: ['read'] }],
  });
  admin = await p.tokenFor('LOGO', 'admin@logo.test', TEST_PASSWORD);
  colleague = await p.tokenFor('LOGO', 'colleague@logo.test', TEST_PASSWORD);
  reader = await p.tokenFor('LOGO', 'reader@logo.test', TEST_PASSWORD);
});
afterAll(() => p.close());

async function target(query: string, token = admin) {
  return p.request('GET', `/firm/files/upload/LOGO?${query}`, { token });
}

async function put(uploadUrl: string, body: Uint8Array<ArrayBuffer> | string, type: string, token = admin) {
  const res = await fetch(`${p.base}${uploadUrl}`, {
    method: 'PUT',
    headers: { 'api-token': token, 'content-type': type },
    body,
  });
  return { status: res.status, body: await res.json() };
}

async function upload(category: string, body: Uint8Array<ArrayBuffer> | string, type: string, extra = '') {
  const slot = await target(`category=${category}&nodeId=0${extra}`);
  return put(slot.body.data.uploadUrl, body, type);
}

describe('asking where to upload', () => {
  it('when category or nodeId is missing, then 400 names each; without Firm Management write, 403', async () => {
    const res = await p.request('GET', '/firm/files/upload/LOGO', { token: admin });
    expect(res.body.error.fieldErrors.map((f: { fieldName: string }) => f.fieldName).sort()).toEqual([
      'category',
      'nodeId',
    ]);
    expect((await target('category=logo&nodeId=0', reader)).status).toBe(403);
    expect((await target('category=logo&nodeId=NOPE')).status).toBe(404);
  });

  it('when asked for a favicon address, then a one-time PUT address with its types and size limit', async () => {
    const res = await target(`category=favicon&nodeId=${branch.id}&space=Investor`);
    expect(res.body.data).toEqual({
      uploadUrl: expect.stringMatching(/^\/firm\/files\/upload\/LOGO\/[0-9a-f]{32}$/),
      method: 'PUT',
      expiresAt: expect.any(String),
      contentTypes: ['image/x-icon', 'image/png', 'image/svg+xml'],
      maxBytes: 100 * 1024,
      files: [],
    });
  });

  it('when only one of category and nodeId is given, then 400 names the other', async () => {
    const names = (res: { body: any }) =>
      res.body.error.fieldErrors.map((f: { fieldName: string }) => f.fieldName);
    const noNode = await target('category=logo');
    expect(noNode.status).toBe(400);
    expect(names(noNode)).toEqual(['nodeId']);
    const noCategory = await target('nodeId=0');
    expect(noCategory.status).toBe(400);
    expect(names(noCategory)).toEqual(['category']);
  });
});

describe('listing uploaded files', () => {
  let adminId: string;
  let leaf: string;
  let sibling: { id: string };

  beforeAll(async () => {
    const [row] = await p.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.firmId, 'LOGO'), eq(users.email, 'admin@logo.test')));
    adminId = row.id;
    sibling = await createNode(p.db, 'LOGO', '0', 'Sibling');
    await createUser(p.db, 'LOGO', { email: 'leaf@logo.test', nodeId: branch.id });
    leaf = await p.tokenFor('LOGO', 'leaf@logo.test', TEST_PASSWORD);
    for (const [nodeId, space] of [
      ['0', 'Professional'],
      [branch.id, 'Investor'],
      [sibling.id, 'Professional'],
    ]) {
      const slot = await target(`category=logo&nodeId=${nodeId}&space=${space}`);
      expect((await put(slot.body.data.uploadUrl, PNG, 'image/png')).status).toBe(200);
    }
  });

  it('when a node has an uploaded logo, then the listing shows it with its node, size and address', async () => {
    const res = await target(`category=logo&nodeId=${branch.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.uploadUrl).toEqual(expect.any(String));
    expect(res.body.data.files).toEqual([
      {
        nodeId: branch.id,
        nodeName: 'Branch',
        space: 'Investor',
        category: 'logo',
        contentType: 'image/png',
        size: PNG.length,
        sha256: createHash('sha256').update(PNG).digest('hex'),
        version: 1,
        updatedAt: expect.any(String),
        updatedBy: adminId,
        url: `/api/media/logo/LOGO/${branch.id}/Investor/logo`,
      },
    ]);
  });

  it('when asked at the root, then every node under it is listed, of that category only', async () => {
    const res = await target('category=logo&nodeId=0');
    const files: { nodeId: string; nodeName: string; category: string }[] = res.body.data.files;
    expect(files.map((f) => f.nodeName)).toEqual(expect.arrayContaining(['Branch', 'Sibling']));
    expect(files.filter((f) => f.nodeId === '0').length).toBeGreaterThan(0);
    expect(new Set(files.map((f) => f.category))).toEqual(new Set(['logo']));
    const favicons = (await target('category=favicon&nodeId=0')).body.data.files;
    expect(favicons.every((f: { category: string }) => f.category === 'favicon')).toBe(true);
  });

  it("when a user at a branch asks about a node outside their subtree, then 404; their own, the branch's files", async () => {
    expect((await target('category=logo&nodeId=0', leaf)).status).toBe(404);
    const outside = await target(`category=logo&nodeId=${sibling.id}`, leaf);
    expect(outside.status).toBe(404);
    expect(JSON.stringify(outside.body)).not.toContain('Sibling');
    const own = await target(`category=logo&nodeId=${branch.id}`, leaf);
    expect(own.status).toBe(200);
    expect(own.body.data.files.map((f: { nodeId: string }) => f.nodeId)).toEqual([branch.id]);
  });
});

describe('uploading a logo', () => {
  it('when a PNG header logo is sent, then the theme points at it with a lastModified that changes each time', async () => {
    const first = await upload('headerLogo', PNG, 'image/png');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      category: 'headerLogo',
      nodeId: '0',
      space: 'Professional',
      contentType: 'image/png',
      size: PNG.length,
      logo: { url: '/api/media/logo/LOGO/0/Professional/headerLogo', lastModified: expect.any(String) },
    });
    await new Promise((r) => setTimeout(r, 5));
    const second = await upload('headerLogo', PNG, 'image/png');
    expect(second.body.data.logo.lastModified > first.body.data.logo.lastModified).toBe(true);
    const theme = await p.request('GET', '/node/theme/LOGO/0', { token: admin });
    expect(theme.body.data.headerLogo).toEqual(second.body.data.logo);

    const served = await fetch(`${p.base}/media/logo/LOGO/0/Professional/headerLogo?lastModified=x`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const again = await fetch(`${p.base}/media/logo/LOGO/0/Professional/headerLogo`, {
      headers: { 'if-none-match': served.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('when an SVG carries a script, a handler and an outside image, then it is stored without them', async () => {
    const res = await upload('logo', EVIL_SVG, 'image/svg+xml', '&space=Investor');
    expect(res.status).toBe(200);
    const served = await fetch(`${p.base}/media/logo/LOGO/0/Investor/logo`);
    const text = await served.text();
    expect(served.headers.get('content-type')).toContain('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(text).toContain('<rect');
    expect(text).not.toMatch(/script|onload|evil\.example/i);
  });

  it('when an SVG carries @import and remote url() in CSS, then the stored logo keeps its colours and not them', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' +
      '<style>@import url(https://evil.example/x.css); .a{fill:#f85c88} .b{fill:url( "//evil.example/g" )}</style>' +
      '<rect class="a" width="10" height="10" style="stroke:#000;background:url(https://evil.example/t.png)"/></svg>';
    const res = await upload('logo', svg, 'image/svg+xml', '&space=Investor');
    expect(res.status).toBe(200);
    const text = await (await fetch(`${p.base}/media/logo/LOGO/0/Investor/logo`)).text();
    expect(text).toContain('<style>.a{fill:#f85c88}</style>');
    expect(text).toContain('<rect class="a" width="10" height="10" style="stroke:#000"/>');
    expect(text.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/import|evil|\/\/|url\(/i);
  });

  it('when an SVG is nested 10,000 deep, then 400 on the file at once and the old logo stays', async () => {
    const before = await (await fetch(`${p.base}/media/logo/LOGO/0/Investor/logo`)).text();
    const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(10_000)}${'</g>'.repeat(10_000)}</svg>`;
    const started = performance.now();
    const res = await upload('logo', deep, 'image/svg+xml', '&space=Investor');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([
      { fieldName: 'file', errorMessage: 'Must be a valid SVG image' },
    ]);
    expect(await (await fetch(`${p.base}/media/logo/LOGO/0/Investor/logo`)).text()).toBe(before);
  });

  it.each([
    ['not well-formed', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'],
    [
      'entity declarations',
      '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
    ],
    ['no SVG namespace', '<svg><rect/></svg>'],
    ['CDATA that never ends', '<svg xmlns="http://www.w3.org/2000/svg"><style><![CDATA[ .a{}</style></svg>'],
  ])('when an SVG is %s, then 400 on the file, never 500', async (_name, svg) => {
    const res = await upload('favicon', svg, 'image/svg+xml');
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([
      { fieldName: 'file', errorMessage: 'Must be a valid SVG image' },
    ]);
  });

  it('when an ICO is sent as a favicon, then accepted; as a header logo, then refused by its content', async () => {
    expect((await upload('favicon', ICO, 'image/x-icon')).status).toBe(200);
    const wrong = await upload('headerLogo', ICO, 'image/png');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fieldErrors).toEqual([
      { fieldName: 'file', errorMessage: 'Must be a PNG or SVG file' },
    ]);
    const text = await upload('logo', 'just words', 'image/png');
    expect(text.body.error.fieldErrors[0].errorMessage).toBe('Must be a PNG or SVG file');
  });

  it('when a file is over its limit, then 400 says the limit; far over it, 413; nothing is stored', async () => {
    const big = new Uint8Array(100 * 1024 + 1);
    big.set(ICO);
    const over = await upload('favicon', big, 'image/x-icon', '&space=Investor');
    expect(over.body.error.fieldErrors).toEqual([
      { fieldName: 'file', errorMessage: 'Must be at most 100 KB' },
    ]);
    const huge = new Uint8Array(2 * 1024 * 1024);
    huge.set(PNG);
    expect((await upload('logo', huge, 'image/png')).status).toBe(413);
    expect((await fetch(`${p.base}/media/logo/LOGO/0/Investor/favicon`)).status).toBe(404);
  });

  it('when an address is used twice or by someone else, then 410 and 404', async () => {
    const slot = await target('category=logo&nodeId=0');
    expect((await put(slot.body.data.uploadUrl, PNG, 'image/png', colleague)).status).toBe(404);
    expect((await put(slot.body.data.uploadUrl, PNG, 'image/png')).status).toBe(200);
    expect((await put(slot.body.data.uploadUrl, PNG, 'image/png')).status).toBe(410);
  });
});
