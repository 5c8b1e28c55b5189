import { describe, expect, it } from 'vitest';
import { importGraph, importLoops } from './import-graph';

// A loop of imports ties its modules so none can move, be tested or be read alone, and at run time makes
// their load order depend on which was imported first (issue 14; decision 0021).

const describeLoop = (loop: string[]) => [...loop, loop[0]].join('\n    → ');

describe('the import graph', () => {
  // One graph, so a loop that crosses folders is found too; each folder's test names the loops that start in it.
  const folders = ['contract', 'server', 'client/src'];
  const graph = importGraph(folders);
  const loops = importLoops(graph);

  it.each(folders)('of %s has no loops', (folder) => {
    expect([...graph.keys()].filter((module) => module.startsWith(`${folder}/`)).length).toBeGreaterThan(10);
    const found = loops.filter((loop) => loop[0].startsWith(`${folder}/`)).map(describeLoop);
    expect(found, `${found.length} import loop(s):\n  ${found.join('\n  ')}`).toEqual([]);
  });

  it('names each loop of a graph, whole and in order', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'a.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(importLoops(graph)).toEqual([['a.ts', 'b.ts'], ['b.ts', 'c.ts', 'a.ts'], ['d.ts']]);
  });
});
