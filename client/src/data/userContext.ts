import { createContext, useContext } from 'react';
import { MESSAGES } from '../../../contract/errorBody';
import type { TSessionData } from './session';

/** Spec §3 "Session user state" plus the check-session operation of §4. */
export interface UserState {
  user?: TSessionData;
  /** The last profile read's error: an HttpError with its status, 0 when the network failed (spec §8). */
  error?: unknown;
  isLoading: boolean;
  /** Reads the profile again (GET /api/auth/me) and stores the user or the error. */
  checkSession: () => Promise<void>;
}

/** Filled by the shell's <UserProvider>; read by the data hooks that call in the user's firm. */
export const UserContext = createContext<UserState | undefined>(undefined);

/** The session user state; throws the spec's message when used outside <UserProvider>. */
export function useUser(): UserState {
  const state = useContext(UserContext);
  if (!state) throw new Error(MESSAGES.forgotUserProvider);
  return state;
}
