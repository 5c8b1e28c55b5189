import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; a server file's PGlite runs inside its worker,
    // on one core, so two workers use both (decision 0019).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // One migrated database for the run; each file's is a copy of it.
          globalSetup: ['server/platform/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['client/src/testing/jsdom-setup.ts'],
          // The seeded demo once, and one real Keel per worker that the files share.
          globalSetup: ['client/src/testing/global-setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
