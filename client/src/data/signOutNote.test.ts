import { describe, expect, it } from 'vitest';
import { SIGN_OUT_NOTE_TTL_MS, rememberSignOut, takeSignOutNote } from './signOutNote';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

describe('sign-out note', () => {
  it('when the console signs the user out, then the next page reads the reason and return path once', () => {
    const storage = memoryStorage();
    rememberSignOut({ returnUrl: '/clients?page=2', error: 'NoActivityInWindow' }, storage, 1000);
    expect(takeSignOutNote(storage, 2000)).toEqual({
      returnUrl: '/clients?page=2',
      error: 'NoActivityInWindow',
    });
    expect(takeSignOutNote(storage, 2000)).toBeUndefined();
  });

  it('when the note is stale, forged or unreadable, then it is ignored', () => {
    const storage = memoryStorage();
    rememberSignOut({ returnUrl: '/clients', error: 'RefreshNotOk' }, storage, 0);
    expect(takeSignOutNote(storage, SIGN_OUT_NOTE_TTL_MS + 1)).toBeUndefined();
    rememberSignOut({ returnUrl: 'https://evil.example/', error: 'RefreshNotOk' }, storage, 0);
    expect(takeSignOutNote(storage, 1)).toEqual({ returnUrl: '/', error: 'RefreshNotOk' });
    rememberSignOut({ returnUrl: '/', error: '<script>' }, storage, 0);
    expect(takeSignOutNote(storage, 1)).toBeUndefined();
    storage.items.set('keel.signOutNote', '{not json');
    expect(takeSignOutNote(storage, 1)).toBeUndefined();
    const refusing = {
      ...storage,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => rememberSignOut({ returnUrl: '/', error: 'X' }, refusing)).not.toThrow();
  });
});
