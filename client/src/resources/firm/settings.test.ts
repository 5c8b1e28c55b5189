import { describe, expect, it } from 'vitest';
import { brandingOf } from '../../shell/branding/brandTheme';
import { contrastChecks, failingContrast } from './contrast';
import { changedSettings } from './SettingsForm';
import { previewTheme } from './ThemePreview';

describe('changedSettings', () => {
  it('when fields change, are emptied or stay, then only changes are sent and emptied ones are null', () => {
    const read = { brandColor: '#111111', windowTitle: 'Old', footerCopyright: '©' };
    const values = { brandColor: '#222222', windowTitle: '', footerCopyright: '©', ctaColor: '#333333' };
    expect(changedSettings(read, values)).toEqual({
      brandColor: '#222222',
      windowTitle: null,
      ctaColor: '#333333',
    });
    expect(changedSettings({ investorWrapperTypes: ['ISA'] }, { investorWrapperTypes: [] })).toEqual({
      investorWrapperTypes: null,
    });
    expect(changedSettings({}, { welcomeHeading: '' })).toEqual({});
  });
});

describe('contrast warnings', () => {
  it('when white text sits on yellow, then the CTA pair fails AA; the product defaults all pass', () => {
    expect(failingContrast(brandingOf({}))).toEqual([]);
    const yellow = brandingOf({ ctaColor: '#ffff00', ctaColorContrast: '#ffffff' });
    expect(failingContrast(yellow).map((c) => [c.pair, c.ratio.toFixed(2)])).toEqual([['cta', '1.07']]);
    expect(contrastChecks(yellow).map((c) => c.pair)).toEqual(['header', 'cta', 'brand']);
  });
});

describe('previewTheme', () => {
  it('when a colour is half typed, then the preview keeps the default for it instead of failing', () => {
    expect(previewTheme({ brandColor: '#12', ctaColor: '#123456', windowTitle: 'T' }, {})).toEqual({
      ctaColor: '#123456',
      windowTitle: 'T',
    });
  });
});
