import { afterAll, expect } from 'vitest';

/**
 * node-postgres queues a query sent to a client that is still answering another and warns that pg 9 will
 * refuse it: `Promise.all` over reads inside a transaction does that (a transaction is one connection; use
 * `readAll`, db/reads.ts). PGlite never warns, so only the PostgreSQL run can catch it: a test file in which
 * the warning was raised fails. Node raises a deprecation once per process, so the first offender fails.
 */
const WARNINGS = Symbol.for('keel.pgBusyClientWarnings');
const state = globalThis as { [WARNINGS]?: string[] };

if (!state[WARNINGS]) {
  const seen: string[] = [];
  state[WARNINGS] = seen;
  process.on('warning', (warning) => {
    if (/already executing a query/.test(warning.message)) seen.push(warning.message);
  });
}

afterAll(() => {
  expect(
    state[WARNINGS],
    'a query sent to a busy node-postgres client (Promise.all in a transaction?)',
  ).toEqual([]);
});
