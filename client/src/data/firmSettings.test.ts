import { describe, expect, it } from 'vitest';
import { createApiClient } from './apiClient';
import { createDataProvider } from './dataProvider';
import { themeNodeFor } from './firmSettings';
import { fakeFetch, json } from './testing';

describe('firm settings', () => {
  it('when the shell reads flags and a theme, then it calls the platform through the proxy for the user firm', async () => {
    const { fetch, seen } = fakeFetch(json(200, { data: ['nodeThemes'] }), json(200, { data: { windowTitle: 'Demo' } }));
    const dataProvider = createDataProvider({ callApi: createApiClient({ fetch }), getFirmId: () => 'DEMO1' });
    expect(await dataProvider.getEnabledFeatures()).toEqual(['nodeThemes']);
    expect(await dataProvider.getNodeTheme('7')).toEqual({ windowTitle: 'Demo' });
    expect(seen.map((r) => r.url)).toEqual(['/api/proxy/firm/enabledfeatures/DEMO1', '/api/proxy/node/theme/DEMO1/7']);
  });

  it('when node themes are on, then the user node theme loads; when off or unknown, the firm root', () => {
    expect(themeNodeFor(['clientGroups', 'nodeThemes'], '7')).toBe('7');
    expect(themeNodeFor(['clientGroups'], '7')).toBe('0');
    expect(themeNodeFor(undefined, '7')).toBe('0');
  });

  it('when the firm is unknown, then the missing-parameter error comes before any request', async () => {
    const { fetch, seen } = fakeFetch(json(200, { data: {} }));
    const dataProvider = createDataProvider({ callApi: createApiClient({ fetch }), getFirmId: () => undefined });
    await expect(dataProvider.getNodeTheme('0')).rejects.toThrow(
      'Required parameter firmId was null or undefined when calling getNodeTheme.',
    );
    expect(seen).toHaveLength(0);
  });
});
