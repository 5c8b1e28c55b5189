import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSessionData } from '../../data/session';
import { UserProvider } from '../UserProvider';
import { BrandingLoader } from './BrandingLoader';
import { BrandingProvider } from './BrandingProvider';

const USER = {
  userId: 'U1',
  firmId: 'DEMO1',
  nodeId: '7',
  scopes: [],
  user: { id: 'U1', name: 'A', email: 'a@x', userType: 'User' },
} as TSessionData;

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

function renderLoader(features: string[] | Error) {
  const calls: string[] = [];
  const dataProvider = testDataProvider({
    getEnabledFeatures: vi.fn(async () => {
      calls.push('features');
      if (features instanceof Error) throw features;
      return features;
    }),
    getNodeTheme: vi.fn(async (nodeId: string) => {
      calls.push(`theme ${nodeId}`);
      return { windowTitle: `Node ${nodeId}`, favicon: { url: '/f.png', lastModified: '9' } };
    }),
  } as never);
  render(
    <AdminContext
      dataProvider={dataProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <UserProvider user={USER}>
        <BrandingProvider>
          <BrandingLoader />
        </BrandingProvider>
      </UserProvider>
    </AdminContext>,
  );
  return calls;
}

describe('BrandingLoader', () => {
  it("when the firm has node themes, then the flags are read first and then the user's node theme applies", async () => {
    const calls = renderLoader(['nodeThemes']);
    await waitFor(() => expect(document.title).toBe('Node 7'));
    expect(calls).toEqual(['features', 'theme 7']);
    expect(document.querySelector('link[rel~="icon"]')!.getAttribute('href')).toBe('/f.png?lastModified=9');
    expect(JSON.parse(localStorage.getItem('keel.branding')!).windowTitle).toBe('Node 7');
  });

  it("when node themes are off or the flags cannot be read, then the firm root's theme applies", async () => {
    const off = renderLoader(['clientGroups']);
    await waitFor(() => expect(document.title).toBe('Node 0'));
    expect(off).toEqual(['features', 'theme 0']);
    cleanup();
    localStorage.clear();
    document.title = 'Keel';
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs the failed read
    const failed = renderLoader(new Error('unavailable'));
    await waitFor(() => expect(document.title).toBe('Node 0'));
    expect(failed).toEqual(['features', 'theme 0']);
  });
});
