// What a field's selection asks for, through fragments: resolvers that can read ahead or ask the
// back end for more in one call look here first.
import { Kind } from 'graphql';
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Names of the fields selected directly in a selection set, through fragments; with `under`, those
 * selected in that field's own selection instead.
 */
export function selectedNames(
  set: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
  into: Set<string>,
  under?: string,
): void {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (under === undefined) into.add(selection.name.value);
      else if (selection.name.value === under) selectedNames(selection.selectionSet, info, into);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      selectedNames(selection.selectionSet, info, into, under);
    } else {
      selectedNames(info.fragments[selection.name.value]?.selectionSet, info, into, under);
    }
  }
}

// Per field of a parsed operation: the same document selects the same, so it is walked once.
const selectedOf = new WeakMap<FieldNode, ReadonlySet<string>>();

/** The names the resolving field selects (its own sub-fields). */
export function selectedHere(info: GraphQLResolveInfo): ReadonlySet<string> {
  const [first] = info.fieldNodes;
  const single = first !== undefined && info.fieldNodes.length === 1;
  const known = single ? selectedOf.get(first) : undefined;
  if (known) return known;
  const names = new Set<string>();
  for (const node of info.fieldNodes) selectedNames(node.selectionSet, info, names);
  if (single) selectedOf.set(first, names);
  return names;
}
