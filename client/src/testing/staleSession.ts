import type { PermissionLevel, PermissionResource } from '../../../contract/enums';
import { PROFILE_PATH } from '../data/urls';
import { fetchProfile } from '../data/profile';
import type { TSessionData } from '../data/session';

/**
 * The signed-in user's real profile (GET /api/auth/me), as a session that still believes it holds
 * `level` on `resource`: what a console shows after an administrator took the permission away (the
 * session keeps the scopes it started with). The platform checks the user's current permissions, so a
 * write it offers is refused with a real 403.
 */
export async function staleSession(
  resource: PermissionResource,
  level: PermissionLevel,
): Promise<TSessionData> {
  const profile = await fetchProfile((input, init) => globalThis.fetch(input, init), PROFILE_PATH);
  if (!profile) throw new Error('Not signed in');
  const held = profile.scopes.some((s) => s.scope === resource);
  const scopes = held
    ? profile.scopes.map((s) => (s.scope === resource ? { ...s, ranges: [...s.ranges, level] } : s))
    : [...profile.scopes, { scope: resource, ranges: [level] }];
  return { ...profile, scopes } as TSessionData;
}
