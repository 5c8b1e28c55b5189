import {
  COLOUR_PATTERN,
  THEME_COLOURS,
  THEME_LOGOS,
  THEME_TEXTS,
  type TTheme,
} from '../../../../contract/branding';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A theme the console can draw with, from the BFF's answer or this browser's cache, or undefined. The BFF
 * checks the host's theme against the contract's schema before it answers (server/bff/branding.ts) and the
 * cache keeps only what the console showed; this check runs at start without zod, which the first load does
 * not carry (decision 0215): it keeps the theme's own fields only and refuses anything MUI could not build a
 * palette from (a colour that is not #rrggbb, a text or logo of the wrong kind).
 */
export function renderableTheme(value: unknown): TTheme | undefined {
  if (!isRecord(value)) return undefined;
  const theme: TTheme = {};
  for (const key of THEME_COLOURS) {
    const colour = value[key];
    if (colour === undefined) continue;
    if (typeof colour !== 'string' || !COLOUR_PATTERN.test(colour)) return undefined;
    theme[key] = colour;
  }
  for (const key of THEME_TEXTS) {
    const text = value[key];
    if (text === undefined) continue;
    if (typeof text !== 'string') return undefined;
    theme[key] = text;
  }
  for (const key of THEME_LOGOS) {
    const logo = value[key];
    if (logo === undefined) continue;
    if (!isRecord(logo) || typeof logo.url !== 'string') return undefined;
    if (logo.lastModified !== undefined && typeof logo.lastModified !== 'string') return undefined;
    theme[key] = {
      url: logo.url,
      ...(logo.lastModified === undefined ? {} : { lastModified: logo.lastModified }),
    };
  }
  return theme;
}
