import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { i18nProvider } from '../registry';
import type { TSessionData } from '../data/session';
import { ProtectedPage } from './ProtectedPage';
import { UserProvider } from './UserProvider';

const ME = {
  userId: 'U1',
  firmId: 'F1',
  nodeId: '0',
  scopes: [],
  user: { id: 'U1', name: 'Ada', email: 'a@x', userType: 'User' },
} as TSessionData;

afterEach(cleanup);

function renderPage(
  loadProfile: () => Promise<TSessionData | null>,
  checkAuth = vi.fn(() => new Promise<void>(() => undefined)),
) {
  const authProvider: AuthProvider = {
    checkAuth,
    login: vi.fn(),
    logout: vi.fn(async () => undefined),
    checkError: vi.fn(),
  };
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <UserProvider loadProfile={loadProfile}>
        <ProtectedPage>
          <p>The protected page</p>
        </ProtectedPage>
      </UserProvider>
    </AdminContext>,
  );
  return { checkAuth };
}

describe('ProtectedPage', () => {
  it('when the user is present, then the page renders', async () => {
    renderPage(async () => ME);
    expect(await screen.findByText('The protected page')).toBeTruthy();
  });

  it('when the visitor is signed out, then the placeholder shows and the auth provider sends them to sign-in', async () => {
    const { checkAuth } = renderPage(async () => null);
    expect(await screen.findByText('Taking you to sign-in…', {}, { timeout: 3000 })).toBeTruthy();
    await vi.waitFor(() => expect(checkAuth).toHaveBeenCalled());
    expect(screen.queryByText('The protected page')).toBeNull();
  });

  it('when the profile read fails, then the error placeholder offers to try again', async () => {
    const loadProfile = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Unavailable', 503))
      .mockResolvedValueOnce(ME);
    renderPage(loadProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The protected page')).toBeTruthy();
    expect(screen.queryByText(/could not check your sign-in/)).toBeNull();
  });
});
