import { useCallback } from 'react';
import type { CallName } from '../../../../contract';
import type { CallOptions } from '../../data/apiClient';
import { useFailureToast, usePlatformWrite } from '../../data/platform';

/**
 * Calls whose answers react-admin's data provider does not keep (a machine's secret is answered once, on
 * creation and rotation; removing MFA is an action, not a field update). A failure other than the end of
 * the session toasts the server's message, unless `toast: false`, and rejects, so the caller can keep
 * its dialog open.
 */
export function useUserCall() {
  const write = usePlatformWrite();
  const failed = useFailureToast();
  return useCallback(
    async <T>(name: CallName, options: CallOptions & { toast?: boolean } = {}) => {
      const { toast = true, ...callOptions } = options;
      try {
        return await write<T>(name, callOptions);
      } catch (error) {
        if (toast) failed(error);
        throw error;
      }
    },
    [write, failed],
  );
}
