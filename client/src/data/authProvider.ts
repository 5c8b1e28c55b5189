import type { AuthProvider } from 'react-admin';
import {
  PERMISSION_LEVELS,
  PERMISSION_RESOURCES,
  type PermissionLevel,
  type PermissionResource,
} from '../../../contract/enums';
import { hasPermission } from '../../../contract/scopes';
import {
  LOGOUT_PATH,
  PROFILE_PATH,
  SIGN_IN_ERRORS,
  SIGN_IN_PAGE,
  currentPath,
  loginAddress,
  signInPage,
  type LocationLike,
} from './urls';
import { XSRF_COOKIE, XSRF_HEADER, readCookie, type FetchLike } from './apiClient';
import { isSessionGone, networkError, toHttpError } from './httpErrors';
import { fetchProfile } from './profile';
import type { ResourceDef } from './resourceDef';
import type { SessionStore, TSessionData } from './session';
import { takeSignOutNote } from './signOutNote';

export interface AuthProviderOptions {
  session: SessionStore;
  fetch?: FetchLike;
  /** Spec §7: the profile path is overridable by an environment setting. */
  profilePath?: string;
  location?: () => LocationLike;
  /** A full-page navigation (the IdP login is not part of the single-page app). */
  navigate?: (url: string) => void;
  /** The data definition of every resource, by react-admin name (the registry's `resourceDefs`). */
  resources: Readonly<Record<string, ResourceDef>>;
  /** Where the inactivity timer left its sign-out note (see signOutNote.ts); sessionStorage by default. */
  noteStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** Why the last check failed; it decides where logging out goes. */
type Failure = 'signedOut' | 'unavailable' | 'expired' | 'endedByConsole' | undefined;

const READ_ACTIONS = ['list', 'show', 'export', 'read'];
const isLevel = (action: string): action is PermissionLevel =>
  (PERMISSION_LEVELS as readonly string[]).includes(action);
/** react-admin's actions read or write; a permission level (`action`, `writeClient`) asks for itself. */
const levelFor = (action: string): PermissionLevel =>
  isLevel(action) ? action : READ_ACTIONS.includes(action) ? 'read' : 'readWrite';
const isPermissionResource = (name: string): name is PermissionResource =>
  (PERMISSION_RESOURCES as readonly string[]).includes(name);

/**
 * Signs out at the BFF (decision 0105): POST /api/auth/logout with the XSRF header, which ends the session
 * there and answers where the browser goes next (the IdP's end-session page, which ends the IdP session;
 * or home when there was no session). Returns that address, absolute; rejects with an HttpError when the
 * BFF refused or could not be reached, and then nothing has ended.
 */
export async function signOutAtBff(fetchFn: FetchLike, origin: string): Promise<string> {
  const xsrf = readCookie(XSRF_COOKIE);
  let response: Response;
  try {
    response = await fetchFn(LOGOUT_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}) },
    });
  } catch {
    throw networkError();
  }
  const json = (await response.json().catch(() => undefined)) as { redirectTo?: unknown } | undefined;
  if (!response.ok || typeof json?.redirectTo !== 'string') throw toHttpError(response.status, json);
  return new URL(json.redirectTo, origin).toString();
}

const isPublic = (pathname: string) => pathname === SIGN_IN_PAGE || pathname.startsWith(`${SIGN_IN_PAGE}/`);
const never = () => new Promise<never>(() => undefined);

export function createAuthProvider(options: AuthProviderOptions) {
  const { session, profilePath = PROFILE_PATH, resources } = options;
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const location = options.location ?? (() => window.location);
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  let failure: Failure;
  let endedAt: string | undefined;
  let hadSession = false;
  let inFlight: Promise<TSessionData | null> | undefined;

  let lastProtectedPath = '/';
  /** The page to come back to: the current one, or the last protected one while on the sign-in page. */
  const here = () => {
    const current = location();
    if (!isPublic(current.pathname)) lastProtectedPath = currentPath(current);
    return lastProtectedPath;
  };
  const absolute = (path: string) => `${location().origin}${path}`;

  /** Reads the profile once however many checks ask at the same moment. */
  function loadProfile(): Promise<TSessionData | null> {
    inFlight ??= fetchProfile(fetchFn, profilePath).finally(() => (inFlight = undefined));
    return inFlight;
  }

  async function currentSession(): Promise<TSessionData | undefined> {
    return session.get() ?? (await loadProfile().catch(() => null)) ?? undefined;
  }

  /** Where react-admin goes after a failed check; undefined when nothing failed (the user signs out). */
  function destination(): string | undefined {
    if (failure === 'endedByConsole' && endedAt) return endedAt;
    if (failure === 'signedOut') return absolute(loginAddress(here()));
    if (failure === 'unavailable') return signInPage(here(), SIGN_IN_ERRORS.unavailable);
    if (failure === 'expired') return signInPage(here(), SIGN_IN_ERRORS.sessionExpired);
    return undefined;
  }

  const authProvider = {
    /** The shared profile read: <UserProvider> uses it too, so a page load asks /api/auth/me once. */
    loadProfile,
    async checkAuth() {
      let profile: TSessionData | null;
      try {
        profile = await loadProfile();
      } catch (error) {
        session.setError(error);
        failure = 'unavailable';
        throw { message: false, redirectTo: destination() };
      }
      if (profile) {
        session.set(profile);
        hadSession = true;
        failure = undefined;
        return;
      }
      session.set(undefined);
      // The sign-in page itself is public: a check there must not leave it, nor change where to go.
      if (isPublic(location().pathname)) throw { message: false };
      // Signed in earlier in this page's life: the session ran out, which the sign-in page says.
      failure = hadSession ? 'expired' : 'signedOut';
      if (hadSession) throw { message: false, redirectTo: destination() };
      // Back from a sign-out the console started (inactivity): the sign-in page says why.
      const note = takeSignOutNote(options.noteStorage);
      if (note) endedAt = signInPage(note.returnUrl, note.error);
      if (endedAt) {
        failure = 'endedByConsole';
        throw { message: false, redirectTo: destination() };
      }
      // Signed out: straight to the IdP login; the loading placeholder stays until the page unloads.
      navigate(loginAddress(here()));
      return never();
    },
    async checkError(error: unknown) {
      if (!isSessionGone(error)) return;
      session.set(undefined);
      failure = 'expired';
      throw { message: false, redirectTo: destination() };
    },
    async login(params?: { returnTo?: string }) {
      navigate(loginAddress(params?.returnTo ?? here()));
      return { redirectTo: false };
    },
    async logout() {
      // react-admin may log out again once the sign-in page shows (its LogoutOnMount re-runs when the
      // location changes); there is nothing to leave for, so stay.
      if (isPublic(location().pathname)) {
        session.set(undefined);
        return false;
      }
      // The user signs out: only once the BFF has ended the session is it cleared here; the browser then
      // goes on to the IdP's end-session page. A refused sign-out rejects and the user stays signed in.
      const to = destination() ?? (await signOutAtBff(fetchFn, location().origin));
      session.set(undefined);
      return to;
    },
    async getIdentity() {
      const current = await currentSession();
      if (!current) throw new Error('Not signed in');
      const { userId, firmId, nodeId, user } = current;
      return { id: userId, fullName: user.name, email: user.email, userType: user.userType, firmId, nodeId };
    },
    async getPermissions() {
      return (await currentSession())?.scopes ?? [];
    },
    /**
     * `resource` is a react-admin resource (guarded by its permission resource) or a permission resource
     * itself ("Firm Management"); `action` is react-admin's (list, show, edit, create, …) or a level.
     */
    async canAccess({ resource, action }: { resource: string; action: string }) {
      const permission =
        resources[resource]?.permission ?? (isPermissionResource(resource) ? resource : undefined);
      if (!permission) return true;
      return hasPermission((await currentSession())?.scopes ?? [], permission, levelFor(action));
    },
  } satisfies AuthProvider;
  return authProvider;
}
