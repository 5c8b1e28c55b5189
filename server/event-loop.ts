import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Logger } from './log';

/** How often the event loop's longest delay is read, and the delay worth a log line. */
const SAMPLE_MS = 5_000;
export const STALL_MS = 1_000;

/**
 * Logs when the process's event loop was held past STALL_MS (synchronous work: a large PDF, a sort, the
 * embedded database's WebAssembly): while it is held every call in the process waits, the BFF's and the
 * IdP's too. Returns a stop function.
 */
export function watchEventLoop(log: Logger, stallMs = STALL_MS, sampleMs = SAMPLE_MS): () => void {
  const delays = monitorEventLoopDelay({ resolution: 50 });
  delays.enable();
  const timer = setInterval(() => {
    const longestMs = Math.round(delays.max / 1e6);
    delays.reset();
    if (longestMs > stallMs) log.warn('Event loop stalled', { longestMs, withinMs: sampleMs });
  }, sampleMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    delays.disable();
  };
}
