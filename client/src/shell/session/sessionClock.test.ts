import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionClock, quietPeriodMs, type RefreshResult } from './sessionClock';
import { startSessionTimer } from './sessionTimer';

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
  it('when counting, then expiry is the duration after the start, then after each refresh was sent', async () => {
    let t = 1700;
    const refresh = vi.fn(async () => 'ok' as const);
    const clock = createSessionClock({
      durationSeconds: 590,
      refresh,
      onExpired: () => undefined,
      now: () => t,
    });
    expect(clock.expiresAt()).toBe(1700 + 590_000);
    t = 70_900;
    clock.recordActivity();
    await clock.tick();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(clock.expiresAt()).toBe(70_900 + 590_000);
  });

  it('when the user does nothing, then the session ends with "no activity" at the check when it runs out', async () => {
    const { reasons, run, refresh } = clockFor(5);
    await run(4000);
    expect(reasons).toEqual([]);
    await run(5000);
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

describe('inactivity timer on a fake clock', () => {
  afterEach(() => void vi.useRealTimers());

  it('when a user with the default 590 s session does nothing, then it signs out at 590 s, not a second before', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T09:00:00.400Z') });
    const onExpired = vi.fn();
    const fetch = vi.fn();
    startSessionTimer({ durationSeconds: 590, firmId: 'DEMO1', nodeId: '0', onExpired, fetch });
    vi.advanceTimersByTime(589_999);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledWith('NoActivityInWindow');
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the user was last active in the window, then the refresh restarts the 590 s from when it was sent', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T09:00:00.000Z') });
    const onExpired = vi.fn();
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    startSessionTimer({ durationSeconds: 590, firmId: 'DEMO1', nodeId: '0', onExpired, fetch });
    await vi.advanceTimersByTimeAsync(100_000);
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(1000); // the check that sends the refresh, at 101 s
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(589_000); // 690 s: 589 s after the refresh was sent
    expect(onExpired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onExpired).toHaveBeenCalledWith('NoActivityInWindow');
  });
});
