import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_PALETTE } from '../../../contract';

/**
 * The product's default look (spec §9 palette, breakpoints, spacing, corners). The branding issue
 * derives a theme per firm and node from its TTheme; it replaces this constant with a function of it.
 */
export const keelTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: DEFAULT_PALETTE.brandPrimary },
    secondary: { main: DEFAULT_PALETTE.secondary },
    info: { main: DEFAULT_PALETTE.accent },
    success: { main: DEFAULT_PALETTE.positive },
    warning: { main: DEFAULT_PALETTE.warning },
    error: { main: DEFAULT_PALETTE.negative },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  spacing: 8,
  shape: { borderRadius: 4 },
};
