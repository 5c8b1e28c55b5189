import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CallName } from '../../../contract/calls/index';
import { useUser } from './userContext';
import type { ApiEnvelope, Query } from './apiClient';
import { usePlatformCall, type PlatformCall } from './platform';

/**
 * The prefix of every read's react-query key: invalidating it fetches all of them again. A failed read
 * toasts app-wide (shell/ReadErrorToasts, spec §8), not here.
 */
export const PLATFORM_READS = ['platform'] as const;

export interface PlatformRead {
  name: CallName;
  /** Path parameters besides the firm, which comes from the session. */
  params?: Record<string, unknown>;
  query?: Query;
}

function readOptions<T>(
  call: PlatformCall,
  firmId: string | undefined,
  { name, params, query }: PlatformRead,
) {
  return {
    queryKey: [...PLATFORM_READS, name, firmId, params, query],
    queryFn: ({ signal }: { signal: AbortSignal }) => call<T>(name, { params, query, signal }),
    enabled: !!firmId,
  };
}

const dataOf = <T>(envelope: ApiEnvelope<T>) => envelope.data;
const wholeEnvelope = <T>(envelope: ApiEnvelope<T>) => envelope;

function useRead<T, R>(read: PlatformRead, enabled: boolean, select: (envelope: ApiEnvelope<T>) => R) {
  const call = usePlatformCall();
  const options = readOptions<T>(call, useUser().user?.firmId, read);
  const result = useQuery({ ...options, enabled: enabled && options.enabled, select });
  return result;
}

/** A read's data (a valuation, a summary, a firm setting), cached under its name and inputs. */
export function usePlatformRead<T>(read: PlatformRead, enabled = true): UseQueryResult<T> {
  return useRead(read, enabled, dataOf<T>);
}

/** A read's whole answer, for a list whose total count (`meta.count`) matters. */
export function usePlatformEnvelope<T>(read: PlatformRead, enabled = true): UseQueryResult<ApiEnvelope<T>> {
  return useRead(read, enabled, wholeEnvelope<T>);
}

/** Several reads at once (one per account, say), each answering on its own. */
export function usePlatformReads<T>(reads: PlatformRead[]): UseQueryResult<T>[] {
  const call = usePlatformCall();
  const firmId = useUser().user?.firmId;
  const results = useQueries({
    queries: reads.map((read) => ({ ...readOptions<T>(call, firmId, read), select: dataOf<T> })),
  }) as UseQueryResult<T>[]; // useQueries cannot narrow its result type while T is still generic
  return results;
}
