import { request as httpRequest } from 'node:http';
import { hostname } from 'node:os';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../platform/db/connection';
import { createTestDatabase } from '../platform/testing/test-database';
import { createFirm, createUser, TEST_PASSWORD } from '../platform/testing/factories';
import { startKeel, type Keel } from '../start';
import { machineHostRedirect } from './machine-host';
import { Browser, CookieJar, freePort, testConfig } from '../testing/harness';

/**
 * Issue 12 (6): any name of this machine signs in. The console runs with PUBLIC_URL on `localhost`; a
 * browser that starts on 127.0.0.1 (or ::1, or the machine's name) is moved to PUBLIC_URL before sign-in
 * stores anything, and a firm's white-label host is left where it is.
 */
let database: DatabaseHandle;
let config: Config;
let keel: Keel;
let port: number;
const ANN = 'ann@acme.test';

beforeAll(async () => {
  database = await createTestDatabase();
  await createFirm(database.db, 'ACME');
  await createUser(database.db, 'ACME', { email: ANN });
  port = await freePort();
  config = await testConfig('memory://', { PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
  keel = await startKeel(config, { database });
});

afterAll(async () => {
  await keel?.close();
  await database?.close();
});

/** A browser as a real one keeps cookies: each host has its own (the harness's jar ignores hosts). */
class HostBrowser extends Browser {
  private readonly jars = new Map<string, CookieJar>();
  readonly visited: string[] = [];

  override async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const absolute = new URL(url, this.origin);
    this.visited.push(absolute.host);
    const jar = this.jars.get(absolute.host) ?? new CookieJar();
    this.jars.set(absolute.host, jar);
    const headers = new Headers(init.headers);
    if (jar.header()) headers.set('cookie', jar.header());
    const res = await fetch(absolute, { ...init, headers, redirect: 'manual' });
    jar.store(res);
    return res;
  }
}

/** A GET sent to this machine's loopback address under another Host header, as a browser would send it. */
function getAs(host: string, path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host, accept: 'text/html' } },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode!, location: res.headers.location });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('another name of this machine', () => {
  it('when a console page is loaded on 127.0.0.1, then it moves to the same path and query on PUBLIC_URL', async () => {
    const res = await getAs(`127.0.0.1:${port}`, '/clients/C069J8P/overview?tab=details');
    expect(res.status).toBe(302);
    expect(res.location).toBe(`http://localhost:${port}/clients/C069J8P/overview?tab=details`);
  });

  it('when sign-in starts on 127.0.0.1, then it moves to PUBLIC_URL before any sign-in state is stored', async () => {
    const res = await new Browser(`http://127.0.0.1:${port}`).fetch('/api/auth/login?returnTo=%2Faccounts');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`http://localhost:${port}/api/auth/login?returnTo=%2Faccounts`);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('when ::1 or the machine’s own name is used, then the page moves to PUBLIC_URL too', async () => {
    for (const host of [`[::1]:${port}`, `${hostname()}:${port}`, `127.0.1.1:${port}`]) {
      const res = await getAs(host, '/transactions');
      expect([host, res.status, res.location]).toEqual([host, 302, `http://localhost:${port}/transactions`]);
    }
  });

  it('when a person signs in starting from 127.0.0.1, then they land signed in on the page they asked for', async () => {
    const browser = new HostBrowser(`http://127.0.0.1:${port}`);
    const { res, url } = await browser.signIn(ANN, TEST_PASSWORD, '/clients');
    expect(url).toBe(`http://localhost:${port}/clients`);
    expect(res.status).not.toBe(302);
    expect(browser.visited.filter((h) => h.startsWith('127.0.0.1'))).toEqual([`127.0.0.1:${port}`]);
    const me = await browser.fetch(`http://localhost:${port}/api/auth/me`);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(ANN);
  });
});

describe('hosts that stay where they are', () => {
  it('when a page is loaded on a firm’s white-label host, then it is served there, not moved', async () => {
    const res = await getAs(`demo1.keel.localhost:${port}`, '/auth/signin');
    expect(res.status).not.toBe(302);
    expect(res.location).toBeUndefined();
  });

  it('when the console’s own /api helpers are called on 127.0.0.1, then they answer in place', async () => {
    const res = await getAs(`127.0.0.1:${port}`, '/api/env');
    expect(res.status).toBe(200);
  });

  it('when a page is loaded on PUBLIC_URL’s host, then it is served', async () => {
    const res = await getAs(`localhost:${port}`, '/clients');
    expect(res.status).not.toBe(302);
  });
});

describe('in production', () => {
  it('when NODE_ENV is production, then PUBLIC_URL is trusted and no host is redirected', async () => {
    const secret = 'x'.repeat(40);
    const production = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://console.example.com',
      SESSION_SECRET: `session-${secret}`,
      OIDC_CLIENT_SECRET: `client-${secret}`,
      PLATFORM_TOKEN_SECRET: `token-${secret}`,
      CLIENT_AUTH_SECRET: `auth-${secret}`,
    });
    const app = express();
    app.use(machineHostRedirect(production));
    app.use((_req, res) => void res.send('served'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port: local } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${local}/api/auth/login`, { redirect: 'manual' });
      expect([res.status, await res.text()]).toEqual([200, 'served']);
    } finally {
      server.close();
    }
  });
});
