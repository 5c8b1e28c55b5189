import { isCancelledError, useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { isSessionGone } from '../data/httpErrors';

/** `meta` of a read whose failure has a designed fallback (the firm's branding): it fails without a toast. */
export const QUIET_READ = { quietErrors: true } as const;

/** react-admin's own auth checks (['auth', …]) answer to the auth provider, which decides what to say. */
const isQuiet = (query: Query) => query.meta?.quietErrors === true || query.queryKey[0] === 'auth';
const isAbort = (error: unknown) => isCancelledError(error) || (error as Error | null)?.name === 'AbortError';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'ra.notification.http_error');

/**
 * Spec §8: a failed read toasts the server's message — every read, whichever hook made it, so none fails
 * silently. Once per failure: the first failed attempt toasts (a retry every 5 s follows, decision 0216)
 * and the read toasts again only after it has succeeded in between. A 401 or 419 is the auth provider's
 * (the session-expired toast); a write's error stays in its form. Rendered once, in the layout.
 */
export const ReadErrorToasts = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  useEffect(() => {
    const toasted = new Set<string>();
    return queryClient.getQueryCache().subscribe((event) => {
      const { queryHash } = event.query;
      if (event.type === 'removed') return void toasted.delete(queryHash);
      if (event.type !== 'updated') return;
      const { action } = event;
      if (action.type === 'success') return void toasted.delete(queryHash);
      if (action.type !== 'failed' && action.type !== 'error') return;
      const { error } = action;
      if (toasted.has(queryHash) || isQuiet(event.query) || isSessionGone(error) || isAbort(error)) return;
      toasted.add(queryHash);
      notify(messageOf(error), { type: 'error' });
    });
  }, [queryClient, notify]);
  return null;
};
