import type { Components, Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_PALETTE, DEFAULT_THEME, type TTheme } from '../../../../contract/branding';
import { shadesOf, type Shades } from './colour';

declare module '@mui/material/styles' {
  // Spec §9 derives two more shades than MUI's light/dark; pages may use them (e.g. table stripes).
  interface PaletteColor {
    lighter?: string;
    darker?: string;
  }
  interface SimplePaletteColorOptions {
    lighter?: string;
    darker?: string;
  }
}

/** The product's favicon (client/public), used when the firm sets none. */
export const PRODUCT_FAVICON = '/favicon.svg';

/** Spec §9 layout constants. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const SPACING_PX = 8;
export const CORNER_RADIUS_PX = 4;

/** Everything the shell shows of a firm's (or node's) branding, with product defaults filled in. */
export interface Branding {
  windowTitle: string;
  footerCopyright?: string;
  orderExecutionPolicyUrl?: string;
  /** Logo addresses, each with `?lastModified=` when the logo carries one (absent: show the wordmark). */
  headerLogoUrl?: string;
  loginLogoUrl?: string;
  faviconUrl: string;
  /** The header and sign-in background (brand primary), the brand accent, and the call-to-action colour. */
  background: Shades;
  brand: Shades;
  cta: Shades;
}

type Logo = { url: string; lastModified?: string };

/** A logo's address with its last-modified time appended, so a changed logo is fetched again. */
export function logoUrl(logo: Logo | undefined): string | undefined {
  if (!logo?.url) return undefined;
  if (!logo.lastModified) return logo.url;
  const [address, fragment] = logo.url.split('#', 2);
  const joiner = address.includes('?') ? '&' : '?';
  const withTime = `${address}${joiner}lastModified=${encodeURIComponent(logo.lastModified)}`;
  return fragment === undefined ? withTime : `${withTime}#${fragment}`;
}

/** The effective theme (node over ancestors, merged by the platform) with product defaults for unset fields. */
export function brandingOf(theme: TTheme = {}): Branding {
  return {
    windowTitle: theme.windowTitle?.trim() || DEFAULT_THEME.windowTitle,
    footerCopyright: theme.footerCopyright || undefined,
    orderExecutionPolicyUrl: theme.orderExecutionPolicyUrl || undefined,
    headerLogoUrl: logoUrl(theme.headerLogo),
    loginLogoUrl: logoUrl(theme.logo),
    faviconUrl: logoUrl(theme.favicon) ?? PRODUCT_FAVICON,
    background: shadesOf(
      theme.backgroundColor ?? DEFAULT_THEME.backgroundColor,
      theme.backgroundColorContrast,
    ),
    brand: shadesOf(theme.brandColor ?? DEFAULT_THEME.brandColor),
    cta: shadesOf(theme.ctaColor ?? DEFAULT_THEME.ctaColor, theme.ctaColorContrast),
  };
}

const statusColours = {
  success: shadesOf(DEFAULT_PALETTE.positive),
  warning: shadesOf(DEFAULT_PALETTE.warning),
  error: shadesOf(DEFAULT_PALETTE.negative),
};

const layout = {
  breakpoints: { values: { ...BREAKPOINTS } },
  spacing: SPACING_PX,
  shape: { borderRadius: CORNER_RADIUS_PX },
};

/** What the console changes in MUI's components for accessibility, in both modes. */
const accessibleComponents: Components<Theme> = {
  // MUI greys a disabled field's helper text to `text.disabled` (2.7:1 on white). The text is not part of
  // the inactive control: it says why the field cannot change (the client's status on its edit page), so
  // it keeps the ordinary helper colour and the 4.5:1 contrast of WCAG 1.4.3.
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
    },
  },
  // A progress indicator is a progressbar, which must have a name (WCAG 4.1.2; axe aria-progressbar-name):
  // react-admin's loading indicator in the header and a list's loading bar have none of their own. One
  // that says what it measures (a job's progress) passes its own aria-label, which wins over this default.
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
  // A person who asked their system for less motion (vestibular disorders, WCAG 2.3.3) gets none: no
  // sliding drawers, ripples or endless loading animations. Transitions still end, at once, so whatever
  // waits for one still goes on. (The end-to-end browser asks for it too: a page that is still loading
  // animated in every frame, about a fifth of the suite's CPU on two cores.)
  MuiCssBaseline: {
    styleOverrides: {
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
};

/**
 * react-admin's light and dark themes in the firm's colours. Primary is the brand primary (the
 * background colour), secondary the brand colour, info the call-to-action colour. In dark mode a dark
 * brand primary would vanish against the page, so primary becomes its light shade there; the header
 * keeps the firm's own colour in both modes (see Header).
 */
export function muiThemes(branding: Branding): { light: RaThemeOptions; dark: RaThemeOptions } {
  const shared = { secondary: branding.brand, info: branding.cta, ...statusColours };
  const darkPrimary = shadesOf(branding.background.light);
  return {
    light: {
      ...defaultLightTheme,
      ...layout,
      components: { ...defaultLightTheme.components, ...accessibleComponents },
      palette: { ...defaultLightTheme.palette, mode: 'light', primary: branding.background, ...shared },
    },
    dark: {
      ...defaultDarkTheme,
      ...layout,
      components: { ...defaultDarkTheme.components, ...accessibleComponents },
      palette: { ...defaultDarkTheme.palette, mode: 'dark', primary: darkPrimary, ...shared },
    },
  };
}
