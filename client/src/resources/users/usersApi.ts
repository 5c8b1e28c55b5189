import { useCallback } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import type { CallName } from '../../../../contract';
import { createApiClient, type CallOptions } from '../../data/apiClient';
import { uuidV4 } from '../../data/uuid';

/**
 * Calls whose answers react-admin's data provider does not keep: a machine's secret is answered once
 * (on creation and rotation), and removing MFA is an action, not a field update.
 */
const callApi = createApiClient();

/**
 * Runs one of those calls. A 401/419 goes through the auth provider (sign-in again) like any other call;
 * another failure toasts the server's message and rejects, so the caller can keep its dialog open.
 */
export function useUserCall() {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T>(name: CallName, options: CallOptions & { toast?: boolean } = {}) => {
      const { toast = true, ...callOptions } = options;
      try {
        const { data } = await callApi<T>(name, { idempotencyKey: uuidV4(), ...callOptions });
        return data;
      } catch (error) {
        const loggedOut = await logoutIfAccessDenied(error);
        if (!loggedOut && toast) notify((error as Error).message, { type: 'error' });
        throw error;
      }
    },
    [notify, logoutIfAccessDenied],
  );
}
