import {
  QueryClient,
  focusManager,
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { isSlowLink } from './networkSpeed';
import { NETWORK_STATUS, statusOf } from './httpErrors';

/** Spec §9 data cache defaults. */
export const DEDUPE_MS = 2000;
export const FOCUS_THROTTLE_MS = 5000;
export const RETRY_DELAY_MS = 5000;
export const SLOW_LINK_RETRY_DELAY_MS = 10_000;
export const LOADING_SLOW_MS = 3000;
export const SLOW_LINK_LOADING_SLOW_MS = 5000;

export const retryDelayMs = (slow = isSlowLink()) => (slow ? SLOW_LINK_RETRY_DELAY_MS : RETRY_DELAY_MS);
export const loadingSlowMs = (slow = isSlowLink()) => (slow ? SLOW_LINK_LOADING_SLOW_MS : LOADING_SLOW_MS);

type FocusTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Revalidate on focus at most once per `intervalMs`: switching tabs back and forth must not refetch every
 * page's data each time. Leaving the page is never throttled (it triggers nothing anyway).
 */
export function throttleFocus(
  manager: Pick<typeof focusManager, 'setEventListener'> = focusManager,
  intervalMs = FOCUS_THROTTLE_MS,
  target: FocusTarget | undefined = globalThis.window,
  now: () => number = Date.now,
) {
  manager.setEventListener((onFocus) => {
    if (!target) return undefined;
    let last = -Infinity;
    const listener = () => {
      if (globalThis.document?.visibilityState === 'hidden') return;
      if (now() - last < intervalMs) return;
      last = now();
      onFocus();
    };
    target.addEventListener('visibilitychange', listener);
    target.addEventListener('focus', listener);
    return () => {
      target.removeEventListener('visibilitychange', listener);
      target.removeEventListener('focus', listener);
    };
  });
}

/** A read that keeps failing is tried this many more times (about 25 s, 50 s on a slow link), then rests. */
export const MAX_READ_RETRIES = 5;
/** Answered errors that may succeed if asked again: timeout, too many requests, and server faults. */
const RETRYABLE_ANSWERS = new Set([408, 425, 429]);

/**
 * Decision 0216: a failed read is worth asking again when the server was not reached (status 0) or said
 * "not now" (408, 425, 429, 5xx). Any other 4xx (400, 403, 404, 409, …) answers the same every time.
 */
export function isRetryableRead(error: unknown): boolean {
  const status = statusOf(error);
  if (status === undefined) return false;
  return status === NETWORK_STATUS || status >= 500 || RETRYABLE_ANSWERS.has(status);
}

export const retryRead = (failures: number, error: unknown) =>
  failures < MAX_READ_RETRIES && isRetryableRead(error);

/**
 * react-admin's controllers and hooks ask for `retry: false` (a list, a record, a reference); the spec's
 * retry applies to every read (§9), so here `false` means "the console's policy". Not for its auth checks
 * (`['auth', …]`): those answer to the auth provider, which decides at once. The console's own reads never
 * set `retry: false`; one that must not retry sets `retry: 0`.
 */
class SpecRetryQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    const isAuthCheck = defaulted.queryKey?.[0] === 'auth';
    return defaulted.retry === false && !isAuthCheck ? { ...defaulted, retry: retryRead } : defaulted;
  }
}

/**
 * react-query with the spec's defaults: data is fresh for 2 s, so identical reads within 2 s share one
 * request; refetch on focus (throttled to once per 5 s) and on reconnect. A failed read that may succeed
 * later is retried every 5 s (10 s on a slow link), up to five times; the first failure already toasts
 * (shell/ReadErrorToasts). Writes are never retried (the idempotency key covers a user's own retry).
 */
export function createQueryClient(slowLink: () => boolean = isSlowLink) {
  throttleFocus();
  return new SpecRetryQueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEDUPE_MS,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: retryRead,
        retryDelay: () => retryDelayMs(slowLink()),
      },
      mutations: { retry: false },
    },
  });
}
