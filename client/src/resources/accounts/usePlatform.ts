import { useCallback } from 'react';
import {
  hasPermission,
  type CallName,
  type PermissionLevel,
  type PermissionResource,
} from '../../../../contract';
import { createApiClient, type CallOptions } from '../../data/apiClient';
import { useUser } from '../../shell/UserProvider';

const callApi = createApiClient();

/**
 * Calls that are not one resource's list/one/create/update (a valuation, a price history, a dealing run,
 * a transaction action), made in the signed-in user's firm, and what that user may do.
 */
export function usePlatform() {
  const { user } = useUser();
  const firmId = user?.firmId;
  const call = useCallback(
    <T>(name: CallName, options: CallOptions = {}) =>
      callApi<T>(name, { ...options, params: { firmId, ...options.params } }),
    [firmId],
  );
  const may = useCallback(
    (resource: PermissionResource, level: PermissionLevel) =>
      hasPermission(user?.scopes ?? [], resource, level),
    [user],
  );
  return { firmId, userId: user?.userId, call, may };
}
