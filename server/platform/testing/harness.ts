import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { loadConfig } from '../../config';
import { createLogger } from '../../log';
import { createPlatformApp } from '../app';
import { buildPlatformDeps } from '../deps';
import { createTestDatabase } from './test-database';
import type { DatabaseHandle } from '../db/connection';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** The real platform app over a fresh database, listening on a free loopback port. */
export async function startTestPlatform() {
  const handle: DatabaseHandle = await createTestDatabase();
  const deps = buildPlatformDeps(
    loadConfig({ LOG_LEVEL: 'error' }),
    handle.db,
    createLogger('platform', (process.env.KEEL_TEST_LOG as 'debug' | undefined) ?? 'error'),
  );
  const app = createPlatformApp(deps);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  // As in production (server/start.ts): the server keeps an idle connection longer than fetch's pool does,
  // so the client always lets go first. With Node's default 5 s, a test that blocks the event loop for
  // longer (PGlite writing 100,000 rows) woke both timers together and fetch reused a socket the server
  // was closing: ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function request<T = any>(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers['api-token'] = opts.token;
    if (opts.body !== undefined || opts.raw !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    });
    const text = await res.text();
    const json = res.headers.get('content-type')?.includes('json');
    return {
      status: res.status,
      body: json && text ? JSON.parse(text) : text || undefined,
      headers: res.headers,
    };
  }

  /** A platform token for a user, through the real POST /authenticate. */
  async function tokenFor(firmId: string, id: string, password: string): Promise<string> {
    const res = await request('POST', '/authenticate', { body: { firmId, id, password } });
    if (res.status !== 200) throw new Error(`authenticate failed: ${JSON.stringify(res.body)}`);
    return res.body.data.token;
  }

  return {
    db: handle.db,
    /** Which database the suite runs on: PGlite (npm test) or PostgreSQL (test:pg). */
    kind: handle.kind,
    deps,
    base,
    request,
    tokenFor,
    close: async () => {
      await new Promise((r) => server.close(r));
      await handle.close();
    },
  };
}
export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;
