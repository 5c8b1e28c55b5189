import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../platform/db/connection';
import { createTestDatabase } from '../platform/testing/test-database';
import { createFirm, createUser, TEST_PASSWORD } from '../platform/testing/factories';
import { startKeel, type Keel } from '../start';
import {
  ENDED_SESSION_RECHECK_MS,
  endedSessionsIn,
  endedSessionsInMemory,
  type EndedSessions,
} from './ended-sessions';
import { REAUTHENTICATE_COOKIE } from './session';
import { reissueAfterMs, signOutGraceSeconds } from './session-cookie';
import { Browser, freePort, testConfig } from '../testing/harness';

/**
 * Sign-out that stays signed out (decision 0103), and sign-in again after a session ended. One process
 * runs IdP, BFF and platform; the BFF reaches the platform through a gate that can hold a call, as a slow
 * platform would. A second BFF replica over the same database shares the record of ended sessions.
 */
let database: DatabaseHandle;
let config: Config;
let keel: Keel;
let replica: Keel;
let gate: Gate;
const expired = { error: { statusCode: 401, errorMessage: MESSAGES.sessionExpired, fieldErrors: [] } };

beforeAll(async () => {
  database = await createTestDatabase();
  await createFirm(database.db, 'ACME');
  const platformPort = await freePort();
  gate = await startGate(`http://127.0.0.1:${platformPort}`);
  config = await testConfig('memory://', {
    PLATFORM_PORT: String(platformPort),
    PLATFORM_API_URL: gate.url,
  });
  keel = await startKeel(config, { database });
  const replicaPort = await freePort();
  replica = await startKeel(
    loadConfig({
      KEEL_PARTS: 'bff',
      HOST: '127.0.0.1',
      PORT: String(replicaPort),
      PUBLIC_URL: `http://127.0.0.1:${replicaPort}`,
      OIDC_ISSUER_URL: config.oidc.issuerUrl,
      PLATFORM_API_URL: `http://127.0.0.1:${platformPort}`,
      LOG_LEVEL: 'silent',
    }),
    { database },
  );
});

afterAll(async () => {
  await replica?.close();
  await keel?.close();
  await gate?.close();
  await database?.close();
});

afterEach(() => vi.useRealTimers());

async function signedIn(email: string) {
  await createUser(database.db, 'ACME', { email });
  const browser = new Browser(config.publicUrl);
  await browser.signIn(email, TEST_PASSWORD);
  return browser;
}

/** The session cookie (one or more chunks) as the browser would send it. */
const sessionCookie = (browser: Browser) =>
  browser.jar
    .header()
    .split('; ')
    .filter((c) => /^appSession(\.\d+)?=/.test(c))
    .join('; ');

const isCleared = (res: Response) => res.headers.getSetCookie().some((c) => /^appSession(\.\d+)?=;/.test(c));

/** Signs out as the console does, stopping where the browser would go on to the IdP's sign-out page. */
const signOut = (browser: Browser) => browser.signOut(config.oidc.issuerUrl);

describe('a response in flight at sign-out', () => {
  it('when a slow call lands after sign-out and sets the old cookie again, then that cookie is refused', async () => {
    const ann = await signedIn('ann@acme.test');
    const slow = gate.hold('/session');
    const inFlight = ann.fetch('/api/proxy/session');
    await slow.arrived;

    await signOut(ann);
    expect(sessionCookie(ann)).toBe('');
    // An answer writes the cookie again once the rolling window has moved on (decision 0106).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + reissueAfterMs(config.session.durationSeconds) + 1000);
    slow.release();
    expect((await inFlight).status).toBe(200);
    const resurrected = sessionCookie(ann);
    expect(resurrected).not.toBe(''); // the rolling cookie came back with the slow answer

    const me = await ann.fetch('/api/auth/me');
    expect(me.status).toBe(204);
    expect(isCleared(me)).toBe(true);
    expect(sessionCookie(ann)).toBe('');
    const call = await fetch(`${config.publicUrl}/api/proxy/session`, { headers: { cookie: resurrected } });
    expect(call.status).toBe(401);
    expect(await call.json()).toEqual(expired);
    const baq = await fetch(`${config.publicUrl}/api/baq`, { headers: { cookie: resurrected } });
    expect(baq.status).toBe(401);
  });

  it('when the user signs out on one replica, then it refuses the cookie at once and another replica within the recheck bound', async () => {
    const bea = await signedIn('bea@acme.test');
    const cookie = { cookie: sessionCookie(bea) };
    const replicaUrl = `${replica.url}/api/proxy/session`;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    expect((await fetch(replicaUrl, { headers: cookie })).status).toBe(200);

    await signOut(bea);
    const here = await fetch(`${config.publicUrl}/api/proxy/session`, { headers: cookie });
    expect(here.status).toBe(401);
    // The other replica asked the shared store a moment ago and trusts that answer this long (0106) ...
    expect((await fetch(replicaUrl, { headers: cookie })).status).toBe(200);
    vi.setSystemTime(Date.now() + ENDED_SESSION_RECHECK_MS);
    // ... and no longer: it asks again, and refuses.
    const refused = await fetch(replicaUrl, { headers: cookie });
    expect(refused.status).toBe(401);
    expect(isCleared(refused)).toBe(true);
  });

  it('when the user signs in again, then the new session works and the one it replaced is refused', async () => {
    const cy = await signedIn('cy@acme.test');
    const first = sessionCookie(cy);
    const { url } = await cy.follow('/api/auth/login'); // the IdP session lives: no form, straight back
    expect(url).toBe(`${config.publicUrl}/`);
    expect(sessionCookie(cy)).not.toBe(first);
    expect((await cy.fetch('/api/proxy/session')).status).toBe(200);
    const old = await fetch(`${config.publicUrl}/api/auth/me`, { headers: { cookie: first } });
    expect(old.status).toBe(204);
  });
});

describe('signing in after a session ended', () => {
  const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  /** The authorisation request /api/auth/login sends the browser to, and the page it leads to. */
  async function startSignIn(browser: Browser) {
    const res = await browser.fetch('/api/auth/login?returnTo=%2Fclients');
    const authorize = new URL(res.headers.get('location')!);
    const { res: page, url } = await browser.follow(authorize.toString());
    return { prompt: authorize.searchParams.get('prompt'), html: await page.text(), url };
  }

  it('when a browser signs in for the first time, then the IdP is not told to ask again', async () => {
    const browser = new Browser(config.publicUrl);
    const { prompt, html } = await startSignIn(browser);
    expect(prompt).toBeNull();
    expect(html).toContain('name="password"');
  });

  it('when the session expired while the IdP session lives, then signing in asks for the password again', async () => {
    const dee = await signedIn('dee@acme.test');
    expect(dee.jar.get(REAUTHENTICATE_COOKIE)).toBe('1');
    vi.useFakeTimers({ toFake: ['Date'] });
    later(idleLimitSeconds() + 1); // past the duration and the BFF's sign-out grace
    expect((await dee.fetch('/api/auth/me')).status).toBe(204);

    const signIn = await startSignIn(dee);
    expect(signIn.prompt).toBe('login');
    expect(signIn.html).toContain('name="password"');
    const { url } = await dee.submitLogin(signIn, 'dee@acme.test', TEST_PASSWORD);
    expect(url).toBe(`${config.publicUrl}/clients`);
  });

  it('when the session is still live, then a sign-in goes through without asking', async () => {
    const eve = await signedIn('eve@acme.test');
    const res = await eve.fetch('/api/auth/login?returnTo=%2Fclients');
    const authorize = new URL(res.headers.get('location')!);
    expect(authorize.searchParams.get('prompt')).toBeNull();
    const { url } = await eve.follow(authorize.toString());
    expect(url).toBe(`${config.publicUrl}/clients`);
  });
});

describe('the record of ended sessions', () => {
  const stores: [string, () => EndedSessions][] = [
    ['database', () => endedSessionsIn(database.db)],
    ['memory', () => endedSessionsInMemory()],
  ];

  it.each(stores)(
    'when kept in %s, then an ended session is known until well after its cookie expires',
    async (_kind, make) => {
      const ended = make();
      const now = new Date('2026-11-22T12:00:00Z');
      const until = new Date(now.getTime() + 60_000);
      const id = `s-${Math.random().toString(36).slice(2)}`;
      expect(await ended.has(id)).toBe(false);
      await ended.add(id, until);
      await ended.add(id, until); // a second sign-out of the same session is no error
      expect(await ended.has(id)).toBe(true);

      await ended.prune(new Date(until.getTime() + 30 * 60_000));
      expect(await ended.has(id)).toBe(true); // within the grace for clocks that run behind
      await ended.prune(new Date(until.getTime() + 2 * 60 * 60_000));
      expect(await ended.has(id)).toBe(false);
    },
  );
});

interface Gate {
  url: string;
  /** Holds the next call to `path` until released; `arrived` settles when it reaches the gate. */
  hold(path: string): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

/** A pass-through to the platform that can hold a call, standing in for a slow network or platform. */
async function startGate(target: string): Promise<Gate> {
  const holds = new Map<string, { arrive: () => void; released: Promise<void> }>();
  const server: Server = createServer((req, res) => {
    const held = holds.get(new URL(req.url!, target).pathname);
    holds.delete(new URL(req.url!, target).pathname);
    held?.arrive();
    void (held?.released ?? Promise.resolve()).then(() => {
      const upstream = request(
        new URL(req.url!, target),
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold(path) {
      let arrive!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.set(path, { arrive, released });
      return { arrived, release };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** How long the BFF keeps an idle session: the duration and the grace that lets the console's sign-out finish. */
function idleLimitSeconds() {
  return config.session.durationSeconds + signOutGraceSeconds(config.session.durationSeconds);
}
