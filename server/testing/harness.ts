import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadConfig, type Config } from '../config';

/**
 * Test helpers for driving the real console over HTTP: free ports (so PUBLIC_URL and the issuer name the
 * real port), a small cookie jar, and the OIDC sign-in as a browser does it, redirect by redirect.
 */
/**
 * A port below the kernel's ephemeral range: a port the kernel hands out (listen on 0) can be taken
 * again, between our close and the server's listen, by any outgoing connection in a parallel worker (a
 * database client, a fetch), which made EADDRINUSE flaky. Ports below the range are never given to
 * outgoing connections; each Vitest worker draws from its own slice so parallel workers never collide.
 */
const EPHEMERAL_LOW = ephemeralLow();
const SLICE = 1000;
let nextInSlice = Math.floor(Math.random() * SLICE);

function ephemeralLow(): number {
  try {
    return (
      Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768
    );
  } catch {
    return 32768;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  const slices = Math.floor((EPHEMERAL_LOW - 10_000) / SLICE);
  const worker = Number(process.env.VITEST_POOL_ID ?? process.pid) % slices;
  const base = 10_000 + worker * SLICE;
  for (let tries = 0; tries < SLICE; tries++) {
    const port = base + (nextInSlice++ % SLICE);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port in ${base}–${base + SLICE - 1}`);
}

export async function testConfig(dataDir: string, env: Record<string, string> = {}): Promise<Config> {
  const port = await freePort();
  const platformPort = await freePort();
  return loadConfig({
    PORT: String(port),
    PLATFORM_PORT: String(platformPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Tests decide when money arrives: the seeded demo's simulated bank feed would settle it by itself.
    BANK_FEED_SIMULATOR: 'off',
    // Likewise the transfer counterparty simulator would move seeded transfers while a test watches them,
    // and a scheduled run would deal the orders a test placed (at start-up and every slot after).
    TRANSFER_SIMULATOR: 'off',
    DEALING_INTERVAL_SECONDS: '0',
    ...env,
  });
}

/** Cookies by name for one host, as a browser keeps them (expiry and deletion honoured, paths ignored). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expires = attrs.map((a) => a.trim()).find((a) => /^expires=/i.test(a));
      const gone = !value || (expires && new Date(expires.slice(8)).getTime() <= Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Sets a cookie as a script or another tab could have left it. */
  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** A browser-like client: keeps cookies, never follows redirects by itself. */
export class Browser {
  readonly jar = new CookieJar();

  constructor(public origin: string) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const absolute = new URL(url, this.origin).toString();
    const headers = new Headers(init.headers);
    if (this.jar.header()) headers.set('cookie', this.jar.header());
    const res = await fetch(absolute, { ...init, headers, redirect: 'manual' });
    this.jar.store(res);
    return res;
  }

  /**
   * Follows redirects (GET) until a page answers, or until the next hop starts with `stopAt` (then `url`
   * is that next hop, not fetched). Returns the last answer and its URL.
   */
  async follow(
    url: string,
    init: RequestInit = {},
    stopAt?: string,
  ): Promise<{ res: Response; url: string }> {
    let current = new URL(url, this.origin).toString();
    let res = await this.fetch(current, init);
    for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 20; hops++) {
      current = new URL(res.headers.get('location')!, current).toString();
      if (stopAt && current.startsWith(stopAt)) break;
      res = await this.fetch(current);
    }
    return { res, url: current };
  }

  /** Submits the sign-in form on the page at `loginPage`. */
  async submitLogin(
    loginPage: { html: string; url: string },
    email: string,
    password: string,
    stopAt?: string,
  ) {
    const action = /<form method="post" action="([^"]+)"/.exec(loginPage.html)?.[1];
    if (!action) throw new Error('No sign-in form on the page');
    const body = new URLSearchParams({ email, password });
    const target = new URL(action.replace(/&amp;/g, '&'), loginPage.url).toString();
    const init = { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    return this.follow(target, init, stopAt);
  }

  /** The whole sign-in: /api/auth/login → IdP form → callback → back on the console. */
  async signIn(email: string, password: string, returnTo = '/') {
    const { res, url } = await this.follow(`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    const html = await res.text();
    return this.submitLogin({ html, url }, email, password);
  }

  /**
   * Signs out as the console does (decision 0105): POST /api/auth/logout with the XSRF header, then on to
   * the address it answers (the IdP's end-session page), stopping before `stopAt` as follow() does.
   */
  async signOut(stopAt?: string): Promise<{ res: Response; url: string }> {
    if (!this.jar.get('XSRF-TOKEN')) await this.fetch('/api/env');
    const answer = await this.fetch('/api/auth/logout', {
      method: 'POST',
      headers: { ...this.xsrf(), accept: 'application/json' },
    });
    if (answer.status !== 200) throw new Error(`Sign-out answered ${answer.status}`);
    const { redirectTo } = (await answer.json()) as { redirectTo: string };
    const next = new URL(redirectTo, this.origin).toString();
    if (stopAt && next.startsWith(stopAt)) return { res: answer, url: next };
    return this.follow(next, {}, stopAt);
  }

  xsrf(): Record<string, string> {
    return { 'x-xsrf-token': this.jar.get('XSRF-TOKEN') ?? '' };
  }
}
