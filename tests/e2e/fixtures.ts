import { expect, type Page } from '@playwright/test';
import { E2E_PASSWORD } from '../../playwright.config';

export const DEMO_ADMIN = 'admin@demo1.keel';

/** Signs in through the real IdP's form, starting from a protected page of the console. */
export async function signIn(page: Page, email = DEMO_ADMIN, path = '/clients') {
  await page.goto(path);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}`));
}

/** The XSRF header the console sends on writes, from the page's own cookie (for calls through the proxy). */
export async function xsrfHeader(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value) };
}
