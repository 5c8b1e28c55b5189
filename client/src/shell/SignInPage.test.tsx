import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NASTY_RETURN_PATHS } from '../../../contract/returnPathCases';
import { i18nProvider } from '../data/i18nProvider';
import { BrandingProvider } from './branding/BrandingProvider';
import { SignInPage } from './SignInPage';
import { Toasts } from './Toasts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext i18nProvider={i18nProvider}>
        <BrandingProvider
          initialTheme={{ windowTitle: 'Demo Wealth', logo: { url: '/login.png', lastModified: 'T1' } }}
        >
          <SignInPage />
          <Toasts />
        </BrandingProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const toastTexts = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .queryAllByRole('alert')
    .map((t) => t.textContent);

describe('SignInPage', () => {
  it('when the timer ended the session, then it toasts session expired, says why and returns to the page', async () => {
    renderAt('/auth/signin?returnUrl=%2Fclients%3Fpage%3D2&error=NoActivityInWindow');
    expect(
      await screen.findByText('You were signed out because there was no activity for a while.'),
    ).toBeTruthy();
    expect(toastTexts()).toEqual(['Your session has expired. Please sign in again.']);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/api/auth/login?returnTo=%2Fclients%3Fpage%3D2',
    );
  });

  it('when each of the four reasons is given, then each has its own sentence', () => {
    for (const [reason, text] of [
      ['ActivityAfterWindow', /already ended when you came back/],
      ['RefreshNotOk', /could not be extended/],
      ['RefreshNetworkError', /server could not be reached/],
    ] as const) {
      renderAt(`/auth/signin?error=${reason}`);
      expect(screen.getByText(text)).toBeTruthy();
      cleanup();
    }
  });

  it("when shown, then it carries the firm's login logo with its last-modified time; a foreign return path is dropped", () => {
    renderAt('/auth/signin?returnUrl=https%3A%2F%2Fevil.example%2F');
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
    (_label, value) => {
      renderAt(`/auth/signin?${new URLSearchParams({ returnUrl: value })}`);
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
        '/api/auth/login?returnTo=%2F',
      );
    },
  );

  it('when returnUrl is a console page written loosely, then the button carries it normalised', () => {
    renderAt('/auth/signin?returnUrl=%2Fclients%2F%2FC1%3Fq%3Da%20b');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/api/auth/login?returnTo=${encodeURIComponent('/clients/C1?q=a%20b')}`,
    );
  });
});
