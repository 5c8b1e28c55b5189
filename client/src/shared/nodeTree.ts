import { useMemo } from 'react';
import { MAX_PAGE_SIZE } from '../../../contract/pageSizes';
import type { TNode } from '../../../contract/firm';
import { usePlatformRead } from '../data/platformReads';

/** A node as the picker shows it: how deep it sits below the first node shown, and the names above it. */
export interface TreeNode extends TNode {
  depth: number;
  /** Names from the first node shown down to this node's parent. */
  trail: string[];
}

/**
 * Depth and trail of each node, from the platform's tree order. The list starts at the user's own node
 * (the platform returns only their subtree), so depth and trail count from there, not from the firm root.
 */
export function toTree(nodes: TNode[]): TreeNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const topDepth = nodes.length ? nodes[0].path.split('/').length : 1;
  return nodes.map((node) => {
    const above = node.path.split('/').slice(0, -1);
    return {
      ...node,
      depth: node.path.split('/').length - topDepth,
      trail: above.flatMap((id) => {
        const ancestor = byId.get(id);
        return ancestor ? [ancestor.name] : [];
      }),
    };
  });
}

/** The organisation tree the signed-in user sees (GET /firm/node/list/{firmId}: their node and below). */
export function useNodeTree() {
  const { data, isPending } = usePlatformRead<TNode[]>({
    name: 'listNodes',
    query: { pageSize: MAX_PAGE_SIZE },
  });
  const nodes = useMemo(() => toTree(data ?? []), [data]);
  return { nodes, isPending };
}
