import { safeReturnPath } from './urls';

/**
 * When the console itself ends a session (the inactivity timer), the browser goes through the BFF and
 * IdP sign-out and comes back to `/`. This note, kept in the tab's sessionStorage, lets the console
 * then show the sign-in page with the reason and the page the user was on, instead of a fresh login.
 */
export interface SignOutNote {
  returnUrl: string;
  error: string;
}

type NoteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = 'keel.signOutNote';
/** A note older than this belongs to another visit: ignore it. */
export const SIGN_OUT_NOTE_TTL_MS = 5 * 60_000;

const defaultStorage = (): NoteStorage | undefined => globalThis.sessionStorage;

export function rememberSignOut(note: SignOutNote, storage = defaultStorage(), now = Date.now()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ ...note, at: now }));
  } catch {
    // Storage refused (private mode, quota): the user still signs out, just without the reason.
  }
}

/** Reads and removes the note; only a fresh, well-formed one counts. */
export function takeSignOutNote(storage = defaultStorage(), now = Date.now()): SignOutNote | undefined {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return undefined;
    storage?.removeItem(KEY);
    const note = JSON.parse(raw) as Partial<SignOutNote> & { at?: number };
    if (typeof note.at !== 'number' || now - note.at > SIGN_OUT_NOTE_TTL_MS || note.at > now)
      return undefined;
    if (typeof note.error !== 'string' || !/^\w{1,40}$/.test(note.error)) return undefined;
    return { returnUrl: safeReturnPath(note.returnUrl), error: note.error };
  } catch {
    return undefined;
  }
}
