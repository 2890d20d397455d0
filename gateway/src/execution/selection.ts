// What a field's selection asks for, through fragments: resolvers that can read ahead or ask the
// back end for more in one call look here first.
import { Kind } from 'graphql';
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Names of the fields selected directly in a selection set, through fragments; with `under`, those
 * selected in that field's own selection instead. `takes` picks the fragments that apply by their
 * type condition at the level of the names (all of them when omitted; one without a condition
 * always applies).
 */
export function selectedNames(
  set: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
  into: Set<string>,
  under?: string,
  takes?: (typeName: string) => boolean,
): void {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (under === undefined) into.add(selection.name.value);
      else if (selection.name.value === under)
        selectedNames(selection.selectionSet, info, into, undefined, takes);
      continue;
    }
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT ? selection : info.fragments[selection.name.value];
    const on = fragment?.typeCondition?.name.value;
    // Above `under` the fragments are on the enclosing type (a page): all of them apply.
    if (on === undefined || under !== undefined || !takes || takes(on)) {
      selectedNames(fragment?.selectionSet, info, into, under, takes);
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
