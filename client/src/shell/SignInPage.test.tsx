import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NASTY_RETURN_PATHS } from '../../../contract/returnPathCases';
import { i18nProvider } from '../registry';
import { BrandingProvider } from './branding/BrandingProvider';
import type { HostBranding } from './branding/hostBranding';
import type { TSessionData } from '../data/session';
import { SignInPage } from './SignInPage';
import { Toasts } from './Toasts';
import { UserProvider } from './UserProvider';

const SIGNED_IN = {
  userId: 'U1',
  firmId: 'F1',
  nodeId: '0',
  scopes: [],
  user: { id: 'U1', name: 'Ada Adviser', email: 'ada@example.com', userType: 'User' },
} as TSessionData;

/** Where the router ended up, shown so a test can read it. */
const Where = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The page at `url` for a visitor (signed out unless `user` is given), once it has read the profile. */
async function renderAt(url: string, user?: TSessionData, windowTitle = 'Demo Wealth', host?: HostBranding) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <UserProvider loadProfile={async () => user ?? null}>
        <AdminContext i18nProvider={i18nProvider}>
          <BrandingProvider
            initialTheme={{ windowTitle, logo: { url: '/login.png', lastModified: 'T1' } }}
            loadHostBranding={async () => host}
          >
            <Routes>
              <Route path="/auth/signin" element={<SignInPage />} />
              <Route path="*" element={<Where />} />
            </Routes>
            <Toasts />
          </BrandingProvider>
        </AdminContext>
      </UserProvider>
    </MemoryRouter>,
  );
  if (!user) await screen.findByRole('link', { name: 'Sign in' });
}

const toastTexts = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .queryAllByRole('alert')
    .map((t) => t.textContent);

describe('SignInPage', () => {
  it('when the timer ended the session, then it toasts session expired, says why and returns to the page', async () => {
    await renderAt('/auth/signin?returnUrl=%2Fclients%3Fpage%3D2&error=NoActivityInWindow');
    expect(
      await screen.findByText('You were signed out because there was no activity for a while.'),
    ).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toEqual(['Your session has expired. Please sign in again.']));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/api/auth/login?returnTo=%2Fclients%3Fpage%3D2',
    );
  });

  it('when each of the four reasons is given, then each has its own sentence', async () => {
    for (const [reason, text] of [
      ['ActivityAfterWindow', /already ended when you came back/],
      ['RefreshNotOk', /could not be extended/],
      ['RefreshNetworkError', /server could not be reached/],
    ] as const) {
      await renderAt(`/auth/signin?error=${reason}`);
      expect(screen.getByText(text)).toBeTruthy();
      cleanup();
    }
  });

  it("when shown, then it carries the firm's login logo with its last-modified time; a foreign return path is dropped", async () => {
    await renderAt('/auth/signin?returnUrl=https%3A%2F%2Fevil.example%2F');
    expect(screen.getByRole('img', { name: 'Demo Wealth' }).getAttribute('src')).toBe(
      '/login.png?lastModified=T1',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/api/auth/login?returnTo=%2F',
    );
    expect(toastTexts()).toEqual([]);
  });
});

describe('SignInPage: the return path (decision 0105)', () => {
  const nasty = NASTY_RETURN_PATHS.filter((v): v is string => typeof v === 'string');
  const label = (v: string) => JSON.stringify(v).slice(0, 60);

  it.each(nasty.map((v) => [label(v), v]))(
    'when returnUrl is %s, then the sign-in button returns home',
    async (_label, value) => {
      await renderAt(`/auth/signin?${new URLSearchParams({ returnUrl: value })}`);
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
        '/api/auth/login?returnTo=%2F',
      );
    },
  );

  it('when returnUrl is a console page written loosely, then the button carries it normalised', async () => {
    await renderAt('/auth/signin?returnUrl=%2Fclients%2F%2FC1%3Fq%3Da%20b');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/api/auth/login?returnTo=${encodeURIComponent('/clients/C1?q=a%20b')}`,
    );
  });
});

describe('SignInPage: who is asked to sign in', () => {
  it("when a firm's page is shown, then it asks to sign in to the firm by its own name, not the product's", async () => {
    await renderAt('/auth/signin');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to Demo Wealth');
    expect(document.body.textContent).not.toMatch(/Keel/);
  });

  it("when the console is on a firm's own host, then the IdP is told the firm, so its page is in the firm's name", async () => {
    await renderAt('/auth/signin?returnUrl=%2Fclients', undefined, 'Demo Wealth', {
      firmId: 'DEMO1',
      theme: { windowTitle: 'Demo Wealth' },
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
        '/api/auth/login?returnTo=%2Fclients&firmId=DEMO1',
      ),
    );
  });

  it('when no firm is known on this host, then the product name stands in', async () => {
    await renderAt('/auth/signin', undefined, '');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to Keel');
  });

  it('when someone already signed in opens the page, then they go straight on to their return path', async () => {
    await renderAt('/auth/signin?returnUrl=%2Fclients%3Fpage%3D2', SIGNED_IN);
    expect((await screen.findByTestId('where')).textContent).toBe('/clients?page=2');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('when someone signed in arrives with a foreign return path, then they go home instead', async () => {
    await renderAt('/auth/signin?returnUrl=https%3A%2F%2Fevil.example%2F', SIGNED_IN);
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });
});
