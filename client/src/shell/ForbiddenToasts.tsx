import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { statusOf } from '../data/httpErrors';

const FORBIDDEN = 403;

/**
 * Toasts the platform's message when a write is refused (403), whichever page made it. The console hides
 * what a user may not do, so a refusal means their permissions changed since they signed in (the session
 * keeps the scopes it started with) or the request was forged. Reads need nothing: a failed read already
 * toasts (spec §8). Rendered once, in the layout.
 */
export const ForbiddenToasts = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (statusOf(error) === FORBIDDEN) notify((error as Error).message, { type: 'error' });
      }),
    [queryClient, notify],
  );
  return null;
};
