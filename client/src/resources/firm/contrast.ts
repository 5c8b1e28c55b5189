import type { Branding } from '../../shell/branding/brandTheme';
import { contrastRatio } from '../../shell/branding/colour';

/** WCAG 2.x level AA for normal-size text. */
export const WCAG_AA_TEXT = 4.5;

export interface ContrastCheck {
  /** Message key of the pair ("header text on the header background"). */
  pair: 'header' | 'cta' | 'brand';
  ratio: number;
}

/**
 * The colour pairs a firm's theme puts text on, each with its WCAG contrast ratio: the header's text on
 * its background, a call-to-action button's text on its colour, and text on the brand colour.
 */
export function contrastChecks(branding: Branding): ContrastCheck[] {
  const pairs: [ContrastCheck['pair'], { main: string; contrastText: string }][] = [
    ['header', branding.background],
    ['cta', branding.cta],
    ['brand', branding.brand],
  ];
  return pairs.map(([pair, shades]) => ({ pair, ratio: contrastRatio(shades.main, shades.contrastText) }));
}

/** The pairs that fail AA, for the editor's warnings. */
export const failingContrast = (branding: Branding) =>
  contrastChecks(branding).filter((check) => check.ratio < WCAG_AA_TEXT);
