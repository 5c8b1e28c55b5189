import { SESSION_DURATION_SECONDS_DEFAULT } from '../../../contract/branding';
import type { FetchLike } from './apiClient';

export const ENV_PATH = '/api/env';

/** GET /api/env: the environment name, the session duration, and the error reporter's DSN when monitoring is on. */
export interface KeelEnv {
  env: string;
  sessionDurationSeconds: number;
  monitoringDsn?: string;
}

/** What the console assumes when /api/env cannot be read: the spec's 590 s session and no monitoring. */
export const FALLBACK_ENV: KeelEnv = {
  env: 'unknown',
  sessionDurationSeconds: SESSION_DURATION_SECONDS_DEFAULT,
};

export function parseEnv(body: unknown): KeelEnv {
  const raw = (body ?? {}) as Record<string, unknown>;
  const duration = raw.sessionDurationSeconds;
  return {
    env: typeof raw.env === 'string' ? raw.env : FALLBACK_ENV.env,
    sessionDurationSeconds:
      typeof duration === 'number' && Number.isInteger(duration) && duration > 0
        ? duration
        : SESSION_DURATION_SECONDS_DEFAULT,
    ...(typeof raw.monitoringDsn === 'string' && raw.monitoringDsn
      ? { monitoringDsn: raw.monitoringDsn }
      : {}),
  };
}

export async function fetchEnv(
  fetchFn: FetchLike = (input, init) => globalThis.fetch(input, init),
): Promise<KeelEnv> {
  try {
    const response = await fetchFn(ENV_PATH, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    return response.ok ? parseEnv(await response.json()) : FALLBACK_ENV;
  } catch {
    return FALLBACK_ENV;
  }
}

let loaded: Promise<KeelEnv> | undefined;
/** The page's one read of /api/env, shared by the session timer and monitoring. */
export const loadEnv = () => (loaded ??= fetchEnv());
