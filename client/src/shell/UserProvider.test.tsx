import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkError } from '../data/httpErrors';
import type { TSessionData } from '../data/session';
import { UserProvider, useUser } from './UserProvider';

const ME = {
  userId: 'U1',
  firmId: 'F1',
  nodeId: '0',
  scopes: [],
  user: { id: 'U1', name: 'Ada', email: 'ada@example.com', userType: 'User' },
} as TSessionData;

afterEach(cleanup);

function withProvider(loadProfile: () => Promise<TSessionData | null>, user?: TSessionData) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <UserProvider loadProfile={loadProfile} user={user}>
        {children}
      </UserProvider>
    </StrictMode>
  );
  return renderHook(() => useUser(), { wrapper });
}

describe('UserProvider', () => {
  it('when no user is supplied, then the profile is loaded once and isLoading becomes false', async () => {
    const loadProfile = vi.fn(async () => ME);
    const { result } = withProvider(loadProfile);
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual(ME);
    expect(result.current.error).toBeUndefined();
    expect(loadProfile).toHaveBeenCalledTimes(1);
  });

  it('when a user is supplied, then nothing is loaded and isLoading is false from the start', () => {
    const loadProfile = vi.fn(async () => null);
    const { result } = withProvider(loadProfile, ME);
    expect([result.current.isLoading, result.current.user]).toEqual([false, ME]);
    expect(loadProfile).not.toHaveBeenCalled();
  });

  it('when the profile answers 204, then there is no user and no error', async () => {
    const { result } = withProvider(async () => null);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect([result.current.user, result.current.error]).toEqual([undefined, undefined]);
  });

  it('when the profile read fails, then the error keeps its status (0 on network failure) and the user stays unset', async () => {
    const { result } = withProvider(() => Promise.reject(networkError()));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect((result.current.error as { status: number }).status).toBe(0);
    expect(result.current.user).toBeUndefined();
  });

  it('when checkSession is called, then the profile is read again and the new state stored', async () => {
    const answers = [null, ME];
    const loadProfile = vi.fn(async () => answers.shift() ?? null);
    const { result } = withProvider(loadProfile);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeUndefined();
    await act(() => result.current.checkSession());
    expect(result.current.user).toEqual(ME);
    expect(loadProfile).toHaveBeenCalledTimes(2);
  });

  it('when useUser is used outside the provider, then it throws the spec message', () => {
    const Orphan = () => <>{useUser().user?.userId}</>;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('You forgot to wrap your app in <UserProvider>.');
    expect(screen.queryByText('U1')).toBeNull();
  });
});
