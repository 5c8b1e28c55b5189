import { describe, expect, it } from 'vitest';
import { DEFAULT_PALETTE } from '../../../../contract/theme';
import {
  INK,
  WHITE,
  contrastRatio,
  contrastText,
  darken,
  isLight,
  lighten,
  mix,
  relativeLuminance,
  shadesOf,
} from './colour';

describe('colour maths', () => {
  it('when the default palette is derived, then every shade has its exact hex value', () => {
    expect(
      Object.fromEntries(Object.entries(DEFAULT_PALETTE).map(([name, c]) => [name, shadesOf(c)])),
    ).toEqual({
      brandPrimary: {
        main: '#1d1739',
        light: '#d2d1d7',
        lighter: '#edecef',
        dark: '#17122e',
        darker: '#0c0917',
        contrastText: WHITE,
      },
      secondary: {
        main: '#f85c88',
        light: '#fedee7',
        lighter: '#fef2f5',
        dark: '#c64a6d',
        darker: '#632536',
        contrastText: INK,
      },
      accent: {
        main: '#0573a9',
        light: '#cde3ee',
        lighter: '#ebf4f8',
        dark: '#045c87',
        darker: '#022e44',
        contrastText: WHITE,
      },
      positive: {
        main: '#219653',
        light: '#d3eadd',
        lighter: '#edf7f1',
        dark: '#1a7842',
        darker: '#0d3c21',
        contrastText: INK,
      },
      warning: {
        main: '#ff8446',
        light: '#ffe6da',
        lighter: '#fff5f0',
        dark: '#cc6a38',
        darker: '#66351c',
        contrastText: INK,
      },
      negative: {
        main: '#da2f29',
        light: '#f8d5d4',
        lighter: '#fceeee',
        dark: '#ae2621',
        darker: '#571310',
        contrastText: WHITE,
      },
    });
  });

  it('when mixing, then light is 80 % white, lighter 92 %, dark 20 % black and darker 60 % black', () => {
    expect(lighten('#000000', 0.8)).toBe('#cccccc');
    expect(lighten('#000000', 0.92)).toBe('#ebebeb');
    expect(darken('#ffffff', 0.2)).toBe('#cccccc');
    expect(darken('#ffffff', 0.6)).toBe('#666666');
    expect(mix('#102030', '#102030', 0.5)).toBe('#102030');
    expect(shadesOf('#ABC').main).toBe('#aabbcc');
  });

  it('when luminance is measured, then it follows WCAG: black 0, white 1, contrast 21:1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('when a grey sits either side of the boundary, then ink goes on the lighter and white on the darker', () => {
    expect(relativeLuminance('#818181')).toBeLessThan(0.2199);
    expect(relativeLuminance('#828282')).toBeGreaterThan(0.2199);
    expect([isLight('#818181'), contrastText('#818181')]).toEqual([false, WHITE]);
    expect([isLight('#828282'), contrastText('#828282')]).toEqual([true, INK]);
    expect(contrastText('#ffffff')).toBe('#272433');
    expect(contrastText('#000000')).toBe('#ffffff');
  });

  it('when a firm sets its own contrast colour, then it wins over the computed one', () => {
    expect(shadesOf('#f85c88', '#ffffff').contrastText).toBe('#ffffff');
  });

  it('when a colour is not a hex colour, then it is refused', () => {
    expect(() => shadesOf('navy')).toThrow('Not a colour: navy');
  });
});
