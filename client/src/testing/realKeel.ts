import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { Browser } from '../../../server/bff/test-harness';
import type { MasterInstrumentFixture } from './keelProcess';

/** The demo users as server/platform/db/seed.ts creates them (that module cannot load under jsdom). */
export const DEMO = {
  firmId: 'DEMO1',
  admin: { email: 'admin@demo1.keel', name: 'Morgan Ellis' },
  adviser: { email: 'adviser@demo1.keel', name: 'Priya Shah' },
} as const;
/** Only ever in the throwaway test databases; fixed so that the seeded template can be reused. */
const DEMO_PASSWORD = 'keel-client-tests-password';
const STARTUP_MS = 120_000;

/** A request as the console sent it, seen on its way to the BFF (the browser's network panel). */
export interface SentRequest {
  method: string;
  /** Path and query, as the console asked. */
  url: string;
  headers: Headers;
  body: unknown;
}

export interface RealKeel {
  origin: string;
  /** Every request the console sent since the test began. */
  sent: SentRequest[];
  /** A browser with no session at all: the same BFF, no cookies. */
  signedOutFetch(url: string, init?: RequestInit): Promise<Response>;
  /** A platform call through the BFF proxy as the signed-in user, for arranging and checking data. */
  api<T = any>(method: string, platformPath: string, body?: unknown): Promise<T>;
}

export interface RealKeelOptions {
  masterInstruments?: MasterInstrumentFixture[];
  /** Environment variables for Keel's configuration (server/config.ts), over the test defaults. */
  config?: Record<string, string>;
}

/** Keel's own answer to a call that failed: the status and the platform's error body. */
export class KeelRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: any,
  ) {
    super(`${status} ${JSON.stringify(body)}`);
  }
}

const nativeFetch = globalThis.fetch;

/**
 * Starts the real Keel (IdP, BFF, platform on a seeded demo database, with any master instruments the
 * file asks for) for this test file, signs in as a demo user through the real OIDC code flow, and points
 * the page's fetch at the BFF: the console's relative URLs resolve against it and its cookies travel as
 * a browser's would. Nothing is answered here; every response comes from the BFF and the platform.
 */
export function useRealKeel(
  user: 'admin' | 'adviser' = 'admin',
  { masterInstruments = [], config = {} }: RealKeelOptions = {},
): RealKeel {
  let child: ChildProcess | undefined;
  const browser = new Browser('');
  const { jar } = browser;
  const keel: RealKeel = {
    origin: '',
    sent: [],
    signedOutFetch: (url, init) => nativeFetch(new URL(url, keel.origin), init),
    async api(method, platformPath, body) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (method !== 'GET') headers['x-xsrf-token'] = jar.get('XSRF-TOKEN') ?? '';
      const res = await send(`/api/proxy${platformPath}`, { method, headers, body: JSON.stringify(body) });
      const json = await res.json().catch(() => undefined);
      if (res.status >= 400) throw new KeelRefusal(res.status, json);
      return json;
    },
  };

  async function send(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', jar.header());
    const res = await fetchRetryingStaleSocket(new URL(url, keel.origin), { ...init, headers });
    jar.store(res);
    showXsrfCookieToPage();
    return res;
  }

  /** The console reads the XSRF token from document.cookie, as it does in a browser. */
  function showXsrfCookieToPage() {
    const xsrf = jar.get('XSRF-TOKEN');
    if (xsrf) document.cookie = `XSRF-TOKEN=${xsrf}; path=/`;
  }

  const pageFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const asked = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    // Only the page's own origin is the console; anything else goes where it was sent.
    if (asked.origin !== window.location.origin) return nativeFetch(input, init);
    const url = `${asked.pathname}${asked.search}`;
    const body = typeof init.body === 'string' ? parseBody(init.body) : undefined;
    keel.sent.push({ method: init.method ?? 'GET', url, headers: new Headers(init.headers), body });
    return send(url, init);
  };

  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'keelProcess.ts')], {
      env: {
        ...process.env,
        DEMO_PASSWORD,
        MASTER_INSTRUMENTS: JSON.stringify(masterInstruments),
        KEEL_CONFIG: JSON.stringify(config),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    keel.origin = browser.origin = await readyUrl(child);
    const { url } = await browser.signIn(DEMO[user].email, DEMO_PASSWORD);
    if (new URL(url).pathname !== '/') throw new Error(`The sign-in ended at ${url}`);
    showXsrfCookieToPage();
    globalThis.fetch = pageFetch as typeof fetch;
  }, STARTUP_MS);

  beforeEach(() => void keel.sent.splice(0));

  afterAll(() => {
    globalThis.fetch = nativeFetch;
    child?.stdin?.end();
  });

  return keel;
}

/**
 * A kept-alive connection that the server closes as a request starts fails with "other side closed";
 * a browser then sends the request again on a new connection, and so does this.
 */
async function fetchRetryingStaleSocket(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await nativeFetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return nativeFetch(url, init);
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The URL the Keel process prints once it listens; its exit before that is a failed start. */
function readyUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`Keel stopped before it started (exit ${code})`)));
  });
}
