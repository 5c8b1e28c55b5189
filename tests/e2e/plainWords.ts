import type { Page } from '@playwright/test';

/**
 * Issue 12 "Must show": no page title, toast or label shows `||||`, "Element", an untranslated key or a
 * bare user id where a person should be named. Read from the page's visible text (document.title and body
 * innerText). Used by the a11y pass over every console route (signed in as the admin) and by
 * plain-language.spec.ts (the adviser's walk, dialogs, toasts and drawers).
 */

/** User ids are short upper-case strings (CHJCX2J); after "by" a person's name must stand instead. */
const BARE_ID_AFTER_BY = /\b[Bb]y[\s:]*([0-9A-Z]{6,10})\b(?![a-z])/;
const UNTRANSLATED = /(^|[\s(“"'])(resources|ra|keel|workflows)\.[a-zA-Z_]/m;

/** What on the page is not in plain words, one line per fault (empty when it reads plainly). */
export async function plainWordFaults(page: Page): Promise<string[]> {
  const { title, text } = await page.evaluate(() => ({
    title: document.title,
    text: document.body.innerText,
  }));
  const seen = `${title}\n${text}`;
  const faults: string[] = [];
  if (seen.includes('||||')) faults.push('a plural marker "||||"');
  if (/\bElements?\b/.test(seen)) faults.push('react-admin\'s "Element"');
  const key = seen.match(UNTRANSLATED)?.[0];
  if (key) faults.push(`an untranslated key: ${key.trim()}`);
  const id = seen.match(BARE_ID_AFTER_BY)?.[0];
  if (id) faults.push(`an id where a person is meant: ${id}`);
  return faults;
}
