import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { MasterInstrumentFixture } from './keelProcess';

/** Only ever in the throwaway test databases; fixed so that the seeded template can be reused. */
export const DEMO_PASSWORD = 'keel-client-tests-password';

export interface KeelChild {
  origin: string;
  /** Closes its stdin, which stops it and removes its data; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the real Keel in a Node process of its own (keelProcess.ts) on a copy of the seeded demo, and
 * resolves with its origin once it answers. Used by a test file for a Keel of its own and by the global
 * setup for the Keels test files share.
 */
export async function startKeelChild(
  masterInstruments: MasterInstrumentFixture[] = [],
  config: Record<string, string> = {},
): Promise<KeelChild> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'keelProcess.ts')],
    {
      env: {
        ...process.env,
        DEMO_PASSWORD,
        MASTER_INSTRUMENTS: JSON.stringify(masterInstruments),
        KEEL_CONFIG: JSON.stringify(config),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = await readyUrl(child);
  return {
    origin,
    stop: () => {
      child.stdin?.end();
      return exited;
    },
  };
}

/** The URL the Keel process prints once it listens; its exit before that is a failed start. */
function readyUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`Keel stopped before it started (exit ${code})`)));
  });
}
