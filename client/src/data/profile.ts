import { HttpError } from 'react-admin';
import type { FetchLike } from './apiClient';
import { networkError } from './httpErrors';
import type { TSessionData } from './session';

/**
 * GET /api/auth/me (spec §7): the session, or null when signed out (204). Any other non-OK status is an
 * error carrying that status; a network failure is an error with status 0.
 */
export async function fetchProfile(fetchFn: FetchLike, path: string): Promise<TSessionData | null> {
  let response: Response;
  try {
    response = await fetchFn(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  } catch {
    throw networkError();
  }
  if (response.status === 204) return null;
  if (!response.ok) throw new HttpError(`Request failed with status ${response.status}`, response.status);
  return (await response.json()) as TSessionData;
}
