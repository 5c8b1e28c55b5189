import { availableParallelism } from 'node:os';
import type { TestProject } from 'vitest/node';
import { startKeelChild } from './keelChild';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origins of the Keels test files share, one per Vitest worker slot (VITEST_POOL_ID − 1). */
    sharedKeels?: string[];
  }
}

/**
 * Vitest global setup for the console tests: one real Keel per worker slot, started once for the run
 * (the first of them builds the seeded demo template, so no test file pays for it). Files that run at the
 * same moment are in different slots, so a file shares its Keel only with files before and after it,
 * never beside it: a file reading a firm-wide count sees only its own changes while it runs. A file that
 * needs its own configuration or master instruments still starts a Keel of its own (realKeel.ts).
 */
export default async function setup(project: TestProject) {
  // As Vitest resolves it (resolveMaxWorkers): the project's, the run's, else one fewer than the cores.
  const slots =
    project.config.maxWorkers || project.vitest.config.maxWorkers || Math.max(availableParallelism() - 1, 1);
  const started = await Promise.allSettled(Array.from({ length: slots }, () => startKeelChild()));
  const keels = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(keels.map((k) => k.stop()));
    throw failed.reason;
  }
  project.provide(
    'sharedKeels',
    keels.map((k) => k.origin),
  );
  return async () => {
    await Promise.all(keels.map((k) => k.stop()));
  };
}
