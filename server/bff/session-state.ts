import type { Request } from 'express';

/*
 * What a session cookie holds and how long it may live, read off a request. Both the session middleware
 * (session.ts) and the record of ended sessions (ended-sessions.ts) need it, so it sits below both.
 */

/** Twelve hours after sign-in the session ends however active the user is. */
export const ABSOLUTE_SESSION_SECONDS = 12 * 60 * 60;

/** What the encrypted session cookie holds: the token set, plus the session's id and when the user signed in. */
export interface KeelSession {
  id_token?: string;
  access_token?: string;
  refresh_token?: string;
  token_type?: string;
  expires_at?: number;
  /** Random, given at sign-in: what a sign-out records so that every replica refuses this cookie. */
  sessionId?: string;
  signedInAt?: number;
}

export function sessionOf(req: Request): KeelSession | undefined {
  const session = (req as unknown as { appSession?: KeelSession }).appSession;
  return session && session.id_token ? session : undefined;
}

/** Drops the session from this request: the cookie is cleared when the response is written. */
export function clearSession(req: Request): void {
  (req as unknown as { appSession?: KeelSession }).appSession = undefined;
}

/** The latest moment the session's cookie can be accepted, however active the user is. */
export function sessionEndsBy(session: KeelSession): Date {
  const signedInAt = session.signedInAt ?? Math.floor(Date.now() / 1000);
  return new Date((signedInAt + ABSOLUTE_SESSION_SECONDS) * 1000);
}
