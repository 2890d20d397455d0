/** A tree node as the pages use it: the query nests a fixed number of levels, the last without children. */
export type TreeNode<F> = F & { children: TreeNode<F>[] };

export type Nested<F> = F & { children?: readonly Nested<F>[] };

interface Sortable {
  id: string;
  sortId: number;
}

/** The query's nested levels as a uniform tree, siblings by sortId then id. */
export function toTree<F extends Sortable>(nodes: readonly Nested<F>[]): TreeNode<F>[] {
  return nodes
    .map((node) => ({ ...node, children: toTree<F>(node.children ?? []) }))
    .sort((a, b) => a.sortId - b.sortId || Number(a.id) - Number(b.id));
}

/** Every node, parents before children, with its depth (0 for roots). */
export function flatten<F>(
  nodes: readonly TreeNode<F>[],
  depth = 0,
): { node: TreeNode<F>; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}

export function findNode<F extends { id: string }>(
  nodes: readonly TreeNode<F>[],
  id: string,
): TreeNode<F> | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The ids from a root down to the node (itself included); empty when absent. */
export function pathTo<F extends { id: string }>(
  nodes: readonly TreeNode<F>[],
  id: string,
): string[] {
  for (const node of nodes) {
    if (node.id === id) return [id];
    const below = pathTo(node.children, id);
    if (below.length > 0) return [node.id, ...below];
  }
  return [];
}
