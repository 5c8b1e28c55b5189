import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied } from 'react-admin';
import { hasPermission } from '../../../contract/scopes';
import type { CallName } from '../../../contract/calls/index';
import type { PermissionLevel, PermissionResource } from '../../../contract/enums';
import { useUser } from './userContext';
import type { ApiEnvelope, CallOptions } from './apiClient';
import type { KeelDataProvider } from './dataProvider';
import { uuidV4 } from './uuid';

export type PlatformCall = <T = unknown>(name: CallName, options?: CallOptions) => Promise<ApiEnvelope<T>>;

/**
 * Spec §8: a 401 or 419 anywhere goes through the auth provider (the session-expired toast, state
 * cleared, sign-in with the return path). The request's error still rejects, for its caller.
 */
export function useSessionGuard() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T>(request: Promise<T>): Promise<T> => {
      try {
        return await request;
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
    [logoutIfAccessDenied],
  );
}

/**
 * `call(name, options)` for the calls that are not one resource's list/one/create/update (a valuation, a
 * dealing run, a transaction action, a firm setting), in the signed-in user's firm (a firmId the caller
 * names wins), session-guarded. It goes through the data provider (its `call`), taken from react-admin's
 * context as it is: react-admin's own wrapper (useDataProvider) would answer a call that ended the session
 * with an empty success, and a workflow must see its write fail.
 */
export function usePlatformCall(): PlatformCall {
  const firmId = useUser().user?.firmId;
  const dataProvider = useContext(DataProviderContext) as KeelDataProvider | null;
  const guard = useSessionGuard();
  return useCallback(
    <T>(name: CallName, options: CallOptions = {}) => {
      if (!dataProvider?.call) throw new Error('usePlatformCall needs the Keel data provider in its context');
      // Before the profile has loaded the data provider's own firm (the session's) stands in.
      const params = firmId ? { firmId, ...options.params } : options.params;
      return guard(dataProvider.call<T>(name, { ...options, params }));
    },
    [firmId, dataProvider, guard],
  );
}

const NOTHING: readonly QueryKey[] = [];

/** Fetches again every read under each of the keys (their prefixes). */
export const invalidateReads = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * A write: a fresh idempotency key unless the caller holds one (a review's, kept across a retry), its
 * answer's data, then the reads under each of `invalidates` fetched again. Spec §8: no toast here; the
 * caller returns the errors to its form. Pass `invalidates` as a constant, so the function stays the same.
 */
export function usePlatformWrite(invalidates: readonly QueryKey[] = NOTHING) {
  const call = usePlatformCall();
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(name: CallName, options: CallOptions = {}) => {
      const { data } = await call<T>(name, { idempotencyKey: uuidV4(), ...options });
      await invalidateReads(queryClient, invalidates);
      return data;
    },
    [call, queryClient, invalidates],
  );
}

/** Whether the signed-in user's scopes grant `level` on `resource` (the platform checks again). */
export function usePermission(resource: PermissionResource, level: PermissionLevel) {
  return hasPermission(useUser().user?.scopes ?? [], resource, level);
}
