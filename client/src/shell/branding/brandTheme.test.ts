import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { brandingOf, logoUrl, muiThemes } from './brandTheme';

describe('branding', () => {
  it('when the firm sets nothing, then the product defaults apply: Keel, navy, pink, blue, the product favicon', () => {
    const branding = brandingOf({});
    expect(branding.windowTitle).toBe('Keel');
    expect([branding.background.main, branding.brand.main, branding.cta.main]).toEqual([
      '#1d1739',
      '#f85c88',
      '#0573a9',
    ]);
    expect(branding.faviconUrl).toBe('/favicon.svg');
    expect([branding.headerLogoUrl, branding.loginLogoUrl, branding.footerCopyright]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("when the node's effective theme sets fields, then they win and unset ones keep the defaults", () => {
    const branding = brandingOf({
      windowTitle: 'Harbour Financial Planning',
      brandColor: '#2a9d8f',
      backgroundColor: '#f0f0f0',
      ctaColorContrast: '#000000',
      footerCopyright: '© 2026 Harbour',
      headerLogo: { url: '/media/harbour.png', lastModified: '2026-01-02T03:04:05.000Z' },
    });
    expect(branding.windowTitle).toBe('Harbour Financial Planning');
    expect(branding.brand.main).toBe('#2a9d8f');
    expect(branding.background.contrastText).toBe('#272433');
    expect(branding.cta).toMatchObject({ main: '#0573a9', contrastText: '#000000' });
    expect(branding.headerLogoUrl).toBe('/media/harbour.png?lastModified=2026-01-02T03%3A04%3A05.000Z');
    expect(branding.footerCopyright).toBe('© 2026 Harbour');
  });

  it('when a logo has a last-modified time, then every address carries it, whatever the address already has', () => {
    expect(logoUrl({ url: 'https://cdn.example/logo.svg' })).toBe('https://cdn.example/logo.svg');
    expect(logoUrl({ url: 'https://cdn.example/logo.svg?w=200', lastModified: '1' })).toBe(
      'https://cdn.example/logo.svg?w=200&lastModified=1',
    );
    expect(logoUrl({ url: '/logo.svg#mark', lastModified: '2' })).toBe('/logo.svg?lastModified=2#mark');
    expect(logoUrl(undefined)).toBeUndefined();
    expect(brandingOf({ favicon: { url: '/f.ico', lastModified: '3' } }).faviconUrl).toBe(
      '/f.ico?lastModified=3',
    );
    expect(brandingOf({ logo: { url: '/l.png', lastModified: '4' } }).loginLogoUrl).toBe(
      '/l.png?lastModified=4',
    );
  });

  it('when the MUI themes are built, then they carry the spec breakpoints, spacing, radius and derived shades', () => {
    const { light, dark } = muiThemes(brandingOf({}));
    const theme = createTheme(light);
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.spacing(1)).toBe('8px');
    expect(theme.shape.borderRadius).toBe(4);
    expect(theme.palette.primary).toMatchObject({
      main: '#1d1739',
      light: '#d2d1d7',
      lighter: '#edecef',
      dark: '#17122e',
      darker: '#0c0917',
    });
    expect(theme.palette.secondary.contrastText).toBe('#272433');
    expect(theme.palette.success.main).toBe('#219653');
    expect(theme.palette.warning.main).toBe('#ff8446');
    expect(theme.palette.error.main).toBe('#da2f29');
    const night = createTheme(dark);
    expect(night.palette.mode).toBe('dark');
    expect(night.palette.primary.main).toBe('#d2d1d7');
    expect(night.palette.primary.contrastText).toBe('#272433');
  });
});
