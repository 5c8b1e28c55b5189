import { describe, expect, it } from 'vitest';
import { MENU, resourceDefs } from '../../registry';

/** Paths of the console's custom routes that may appear in the menu (App.tsx); extend with each new area. */
const CUSTOM_ROUTES = ['/', '/reporting', '/models/advisory', '/models/discretionary'];

describe('menu', () => {
  it('when the menu is built, then the dashboard leads and every entry leads once to a route that exists', () => {
    for (const entry of MENU) {
      if ('resource' in entry) expect(Object.keys(resourceDefs)).toContain(entry.resource);
      // A saved view of a resource's list (the payments desk: /transactions?status=Waiting…) is a route too.
      else
        expect([...CUSTOM_ROUTES, ...Object.keys(resourceDefs).map((r) => `/${r}`)]).toContain(
          entry.to.split('?')[0],
        );
    }
    const targets = MENU.map((e) => ('resource' in e ? e.resource : e.to));
    expect(targets[0]).toBe('/');
    expect(new Set(targets).size).toBe(targets.length);
  });
});
