import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import {
  hasPermission,
  type CallName,
  type PermissionLevel,
  type PermissionResource,
} from '../../../../contract';
import { createApiClient, type CallOptions } from '../../data/apiClient';
import { statusOf } from '../../data/httpErrors';
import { useUser } from '../../shell/UserProvider';

/** The console's api client (fetch, XSRF, error mapping); the firm comes from the signed-in session. */
const callApi = createApiClient();

/**
 * `call(name, options)` with the session's firmId filled in. A 401/419 goes through the auth provider
 * like any data-provider call (session-expired toast, sign-in with the return path).
 */
export function useCall() {
  const { user } = useUser();
  const firmId = user?.firmId;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T>(name: CallName, options: CallOptions = {}) => {
      try {
        return await callApi<T>(name, { ...options, params: { firmId, ...options.params } });
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
    [firmId, logoutIfAccessDenied],
  );
}

export function usePermission(resource: PermissionResource, level: PermissionLevel) {
  const { user } = useUser();
  return hasPermission(user?.scopes ?? [], resource, level);
}

/** The react-query key of a workflow read, for reading what it cached. */
export const readKey = (name: CallName, key: readonly unknown[]) => ['workflows', name, ...key];

/** A read for a workflow: its data, and a toast carrying the server's message when it fails (spec §8). */
export function useRead<T>(key: readonly unknown[], name: CallName, options: CallOptions, enabled = true) {
  const call = useCall();
  const notify = useNotify();
  const query = useQuery({
    queryKey: readKey(name, key),
    queryFn: async ({ signal }) => (await call<T>(name, { ...options, signal })).data,
    enabled,
  });
  useEffect(() => {
    const status = statusOf(query.error);
    if (query.error && status !== 401 && status !== 419) notify(query.error.message, { type: 'error' });
  }, [query.error, notify]);
  return query;
}
