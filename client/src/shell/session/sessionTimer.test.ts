import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../../data/testing';
import { takeSignOutNote } from '../../data/signOutNote';
import { refreshSession, signOutForExpiry, startSessionTimer } from './sessionTimer';

afterEach(() => vi.useRealTimers());

describe('session timer', () => {
  it('when refreshing, then /api/baq is called with firm and node, and answers map to ok / notOk / networkError', async () => {
    const ok = fakeFetch(json(200, { expiresAt: '2026-01-01T00:00:00Z' }));
    expect(await refreshSession(ok.fetch, { firmId: 'DEMO1', nodeId: '0' })).toBe('ok');
    expect(ok.seen[0].url).toBe('/api/baq?firmId=DEMO1&nodeId=0');
    expect(await refreshSession(fakeFetch(json(401, {})).fetch, { firmId: 'F', nodeId: '0' })).toBe('notOk');
    expect(
      await refreshSession(() => Promise.reject(new TypeError('offline')), { firmId: 'F', nodeId: '0' }),
    ).toBe('networkError');
  });

  it('when the session ends, then the reason is logged, noted for the sign-in page, and the BFF signs out', async () => {
    const log = vi.fn();
    const navigate = vi.fn();
    const location = { pathname: '/clients', search: '?page=2' };
    await signOutForExpiry('NoActivityInWindow', { location, navigate, log, hasSession: async () => true });
    expect(log).toHaveBeenCalledWith('Keel session ended: NoActivityInWindow');
    expect(navigate).toHaveBeenCalledWith('/api/auth/logout');
    expect(takeSignOutNote()).toEqual({ returnUrl: '/clients?page=2', error: 'NoActivityInWindow' });
  });

  it('when the BFF has already let the session go, then it goes straight to the sign-in page with the reason', async () => {
    const navigate = vi.fn();
    const location = { pathname: '/clients', search: '' };
    await signOutForExpiry('ActivityAfterWindow', {
      location,
      navigate,
      log: vi.fn(),
      hasSession: async () => false,
    });
    expect(navigate).toHaveBeenCalledWith('/auth/signin?returnUrl=%2Fclients&error=ActivityAfterWindow');
    expect(takeSignOutNote()).toBeUndefined();
  });

  it('when running with a 5 s session, then it checks every second, refreshes on activity and ends when idle', async () => {
    vi.useFakeTimers();
    const { fetch, seen } = fakeFetch(json(200, {}));
    const onExpired = vi.fn();
    const stop = startSessionTimer({ durationSeconds: 5, firmId: 'F1', nodeId: '7', fetch, onExpired });
    for (let s = 1; s <= 8; s++) {
      await vi.advanceTimersByTimeAsync(1000);
      window.dispatchEvent(new Event('pointermove'));
    }
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(onExpired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6000);
    expect(onExpired).toHaveBeenCalledWith('NoActivityInWindow');
    stop();
  });
});
