import { describe, expect, it } from 'vitest';
import { MENU, RESOURCES, WORKFLOWS, resourceDefs } from './registry';
import { importsOf } from './testing/sourceImports';

const AREAS = [...RESOURCES, ...WORKFLOWS];
/** Every module the registry loads with itself (its static imports, followed), and every one it defers. */
function registryGraph() {
  const loaded = new Set<string>();
  const deferred = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    const { staticImports, onDemand } = importsOf(file);
    onDemand.forEach((module) => deferred.add(module));
    staticImports.forEach(visit);
  };
  visit('registry.ts');
  return { loaded, deferred };
}

describe('the registry', () => {
  it('when areas are listed, then each name, data resource and menu entry is declared once', () => {
    const names = AREAS.map((area) => area.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const dataNames = AREAS.flatMap((area) => Object.keys(area.data ?? {}));
    expect(dataNames.filter((name, index) => dataNames.indexOf(name) !== index)).toEqual([]);
    expect(Object.keys(resourceDefs).sort()).toEqual([...dataNames].sort());
    for (const entry of MENU) if ('resource' in entry) expect(dataNames).toContain(entry.resource);
  });

  it('when an area adds routes under a resource, then that resource has a <Resource> to hold them', () => {
    const withPages = RESOURCES.filter((resource) => resource.pages).map((resource) => resource.name);
    for (const area of AREAS)
      for (const target of Object.keys(area.routesUnder ?? {})) expect(withPages).toContain(target);
  });

  it('when the registry is loaded, then it reads each area through its index and loads no page with it (decision 0215)', () => {
    const areaImports = importsOf('registry.ts').staticImports.filter((file) =>
      /^(resources|workflows)\//.test(file),
    );
    expect(areaImports.length).toBe(AREAS.length);
    for (const file of areaImports) expect(file).toMatch(/^(resources|workflows)\/[\w-]+\/index\.tsx?$/);
    const { loaded, deferred } = registryGraph();
    expect(deferred.size).toBeGreaterThan(30);
    expect(
      [...deferred].filter((page) => loaded.has(page)),
      'pages loaded with the registry',
    ).toEqual([]);
  });
});
