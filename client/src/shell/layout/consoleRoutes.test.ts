import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { A11Y_ROUTES, SIGN_IN_ROUTE } from '../../../../tests/e2e/a11yRoutes';

/**
 * The console's route table, read from App.tsx as the app declares it: the <Admin> props that make pages
 * (dashboard, catch-all, access denied), every <Route> and route array in <CustomRoutes>, and a
 * <Resource> for every registry resource with pages, with the pages its object names and its child
 * routes. The arrays and objects are imported for real (their elements' `path` props), so lazy pages and
 * moved files are followed.
 */
const SRC = path.resolve(__dirname, '../..');
/** App.tsx without its comments, which may name components (`<Admin>`) without being the table. */
const APP = readFileSync(path.join(SRC, 'App.tsx'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/^\s*\/\/.*$/gm, '');

/** identifier → the module App.tsx imports it from, as a path the test can import. */
function appImports(): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, names, from] of APP.matchAll(/import\s*\{([^}]+)\}\s*from\s*'([^']+)'/g)) {
    if (!from.startsWith('.')) continue;
    for (const name of names.split(',').map((n) => n.trim().replace(/^type\s+/, ''))) {
      if (name) map.set(name.split(/\s+as\s+/).pop()!, path.join(SRC, from));
    }
  }
  return map;
}

async function imported(name: string): Promise<unknown> {
  const from = appImports().get(name);
  if (!from) throw new Error(`App.tsx uses ${name} but imports it from no local module`);
  const module = (await import(/* @vite-ignore */ from)) as Record<string, unknown>;
  return module[name];
}

function routePaths(elements: unknown): string[] {
  const list = Array.isArray(elements) ? elements : [elements];
  return list.flatMap((element) => {
    if (!isValidElement(element)) return [];
    const { path: routePath, children } = (element as ReactElement<{ path?: string; children?: unknown }>)
      .props;
    const nested = children ? routePaths(children).map((child) => `${routePath ?? ''}/${child}`) : [];
    return routePath ? [routePath, ...nested] : nested;
  });
}

const absolute = (base: string, routePath: string) =>
  routePath.startsWith('/') ? routePath : `${base}/${routePath}`.replace(/\/+/g, '/');

/** The JSX value of `{name}` or `"text"` given to an attribute, resolved through the imports. */
async function attributeValue(source: string): Promise<unknown> {
  const literal = source.match(/^"([^"]*)"$/);
  if (literal) return literal[1];
  const identifier = source.match(/^\{(\w+)\}$/);
  return identifier ? imported(identifier[1]) : undefined;
}

async function consoleRoutes(): Promise<Set<string>> {
  const routes = new Set<string>();
  const admin = APP.match(/<Admin\s([\s\S]*?)\n\s*>/)![1];
  if (/\bdashboard=/.test(admin)) routes.add('/');
  if (/\bcatchAll=/.test(admin)) routes.add('*');
  if (/\baccessDenied=/.test(admin)) routes.add('/access-denied');

  for (const [, body] of APP.matchAll(/<CustomRoutes\b[^>]*>([\s\S]*?)<\/CustomRoutes>/g)) {
    for (const [, value] of body.matchAll(/<Route\s[^>]*?\bpath=("[^"]*"|\{\w+\})/g))
      routes.add(String(await attributeValue(value)));
    for (const [, array] of body.matchAll(/^\s*\{(\w+)\}\s*$/gm))
      for (const routePath of routePaths(await imported(array))) routes.add(absolute('/', routePath));
  }

  // The resources: App renders one <Resource> per registry entry with pages, its child routes inside.
  expect(APP).toMatch(/RESOURCES\.filter\(\(resource\) => resource\.pages\)\.map\(/);
  const { RESOURCES, childRoutesOf } = await import('../../registry');
  for (const resource of RESOURCES) {
    if (!resource.pages) continue;
    const base = `/${resource.name}`;
    const pages = resource.pages;
    if (pages.list) routes.add(base);
    if (pages.create) routes.add(`${base}/create`);
    if (pages.edit) routes.add(`${base}/:id`);
    if (pages.show) routes.add(`${base}/:id/show`);
    for (const routePath of routePaths(childRoutesOf(resource))) routes.add(absolute(base, routePath));
  }
  return routes;
}

describe('the a11y route list', () => {
  it('when a console route exists, then the end-to-end axe pass visits it (and lists no route that is gone)', async () => {
    const declared = await consoleRoutes();
    const listed = new Set([SIGN_IN_ROUTE, ...A11Y_ROUTES].map((route) => route.pattern));
    // The reading itself must find the table, or the comparison below proves nothing.
    expect(declared.size).toBeGreaterThan(40);
    expect(
      [...declared].filter((route) => !listed.has(route)).sort(),
      'add these to tests/e2e/a11yRoutes.ts',
    ).toEqual([]);
    expect([...listed].filter((route) => !declared.has(route)).sort(), 'no longer console routes').toEqual(
      [],
    );
  }, 60_000);

  it('when two entries name the same route, then the list says so', () => {
    const patterns = A11Y_ROUTES.map((route) => route.pattern);
    expect(patterns.filter((pattern, index) => patterns.indexOf(pattern) !== index)).toEqual([]);
  });
});
