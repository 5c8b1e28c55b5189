import { SESSION_CHECK_INTERVAL_MS } from '../../../../contract';

/** Spec §4: the four reasons a session ends, as recorded in the log and shown on the sign-in page. */
export const EXPIRY_REASONS = {
  noActivityInWindow: 'NoActivityInWindow',
  activityAfterWindow: 'ActivityAfterWindow',
  refreshNotOk: 'RefreshNotOk',
  refreshNetworkError: 'RefreshNetworkError',
} as const;
export type ExpiryReason = (typeof EXPIRY_REASONS)[keyof typeof EXPIRY_REASONS];
export const isExpiryReason = (value: unknown): value is ExpiryReason =>
  (Object.values(EXPIRY_REASONS) as unknown[]).includes(value);

export type RefreshResult = 'ok' | 'notOk' | 'networkError';

/**
 * The expiry window opens this long after the session was last refreshed (decision 0205): at most a
 * minute, at most a fifth of the session. Activity before it is not acted on, so /api/baq is called at
 * most once a minute however busy the user is, and an idle user is signed out after D − 60 s to D.
 */
export const MAX_QUIET_MS = 60_000;
export const quietPeriodMs = (durationMs: number) => Math.min(MAX_QUIET_MS, durationMs / 5);

/**
 * The session ends this much before the console's expiry at the latest (plus up to one check), so that
 * the sign-out reaches the BFF while it still holds the session and can end the IdP session too.
 */
export const safetyMarginMs = (durationMs: number) => Math.min(1000, durationMs / 10);

/**
 * The BFF counts its rolling session in whole seconds from the request (floor), so the console counts
 * from the whole second before: its expiry is never later than the BFF's.
 */
const wholeSecondBefore = (ms: number) => Math.floor(ms / 1000) * 1000;

/**
 * The first period counts from one second before the timer started: the profile read that let the page
 * render (and extended the BFF's session) came shortly before it.
 */
export const START_ALLOWANCE_MS = 1000;

export interface SessionClockOptions {
  durationSeconds: number;
  refresh: () => Promise<RefreshResult>;
  onExpired: (reason: ExpiryReason) => void;
  now?: () => number;
  checkIntervalMs?: number;
}

/**
 * The inactivity timer's rules, without timers or events (the caller ticks it every second and reports
 * activity), so every rule is tested on a fake clock.
 */
export function createSessionClock(options: SessionClockOptions) {
  const { refresh, onExpired, now = Date.now, checkIntervalMs = SESSION_CHECK_INTERVAL_MS } = options;
  const durationMs = options.durationSeconds * 1000;
  const quietMs = quietPeriodMs(durationMs);
  const marginMs = safetyMarginMs(durationMs);
  let refreshedAt = wholeSecondBefore(now()) - START_ALLOWANCE_MS;
  let lastActivity = -Infinity;
  let refreshing = false;
  let ended = false;

  const expiresAt = () => refreshedAt + durationMs;
  const end = (reason: ExpiryReason) => {
    if (ended) return;
    ended = true;
    onExpired(reason);
  };

  async function extend() {
    refreshing = true;
    // The BFF's rolling session restarts when the request arrives: count from before it was sent.
    const sentAt = now();
    const result = await refresh().catch((): RefreshResult => 'networkError');
    refreshing = false;
    if (result === 'ok') refreshedAt = wholeSecondBefore(sentAt);
    else end(result === 'notOk' ? EXPIRY_REASONS.refreshNotOk : EXPIRY_REASONS.refreshNetworkError);
  }

  return {
    /** Runs every second. Ends at the last check before expiry less the margin, never after. */
    tick(): Promise<void> | void {
      if (ended || refreshing) return;
      const t = now();
      if (t >= expiresAt())
        return end(
          lastActivity >= expiresAt()
            ? EXPIRY_REASONS.activityAfterWindow
            : EXPIRY_REASONS.noActivityInWindow,
        );
      if (lastActivity >= refreshedAt + quietMs) return extend();
      if (t + checkIntervalMs + marginMs >= expiresAt()) end(EXPIRY_REASONS.noActivityInWindow);
    },
    /** Activity (already limited to once a second by the caller). After expiry it ends the session at once. */
    recordActivity() {
      lastActivity = now();
      if (!ended && !refreshing && lastActivity >= expiresAt()) end(EXPIRY_REASONS.activityAfterWindow);
    },
    expiresAt,
    hasEnded: () => ended,
  };
}
