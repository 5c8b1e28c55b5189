import { QueryClient, focusManager } from '@tanstack/react-query';
import { isSlowLink } from './connection';
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

/**
 * react-query with the spec's defaults: data is fresh for 2 s, so identical reads within 2 s share one
 * request; refetch on focus (throttled to once per 5 s) and on reconnect. A read is retried once, after
 * 5 s (10 s on a slow link), and only when the server was not reached: an answered error is final and
 * toasts at once. Writes are never retried (the idempotency key covers a user's own retry).
 */
export function createQueryClient(slowLink: () => boolean = isSlowLink) {
  throttleFocus();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEDUPE_MS,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: (failures, error) => failures < 1 && statusOf(error) === NETWORK_STATUS,
        retryDelay: () => retryDelayMs(slowLink()),
      },
      mutations: { retry: false },
    },
  });
}
