import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../registry';
import { LoadingSlowNotice } from './LoadingSlowNotice';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Pending = ({ ms }: { ms: number }) => {
  useQuery({ queryKey: ['slow', ms], queryFn: () => new Promise((r) => setTimeout(() => r(1), ms)) });
  return null;
};

describe('LoadingSlowNotice', () => {
  it('when loading takes 3 s, then the notice shows, and it goes once loading ends', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    render(
      <AdminContext i18nProvider={i18nProvider} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Pending ms={4000} />
          <LoadingSlowNotice />
        </QueryClientProvider>
      </AdminContext>,
    );
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('status').textContent).toBe('Still loading: this is taking longer than usual.');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
