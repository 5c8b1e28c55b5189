import { describe, expect, it, vi } from 'vitest';
import { signOutAtBff } from '../../data/authProvider';
import { takeSignOutNote } from '../../data/signOutNote';
import { DEMO, useRealKeel } from '../../testing/realKeel';
import { refreshSession, signOutForExpiry, startSessionTimer } from './sessionTimer';

const keel = useRealKeel('adviser');
const place = { firmId: DEMO.firmId, nodeId: '0' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('session timer', () => {
  it('when refreshing, then /api/baq is called with firm and node, and answers map to ok / notOk / networkError', async () => {
    expect(await refreshSession(globalThis.fetch, place)).toBe('ok');
    expect(keel.sent.map((r) => r.url)).toEqual(['/api/baq?firmId=DEMO1&nodeId=0']);
    expect(await refreshSession(keel.signedOutFetch, place)).toBe('notOk');
    const nothingListens = (url: string) => globalThis.fetch(`http://127.0.0.1:1${url}`);
    expect(await refreshSession(nothingListens, place)).toBe('networkError');
  });

  it('when the BFF cannot be reached to sign out, then it goes to the sign-in page with the reason', async () => {
    const navigate = vi.fn();
    await signOutForExpiry('RefreshNetworkError', {
      location: { pathname: '/clients', search: '' },
      navigate,
      log: vi.fn(),
      hasSession: async () => true,
      signOut: () =>
        signOutAtBff(
          (url, init) => globalThis.fetch(`http://127.0.0.1:1${url}`, init),
          window.location.origin,
        ),
    });
    expect(navigate).toHaveBeenCalledWith('/auth/signin?returnUrl=%2Fclients&error=RefreshNetworkError');
    expect(takeSignOutNote()).toBeUndefined();
  });

  it('when the BFF has already let the session go, then it goes straight to the sign-in page with the reason', async () => {
    const navigate = vi.fn();
    const location = { pathname: '/clients', search: '' };
    await signOutForExpiry('ActivityAfterWindow', {
      location,
      navigate,
      log: vi.fn(),
      hasSession: async () => false,
      signOut: async () => expect.unreachable('nothing to sign out'),
    });
    expect(navigate).toHaveBeenCalledWith('/auth/signin?returnUrl=%2Fclients&error=ActivityAfterWindow');
    expect(takeSignOutNote()).toBeUndefined();
  });

  it(
    'when running with a 5 s session, then it checks every second, refreshes on activity and ends when idle',
    { timeout: 30_000 },
    async () => {
      const onExpired = vi.fn();
      const stop = startSessionTimer({ durationSeconds: 5, ...place, onExpired });
      for (let s = 1; s <= 8; s++) {
        await pause(1000);
        window.dispatchEvent(new Event('pointermove'));
      }
      expect(keel.sent.filter((r) => r.url.startsWith('/api/baq?')).length).toBeGreaterThanOrEqual(2);
      expect(onExpired).not.toHaveBeenCalled();
      // The last activity's refresh goes out at the next check; the session ends 5 s after it was sent.
      await pause(7500);
      expect(onExpired).toHaveBeenCalledWith('NoActivityInWindow');
      stop();
    },
  );
});

// Last in the file: it ends the session every test above uses.
describe('session timer: signing out', () => {
  it('when the session ends, then the reason is logged and noted, the BFF signs out by POST, and the browser goes on to the IdP', async () => {
    const log = vi.fn();
    const navigate = vi.fn();
    const location = { pathname: '/clients', search: '?page=2' };
    await signOutForExpiry('NoActivityInWindow', {
      location,
      navigate,
      log,
      hasSession: async () => true,
      signOut: () => signOutAtBff((url, init) => globalThis.fetch(url, init), window.location.origin),
    });
    expect(log).toHaveBeenCalledWith('Keel session ended: NoActivityInWindow');
    const [logout] = keel.sent;
    expect([logout.method, logout.url]).toEqual(['POST', '/api/auth/logout']);
    expect(logout.headers.get('x-xsrf-token')).toBeTruthy();
    const next = new URL(navigate.mock.calls[0][0] as string);
    expect(`${next.origin}${next.pathname}`.startsWith(`${keel.origin}/oidc/`)).toBe(true);
    expect(next.searchParams.get('id_token_hint')).toBeTruthy();
    expect(takeSignOutNote()).toEqual({ returnUrl: '/clients?page=2', error: 'NoActivityInWindow' });
    expect((await globalThis.fetch('/api/auth/me')).status).toBe(204);
  });
});
