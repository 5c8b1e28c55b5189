import { SESSION_CHECK_INTERVAL_MS } from '../../../../contract/branding';
import { PROFILE_PATH, currentPath, signInPage, type LocationLike } from '../../data/urls';
import type { FetchLike } from '../../data/apiClient';
import { signOutAtBff } from '../../data/authProvider';
import { fetchProfile } from '../../data/profile';
import { rememberSignOut } from '../../data/signOutNote';
import { watchActivity } from './activity';
import { createSessionClock, type ExpiryReason, type RefreshResult } from './sessionClock';

export const REFRESH_PATH = '/api/baq';
/** A refresh that has not answered by then counts as a network error (fetch itself never gives up). */
export const REFRESH_TIMEOUT_MS = 10_000;

/** GET /api/baq?firmId&nodeId (spec §7): extends the BFF's rolling session. */
export async function refreshSession(
  fetchFn: FetchLike,
  place: { firmId: string; nodeId: string },
  timeoutMs = REFRESH_TIMEOUT_MS,
): Promise<RefreshResult> {
  const query = new URLSearchParams(place).toString();
  try {
    const response = await fetchFn(`${REFRESH_PATH}?${query}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok ? 'ok' : 'notOk';
  } catch {
    return 'networkError';
  }
}

export interface SignOutDeps {
  location: Pick<LocationLike, 'pathname' | 'search'>;
  navigate: (url: string) => void;
  log: (message: string) => void;
  /** Whether the BFF still holds the session (GET /api/auth/me answers a user). */
  hasSession: () => Promise<boolean>;
  /** Ends the session at the BFF and answers where to go next (signOutAtBff). */
  signOut: () => Promise<string>;
}

/**
 * Ends the session for one of the four reasons: logs it, then signs out through the BFF (a POST, decision
 * 0105) and on to the IdP's end-session page, so the next person at this screen must sign in again; a
 * note tells the sign-in page why. When the BFF no longer holds the session (a tab that slept), or cannot
 * be reached to end it, there is nothing more to do there: straight to the sign-in page.
 */
export async function signOutForExpiry(reason: ExpiryReason, deps: SignOutDeps) {
  deps.log(`Keel session ended: ${reason}`);
  const returnUrl = currentPath(deps.location);
  if (await deps.hasSession().catch(() => false)) {
    const next = await deps.signOut().catch(() => undefined);
    if (next) {
      rememberSignOut({ returnUrl, error: reason });
      return deps.navigate(next);
    }
  }
  deps.navigate(signInPage(returnUrl, reason));
}

export interface SessionTimerOptions {
  durationSeconds: number;
  firmId: string;
  nodeId: string;
  fetch?: FetchLike;
  target?: Window;
  onExpired?: (reason: ExpiryReason) => void;
}

const browserSignOut = (reason: ExpiryReason) =>
  void signOutForExpiry(reason, {
    location: window.location,
    navigate: (url) => window.location.assign(url),
    log: (message) => console.warn(message),
    hasSession: async () =>
      (await fetchProfile((i, init) => globalThis.fetch(i, init), PROFILE_PATH)) !== null,
    signOut: () => signOutAtBff((i, init) => globalThis.fetch(i, init), window.location.origin),
  });

/** Starts the inactivity timer for a signed-in user; returns the function that stops it. */
export function startSessionTimer(options: SessionTimerOptions): () => void {
  const { durationSeconds, firmId, nodeId, target = window, onExpired = browserSignOut } = options;
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = Math.min(REFRESH_TIMEOUT_MS, (durationSeconds * 1000) / 2);
  const clock = createSessionClock({
    durationSeconds,
    refresh: () => refreshSession(fetchFn, { firmId, nodeId }, timeoutMs),
    onExpired: (reason) => {
      stop();
      onExpired(reason);
    },
  });
  const stopWatching = watchActivity(target, () => clock.recordActivity());
  const interval = setInterval(() => void clock.tick(), SESSION_CHECK_INTERVAL_MS);
  function stop() {
    clearInterval(interval);
    stopWatching();
  }
  return stop;
}
