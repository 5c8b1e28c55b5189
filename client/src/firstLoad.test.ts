import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU, firstLoadMessages } from './registry';
import { importsOf, resolveFrom, sourceOf } from './testing/sourceImports';

/**
 * What the first load carries (decision 0215), read from the static imports of the entry and of the pages
 * marked `{ words: 'first-load' }` (the clients list), contract modules included. Only some words: the
 * shell's, the menu's names, and the areas the clients list shows; every other page waits for the rest
 * (lazyPage), so every word the shell and those pages name must be here. And no zod: the console checks
 * what it must at start without the contract's schemas (errorBody.ts, renderableTheme.ts).
 */

/** A file and every file it imports statically for its values, followed (the contract's included). */
function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    importsOf(file, { values: true }).staticImports.forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

/** The pages that say they show first-load words only: `lazyPage(() => import('./X'), 'X', { words: 'first-load' })`. */
function firstLoadPages(files: Iterable<string>): string[] {
  return [...files].flatMap((file) =>
    [
      ...sourceOf(file).matchAll(
        /lazyPage\(\s*\(\) => import\('(\.[^']+)'\),\s*'\w+',\s*\{ words: 'first-load' \}/g,
      ),
    ].flatMap((m) => resolveFrom(file, m[1]) ?? []),
  );
}

/**
 * Components loaded on demand that do not wait for every area's words (a `lazyNamed` with no
 * `alsoWaitFor`: the sign-in page, the command palette, the clients list's pickers), and what they import:
 * they show first-load words only.
 */
function onDemandWithFirstLoadWords(files: Iterable<string>): Set<string> {
  const components = [...files].flatMap((file) =>
    [...sourceOf(file).matchAll(/lazyNamed\(\s*\(\) => import\('(\.[^']+)'\),\s*'\w+'([^;]*)\);/g)]
      .filter((m) => !m[2].includes('alsoWaitFor'))
      .flatMap((m) => resolveFrom(file, m[1]) ?? []),
  );
  return staticClosure(components);
}

/** Texts shaped like message keys that name something else: the browser storage the console keeps. */
const NOT_WORDS = new Set(['keel.signOutNote', 'keel.branding']);

/** Message keys written out whole in a file: 'resources.clients.name', 'keel.palette', … */
const keysIn = (file: string) =>
  [...sourceOf(file).matchAll(/['"`]((?:resources|workflows|keel|ra)\.[\w.]+)['"`]/g)]
    .map((m) => m[1])
    .filter((key) => !NOT_WORDS.has(key));

/** A key names a phrase, or (a prefix a component builds keys under) a group of them. */
function isThere(table: object, key: string): boolean {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}

describe('the first load', () => {
  const shell = staticClosure(['main.tsx']);
  const pages = firstLoadPages(shell);
  const files = staticClosure(['main.tsx', ...pages]);

  it('when the clients list is the first page, then it is the page marked to need no other words, and the one the build puts with the shell', () => {
    expect(pages).toEqual(['resources/clients/ClientList.tsx']);
    const [, pattern] = sourceOf('../../vite.config.ts').match(/^const FIRST_LOAD_PAGES = \/(.+)\/;$/m) ?? [];
    for (const page of pages) expect(path.join(__dirname, page)).toMatch(new RegExp(pattern));
  });

  it('when the shell, the first-load pages or what they load without waiting name a word, then the first load carries it', () => {
    const onDemand = onDemandWithFirstLoadWords(files);
    expect([...onDemand]).toEqual(
      expect.arrayContaining(['shell/SignInPage.tsx', 'shell/CommandPaletteDialog.tsx']),
    );
    const missing = [...files, ...onDemand].flatMap((file) =>
      keysIn(file)
        .filter((key) => !isThere(firstLoadMessages, key))
        .map((key) => `${file}: ${key}`),
    );
    expect(files.size).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('when the first load is read, then no module of it imports zod (the contract’s schemas load with the pages)', () => {
    const withZod = [...files].filter((file) =>
      /^import [^;]* from 'zod(\/[\w/]+)?';$/m.test(sourceOf(file)),
    );
    expect([...files].filter((file) => file.includes('contract/')).length).toBeGreaterThan(5);
    expect(withZod).toEqual([]);
  });

  it('when the menu is drawn before any page, then every entry has its name', () => {
    const keys = MENU.map((entry) =>
      'resource' in entry ? `resources.${entry.resource}.name` : entry.label,
    );
    expect(keys.length).toBeGreaterThan(8);
    expect(keys.filter((key) => !isThere(firstLoadMessages, key))).toEqual([]);
  });
});
