import type { TScope } from '../../../contract/scopes';
import type { UserType } from '../../../contract/enums';

/** What GET /api/auth/me answers for a signed-in user (spec §3 "Session data"). */
export interface TSessionData {
  userId: string;
  firmId: string;
  nodeId: string;
  scopes: TScope[];
  user: { id: string; name: string; email: string; userType: UserType };
}

/**
 * The signed-in session as the console last read it. The auth provider fills it; the data provider reads
 * the firm from it; <UserProvider> shows it to React and re-renders when it changes.
 */
export interface SessionStore {
  get(): TSessionData | undefined;
  set(session: TSessionData | undefined): void;
  /** The error of the last failed profile read (status 0 on network failure), kept as spec §8 says. */
  error(): unknown;
  setError(error: unknown): void;
  firmId(): string | undefined;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(): SessionStore {
  let current: TSessionData | undefined;
  let lastError: unknown;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => current,
    set(session) {
      // Every auth check reads the profile again; an unchanged one must not re-render the whole console.
      if (JSON.stringify(session) === JSON.stringify(current)) return;
      current = session;
      if (session) lastError = undefined;
      notify();
    },
    error: () => lastError,
    setError(error) {
      lastError = error;
      current = undefined;
      notify();
    },
    firmId: () => current?.firmId,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
