import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { calls } from '../../../contract/calls';

/**
 * Which calls of the call table no test made succeed through HTTP. Every server test process notes each
 * call its platform answered in a file of the folder (`route.ts`, one `<method> <path>` line per call);
 * the global setup empties the folder before the run and reads it after.
 */
export function callCoverage(folder: string) {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  return {
    /** The calls no line names, as `name (METHOD /path)`, in call-table order. */
    uncovered(): string[] {
      const served = new Set(
        readdirSync(folder).flatMap((file) => readFileSync(join(folder, file), 'utf8').split('\n')),
      );
      return Object.entries(calls)
        .filter(([, call]) => !served.has(`${call.method} ${call.path}`))
        .map(([name, call]) => `${name} (${call.method.toUpperCase()} ${call.path})`);
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** What to say about the calls no test made succeed; nothing when there are none. */
export function uncoveredCallsReport(uncovered: string[]): string | undefined {
  if (uncovered.length === 0) return undefined;
  return (
    `✗ ${uncovered.length} call(s) of contract/calls had no successful answer in any server test; ` +
    `add a test beside the route that makes each succeed through the test platform (testing/harness.ts):\n` +
    uncovered.map((call) => `  - ${call}`).join('\n')
  );
}
