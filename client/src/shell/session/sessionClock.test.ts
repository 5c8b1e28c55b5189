import { describe, expect, it, vi } from 'vitest';
import { createSessionClock, quietPeriodMs, type RefreshResult } from './sessionClock';

function clockFor(durationSeconds: number, answers: (RefreshResult | Error)[] = []) {
  let t = 0;
  const reasons: string[] = [];
  const refresh = vi.fn(async () => {
    const answer = answers.shift() ?? 'ok';
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const clock = createSessionClock({
    durationSeconds,
    refresh,
    onExpired: (r) => reasons.push(r),
    now: () => t,
  });
  /** Moves time to `to` (ms), ticking every second on the way, with activity at the given seconds. */
  const run = async (to: number, activeAt: number[] = []) => {
    while (t < to) {
      t += 1000;
      if (activeAt.includes(t / 1000)) clock.recordActivity();
      await clock.tick();
    }
  };
  return { clock, reasons, refresh, run, setTime: (ms: number) => (t = ms) };
}

describe('session clock', () => {
  it("when counting, then its expiry is never later than the BFF's, which counts whole seconds from each request", async () => {
    let t = 1700;
    const refresh = vi.fn(async () => 'ok' as const);
    const clock = createSessionClock({
      durationSeconds: 590,
      refresh,
      onExpired: () => undefined,
      now: () => t,
    });
    expect(clock.expiresAt()).toBe(0 + 590_000); // the page's profile read came just before 1.7 s
    t = 70_900;
    clock.recordActivity();
    await clock.tick();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(clock.expiresAt()).toBe(70_000 + 590_000);
  });

  it('when the user does nothing, then the session ends with "no activity" at the last check before it runs out', async () => {
    const { reasons, run, refresh } = clockFor(5);
    await run(4000);
    expect(reasons).toEqual(['NoActivityInWindow']);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('when the user is active every second, then each activity in the window refreshes and the session lasts', async () => {
    const { reasons, run, refresh, clock } = clockFor(5);
    await run(
      15_000,
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    expect(reasons).toEqual([]);
    expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(clock.expiresAt()).toBeGreaterThan(15_000);
  });

  it('when activity comes before the window opens, then it does not refresh; in the window it does', async () => {
    const { run, refresh } = clockFor(590);
    await run(59_000, [30]);
    expect(refresh).not.toHaveBeenCalled();
    await run(61_000, [61]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(quietPeriodMs(590_000)).toBe(60_000);
    expect(quietPeriodMs(5000)).toBe(1000);
  });

  it('when the first activity arrives after expiry (the tab slept), then it ends with "activity after the window"', () => {
    const { clock, reasons, setTime } = clockFor(5);
    setTime(9000);
    clock.recordActivity();
    expect(reasons).toEqual(['ActivityAfterWindow']);
  });

  it('when the refresh answers non-OK, then the session ends with "refresh not OK"', async () => {
    const { reasons, run } = clockFor(5, ['notOk']);
    await run(3000, [3]);
    expect(reasons).toEqual(['RefreshNotOk']);
  });

  it('when the refresh cannot reach the server, then the session ends with "refresh network error"', async () => {
    const { reasons, run } = clockFor(5, ['networkError']);
    await run(3000, [3]);
    const thrown = clockFor(5, [new TypeError('fetch failed')]);
    await thrown.run(3000, [3]);
    expect([...reasons, ...thrown.reasons]).toEqual(['RefreshNetworkError', 'RefreshNetworkError']);
  });

  it('when the session has ended, then nothing more happens', async () => {
    const { clock, reasons, run } = clockFor(5);
    await run(20_000, [18, 19]);
    clock.recordActivity();
    expect(reasons).toEqual(['NoActivityInWindow']);
    expect(clock.hasEnded()).toBe(true);
  });
});
