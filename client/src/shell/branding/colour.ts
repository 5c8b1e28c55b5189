/**
 * Colour maths for the firm's branding (spec §9): derived shades and the text colour that reads on a
 * colour. Pure functions on `#rrggbb` strings, so the exact values can be pinned in tests.
 */
export const INK = '#272433';
export const WHITE = '#ffffff';
const BLACK = '#000000';

/** Spec §9: light mixes 80 % white, lighter 92 %; dark darkens by 20 %, darker by 60 %. */
export const SHADE_WEIGHTS = { light: 0.8, lighter: 0.92, dark: 0.2, darker: 0.6 } as const;

type Rgb = readonly [number, number, number];

export function parseHex(colour: string): Rgb {
  const hex = colour.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Not a colour: ${colour}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `weight` of `other` mixed into `colour`, each channel rounded to the nearest integer. */
export function mix(colour: string, other: string, weight: number): string {
  const a = parseHex(colour);
  const b = parseHex(other);
  return toHex([0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * weight) as unknown as Rgb);
}

export const lighten = (colour: string, weight: number) => mix(colour, WHITE, weight);
export const darken = (colour: string, weight: number) => mix(colour, BLACK, weight);

/** WCAG 2 relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(colour: string): number {
  const [r, g, b] = parseHex(colour).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/**
 * A colour is light when the product's ink reads better on it than white does. Comparing the two
 * contrast ratios (rather than a fixed luminance cut-off) puts the boundary where either text choice
 * is equally legible: relative luminance ≈ 0.2199, between the greys #818181 and #828282.
 */
export function isLight(colour: string): boolean {
  return contrastRatio(colour, INK) > contrastRatio(colour, WHITE);
}

export const contrastText = (colour: string) => (isLight(colour) ? INK : WHITE);

export interface Shades {
  main: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  contrastText: string;
}

/** A palette entry: the colour, its four derived shades, and its text colour (a firm's own wins). */
export function shadesOf(main: string, contrastOverride?: string): Shades {
  const colour = toHex(parseHex(main));
  return {
    main: colour,
    light: lighten(colour, SHADE_WEIGHTS.light),
    lighter: lighten(colour, SHADE_WEIGHTS.lighter),
    dark: darken(colour, SHADE_WEIGHTS.dark),
    darker: darken(colour, SHADE_WEIGHTS.darker),
    contrastText: contrastOverride ?? contrastText(colour),
  };
}
