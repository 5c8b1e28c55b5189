import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT } from '../../playwright.config';
import { DEMO_ADMIN } from './fixtures';

/**
 * Issue 12 (6): any name of this machine signs in. The e2e server's PUBLIC_URL is http://localhost:3100;
 * a person who types http://127.0.0.1:3100 instead is moved to PUBLIC_URL before sign-in starts, signs in
 * through the real IdP form, and lands signed in on the page they asked for.
 */

const PUBLIC = `http://localhost:${E2E_PORT}`;

test('a person who opens the console at 127.0.0.1 signs in and lands on the page they asked for', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${E2E_PORT}/accounts`);

  await test.step('the sign-in form comes from the sign-in service on PUBLIC_URL', async () => {
    await expect(page.getByLabel(/e-?mail/i)).toBeVisible();
    expect(new URL(page.url()).origin).toBe(PUBLIC);
  });

  await test.step('signing in there brings them back to the page, signed in', async () => {
    await page.getByLabel(/e-?mail/i).fill(DEMO_ADMIN);
    await page.getByLabel(/password/i).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The list may add its own query (sort, page) to the address once it shows.
    await expect(page).toHaveURL(new RegExp(`^${PUBLIC}/accounts(\\?|$)`));
    await expect(page.getByText(/Sign-in did not complete/)).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: /name/i }).first()).toBeVisible();
    const me = await page.request.get(`${PUBLIC}/api/auth/me`);
    expect(me.status()).toBe(200);
    expect((await me.json()).user.email).toBe(DEMO_ADMIN);
  });
});
