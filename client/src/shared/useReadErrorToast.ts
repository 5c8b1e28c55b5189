import { useCallback } from 'react';
import { useNotify, useRedirect, useResourceContext } from 'react-admin';
import { isSessionGone } from '../data/httpErrors';

/**
 * Spec §8: a failed read toasts the server's message (react-admin's default says "element does not
 * exist"), then returns to the list. A 401 or 419 is the auth provider's business, not a toast.
 */
export function useReadErrorToast() {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return useCallback(
    (error: unknown) => {
      if (isSessionGone(error)) return;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      if (resource) redirect('list', resource);
    },
    [notify, redirect, resource],
  );
}
