import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the real one-process server (IdP, BFF, platform) on a
 * fresh embedded database seeded with the demo firms. `npm test` builds the SPA before this runs.
 */
export const E2E_PORT = 3100;
export const E2E_PASSWORD = 'e2e-demo-password-1';
const dataDir = '.e2e-data';

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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
    url: `http://localhost:${E2E_PORT}/api/env`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      PLATFORM_PORT: String(E2E_PORT + 1),
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      DATA_DIR: dataDir,
      DEMO_PASSWORD: E2E_PASSWORD,
      LOG_LEVEL: 'warn',
      KEEL_ENV: 'local',
    },
  },
});
