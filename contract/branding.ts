import { HOSTNAME_TYPES } from './enums';

/**
 * Spec §3 Branding: one theme per firm and node; unset fields inherit from the parent node. Its schema is
 * theme.ts; this is the plain TypeScript the console's first load reads (no zod), and the rules both use.
 */
// Types, not interfaces: a theme is stored as a JSON record (Record<string, unknown>).
export type TLogo = {
  url: string;
  lastModified?: string;
};
export type TTheme = {
  backgroundColor?: string;
  backgroundColorContrast?: string;
  brandColor?: string;
  ctaColor?: string;
  ctaColorContrast?: string;
  footerCopyright?: string;
  orderExecutionPolicyUrl?: string;
  windowTitle?: string;
  headerLogo?: TLogo;
  logo?: TLogo;
  favicon?: TLogo;
};
/** A colour as the theme writes it: #1d1739. */
export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const LOGO_URL_MAX = 2048;
export const THEME_COLOURS = [
  'backgroundColor',
  'backgroundColorContrast',
  'brandColor',
  'ctaColor',
  'ctaColorContrast',
] as const satisfies readonly (keyof TTheme)[];
export const THEME_TEXTS = [
  'footerCopyright',
  'orderExecutionPolicyUrl',
  'windowTitle',
] as const satisfies readonly (keyof TTheme)[];

export const THEME_LOGOS = ['headerLogo', 'logo', 'favicon'] as const satisfies readonly (keyof TTheme)[];

/**
 * Spec §1: two host types, and so two spaces a firm brands and writes content for: the console of its
 * professionals and the site of its investors. A call that names no space means Professional.
 */
export const SPACES = HOSTNAME_TYPES;
export type Space = (typeof SPACES)[number];
export const DEFAULT_SPACE: Space = 'Professional';

/** Spec §3 and §9: product defaults for branding, used when neither the node nor its ancestors set one. */
export const DEFAULT_PALETTE = {
  brandPrimary: '#1d1739',
  secondary: '#f85c88',
  accent: '#0573a9',
  positive: '#219653',
  warning: '#ff8446',
  negative: '#da2f29',
} as const;

export const DEFAULT_THEME = {
  backgroundColor: DEFAULT_PALETTE.brandPrimary,
  brandColor: DEFAULT_PALETTE.secondary,
  ctaColor: DEFAULT_PALETTE.accent,
  windowTitle: 'Keel',
} as const;

/** Spec §9: session and toast constants. */
export const SESSION_DURATION_SECONDS_DEFAULT = 590;
export const SESSION_CHECK_INTERVAL_MS = 1000;
