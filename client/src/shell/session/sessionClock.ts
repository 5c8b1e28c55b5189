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

export interface SessionClockOptions {
  durationSeconds: number;
  refresh: () => Promise<RefreshResult>;
  onExpired: (reason: ExpiryReason) => void;
  now?: () => number;
}

/**
 * The inactivity timer's rules, without timers or events (the caller ticks it every second and reports
 * activity), so every rule is tested on a fake clock.
 *
 * Spec §4, §9: an idle user is signed out when the session duration has passed, at the first check at
 * or after it — 590 s after the timer started (or after the last refresh was sent), not before. The BFF
 * counts its own rolling session from each request it receives (decision 0216); when it has let the
 * session go a moment earlier, the sign-out goes straight to the sign-in page, which asks for the
 * password again (prompt=login).
 */
export function createSessionClock(options: SessionClockOptions) {
  const { refresh, onExpired, now = Date.now } = options;
  const durationMs = options.durationSeconds * 1000;
  const quietMs = quietPeriodMs(durationMs);
  let refreshedAt = now();
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
    if (result === 'ok') refreshedAt = sentAt;
    else end(result === 'notOk' ? EXPIRY_REASONS.refreshNotOk : EXPIRY_REASONS.refreshNetworkError);
  }

  return {
    /** Runs every second. Ends at the first check at or after expiry, never before it. */
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
