import { z } from 'zod';
import { HOSTNAME_TYPES } from './enums';
// Plain-English messages wherever a schema is used (the console's first load reaches the contract here).
import './messages';

/** Spec §3 Branding: one theme per firm and node; unset fields inherit from the parent node. */
export const ZLogo = z.object({ url: z.string().max(2048), lastModified: z.string().optional() });
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour like #1d1739');
export const ZTheme = z.object({
  backgroundColor: colour.optional(),
  backgroundColorContrast: colour.optional(),
  brandColor: colour.optional(),
  ctaColor: colour.optional(),
  ctaColorContrast: colour.optional(),
  footerCopyright: z.string().max(300).optional(),
  orderExecutionPolicyUrl: z.url().optional(),
  windowTitle: z.string().max(100).optional(),
  headerLogo: ZLogo.optional(),
  logo: ZLogo.optional(),
  favicon: ZLogo.optional(),
});
export type TTheme = z.infer<typeof ZTheme>;
export const THEME_LOGOS = ['headerLogo', 'logo', 'favicon'] as const;

/**
 * Spec §1: two host types, and so two spaces a firm brands and writes content for: the console of its
 * professionals and the site of its investors. A call that names no space means Professional.
 */
export const SPACES = HOSTNAME_TYPES;
export type Space = (typeof SPACES)[number];
export const ZSpace = z.enum(SPACES);
export const DEFAULT_SPACE: Space = 'Professional';

export const ZHostname = z.object({
  id: z.string(),
  host: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  type: ZSpace,
});
/** The lookup answers each host with the effective theme of its node for its space: branding is public. */
export const ZHostnameWithTheme = ZHostname.extend({ theme: ZTheme });
export type THostnameWithTheme = z.infer<typeof ZHostnameWithTheme>;

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
