import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * End-to-end tests in Debian's Chromium against the real one-process server (IdP, BFF, platform) on a
 * fresh embedded database seeded with the demo firms. `npm test` builds the SPA before this runs.
 */
/** Overridable so a second run on the same machine (a developer beside CI) does not collide. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PASSWORD = 'e2e-demo-password-1';
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e-data';

/**
 * A second server whose sessions last 5 s, for the inactivity-timer tests (tests tagged @short-session,
 * run only by the `short-session` project). Its database lives outside the repository.
 */
export const SHORT_SESSION_PORT = Number(process.env.E2E_SHORT_SESSION_PORT ?? 3200);
export const SHORT_SESSION_SECONDS = 5;
export const SHORT_SESSION_PROJECT = 'short-session';
const shortSessionDataDir = path.join(tmpdir(), `keel-e2e-short-session-${SHORT_SESSION_PORT}`);

const serverEnv = (port: number, dir: string) => ({
  PORT: String(port),
  PLATFORM_PORT: String(port + 1),
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dir,
  DEMO_PASSWORD: E2E_PASSWORD,
  LOG_LEVEL: 'warn',
  KEEL_ENV: 'local',
  // The tests decide when dealing runs and when a transfer moves: a scheduled pass every 5 minutes dealt the
  // demo's placed orders under a spec that wanted one, and the simulated providers could move a transfer a
  // journey is moving. The bank feed stays on: journeys wait for money to arrive as a person would.
  DEALING_INTERVAL_SECONDS: '0',
  TRANSFER_SIMULATOR: 'off',
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    {
      name: SHORT_SESSION_PROJECT,
      testMatch: 'shell.spec.ts',
      grep: /@short-session/,
      use: { browserName: 'chromium', baseURL: `http://localhost:${SHORT_SESSION_PORT}` },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
      url: `http://localhost:${E2E_PORT}/api/env`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(E2E_PORT, dataDir),
    },
    {
      command: `rm -rf '${shortSessionDataDir}' && node --import tsx server/main.ts`,
      url: `http://localhost:${SHORT_SESSION_PORT}/api/env`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv(SHORT_SESSION_PORT, shortSessionDataDir),
        SESSION_DURATION_SECONDS: String(SHORT_SESSION_SECONDS),
      },
    },
  ],
});
