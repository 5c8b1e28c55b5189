import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * End-to-end tests in Debian's Chromium against the real one-process server (IdP, BFF, platform) on a
 * fresh embedded database seeded with the demo firms. `npm test` builds the SPA before this runs.
 *
 * Two workers, each with a server and database of its own (decision 0019): the specs are split into two
 * shards of about the same length, one project each, and a project runs one spec at a time. So a spec
 * still meets only the specs of its own shard before it, one after another, as with one worker, while the
 * second shard uses the core one worker leaves idle.
 */
/** Overridable so a second run on the same machine (a developer beside CI) does not collide. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The second shard's server: its console on this port, its platform on the next. */
export const E2E_SECOND_PORT = E2E_PORT + 10;
export const E2E_PASSWORD = 'e2e-demo-password-1';
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e-data';

/**
 * The second shard: about half the suite's time (measured in CI). The specs that name the first server's
 * port (firm-settings, host-names, users) stay in the first.
 */
const SECOND_SHARD = [
  'a11y.spec.ts',
  'isa-journey.spec.ts',
  'transfers.spec.ts',
  'transfers-workbench.spec.ts',
  'illustrations.spec.ts',
  'pensions.spec.ts',
  'capital-gains.spec.ts',
  'models.spec.ts',
  'rebalance.spec.ts',
  'performance.spec.ts',
  'reporting.spec.ts',
  'documents.spec.ts',
].map((file) => `**/${file}`);

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
  // A whole test's limit and a step's wait, safety nets rather than targets, sized for the slowest the
  // two-core machine has been: journeys of 25–30 s quiet ran past 60 s beside the PostgreSQL suite, and in
  // session 13 the same machine ran the whole suite two to three times slower than in session 12 (a drawer
  // journey 38 s → 2 min; steps past 10 s). A passing step waits no longer for them.
  timeout: 240_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // One per shard; each project below runs one spec at a time.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    // As a person who asked their system for less motion (the console honours it: brandTheme.ts). A page
    // that is loading then draws no animation frames: about a fifth less CPU for the suite (measured on two
    // specs, session 16), where the two shards keep both cores busy.
    reducedMotion: 'reduce',
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
    { name: 'chromium', testIgnore: SECOND_SHARD, workers: 1, use: { browserName: 'chromium' } },
    {
      name: 'chromium-second',
      testMatch: SECOND_SHARD,
      workers: 1,
      use: { browserName: 'chromium', baseURL: `http://localhost:${E2E_SECOND_PORT}` },
    },
    {
      name: SHORT_SESSION_PROJECT,
      workers: 1,
      testMatch: 'shell.spec.ts',
      grep: /@short-session/,
      use: { browserName: 'chromium', baseURL: `http://localhost:${SHORT_SESSION_PORT}` },
    },
  ],
  webServer: [
    ...[
      [E2E_PORT, dataDir],
      [E2E_SECOND_PORT, `${dataDir}-second`],
    ].map(([port, dir]) => ({
      command: `rm -rf ${dir} && node --import tsx server/main.ts`,
      url: `http://localhost:${port}/api/env`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: serverEnv(Number(port), String(dir)),
    })),
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
