// What one operation will cost the back end, estimated before execution from the document, the
// schema, the resolvers and the variables, so a request that would make hundreds of REST calls or
// read tens of thousands of records is refused before its first call.
//
// Two measures, both bounded:
// - REST calls: every root field of Query or Mutation is one call, and every other field that a
//   resolver of ours answers with an object (a related record: `order.client`, `fee.feeType`) is
//   one call per place in the query. Related records inside a list are not multiplied by the
//   list's length: DataLoader batches them into one call. Aliases are separate places, so 749
//   aliases of the order list are 749 calls.
// - Records: every list field returns as many records as its page asks (`pageSize`, or `limit` of
//   a picker; the page's `items` take the size of the field that asked), a list that a resolver
//   fetches without a bound counts UNBOUNDED_LIST, and a list inside a list multiplies. A list
//   that is part of a record already fetched (a tree's children) adds nothing.
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  type GraphQLType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export interface CostBounds {
  maxRestCalls: number;
  maxRecords: number;
}

export interface OperationCost {
  restCalls: number;
  records: number;
}

/** What a refused request answers as `extensions.code` (HTTP 400). */
export const QUERY_TOO_COSTLY = 'QUERY_TOO_COSTLY';

/** A list whose size no argument bounds (a picker without limit, an order's fee lines). */
export const UNBOUNDED_LIST = 50;

const SIZE_ARGUMENTS = ['pageSize', 'limit'] as const;

// Saturate: nested lists and fragments can multiply past any safe integer.
const cap = (n: number): number => Math.min(n, Number.MAX_SAFE_INTEGER);

// Types are read by their shape, not with graphql's instanceof predicates: the schema may come
// from another copy of the graphql module than this file (Apollo's CommonJS one under a bundler).
type Composite = { name: string; getFields?: () => Record<string, GraphQLField<unknown, unknown>> };

/** `[Client!]!` → a list; `ClientPage!` → not. */
const isList = (type: GraphQLType): boolean => String(type).replace(/!$/, '').startsWith('[');

/** The object, interface or union a field type names; undefined for scalars and enums. */
function compositeNamed(schema: GraphQLSchema, typeName: string): Composite | undefined {
  const type = schema.getType(typeName.replace(/[[\]!]/g, ''));
  return type && ('getFields' in type || 'getTypes' in type) && !('getValues' in type)
    ? (type as Composite)
    : undefined;
}

function intValue(
  node: ValueNode,
  variables: Readonly<Record<string, unknown>>,
  read: Set<string> | undefined,
): unknown {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    read?.add(node.name.value);
    return variables[node.name.value];
  }
  return undefined;
}

/** `Type.field` pairs our resolvers answer with a related record (one REST call per place). */
export function restResolvedFields(
  schema: GraphQLSchema,
  resolvers: Readonly<Record<string, unknown>>,
): ReadonlySet<string> {
  const found = new Set<string>();
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const defs = compositeNamed(schema, typeName)?.getFields?.();
    if (!defs || !fields || typeof fields !== 'object') continue;
    for (const [fieldName, resolver] of Object.entries(fields as Record<string, unknown>)) {
      const def = defs[fieldName];
      if (!def || typeof resolver !== 'function') continue;
      if (compositeNamed(schema, String(def.type))) found.add(`${typeName}.${fieldName}`);
    }
  }
  return found;
}

export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  variables: Readonly<Record<string, unknown>>,
  restFields: ReadonlySet<string>,
  /** Collects the names of the variables the cost depends on (the same whatever their values). */
  read?: Set<string>,
): OperationCost {
  const root = (
    operation.operation === OperationTypeNode.MUTATION
      ? schema.getMutationType()
      : schema.getQueryType()
  ) as Composite | null | undefined;
  const total: OperationCost = { restCalls: 0, records: 0 };
  if (!root) return total;
  // Fragments are walked where they are spread: validation (queryBounds.ts) has already refused
  // any document over the field bound, so the walk is as long as that bound at most.
  const visiting = new Set<string>();

  /** `multiplier`: how many times this selection runs; `size`: the size asked by the parent field. */
  function walk(
    selectionSet: SelectionSetNode,
    parent: Composite,
    multiplier: number,
    size: number | undefined,
    isRoot: boolean,
  ): void {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? compositeNamed(schema, selection.typeCondition.name.value)
          : undefined;
        walk(selection.selectionSet, condition ?? parent, multiplier, size, isRoot);
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const fragment = fragments[name];
        if (!fragment || visiting.has(name)) continue;
        const condition = compositeNamed(schema, fragment.typeCondition.name.value);
        visiting.add(name);
        walk(fragment.selectionSet, condition ?? parent, multiplier, size, isRoot);
        visiting.delete(name);
        continue;
      }
      const name = selection.name.value;
      if (name.startsWith('__')) continue;
      const def = parent.getFields?.()[name];
      if (!def) continue;
      const throughRest = isRoot || restFields.has(`${parent.name}.${name}`);
      if (throughRest) total.restCalls = cap(total.restCalls + 1);
      let asked = size;
      for (const arg of SIZE_ARGUMENTS) {
        const node = selection.arguments?.find((a) => a.name.value === arg);
        const value = node
          ? intValue(node.value, variables, read)
          : def.args.find((a) => a.name === arg)?.defaultValue;
        if (typeof value === 'number' && value > 0) asked = value;
      }
      let inner = multiplier;
      let below = asked;
      // A list inside a record already fetched (a tree's children) costs nothing more.
      if (isList(def.type) && (throughRest || asked !== undefined)) {
        const length = asked ?? UNBOUNDED_LIST;
        total.records = cap(total.records + multiplier * length);
        inner = cap(multiplier * length);
        below = undefined;
      }
      const type = compositeNamed(schema, String(def.type));
      if (selection.selectionSet && type) walk(selection.selectionSet, type, inner, below, false);
    }
  }

  walk(operation.selectionSet, root, 1, undefined, true);
  return total;
}

/**
 * operationCost remembered per parsed operation (Apollo keeps one parsed document per query text)
 * and the values of the variables it depends on: the web client sends the same few operations
 * over and over, with the same page sizes.
 */
export class OperationCosts {
  private readonly known = new WeakMap<
    OperationDefinitionNode,
    { variables: readonly string[]; costs: Map<string, OperationCost> }
  >();

  constructor(private readonly maxPerOperation = 32) {}

  cost(
    schema: GraphQLSchema,
    operation: OperationDefinitionNode,
    fragments: () => Readonly<Record<string, FragmentDefinitionNode>>,
    variables: Readonly<Record<string, unknown>>,
    restFields: ReadonlySet<string>,
  ): OperationCost {
    const entry = this.known.get(operation);
    const keyOf = (names: readonly string[]) => JSON.stringify(names.map((n) => variables[n]));
    const remembered = entry?.costs.get(keyOf(entry.variables));
    if (remembered) return remembered;
    const read = new Set<string>();
    const cost = operationCost(schema, operation, fragments(), variables, restFields, read);
    const known = entry ?? { variables: [...read], costs: new Map<string, OperationCost>() };
    if (!entry) this.known.set(operation, known);
    if (known.costs.size < this.maxPerOperation) known.costs.set(keyOf(known.variables), cost);
    return cost;
  }
}

/** The refusal of an operation over the bounds, in the user's words. */
export function costError(cost: OperationCost, bounds: CostBounds): GraphQLError | undefined {
  const messages: string[] = [];
  if (cost.restCalls > bounds.maxRestCalls) {
    messages.push(`预计后端调用 ${cost.restCalls} 次，上限 ${bounds.maxRestCalls} 次`);
  }
  if (cost.records > bounds.maxRecords) {
    messages.push(`预计返回 ${cost.records} 条记录，上限 ${bounds.maxRecords} 条`);
  }
  if (messages.length === 0) return undefined;
  const message = `查询代价过高（${messages.join('；')}），请减少查询内容或分页大小`;
  return new GraphQLError(message, {
    extensions: {
      code: QUERY_TOO_COSTLY,
      status: 400,
      messages: [{ message }],
      cost: { ...cost, ...bounds },
      http: { status: 400 },
    },
  });
}
