import { describe, expect, it } from 'vitest';
import type { TNode } from '../../../contract/firm';
import { toTree } from './nodeTree';

const node = (id: string, name: string, path: string): TNode => ({
  id,
  name,
  path,
  firmId: 'F1',
  parentNodeId: path.split('/').slice(-2, -1)[0] ?? null,
  nodeType: 'Default',
});

describe('toTree', () => {
  it('when the user sits at the root, then depth and the names above count from the root', () => {
    const tree = toTree([node('0', 'Firm', '0'), node('A', 'North', '0/A'), node('B', 'Leeds', '0/A/B')]);
    expect(tree.map((n) => [n.name, n.depth, n.trail])).toEqual([
      ['Firm', 0, []],
      ['North', 1, ['Firm']],
      ['Leeds', 2, ['Firm', 'North']],
    ]);
  });

  it('when the user sits low in the tree, then their node is the top and nothing above it is named', () => {
    // The platform answers a user at North with North and below only.
    const tree = toTree([node('A', 'North', '0/A'), node('B', 'Leeds', '0/A/B')]);
    expect(tree.map((n) => [n.name, n.depth, n.trail])).toEqual([
      ['North', 0, []],
      ['Leeds', 1, ['North']],
    ]);
  });
});
