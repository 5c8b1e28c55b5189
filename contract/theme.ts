import { z } from 'zod';
// Plain-English messages wherever a schema is used, server and console alike.
import './messages';
import { COLOUR_PATTERN, LOGO_URL_MAX, SPACES, type TLogo, type TTheme } from './branding';

export {
  DEFAULT_PALETTE,
  DEFAULT_SPACE,
  DEFAULT_THEME,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_DURATION_SECONDS_DEFAULT,
  SPACES,
  THEME_LOGOS,
  type Space,
  type TLogo,
  type TTheme,
} from './branding';

/** Spec §3 Branding (branding.ts): the theme's schema. */
export const ZLogo = z.object({
  url: z.string().max(LOGO_URL_MAX),
  lastModified: z.string().optional(),
}) satisfies z.ZodType<TLogo>;
const colour = z.string().regex(COLOUR_PATTERN, 'Must be a colour like #1d1739');
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
}) satisfies z.ZodType<TTheme>;

export const ZSpace = z.enum(SPACES);

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
