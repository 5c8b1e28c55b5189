import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../contract';
import { PROFILE_PATH } from '../data/addresses';
import { fetchProfile } from '../data/profile';
import { createSessionStore, type SessionStore, type TSessionData } from '../data/session';

/** Spec §3 "Session user state" plus the check-session operation of §4. */
export interface UserState {
  user?: TSessionData;
  /** The last profile read's error: an HttpError with its status, 0 when the network failed (spec §8). */
  error?: unknown;
  isLoading: boolean;
  /** Reads the profile again (GET /api/auth/me) and stores the user or the error. */
  checkSession: () => Promise<void>;
}

const UserContext = createContext<UserState | undefined>(undefined);

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

/** The session user state; throws the spec's message when used outside <UserProvider>. */
export function useUser(): UserState {
  const state = useContext(UserContext);
  if (!state) throw new Error(MESSAGES.forgotUserProvider);
  return state;
}
