import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { PROFILE_PATH } from '../data/urls';
import { fetchProfile } from '../data/profile';
import { createSessionStore, type SessionStore, type TSessionData } from '../data/session';
import { UserContext } from '../data/userContext';

/** The user state lives in the data layer (its hooks read the firm from it); the shell provides it. */
export { useUser, type UserState } from '../data/userContext';

export interface UserProviderProps {
  children: ReactNode;
  /** A user already known: nothing is loaded and isLoading starts false. */
  user?: TSessionData;
  /** The console's session store; the auth provider fills the same one, so both always agree. */
  session?: SessionStore;
  /** The profile read; the auth provider's shared one in the console, so a page load asks once. */
  loadProfile?: () => Promise<TSessionData | null>;
}

const readProfile = () => fetchProfile((input, init) => globalThis.fetch(input, init), PROFILE_PATH);

/**
 * Makes the signed-in user available to the console. When no user is supplied it loads the profile
 * once (204 = signed out: no user, no error), then isLoading becomes false.
 */
export const UserProvider = ({
  children,
  user: supplied,
  session: given,
  loadProfile = readProfile,
}: UserProviderProps) => {
  const [session] = useState(() => {
    const store = given ?? createSessionStore();
    if (supplied) store.set(supplied);
    return store;
  });
  const [isLoading, setLoading] = useState(!supplied);
  const user = useSyncExternalStore(session.subscribe, session.get);
  const error = useSyncExternalStore(session.subscribe, session.error);
  const started = useRef(false);

  const checkSession = useCallback(async () => {
    try {
      session.set((await loadProfile()) ?? undefined);
    } catch (failure) {
      session.setError(failure);
    }
  }, [session, loadProfile]);

  useEffect(() => {
    if (supplied || started.current) return;
    started.current = true;
    void checkSession().finally(() => setLoading(false));
  }, [supplied, checkSession]);

  const value = useMemo(
    () => ({ user, error, isLoading, checkSession }),
    [user, error, isLoading, checkSession],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
};
