import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import type { CallName } from '../../../../contract';
import { createApiClient, type ApiEnvelope, type Query } from '../../data/apiClient';
import { useUser } from '../../shell/UserProvider';

const callApi = createApiClient();

export interface PlatformRead {
  name: CallName;
  /** Path parameters besides the firm, which comes from the session. */
  params?: Record<string, unknown>;
  query?: Query;
}

function readOptions<T>(firmId: string | undefined, { name, params, query }: PlatformRead) {
  return {
    queryKey: ['platform', name, firmId, params, query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi<T>(name, { params: { firmId, ...params }, query, signal }),
    enabled: !!firmId,
  };
}

/** Spec §8 for reads outside the data provider: 401/419 ends the session, any other failure toasts. */
function useReadErrors(errors: (Error | null)[]) {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const first = errors.find(Boolean);
  useEffect(() => {
    if (!first) return;
    void logoutIfAccessDenied(first).then((loggedOut) => {
      if (!loggedOut) notify(first.message, { type: 'error' });
    });
  }, [first, logoutIfAccessDenied, notify]);
}

/** A read of a call that is not a react-admin resource (a valuation, a summary), keyed by its inputs. */
export function usePlatformQuery<T>(read: PlatformRead, enabled = true) {
  const firmId = useUser().user?.firmId;
  const options = readOptions<T>(firmId, read);
  const result = useQuery<ApiEnvelope<T>>({ ...options, enabled: enabled && options.enabled });
  useReadErrors([result.error]);
  return result;
}

/** Several reads at once (one per account, say); each answers on its own. */
export function usePlatformQueries<T>(reads: PlatformRead[]) {
  const firmId = useUser().user?.firmId;
  const results = useQueries({ queries: reads.map((read) => readOptions<T>(firmId, read)) });
  useReadErrors(results.map((r) => r.error));
  return results;
}
