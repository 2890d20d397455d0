// The role menu editor's tick rules: a node with children is ticked when all its leaves are, half
// ticked when some are; ticking it ticks or unticks its whole branch.

export interface CheckNode {
  id: string;
  children: readonly CheckNode[];
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

function leavesOf(node: CheckNode): string[] {
  return node.children.length === 0 ? [node.id] : node.children.flatMap(leavesOf);
}

/** The state of a node from the ticked leaves. */
export function checkState(node: CheckNode, ticked: ReadonlySet<string>): CheckState {
  const leaves = leavesOf(node);
  const count = leaves.filter((id) => ticked.has(id)).length;
  if (count === 0) return 'unchecked';
  return count === leaves.length ? 'checked' : 'indeterminate';
}

/** Ticks a leaf on or off; a branch becomes fully ticked unless it already was, then fully unticked. */
export function toggleNode(node: CheckNode, ticked: ReadonlySet<string>): Set<string> {
  const next = new Set(ticked);
  const on = checkState(node, ticked) !== 'checked';
  for (const id of leavesOf(node)) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * The ticked leaves from the role's saved menu ids. A saved branch none of whose nodes below is
 * saved (a page granted without its buttons) counts as wholly ticked, so saving again keeps it.
 */
export function tickedFromSaved(tree: readonly CheckNode[], saved: readonly string[]): Set<string> {
  const ids = new Set(saved);
  const ticked = new Set<string>();
  const anyBelow = (node: CheckNode): boolean =>
    node.children.some((child) => ids.has(child.id) || anyBelow(child));
  const walk = (node: CheckNode): void => {
    if (node.children.length === 0) {
      if (ids.has(node.id)) ticked.add(node.id);
      return;
    }
    if (ids.has(node.id) && !anyBelow(node)) {
      for (const id of leavesOf(node)) ticked.add(id);
      return;
    }
    node.children.forEach(walk);
  };
  tree.forEach(walk);
  return ticked;
}

/**
 * The ids to save: every ticked or half-ticked node. The server grants a page by its own id, so a
 * page whose buttons are only partly ticked must still be saved.
 */
export function idsToSave(tree: readonly CheckNode[], ticked: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (node: CheckNode): void => {
    if (checkState(node, ticked) !== 'unchecked') out.push(node.id);
    node.children.forEach(walk);
  };
  tree.forEach(walk);
  return out;
}
