import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { openDatabase } from '../platform/db/connection';
import { createFirm, createUser, TEST_PASSWORD } from '../platform/testing/factories';
import { startKeel, type Keel } from '../start';
import { spaRoutes } from './spa';
import { Browser, testConfig } from '../testing/harness';

/** The bytes exactly as they came over the wire (fetch would decompress them unasked). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('the built console, compressed once at build time', () => {
  let dir: string;
  let server: Server;
  let base: string;
  // Big enough to be worth compressing, as a real chunk is.
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `client ${i}`))};\n`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'keel-spa-compressed-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Keel</title>');
    // What vite-plugin-compression2 leaves beside each asset.
    const asset = path.join(dir, 'assets', 'index-abc123.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    const app = express();
    app.use(spaRoutes(dir));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const asset = () => `${base}/assets/index-abc123.js`;

  it('when the browser accepts br and gzip, then the script comes as brotli that decompresses to the file', async () => {
    const res = await rawGet(asset(), { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(script.length / 3);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('when gzip is preferred by weight but brotli is accepted, then brotli still wins (smaller)', async () => {
    const res = await rawGet(asset(), { 'accept-encoding': 'gzip, deflate, br;q=0.9' });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('when the browser accepts only gzip, then the script comes gzipped', async () => {
    const res = await rawGet(asset(), { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.body).toString()).toBe(script);
  });

  it('when the browser accepts no encoding, then the script comes as it is, with the same type and caching', async () => {
    const plain = await rawGet(asset());
    const br = await rawGet(asset(), { 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    // Same type either way (serve-static spells the charset UTF-8, the compressed path utf-8).
    expect(plain.headers['content-type']?.toLowerCase()).toBe(br.headers['content-type']?.toLowerCase());
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when brotli is refused (q=0), then gzip comes instead', async () => {
    const res = await rawGet(asset(), { 'accept-encoding': 'br;q=0, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('when a hashed asset is missing (an older release), then it is a 404, not index.html', async () => {
    const res = await rawGet(`${base}/assets/index-gone.js`, { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<title>Keel</title>');
  });
});

describe('answers under /api, compressed on the fly', () => {
  let dataDir: string;
  let config: Config;
  let keel: Keel | undefined;
  const ann = 'ann@acme.test';
  let browser: Browser;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'keel-bff-compression-'));
    config = await testConfig(dataDir);
    const { db, close } = await openDatabase(config.database);
    await createFirm(db, 'ACME');
    await createUser(db, 'ACME', { email: ann });
    for (const name of ['bea', 'cal', 'dee', 'eli'])
      await createUser(db, 'ACME', { email: `${name}@acme.test` });
    await close();
    keel = await startKeel(config);
    browser = new Browser(config.publicUrl);
    await browser.signIn(ann, TEST_PASSWORD);
  });

  afterAll(async () => {
    await keel?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signedIn = (encoding?: string) => ({
    cookie: browser.jar.header(),
    ...(encoding ? { 'accept-encoding': encoding } : {}),
  });

  it('when a signed-in browser reads a list through /api/proxy accepting br, then the JSON comes brotli-compressed', async () => {
    const res = await rawGet(`${config.publicUrl}/api/proxy/user/ACME`, signedIn('br, gzip'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = JSON.parse(brotliDecompressSync(res.body).toString()) as { data: { email: string }[] };
    expect(list.data.map((u) => u.email)).toContain('eli@acme.test');
    expect(res.body.length).toBeLessThan(brotliDecompressSync(res.body).length);
    // Compressed whole, in one step (proxy-answer.ts), so its length is known.
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });

  it('when the platform refuses a call, then its status and error body reach the browser', async () => {
    const res = await rawGet(`${config.publicUrl}/api/proxy/user/ACME/no-such-user`, signedIn('br, gzip'));
    expect(res.status).toBe(404);
    const text = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.body;
    expect(JSON.parse(text.toString())).toMatchObject({ error: { statusCode: 404 } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the browser accepts only gzip, then the proxied JSON comes gzipped', async () => {
    const res = await rawGet(`${config.publicUrl}/api/proxy/user/ACME`, signedIn('gzip'));
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString()).data).toHaveLength(5);
  });

  it('when the browser accepts no encoding, then the proxied JSON comes as it is', async () => {
    const res = await rawGet(`${config.publicUrl}/api/proxy/user/ACME`, signedIn());
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString()).data).toHaveLength(5);
  });

  it('when the platform streams an answer (a CSV export), then it streams through whole, with its headers', async () => {
    const res = await rawGet(`${config.publicUrl}/api/proxy/client/export/ACME`, signedIn('br, gzip'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    const text = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.body;
    expect(text.toString()).toMatch(/^\uFEFF.*\r\n$/);
  });

  it('when an answer is under 1 KB (/api/env), then it is not compressed', async () => {
    const res = await rawGet(`${config.publicUrl}/api/env`, signedIn('br, gzip'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toHaveProperty('env');
  });
});
