import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZTheme } from '../../../../contract/theme';
import { renderableTheme } from './renderableTheme';

const colour = fc.stringMatching(/^#[0-9a-fA-F]{6}$/);
const logo = fc.record(
  { url: fc.webUrl(), lastModified: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
  { requiredKeys: ['url'] },
);
/** Themes the contract's schema accepts, with a field it does not know now and then. */
const validTheme = fc.record(
  {
    backgroundColor: colour,
    backgroundColorContrast: colour,
    brandColor: colour,
    ctaColor: colour,
    ctaColorContrast: colour,
    footerCopyright: fc.string({ maxLength: 300 }),
    orderExecutionPolicyUrl: fc.webUrl(),
    windowTitle: fc.string({ maxLength: 100 }),
    headerLogo: logo,
    logo,
    favicon: logo,
    somethingElse: fc.string(),
  },
  { requiredKeys: [] },
);

describe('renderableTheme (the theme the console checks at start, without zod)', () => {
  it('when a theme passes the contract’s schema, then the console takes it as the schema reads it', () => {
    fc.assert(
      fc.property(validTheme, (value) => {
        expect(renderableTheme(value)).toEqual(ZTheme.parse(value));
      }),
      { numRuns: 500 },
    );
  });

  it('when a colour, a text or a logo is of the wrong kind, then there is no theme to draw with', () => {
    for (const bad of [
      { brandColor: 'red' },
      { brandColor: '#12345' },
      { ctaColor: 42 },
      { windowTitle: { text: 'Keel' } },
      { logo: 'https://example.com/logo.png' },
      { favicon: { url: 7 } },
      { headerLogo: { url: 'https://example.com/a.png', lastModified: 1 } },
      'a theme',
      null,
      [],
    ])
      expect(renderableTheme(bad), JSON.stringify(bad)).toBeUndefined();
  });
});
