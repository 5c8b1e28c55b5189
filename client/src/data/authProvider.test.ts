import { describe, expect, it } from 'vitest';
import { ADVISER_SCOPES } from '../../../contract/permissions';
import { DEMO, useRealKeel } from '../testing/realKeel';
import type { FetchLike } from './apiClient';
import { createAuthProvider } from './authProvider';
import { createSessionStore, type TSessionData } from './session';
import { rememberSignOut } from './signOutNote';
import { resourceDefs } from '../registry';

const keel = useRealKeel('adviser');

/** The demo adviser's browser, and a browser with no session, both talking to the real BFF. */
const signedIn: FetchLike = (input, init) => globalThis.fetch(input, init);
const signedOut: FetchLike = (input, init) => keel.signedOutFetch(input, init);
/** The session ends between two reads: the first is answered signed in, the rest signed out. */
const sessionEndsAfterOneRead = (): FetchLike => {
  let reads = 0;
  return (input, init) => (reads++ === 0 ? signedIn : signedOut)(input, init);
};
const profileReads = () => keel.sent.filter((r) => r.url === '/api/auth/me').length;

/** A session already in the store, for checks that read only the user's scopes. */
function signedInWith(scopes: TSessionData['scopes']) {
  const session = createSessionStore();
  session.set({
    userId: 'U1',
    firmId: DEMO.firmId,
    nodeId: '0',
    scopes,
    user: { id: 'U1', name: DEMO.adviser.name, email: DEMO.adviser.email, userType: 'User' },
  });
  return createAuthProvider({
    resources: resourceDefs,
    fetch: signedOut,
    session,
    navigate: () => undefined,
  });
}

function setup(fetch: FetchLike, at = '/clients/create?x=1', profilePath?: string) {
  const session = createSessionStore();
  const visits: string[] = [];
  const [pathname, search = ''] = at.split('?');
  const authProvider = createAuthProvider({
    resources: resourceDefs,
    fetch,
    session,
    profilePath,
    location: () => ({ origin: 'https://keel.test', pathname, search: search ? `?${search}` : '' }),
    navigate: (url) => visits.push(url),
  });
  return { authProvider, session, visits };
}

const settlesWithin = (promise: Promise<unknown>, ms = 50) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise((r) => setTimeout(() => r(false), ms)),
  ]);

describe('auth provider: checkAuth', () => {
  it('when /api/auth/me answers 200, then the session is kept and identity and scopes come from it', async () => {
    const { authProvider, session } = setup(signedIn);
    await authProvider.checkAuth();
    expect(keel.sent.map((r) => r.url)).toEqual(['/api/auth/me']);
    expect(session.firmId()).toBe(DEMO.firmId);
    expect(await authProvider.getIdentity()).toMatchObject({ fullName: DEMO.adviser.name, nodeId: '0' });
    expect(await authProvider.getPermissions()).toEqual(ADVISER_SCOPES);
    expect(await authProvider.canAccess({ resource: 'clients', action: 'create' })).toBe(true);
    expect(await authProvider.canAccess({ resource: 'clients', action: 'list' })).toBe(true);
  });

  it('when /api/auth/me answers 204, then it goes to the login address with the path and query', async () => {
    const { authProvider, session, visits } = setup(signedOut);
    const settled = await settlesWithin(authProvider.checkAuth());
    expect(settled).toBe(false); // the placeholder stays while the browser leaves
    expect(visits).toEqual(['/api/auth/login?returnTo=%2Fclients%2Fcreate%3Fx%3D1']);
    expect(session.get()).toBeUndefined();
    expect(await authProvider.logout()).toBe(
      'https://keel.test/api/auth/login?returnTo=%2Fclients%2Fcreate%3Fx%3D1',
    );
  });

  it('when a signed-in session is found gone, then it is the session-expired sign-in, not a silent login', async () => {
    const session = createSessionStore();
    const visits: string[] = [];
    const location = () => ({ origin: 'https://keel.test', pathname: '/clients', search: '' });
    const fetch = sessionEndsAfterOneRead();
    const authProvider = createAuthProvider({
      resources: resourceDefs,
      fetch,
      session,
      location,
      navigate: (url) => visits.push(url),
    });
    await authProvider.checkAuth();
    await expect(authProvider.checkAuth()).rejects.toEqual({
      message: false,
      redirectTo: '/auth/signin?returnUrl=%2Fclients&error=SessionExpired',
    });
    expect(visits).toEqual([]);
    expect(await authProvider.logout()).toBe('/auth/signin?returnUrl=%2Fclients&error=SessionExpired');
  });

  it('when signed out on the sign-in page, then the check fails quietly and stays', async () => {
    const { authProvider, visits } = setup(signedOut, '/auth/signin?returnUrl=%2F');
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false });
    expect(visits).toEqual([]);
  });

  it('when the profile read fails, then the status is kept as the session error and sign-in shows why', async () => {
    const { authProvider, session } = setup(signedIn, undefined, '/api/auth/no-such-profile');
    await expect(authProvider.checkAuth()).rejects.toEqual({
      message: false,
      redirectTo: '/auth/signin?returnUrl=%2Fclients%2Fcreate%3Fx%3D1&error=Unavailable',
    });
    expect((session.error() as { status: number }).status).toBe(404);
    expect(session.get()).toBeUndefined();
  });

  it('when the network fails on the profile read, then the session error has status 0', async () => {
    const { authProvider, session } = setup((url) => globalThis.fetch(`http://127.0.0.1:1${url}`));
    await expect(authProvider.checkAuth()).rejects.toHaveProperty('redirectTo');
    expect((session.error() as { status: number }).status).toBe(0);
  });

  it('when many checks ask at once, then the profile is read once', async () => {
    const { authProvider } = setup(signedIn);
    await Promise.all([authProvider.checkAuth(), authProvider.checkAuth(), authProvider.getPermissions()]);
    expect(profileReads()).toBe(1);
  });
});

describe('auth provider: errors, login, logout, access', () => {
  it('when a call answers 401 or 419, then it signs out to the sign-in page with the return path', async () => {
    for (const status of [401, 419]) {
      const { authProvider, session } = setup(signedIn, '/clients?page=2');
      await authProvider.checkAuth();
      await expect(authProvider.checkError({ status })).rejects.toEqual({
        message: false,
        redirectTo: '/auth/signin?returnUrl=%2Fclients%3Fpage%3D2&error=SessionExpired',
      });
      expect(session.get()).toBeUndefined();
    }
  });

  it('when a call answers 403, 404 or 500, then the user stays signed in', async () => {
    const { authProvider } = setup(signedIn);
    for (const status of [0, 400, 403, 404, 412, 500])
      await expect(authProvider.checkError({ status })).resolves.toBeUndefined();
  });

  it('when login is asked, then it navigates to the login address with a safe return path', async () => {
    const { authProvider, visits } = setup(signedIn);
    await authProvider.login({ returnTo: '/clients/C1/overview' });
    await authProvider.login({ returnTo: 'https://evil.example/' });
    expect(visits).toEqual([
      '/api/auth/login?returnTo=%2Fclients%2FC1%2Foverview',
      '/api/auth/login?returnTo=%2F',
    ]);
  });

  it('when scopes lack Client readWrite, then creating clients is refused but listing is allowed', async () => {
    const authProvider = signedInWith([{ scope: 'Client', ranges: ['read'] }]);
    expect(await authProvider.canAccess({ resource: 'clients', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess({ resource: 'clients', action: 'edit' })).toBe(false);
    expect(await authProvider.canAccess({ resource: 'dashboard', action: 'list' })).toBe(true);
  });
});

describe('auth provider: canAccess drives what the console offers', () => {
  const withScopes = async (scopes: TSessionData['scopes']) => signedInWith(scopes);

  it('when a read-only Client user asks about a client, then show is allowed and edit, create and status are not', async () => {
    const authProvider = await withScopes([{ scope: 'Client', ranges: ['read'] }]);
    expect(await authProvider.canAccess({ resource: 'clients', action: 'show' })).toBe(true);
    for (const action of ['edit', 'create', 'delete', 'updateStatus'])
      expect(await authProvider.canAccess({ resource: 'clients', action })).toBe(false);
  });

  it('when the action is a permission level, then that level is asked for, not readWrite', async () => {
    const authProvider = await withScopes([{ scope: 'User', ranges: ['read', 'action'] }]);
    expect(await authProvider.canAccess({ resource: 'users', action: 'action' })).toBe(true);
    expect(await authProvider.canAccess({ resource: 'users', action: 'edit' })).toBe(false);
    expect(await authProvider.canAccess({ resource: 'users', action: 'writeClient' })).toBe(false);
  });

  it('when the resource is a permission resource itself, then it is checked directly', async () => {
    const authProvider = await withScopes([{ scope: 'Firm Management', ranges: ['read'] }]);
    expect(await authProvider.canAccess({ resource: 'Firm Management', action: 'read' })).toBe(true);
    expect(await authProvider.canAccess({ resource: 'Firm Management', action: 'readWrite' })).toBe(false);
    expect(await authProvider.canAccess({ resource: 'User', action: 'read' })).toBe(false);
  });
});

describe('auth provider: back from a sign-out the console started', () => {
  it('when the inactivity timer left a note, then signed-out "/" goes to the sign-in page with the reason', async () => {
    const items = new Map<string, string>();
    const noteStorage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    rememberSignOut({ returnUrl: '/clients?page=2', error: 'NoActivityInWindow' }, noteStorage);
    const visits: string[] = [];
    const authProvider = createAuthProvider({
      resources: resourceDefs,
      fetch: signedOut,
      session: createSessionStore(),
      noteStorage,
      location: () => ({ origin: 'https://keel.test', pathname: '/', search: '' }),
      navigate: (url) => visits.push(url),
    });
    const expected = '/auth/signin?returnUrl=%2Fclients%3Fpage%3D2&error=NoActivityInWindow';
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false, redirectTo: expected });
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false, redirectTo: expected });
    expect(await authProvider.logout()).toBe(expected);
    expect(visits).toEqual([]);
  });

  it('when the profile is read by checks and by the user provider together, then /api/auth/me is asked once', async () => {
    const { authProvider } = setup(signedIn);
    const [profile] = await Promise.all([authProvider.loadProfile(), authProvider.checkAuth()]);
    expect(profile).toMatchObject({ firmId: DEMO.firmId, user: { email: DEMO.adviser.email } });
    expect(profileReads()).toBe(1);
  });
});

describe('auth provider: on the sign-in page', () => {
  it('when react-admin logs out again on the sign-in page, then it stays and the return path is kept', async () => {
    const fetch = sessionEndsAfterOneRead();
    let where = { pathname: '/clients', search: '?page=2' };
    const authProvider = createAuthProvider({
      resources: resourceDefs,
      fetch,
      session: createSessionStore(),
      location: () => ({ origin: 'https://keel.test', ...where }),
      navigate: () => undefined,
    });
    await authProvider.checkAuth();
    const expected = '/auth/signin?returnUrl=%2Fclients%3Fpage%3D2&error=SessionExpired';
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({
      message: false,
      redirectTo: expected,
    });
    where = { pathname: '/auth/signin', search: '?returnUrl=%2Fclients%3Fpage%3D2&error=SessionExpired' };
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false });
    expect(await authProvider.logout()).toBe(false);
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({
      message: false,
      redirectTo: expected,
    });
  });
});

// Last in the file: the final test ends the session every test above uses.
describe('auth provider: signing out (decision 0105)', () => {
  it('when the BFF refuses the sign-out (no XSRF token), then logout fails and the user stays signed in', async () => {
    const session = createSessionStore();
    const noXsrf: FetchLike = (input, init) =>
      globalThis.fetch(input, { ...init, headers: { ...(init?.headers as object), 'X-XSRF-TOKEN': '' } });
    const authProvider = createAuthProvider({
      resources: resourceDefs,
      fetch: noXsrf,
      session,
      navigate: () => undefined,
    });
    await authProvider.checkAuth();
    await expect(authProvider.logout()).rejects.toMatchObject({ status: 403 });
    expect(session.get()).toBeDefined();
    expect((await globalThis.fetch('/api/auth/me')).status).toBe(200);
  });

  it("when the user signs out, then the BFF ends the session by POST and react-admin goes on to the IdP's end-session page", async () => {
    const { authProvider, session } = setup(signedIn);
    await authProvider.checkAuth();
    const to = new URL((await authProvider.logout()) as string);
    const logout = keel.sent.find((r) => r.url === '/api/auth/logout')!;
    expect(logout.method).toBe('POST');
    expect(logout.headers.get('x-xsrf-token')).toBeTruthy();
    expect(`${to.origin}${to.pathname}`.startsWith(`${keel.origin}/oidc/`)).toBe(true);
    expect(to.searchParams.get('id_token_hint')).toBeTruthy();
    expect(session.get()).toBeUndefined();
    expect((await globalThis.fetch('/api/auth/me')).status).toBe(204);
  });
});
