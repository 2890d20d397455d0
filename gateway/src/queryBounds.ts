// Bounds on what one query may ask for, checked during validation (before any REST call): nesting
// depth, the number of fields selected once fragments are expanded, the number of aliased fields,
// and `__schema` at most once. Introspection fields count as fields and aliases like any other
// (1,000 aliased `__schema` selections are 1,000 walks of the whole schema); only their nesting is
// left out of the depth, since `ofType` chains of tools' introspection queries are bounded by the
// schema and nest deeper than any data.
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
  /** Fields selected under an alias (a different response name), fragments expanded. */
  maxAliases: number;
}

interface Measure {
  depth: number;
  fields: number;
  aliases: number;
  /** `__schema` selections. */
  schemas: number;
}

const EMPTY: Measure = { depth: 0, fields: 0, aliases: 0, schemas: 0 };

// Saturate: a crafted document can multiply fragments past any safe integer.
const add = (a: number, b: number): number => Math.min(a + b, Number.MAX_SAFE_INTEGER);

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
      if (visiting.has(name)) return EMPTY;
      visiting.add(name);
      const result = measure(fragment.selectionSet);
      visiting.delete(name);
      fragmentMeasures.set(name, result);
      return result;
    }

    /** Depth, fields and aliases of a selection set (its own fields are at depth 1). */
    function measure(selectionSet: SelectionSetNode): Measure {
      const total: Measure = { ...EMPTY };
      for (const selection of selectionSet.selections) {
        let inner: Measure;
        if (selection.kind === Kind.FIELD) {
          const below = selection.selectionSet ? measure(selection.selectionSet) : EMPTY;
          const name = selection.name.value;
          const aliased = selection.alias !== undefined && selection.alias.value !== name;
          inner = {
            depth: name.startsWith('__') ? 0 : below.depth + 1,
            fields: add(below.fields, 1),
            aliases: add(below.aliases, aliased ? 1 : 0),
            schemas: add(below.schemas, name === '__schema' ? 1 : 0),
          };
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          inner = measure(selection.selectionSet);
        } else {
          const fragment = context.getFragment(selection.name.value);
          if (!fragment) continue;
          inner = fragmentMeasure(fragment);
        }
        total.depth = Math.max(total.depth, inner.depth);
        total.fields = add(total.fields, inner.fields);
        total.aliases = add(total.aliases, inner.aliases);
        total.schemas = add(total.schemas, inner.schemas);
      }
      return total;
    }

    return {
      OperationDefinition(operation) {
        const { depth, fields, aliases, schemas } = measure(operation.selectionSet);
        const refuse = (message: string) =>
          context.reportError(new GraphQLError(message, { nodes: [operation] }));
        if (depth > bounds.maxDepth) {
          refuse(`查询嵌套层级过深：最多 ${bounds.maxDepth} 层，当前 ${depth} 层`);
        }
        if (fields > bounds.maxFields) {
          refuse(`查询字段过多：最多 ${bounds.maxFields} 个（含片段展开），当前 ${fields} 个`);
        }
        if (aliases > bounds.maxAliases) {
          refuse(`查询别名过多：最多 ${bounds.maxAliases} 个（含片段展开），当前 ${aliases} 个`);
        }
        if (schemas > 1) refuse(`一个查询最多请求一次 __schema，当前 ${schemas} 次`);
        return false;
      },
    };
  };
}
