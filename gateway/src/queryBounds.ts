// Bounds on what one query may ask for, checked during validation (before any REST call): nesting
// depth and the number of fields selected once fragments are expanded. Introspection is left out:
// its size is bounded by the schema, and tools' introspection queries nest deeper than any data.
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export interface QueryBounds {
  maxDepth: number;
  maxFields: number;
}

interface Measure {
  depth: number;
  fields: number;
}

export function queryBoundsRule(bounds: QueryBounds): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    // Per fragment, measured once: a fragment spread many times is not walked many times.
    const fragmentMeasures = new Map<string, Measure>();
    const visiting = new Set<string>();

    function fragmentMeasure(fragment: FragmentDefinitionNode): Measure {
      const name = fragment.name.value;
      const known = fragmentMeasures.get(name);
      if (known) return known;
      // A cycle is reported by NoFragmentCyclesRule; here it simply ends the walk.
      if (visiting.has(name)) return { depth: 0, fields: 0 };
      visiting.add(name);
      const result = measure(fragment.selectionSet);
      visiting.delete(name);
      fragmentMeasures.set(name, result);
      return result;
    }

    /** Depth and field count of a selection set (its own fields are at depth 1). */
    function measure(selectionSet: SelectionSetNode): Measure {
      let depth = 0;
      let fields = 0;
      for (const selection of selectionSet.selections) {
        let inner: Measure;
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          const below = selection.selectionSet
            ? measure(selection.selectionSet)
            : { depth: 0, fields: 0 };
          inner = { depth: below.depth + 1, fields: below.fields + 1 };
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          inner = measure(selection.selectionSet);
        } else {
          const fragment = context.getFragment(selection.name.value);
          if (!fragment) continue;
          inner = fragmentMeasure(fragment);
        }
        depth = Math.max(depth, inner.depth);
        // Saturate: a crafted document can multiply fragments past any safe integer.
        fields = Math.min(fields + inner.fields, Number.MAX_SAFE_INTEGER);
      }
      return { depth, fields };
    }

    return {
      OperationDefinition(operation) {
        const { depth, fields } = measure(operation.selectionSet);
        if (depth > bounds.maxDepth) {
          context.reportError(
            new GraphQLError(`查询嵌套层级过深：最多 ${bounds.maxDepth} 层，当前 ${depth} 层`, {
              nodes: [operation],
            }),
          );
        }
        if (fields > bounds.maxFields) {
          context.reportError(
            new GraphQLError(
              `查询字段过多：最多 ${bounds.maxFields} 个（含片段展开），当前 ${fields} 个`,
              { nodes: [operation] },
            ),
          );
        }
        return false;
      },
    };
  };
}
