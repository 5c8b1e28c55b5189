import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { callRoutesPlugin } from './scripts/vite-call-routes.ts';

/**
 * Where the server tests' platforms note each call they answered (server/platform/http/route.ts), one
 * folder per run; the server project's global setup reads it at the end (testing/call-coverage.ts).
 */
const callCoverageFolder = path.join(tmpdir(), `keel-call-coverage-${process.pid}`);

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; a server file's PGlite runs inside its worker,
    // on one core, so two workers use both (decision 0019).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each project resolves tsconfig.json's `paths` (@contract/*, @client/*, @server/*) as tsc and tsx do.
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'server',
          include: [
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'bench/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          environment: 'node',
          // One module graph per worker for all its files (decision 0019): every file still gets a
          // database of its own, and the platform's modules take seconds to load, not to run.
          isolate: false,
          // Only this project's workers note the calls they answer: the console tests' Keels do not count.
          env: { KEEL_CALL_COVERAGE_DIR: callCoverageFolder },
          // One migrated database for the run; each file's is a copy of it.
          globalSetup: ['server/platform/testing/global-setup.ts'],
          // The PostgreSQL run fails a file that sent a query to a busy client (pg-client-guard.ts).
          setupFiles: ['server/platform/testing/pg-client-guard.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        // The console's table of calls (virtual:keel/call-routes), as the build makes it.
        plugins: [callRoutesPlugin()],
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // As the server project: modules load once per worker; every file unmounts what it renders (cleanup).
          isolate: false,
          setupFiles: ['client/src/testing/jsdom-setup.ts'],
          // The seeded demo once, and one real Keel per worker that the files share.
          globalSetup: ['client/src/testing/global-setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
