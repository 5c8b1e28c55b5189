import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaRoutes } from './spa';
import { xsrfProtection } from './xsrf';
import cookieParser from 'cookie-parser';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'keel-spa-'));
  const built = path.join(dir, 'built');
  mkdirSync(path.join(built, 'assets'), { recursive: true });
  writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Keel</title>');
  writeFileSync(path.join(built, 'assets', 'index-abc123.js'), 'console.log(1)');
  const app = express();
  app.use(cookieParser());
  app.use(xsrfProtection({ secure: true }));
  app.use('/missing', spaRoutes(path.join(dir, 'not-built')));
  app.use(spaRoutes(built));
  app.use((_req, res) => void res.status(404).send('next'));
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('the built console', () => {
  it('when a hashed asset is fetched, then it is cached for a year as immutable', async () => {
    const res = await fetch(`${base}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('when a console route is loaded, then index.html comes back and must be revalidated', async () => {
    const res = await fetch(`${base}/clients/C069J8P/overview`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>Keel</title>');
  });

  it('when an /api or /oidc path reaches the SPA, then it is not answered with index.html', async () => {
    expect(await (await fetch(`${base}/api/unknown`)).text()).toBe('next');
    expect(await (await fetch(`${base}/oidc/unknown`)).text()).toBe('next');
  });

  it('when the console has not been built, then pages answer 503 saying to run npm run build', async () => {
    const res = await fetch(`${base}/missing/clients`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });

  it('when a page is loaded, then the XSRF cookie is set readable by script, SameSite=Strict', async () => {
    const res = await fetch(`${base}/clients`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });
});
