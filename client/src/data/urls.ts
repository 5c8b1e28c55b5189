import { safeReturnPath } from '../../../contract/returnPath';

/** The shell's helper addresses (spec §2 and §7), and the return paths carried through sign-in. */
export const PROFILE_PATH = '/api/auth/me';
export const LOGIN_PATH = '/api/auth/login';
export const LOGOUT_PATH = '/api/auth/logout';
export const SIGN_IN_PAGE = '/auth/signin';

/** Values of the sign-in page's `error` query. */
export const SIGN_IN_ERRORS = {
  sessionExpired: 'SessionExpired',
  unavailable: 'Unavailable',
  /** The person changed their password: every sign-in of theirs ended, this one included (decision 0510). */
  passwordChanged: 'PasswordChanged',
} as const;

export interface LocationLike {
  origin: string;
  pathname: string;
  search: string;
}

/** The current path and query without origin, or / if empty (spec §2). */
export function currentPath(location: Pick<LocationLike, 'pathname' | 'search'>): string {
  const path = `${location.pathname ?? ''}${location.search ?? ''}`;
  return path || '/';
}

/**
 * Only a console page on this origin may be a return path: never another site, never the sign-in page
 * or a BFF address. The one rule the BFF applies too (contract/returnPath.ts, decision 0105).
 */
export { safeReturnPath };

export function loginAddress(returnTo: string): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(safeReturnPath(returnTo))}`;
}

export function signInPage(returnUrl: string, error?: string): string {
  const query = new URLSearchParams({ returnUrl: safeReturnPath(returnUrl) });
  if (error) query.set('error', error);
  return `${SIGN_IN_PAGE}?${query.toString()}`;
}
