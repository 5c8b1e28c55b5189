import { describe, expect, it } from 'vitest';
import { calls as byAlias } from '@contract/calls';
import { route as routeByAlias } from '@server/platform/http/route';
import { calls } from '../../contract/calls';
import { route } from '../../server/platform/http/route';

// tsconfig.json's `paths` are the one list of aliases; tsc and tsx read them, and Vite and Vitest do
// through `resolve.tsconfigPaths`. An alias that resolved elsewhere would load a second copy of the module.

describe('path aliases', () => {
  it('when a module is imported by alias and by relative path, then both are the same module', () => {
    expect(byAlias).toBe(calls);
    expect(routeByAlias).toBe(route);
  });
});
