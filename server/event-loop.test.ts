import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchEventLoop } from './event-loop';
import { recordingLogger } from './testing/recording-logger';

describe('watchEventLoop', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('logs a stall of the event loop past the limit, with how long it was held', async () => {
    const { log, warnings } = recordingLogger();
    stop = watchEventLoop(log, 100, 1_000);
    await new Promise((ok) => setTimeout(ok, 200)); // the monitor's own timer is running
    const until = Date.now() + 400;
    while (Date.now() < until); // hold the loop, as a synchronous piece of work would
    await vi.waitFor(() => expect(warnings.length).toBeGreaterThan(0), { timeout: 4_000, interval: 200 });
    const [{ msg, fields }] = warnings;
    expect(msg).toBe('Event loop stalled');
    expect(fields?.longestMs).toBeGreaterThanOrEqual(300);
  });
});
