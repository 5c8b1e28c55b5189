import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { DatabaseHandle } from '../platform/db/connection';
import { firmFiles, firmHostnames, nodeSettings } from '../platform/db/schema';
import { createTestDatabase } from '../platform/testing/test-database';
import { createFirm } from '../platform/testing/factories';
import { startKeel, type Keel } from '../start';
import { testConfig } from '../testing/harness';

/** Host-based branding as a browser on a white-label host sees it, before signing in. */
let database: DatabaseHandle;
let config: Config;
let keel: Keel | undefined;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await createFirm(db, 'WHITE');
  const by = { createdBy: 'test', updatedBy: 'test' };
  await db
    .insert(firmHostnames)
    .values({ host: 'advisers.white.test', firmId: 'WHITE', nodeId: '0', type: 'Professional', ...by });
  await db.insert(nodeSettings).values({
    firmId: 'WHITE',
    nodeId: '0',
    kind: 'theme',
    data: { brandColor: '#0a0b0c', headerLogo: { url: '/api/media/logo/WHITE/0/Professional/headerLogo' } },
    ...by,
  });
  await db.insert(firmFiles).values({
    firmId: 'WHITE',
    nodeId: '0',
    space: 'Professional',
    category: 'headerLogo',
    contentType: 'image/svg+xml',
    size: SVG.length,
    sha256: 'abc',
    bytes: new TextEncoder().encode(SVG),
    ...by,
  });
  config = await testConfig('memory://');
  keel = await startKeel(config, { database });
});
afterAll(async () => {
  await keel?.close();
  await database.close();
});

const fromHost = (path: string, host: string, headers: Record<string, string> = {}) =>
  fetch(`${config.publicUrl}${path}`, { headers: { 'x-forwarded-host': host, ...headers } });

describe('branding by host', () => {
  it('when the console is served on a firm’s host, then /api/branding answers its firm, node and theme', async () => {
    const res = await fromHost('/api/branding', 'Advisers.White.test:8443');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: {
        id: expect.any(String),
        host: 'advisers.white.test',
        firmId: 'WHITE',
        nodeId: '0',
        type: 'Professional',
        theme: {
          brandColor: '#0a0b0c',
          headerLogo: { url: '/api/media/logo/WHITE/0/Professional/headerLogo' },
        },
      },
    });
  });

  it('when the host is no firm’s, then 204 and the product’s own branding shows', async () => {
    const res = await fromHost('/api/branding', 'elsewhere.test');
    expect(res.status).toBe(204);
  });

  it('when a logo is fetched through /api/media, then it comes from our origin with its type, ETag and sandbox', async () => {
    const res = await fromHost(
      '/api/media/logo/WHITE/0/Professional/headerLogo?lastModified=1',
      'advisers.white.test',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).toBe(SVG);
    const again = await fromHost('/api/media/logo/WHITE/0/Professional/headerLogo', 'x', {
      'if-none-match': res.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
    expect((await fromHost('/api/media/logo/WHITE/0/Professional/favicon', 'x')).status).toBe(404);
  });

  it('when a page is served, then its CSP still allows images only from our origin', async () => {
    const res = await fromHost('/api/branding', 'advisers.white.test');
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data: blob:");
  });
});
