import type { TTheme } from '../../../../contract/branding';
import { renderableTheme } from './renderableTheme';

/**
 * The last theme this browser showed, so the sign-in page (which cannot call the platform) and the first
 * paint after a reload already wear the firm's colours and logos. Branding is not secret.
 */
const KEY = 'keel.branding';

type CacheStorage = Pick<Storage, 'getItem' | 'setItem'>;
const defaultStorage = (): CacheStorage | undefined => globalThis.localStorage;

export function readCachedTheme(storage = defaultStorage()): TTheme | undefined {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return undefined;
    return renderableTheme(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function cacheTheme(theme: TTheme, storage = defaultStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(theme));
  } catch {
    // Storage refused: the next visit simply starts from the product defaults.
  }
}
