import { expect, test, type Page } from '@playwright/test';
import { SHORT_SESSION_PROJECT, SHORT_SESSION_SECONDS } from '../../playwright.config';
import { signOutGraceSeconds } from '../../server/bff/session-cookie';
import { DEMO_ADMIN, signIn, xsrfHeader } from './fixtures';

/**
 * Issue 3: the application shell. The short-session tests run against the second server, whose sessions
 * last SESSION_DURATION_SECONDS=5; everything else against the ordinary one.
 */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

test.describe('with a 5 s session', () => {
  // Playwright reads fixtures from the first parameter's pattern; this hook needs none of them.
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== SHORT_SESSION_PROJECT, 'runs on the short-session server');
  });

  test('with no activity, the user lands on sign-in with the return path and the reason @short-session', async ({
    page,
  }) => {
    await signIn(page, DEMO_ADMIN, '/clients');
    await expect(page).toHaveURL(/\/auth\/signin\?returnUrl=%2Fclients&error=NoActivityInWindow$/, {
      timeout: 20_000,
    });
    await expect(toasts(page).filter({ hasText: SESSION_EXPIRED })).toBeVisible();
    await expect(
      page.getByText('You were signed out because there was no activity for a while.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/api/auth/login?returnTo=%2Fclients',
    );
    expect((await page.request.get('/api/auth/me')).status()).toBe(204);

    await test.step('the IdP session ended too: signing in again asks for the password', async () => {
      await page.getByRole('link', { name: 'Sign in' }).click();
      await expect(page.getByLabel(/password/i)).toBeVisible();
    });
  });

  test('with activity every second, the session survives 15 s and /api/baq was called @short-session', async ({
    page,
  }) => {
    await signIn(page, DEMO_ADMIN, '/clients');
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/baq') refreshes.push(request.url());
    });
    for (let second = 0; second < 15; second++) {
      await page.mouse.move(200 + (second % 2) * 40, 300);
      await page.waitForTimeout(1000);
    }
    await expect(page).toHaveURL(/\/clients$/);
    expect(refreshes.length).toBeGreaterThanOrEqual(3);
    expect(new URL(refreshes[0]).search).toBe('?firmId=DEMO1&nodeId=0');
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  });

  test('the BFF refuses a session idle for longer than its duration and sign-out grace, whatever the console does @short-session', async ({
    page,
  }) => {
    await signIn(page, DEMO_ADMIN, '/clients');
    await page.goto('about:blank'); // no console, no timer: only the server's rolling session is left
    await page.waitForTimeout(
      (SHORT_SESSION_SECONDS + signOutGraceSeconds(SHORT_SESSION_SECONDS) + 1) * 1000,
    );
    expect((await page.request.get('/api/auth/me')).status()).toBe(204);
    expect((await page.request.get('/api/proxy/client/DEMO1')).status()).toBe(401);

    await test.step('the IdP session still lives, yet signing in again asks for the password', async () => {
      await page.goto('/api/auth/login?returnTo=%2Fclients');
      await expect(page.getByLabel(/password/i)).toBeVisible();
    });
  });
});

test.describe('the shell', () => {
  test('a 401 from the proxy shows the session-expired toast and goes to sign-in with the return path', async ({
    page,
  }) => {
    await signIn(page, DEMO_ADMIN, '/clients');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.context().clearCookies({ name: /^appSession/ });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(/\/auth\/signin\?returnUrl=%2Fclients&error=SessionExpired$/);
    await expect(toasts(page).filter({ hasText: SESSION_EXPIRED })).toBeVisible();
  });

  test('four quick errors show three toasts; the fourth waits for a free place', async ({ page }) => {
    // The page's clock stands still once the list is shown, and moves only as this test moves it: a toast
    // hides after 5 s, and four searches on a busy machine took longer than that in real time, so the first
    // toast went before the fourth came. The console's own timers (the search box's debounce, a toast's
    // auto-hide and its exit) run as they would; only the machine's speed no longer decides the outcome.
    await page.clock.install();
    await signIn(page, DEMO_ADMIN, '/clients');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    // A second past the page's own time: the test process's clock is not the page's, and on a loaded
    // machine the page's had run more than a second past it ("Cannot fast-forward to the past", CI).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    /** Moves the page's time on in small steps until the toasts read `expected`. */
    const toastsRead = (expected: RegExp[]) =>
      expect
        .poll(async () => {
          await page.clock.runFor(50);
          const texts = await toasts(page).allTextContents();
          return texts.length === expected.length && texts.every((t, i) => expected[i].test(t));
        })
        .toBe(true);

    let failures = 0;
    const clientList = /\/api\/proxy\/client\/DEMO1\?/;
    // Four different reads refused with 400: a 4xx is not retried, and each read toasts its first failure.
    await page.route(clientList, (route) =>
      route.fulfill({
        status: 400,
        json: { error: { statusCode: 400, errorMessage: `Platform refused ${++failures}`, fieldErrors: [] } },
      }),
    );
    const refused = (n: number) => new RegExp(`Platform refused ${n}`);
    for (const [i, term] of ['Ann', 'Ben', 'Cat', 'Dan'].entries()) {
      const response = page.waitForResponse(clientList);
      await page.getByPlaceholder(/search/i).fill(term);
      await page.clock.runFor(600); // past the search box's debounce: the read goes out
      await response;
      // Three on screen at most: the fourth waits in react-admin's queue.
      await toastsRead([1, 2, 3].slice(0, Math.min(i + 1, 3)).map(refused));
    }
    await page.clock.runFor(1_000);
    await toastsRead([1, 2, 3].map(refused));
    await toasts(page).first().getByRole('button', { name: 'Close' }).click();
    await toastsRead([2, 3, 4].map(refused));
    // And they still hide on their own, 5 s of the page's time after the pointer has left them (a toast
    // under the pointer waits, and the next one moved under it when the first closed).
    await page.mouse.move(600, 10);
    await page.clock.runFor(5_000);
    await toastsRead([]);
  });

  test('a person who asked for less motion gets none; one who did not keeps the transitions', async ({
    page,
  }) => {
    await signIn(page, DEMO_ADMIN, '/clients');
    const refresh = page.getByRole('button', { name: 'Refresh' });
    /** The button's longest transition, in seconds (computed styles give each one, in seconds). */
    const longest = () =>
      refresh.evaluate((button) =>
        Math.max(...getComputedStyle(button).transitionDuration.split(', ').map(parseFloat)),
      );
    // The suite's browser asks for less motion (playwright.config.ts): MUI's transitions end at once.
    expect(await longest()).toBeLessThan(0.001);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await longest()).toBeGreaterThanOrEqual(0.1);
  });

  test('/nowhere shows the 404 page inside the branded layout, and /403 and /500 have their pages', async ({
    page,
  }) => {
    await signIn(page, DEMO_ADMIN, '/nowhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Error 404')).toBeVisible();
    await expect(page.locator('header')).toContainText('Demo Wealth Management');
    for (const [path, heading] of [
      ['/403', 'Access denied'],
      ['/404', 'Page not found'],
      ['/500', 'Something went wrong'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown page under a known area shows the 404 page; each page's code loads on demand", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (req) => void (req.resourceType() === 'script' && scripts.push(req.url())));
    await signIn(page, DEMO_ADMIN, '/clients');
    await expect(page.locator('td.column-name').first()).toBeVisible();
    // The clients list's own chunk came; other areas' pages did not.
    expect(scripts.some((url) => /\/ClientList-[\w-]+\.js$/.test(url))).toBe(true);
    expect(scripts.filter((url) => /\/(UserList|FirmSettingsHome|TransactionList)-/.test(url))).toEqual([]);
    const first = async (path: string) =>
      ((await (await page.request.get(`/api/proxy${path}`)).json()) as { data: { id: string }[] }).data[0].id;
    const clientId = await first('/client/DEMO1?pageSize=1');
    const accountId = await first('/account/list/DEMO1?pageSize=1');
    for (const path of [
      `/clients/${clientId}/anything`,
      `/accounts/${accountId}/anything`,
      '/clients/create/x',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
    }
    await page.goto(`/accounts/${accountId}/details`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeHidden();
    await expect(page.locator('main')).not.toBeEmpty();
  });

  test("changing DEMO1's theme changes the header colour and the window title", async ({ page }) => {
    await signIn(page, DEMO_ADMIN, '/');
    const header = page.locator('header').first();
    await expect(page).toHaveTitle('Demo Wealth Management');
    await expect(header).toHaveCSS('background-color', 'rgb(29, 23, 57)');
    await expect(page.locator('footer')).toContainText('© 2026 Demo Wealth Management Ltd.');

    try {
      const changed = await page.request.patch('/api/proxy/node/theme/DEMO1', {
        headers: await xsrfHeader(page),
        data: { nodeId: '0', backgroundColor: '#0b5d1e', windowTitle: 'Keel E2E Wealth' },
      });
      expect(changed.status()).toBe(200);
      expect((await changed.json()).data).toMatchObject({
        backgroundColor: '#0b5d1e',
        windowTitle: 'Keel E2E Wealth',
      });
      await page.reload();
      await expect(page).toHaveTitle('Keel E2E Wealth');
      await expect(header).toHaveCSS('background-color', 'rgb(11, 93, 30)');
    } finally {
      await page.request.patch('/api/proxy/node/theme/DEMO1', {
        headers: await xsrfHeader(page),
        data: { nodeId: '0', backgroundColor: '#1d1739', windowTitle: 'Demo Wealth Management' },
      });
    }
  });

  test('the layout works at every breakpoint, with the menu, the user menu and a dark mode', async ({
    page,
  }) => {
    await signIn(page, DEMO_ADMIN, '/');
    for (const width of [375, 600, 900, 1200, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
      // Below the sm breakpoint the menu is a drawer behind the menu button.
      if (width < 600) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('menuitem', { name: 'Clients' }).click();
      await expect(page).toHaveURL(/\/clients$/);
    }
    const body = page.locator('body');
    const before = await body.evaluate((b) => getComputedStyle(b).backgroundColor);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect.poll(() => body.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(before);
    await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(29, 23, 57)');
  });
});
