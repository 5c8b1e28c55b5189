import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from './log';
import { watchEventLoop } from './event-loop';

describe('watchEventLoop', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('logs a stall of the event loop past the limit, with how long it was held', async () => {
    const warn = vi.fn();
    const log = { debug: vi.fn(), info: vi.fn(), warn, error: vi.fn() } satisfies Logger;
    stop = watchEventLoop(log, 100, 1_000);
    await new Promise((ok) => setTimeout(ok, 200)); // the monitor's own timer is running
    const until = Date.now() + 400;
    while (Date.now() < until); // hold the loop, as a synchronous piece of work would
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 4_000, interval: 200 });
    const [msg, fields] = warn.mock.calls[0] as [string, { longestMs: number }];
    expect(msg).toBe('Event loop stalled');
    expect(fields.longestMs).toBeGreaterThanOrEqual(300);
  });
});
