import { describe, expect, it } from 'vitest';
import { DEMO, useRealKeel } from '../testing/realKeel';
import { createApiClient } from './apiClient';
import { createDataProvider } from './dataProvider';
import { themeNodeFor } from './firmSettings';
import { resourceDefs } from '../registry';

const keel = useRealKeel('adviser');

describe('firm settings', () => {
  it('when the shell reads flags and a theme, then it calls the platform through the proxy for the user firm', async () => {
    const dataProvider = createDataProvider({
      callApi: createApiClient(),
      getFirmId: () => DEMO.firmId,
      resources: resourceDefs,
    });
    const features = await dataProvider.getEnabledFeatures();
    expect(features).toEqual(expect.arrayContaining(['clientGroups', 'nodeThemes']));
    const { data: seeded } = await keel.api('GET', `/node/theme/${DEMO.firmId}/0`);
    expect(await dataProvider.getNodeTheme('0')).toEqual(seeded);
    expect(keel.sent.map((r) => r.url)).toEqual([
      `/api/proxy/firm/enabledfeatures/${DEMO.firmId}`,
      `/api/proxy/node/theme/${DEMO.firmId}/0`,
    ]);
  });

  it('when node themes are on, then the user node theme loads; when off or unknown, the firm root', () => {
    expect(themeNodeFor(['clientGroups', 'nodeThemes'], '7')).toBe('7');
    expect(themeNodeFor(['clientGroups'], '7')).toBe('0');
    expect(themeNodeFor(undefined, '7')).toBe('0');
  });

  it('when the firm is unknown, then the missing-parameter error comes before any request', async () => {
    const dataProvider = createDataProvider({
      callApi: createApiClient(),
      getFirmId: () => undefined,
      resources: resourceDefs,
    });
    await expect(dataProvider.getNodeTheme('0')).rejects.toThrow(
      'Required parameter firmId was null or undefined when calling getNodeTheme.',
    );
    expect(keel.sent).toHaveLength(0);
  });
});
