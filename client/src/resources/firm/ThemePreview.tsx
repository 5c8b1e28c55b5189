import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { TTheme } from '../../../../contract/branding';
import { brandingOf } from '../../shell/branding/brandTheme';
import { failingContrast } from './contrast';

const HEX = /^#[0-9a-fA-F]{6}$/;
const COLOUR_FIELDS = [
  'backgroundColor',
  'backgroundColorContrast',
  'brandColor',
  'ctaColor',
  'ctaColorContrast',
] as const;

/** The form's values as a theme; a colour still being typed (not yet #rrggbb) shows the default meanwhile. */
export function previewTheme(values: Record<string, unknown>, logos: Pick<TTheme, 'headerLogo'>): TTheme {
  const theme: Record<string, unknown> = { ...logos };
  for (const field of COLOUR_FIELDS)
    if (typeof values[field] === 'string' && HEX.test(values[field] as string)) theme[field] = values[field];
  for (const field of ['windowTitle', 'footerCopyright'] as const)
    if (typeof values[field] === 'string' && values[field]) theme[field] = values[field];
  return theme as TTheme;
}

/**
 * Live preview of the header, buttons and footer in the colours being edited, with a warning for each
 * text/background pair below WCAG AA (4.5:1).
 */
export const ThemePreview = ({ logos }: { logos: Pick<TTheme, 'headerLogo'> }) => {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const branding = brandingOf(previewTheme(values, logos));
  const failing = failingContrast(branding);
  return (
    <Box aria-label={translate('resources.firm.theme.preview')} role="region">
      <Typography variant="subtitle2" gutterBottom>
        {translate('resources.firm.theme.preview')}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          data-testid="theme-preview-header"
          sx={{
            bgcolor: branding.background.main,
            color: branding.background.contrastText,
            px: 2,
            height: 48,
            display: 'flex',
            alignItems: 'center',
          }}
        >
          {branding.headerLogoUrl ? (
            <Box
              component="img"
              src={branding.headerLogoUrl}
              alt=""
              sx={{ height: 28, maxWidth: 160, objectFit: 'contain' }}
            />
          ) : (
            <Typography sx={{ fontWeight: 700 }}>{branding.windowTitle}</Typography>
          )}
        </Box>
        {/* Samples only: hidden from assistive technology, which would take them for real buttons. */}
        <Stack direction="row" spacing={1} aria-hidden sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="contained"
            tabIndex={-1}
            sx={{ bgcolor: branding.background.main, color: branding.background.contrastText }}
          >
            {translate('resources.firm.theme.samplePrimary')}
          </Button>
          <Button
            variant="contained"
            tabIndex={-1}
            data-testid="theme-preview-cta"
            sx={{ bgcolor: branding.cta.main, color: branding.cta.contrastText }}
          >
            {translate('resources.firm.theme.sampleCta')}
          </Button>
          <Chip
            label={translate('resources.firm.theme.sampleBrand')}
            sx={{ bgcolor: branding.brand.main, color: branding.brand.contrastText }}
          />
        </Stack>
        {branding.footerCopyright && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pb: 1 }}>
            {branding.footerCopyright}
          </Typography>
        )}
      </Paper>
      {failing.map(({ pair, ratio }) => (
        <Alert key={pair} severity="warning" sx={{ mt: 1 }}>
          {translate('resources.firm.theme.contrastWarning', {
            pair: translate(`resources.firm.theme.pairs.${pair}`),
            ratio: ratio.toFixed(1),
          })}
        </Alert>
      ))}
    </Box>
  );
};
