import { Browser } from '../server/testing/harness';
import { DEMO_FIRM_ID, DEMO_USERS } from '../server/platform/seed/demo-firms';
import type { ProxyFloor } from './proxy-floor';
import { summarise, timeRepeatedly, type Summary } from './stats';

/** The requests the benchmarks time, through the BFF with a session and straight to the platform. */

export const LIST_PATH = `/client/${DEMO_FIRM_ID}?page=1&pageSize=50`;
export const SEARCH_TERMS = ['smith', 'oliv', 'patel', 'trust'] as const;

async function expectOk(res: Response, what: string): Promise<unknown> {
  const body = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${body.slice(0, 300)}`);
  return body ? JSON.parse(body) : undefined;
}

/** An api-token for the DEMO1 administrator from the platform's POST /authenticate. */
export async function platformToken(platformUrl: string, password: string): Promise<string> {
  const res = await fetch(`${platformUrl}/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firmId: DEMO_FIRM_ID, id: DEMO_USERS.admin, password }),
  });
  const body = (await expectOk(res, 'POST /authenticate')) as { data: { token: string } };
  return body.data.token;
}

/** A browser-like client signed in through the real IdP form, holding the BFF's session cookie. */
export async function signedInBrowser(consoleUrl: string, password: string): Promise<Browser> {
  const browser = new Browser(consoleUrl);
  await browser.signIn(DEMO_USERS.admin, password, '/api/auth/me');
  await expectOk(await browser.fetch('/api/auth/me'), 'GET /api/auth/me');
  return browser;
}

export interface Clients {
  direct(path: string): Promise<unknown>;
  viaBff(path: string): Promise<unknown>;
}

/** How long the signed-in session's cookie is (express-openid-connect splits a long one into appSession.0, .1, …). */
export function sessionCookieLength(browser: Browser): number {
  const names = ['appSession', ...Array.from({ length: 5 }, (_, i) => `appSession.${i}`)];
  return names.reduce((sum, name) => sum + (browser.jar.get(name)?.length ?? 0), 0);
}

/** The same call through the proxy floor (bench/proxy-floor.ts), with its session cookie. */
export const viaFloor = (floor: ProxyFloor) => async (path: string) =>
  expectOk(await fetch(`${floor.url}${path}`, { headers: { cookie: floor.cookie } }), `floor ${path}`);

export function clients(platformUrl: string, token: string, browser: Browser): Clients {
  return {
    direct: async (path) =>
      expectOk(await fetch(`${platformUrl}${path}`, { headers: { 'api-token': token } }), path),
    viaBff: async (path) => expectOk(await browser.fetch(`/api/proxy${path}`), `/api/proxy${path}`),
  };
}

/**
 * The same request alternately direct, through the BFF and through the proxy floor (so drift in the
 * machine's load hits all alike); the overhead is the ratio of the medians. The floor's figures say how
 * much of it any proxy with the BFF's unavoidable duties would add here (bench/proxy-floor.ts).
 */
export async function proxyOverhead(c: Clients, count: number, floor: (path: string) => Promise<unknown>) {
  const direct: number[] = [];
  const viaBff: number[] = [];
  const viaTheFloor: number[] = [];
  const time = async (into: number[], call: () => Promise<unknown>) => {
    const started = performance.now();
    await call();
    into.push(performance.now() - started);
  };
  for (let i = 0; i < 5; i++) await Promise.all([c.direct(LIST_PATH), c.viaBff(LIST_PATH), floor(LIST_PATH)]);
  for (let i = 0; i < count; i++) {
    await time(direct, () => c.direct(LIST_PATH));
    await time(viaBff, () => c.viaBff(LIST_PATH));
    await time(viaTheFloor, () => floor(LIST_PATH));
  }
  const d = summarise(direct);
  const overhead = (through: Summary) => ({
    medianRatio: Math.round((through.p50Ms / d.p50Ms) * 1000) / 1000,
    medianAddedMs: Math.round((through.p50Ms - d.p50Ms) * 100) / 100,
  });
  const b = summarise(viaBff);
  const f = summarise(viaTheFloor);
  return {
    request: `GET ${LIST_PATH}`,
    direct: d,
    viaBff: b,
    ...overhead(b),
    floor: { viaFloor: f, ...overhead(f) },
  };
}

/** Client-list latency straight at the platform: the first page of 50, and idOrName searches. */
/** A common filter and a rare one: the rare one must not scan the firm to fill a page. */
const STATUS_TYPE_FILTERS = [
  ['Active', 'Individual'],
  ['Registered', 'Trust'],
] as const;

export async function clientLists(c: Clients, count: number) {
  const page = summarise(await timeRepeatedly(count, () => c.direct(LIST_PATH).then(() => undefined)));
  const search: Record<string, Summary & { matches: number }> = {};
  const all: number[] = [];
  for (const term of SEARCH_TERMS) {
    const path = `/client/${DEMO_FIRM_ID}?page=1&pageSize=50&idOrName=${encodeURIComponent(term)}`;
    const first = (await c.direct(path)) as { meta: { count: number } };
    const samples = await timeRepeatedly(count, () => c.direct(path).then(() => undefined));
    all.push(...samples);
    search[term] = { ...summarise(samples), matches: first.meta.count };
  }
  const filtered = {} as Record<string, Summary & { matches: number }>;
  for (const [status, clientType] of STATUS_TYPE_FILTERS) {
    const path = `${LIST_PATH}&status=${status}&clientType=${encodeURIComponent(clientType)}`;
    const first = (await c.direct(path)) as { meta: { count: number } };
    const samples = await timeRepeatedly(count, () => c.direct(path).then(() => undefined));
    filtered[`${status} ${clientType}`] = { ...summarise(samples), matches: first.meta.count };
  }
  return { pageOf50: page, search: { all: summarise(all), byTerm: search }, statusAndType: filtered };
}
