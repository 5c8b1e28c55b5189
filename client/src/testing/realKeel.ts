import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { Browser } from '../../../server/testing/harness';
import { DEMO_PASSWORD, startKeelChild, type KeelChild } from './keelChild';
import type { MasterInstrumentFixture } from './keelProcess';

/** The demo users as server/platform/seed/demo.ts creates them (that module cannot load under jsdom). */
export const DEMO = {
  firmId: 'DEMO1',
  admin: { email: 'admin@demo1.keel', name: 'Morgan Ellis' },
  adviser: { email: 'adviser@demo1.keel', name: 'Priya Shah' },
} as const;
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
  /**
   * A Keel for this file alone, for a test that changes what every file sees (firm-wide settings, the
   * demo users, the master instruments) and does not put it back. Implied by masterInstruments and config.
   */
  ownKeel?: boolean;
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
 * The real Keel (IdP, BFF, platform on a seeded demo database) for this test file: signs in as a demo
 * user through the real OIDC code flow, with a session and cookies of the file's own, and points the
 * page's fetch at the BFF: the console's relative URLs resolve against it and its cookies travel as a
 * browser's would. Nothing is answered here; every response comes from the BFF and the platform.
 * The file uses the Keel its worker slot shares (global-setup.ts), unless it asks for master instruments
 * or configuration or says ownKeel: then it starts a Keel of its own, which no other file sees.
 */
export function useRealKeel(
  user: 'admin' | 'adviser' = 'admin',
  { masterInstruments = [], config = {}, ownKeel: ownAsked = false }: RealKeelOptions = {},
): RealKeel {
  let ownKeel: KeelChild | undefined;
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
    const ownNeeded = ownAsked || masterInstruments.length > 0 || Object.keys(config).length > 0;
    const shared = ownNeeded ? undefined : sharedKeelOfThisWorker();
    if (!shared) ownKeel = await startKeelChild(masterInstruments, config);
    keel.origin = browser.origin = shared ?? ownKeel!.origin;
    const { url } = await browser.signIn(DEMO[user].email, DEMO_PASSWORD);
    if (new URL(url).pathname !== '/') throw new Error(`The sign-in ended at ${url}`);
    showXsrfCookieToPage();
    globalThis.fetch = pageFetch as typeof fetch;
  }, STARTUP_MS);

  beforeEach(() => void keel.sent.splice(0));

  afterAll(() => {
    globalThis.fetch = nativeFetch;
    void ownKeel?.stop();
  });

  return keel;
}

/**
 * Workers running at the same moment have different VITEST_POOL_IDs (1 to maxWorkers), so each has a
 * shared Keel to itself while a file runs. Without the global setup (another config) there is none.
 */
function sharedKeelOfThisWorker(): string | undefined {
  // To tell whether a failure comes from sharing: every file then starts a Keel of its own, as before.
  if (process.env.KEEL_TESTS_OWN_KEEL === '1') return undefined;
  const slot = Number(process.env.VITEST_POOL_ID);
  return inject('sharedKeels')?.[slot - 1];
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
