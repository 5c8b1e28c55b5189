import { useCallback } from 'react';
import type { CallName } from '../../../../contract/calls/index';
import type { CallOptions } from '../../data/apiClient';
import { usePlatformWrite } from '../../data/platform';

/**
 * Calls whose answers react-admin's data provider does not keep (a machine's secret is answered once, on
 * creation and rotation; removing MFA is an action, not a field update). A failure rejects with the
 * platform's error, and the caller shows it in place (spec §8: no toast).
 */
export function useUserCall() {
  const write = usePlatformWrite();
  return useCallback(<T>(name: CallName, options: CallOptions = {}) => write<T>(name, options), [write]);
}
