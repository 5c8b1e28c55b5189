import { DEMO_FIRM_ID } from '../server/platform/seed/demo-firms';
import type { Browser } from '../server/testing/harness';
import { signedInBrowser } from './measure';
import { percentile } from './stats';

/**
 * The 50-user load (issue 13): `users` separate console sessions, each signed in through the real OIDC
 * flow, page the clients list through the BFF (`/api/proxy/client/DEMO1?page=N&pageSize=50`, pages 1..10
 * in turn) as fast as answers come back, for `seconds`. A closed loop with no think time, so it measures
 * how much work one request costs the server rather than how patient the users are. Every answer's body
 * is read in full; a non-2xx answer or a network error counts as an error, and its time is kept too.
 */
export interface LoadResult {
  users: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** The server's CPU time per request (all its parts: BFF, platform, embedded database), when known. */
  serverCpuMsPerRequest: number | null;
}

export interface LoadOptions {
  users: number;
  seconds: number;
  /** How many pages each user cycles through (the firm must have pages × 50 clients to fill them). */
  pages?: number;
  /** The server's CPU time so far in ms (bench/server.ts), to report what one request costs it. */
  serverCpuMs?: () => number | null;
}

const pagePath = (page: number) => `/api/proxy/client/${DEMO_FIRM_ID}?page=${page}&pageSize=50`;

async function signInAll(consoleUrl: string, password: string, users: number): Promise<Browser[]> {
  const browsers: Browser[] = [];
  // One at a time: each sign-in hashes a password on the server, and it is not what is measured.
  for (let i = 0; i < users; i++) browsers.push(await signedInBrowser(consoleUrl, password));
  return browsers;
}

/** One answer, read in full; true when it was a success. */
async function fetchPage(browser: Browser, page: number): Promise<boolean> {
  const res = await browser.fetch(pagePath(page));
  await res.arrayBuffer();
  return res.ok;
}

export async function loadRun(consoleUrl: string, password: string, opts: LoadOptions): Promise<LoadResult> {
  const pages = opts.pages ?? 10;
  const browsers = await signInAll(consoleUrl, password, opts.users);
  // Each session's first call warms what a first call warms (token checks, caches) and is not counted.
  await Promise.all(browsers.map((b) => fetchPage(b, 1)));
  const latencies: number[] = [];
  let errors = 0;
  const cpuBefore = opts.serverCpuMs?.() ?? null;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  await Promise.all(
    browsers.map(async (browser, user) => {
      for (let page = (user % pages) + 1; performance.now() < deadline; page = (page % pages) + 1) {
        const sent = performance.now();
        const ok = await fetchPage(browser, page).catch(() => false);
        latencies.push(performance.now() - sent);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = opts.serverCpuMs?.() ?? null;
  const cpu = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / latencies.length;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    users: opts.users,
    seconds: round(elapsed),
    requests: latencies.length,
    requestsPerSecond: round(latencies.length / elapsed),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    errors,
    serverCpuMsPerRequest: cpu === null ? null : round(cpu),
  };
}
