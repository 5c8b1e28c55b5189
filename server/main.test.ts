import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 13: a configuration a person must fix prints one line per problem naming the variable, and the
 * process exits non-zero with no stack trace. The real entry point, spawned as an operator starts it.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

function startKeel(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const lines = (stderr: string) => stderr.split('\n').filter(Boolean);
const noStackTrace = (stderr: string) => expect(stderr).not.toMatch(/^\s+at /m);

describe('when the configuration is wrong', () => {
  it('then production with default secrets names each secret on its own line and exits 78', async () => {
    const { code, stderr } = await startKeel({ NODE_ENV: 'production' });
    expect(code).toBe(78);
    expect(lines(stderr)).toEqual(
      ['SESSION_SECRET', 'OIDC_CLIENT_SECRET', 'PLATFORM_TOKEN_SECRET', 'CLIENT_AUTH_SECRET'].map(
        (name) =>
          `Configuration error: ${name}: is the development default; set your own secret for NODE_ENV=production`,
      ),
    );
    noStackTrace(stderr);
  });

  it('then a bad port, a bad URL and a short secret are one line each, naming the variable and value', async () => {
    const { code, stderr } = await startKeel({
      PORT: '99999',
      PLATFORM_PORT: 'abc',
      OIDC_ISSUER_URL: 'not a url',
      DATABASE_URL: 'mysql://db/keel',
      SESSION_SECRET: 'too-short',
    });
    expect(code).toBe(78);
    const printed = lines(stderr);
    expect(printed).toHaveLength(5);
    for (const line of printed) expect(line).toMatch(/^Configuration error: [A-Z_]+: /);
    expect(printed.map((l) => l.split(':')[1].trim()).sort()).toEqual(
      ['DATABASE_URL', 'OIDC_ISSUER_URL', 'PLATFORM_PORT', 'PORT', 'SESSION_SECRET'].sort(),
    );
    expect(stderr).toContain('(got "99999")');
    expect(stderr).toContain('Must be a postgres:// URL (got "mysql://db/keel")');
    // A secret is named, never printed.
    expect(stderr).not.toContain('too-short');
    noStackTrace(stderr);
  });
});

describe('when the port is already in use', () => {
  let busy: Server;
  let port: number;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    port = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('then one line names PLATFORM_PORT and the process exits 1', async () => {
    const { code, stderr } = await startKeel({
      KEEL_PARTS: 'platform',
      PLATFORM_PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `Keel could not start: PLATFORM_PORT: port ${port} on 127.0.0.1 is already in use`,
    );
    noStackTrace(stderr);
  }, 90_000);
});
