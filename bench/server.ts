import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/testing/harness';

/**
 * The one-process server under test, as a child process (`node --import tsx server/main.ts`), so its
 * memory is its own and not the benchmark's. Loopback only; stopped with SIGTERM.
 */
export interface RunningServer {
  consoleUrl: string;
  platformUrl: string;
  pid: number;
  /** Starts sampling the server's resident set size every `everyMs`. */
  sampleRss(everyMs?: number): void;
  /** Peak RSS in MiB: the kernel's high-water mark for the process, and the highest sample taken. */
  memory(): { peakRssMb: number | null; maxSampledRssMb: number | null };
  /** CPU time the server has used so far (user + system), in milliseconds; null where /proc is missing. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export async function startServer(
  database: { url?: string; dataDir?: string },
  opts: { nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const platformPort = await freePort();
  const consoleUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    KEEL_ENV: 'bench',
    HOST: '127.0.0.1',
    PORT: String(port),
    PLATFORM_PORT: String(platformPort),
    PUBLIC_URL: consoleUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // DEMO1 turns the simulated bank feed on; it would settle the grown ledger's Waiting payments one by
    // one while the lists are timed (on PGlite, ahead of every request), changing the data it measures.
    BANK_FEED_SIMULATOR: 'off',
    // Nor may the transfer simulator move transfers while the workbench list is timed.
    TRANSFER_SIMULATOR: 'off',
    // Nor may a scheduled run deal the orders a bulk rebalance is placing while it is timed: the benches
    // deal when they mean to (bench/ledger-measure.ts).
    DEALING_INTERVAL_SECONDS: '0',
    ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
  };
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const server = handle(child, consoleUrl, `http://127.0.0.1:${platformPort}`);
  try {
    await waitUntilReady(child, [`${server.platformUrl}/readyz`, `${consoleUrl}/healthz`], () => stderr);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}

function handle(child: ChildProcess, consoleUrl: string, platformUrl: string): RunningServer {
  let maxSampled: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    consoleUrl,
    platformUrl,
    pid: child.pid!,
    sampleRss(everyMs = 100) {
      const sample = () => {
        const rss = statusKb(child.pid!, 'VmRSS');
        if (rss !== null) maxSampled = Math.max(maxSampled ?? 0, rss);
      };
      sample();
      timer = setInterval(sample, everyMs);
      timer.unref();
    },
    memory() {
      const peak = statusKb(child.pid!, 'VmHWM');
      const mb = (kb: number | null) => (kb === null ? null : Math.round(kb / 1024));
      return { peakRssMb: mb(peak), maxSampledRssMb: mb(maxSampled) };
    },
    cpuMs: () => cpuMsOf(child.pid!),
    async stop() {
      if (timer) clearInterval(timer);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killLater);
    },
  };
}

/** A field of /proc/<pid>/status in kB (Linux); null elsewhere or once the process is gone. */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms on Linux). */
function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function waitUntilReady(child: ChildProcess, urls: string[], log: () => string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${log()}`);
    const ok = await Promise.all(
      urls.map((u) =>
        fetch(u).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
    if (ok.every(Boolean)) return;
    if (Date.now() > deadline)
      throw new Error(`The server was not ready within ${timeoutMs / 1000} s:\n${log()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
