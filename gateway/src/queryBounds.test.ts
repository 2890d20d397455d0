import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryBoundsRule } from './queryBounds.ts';

const schema = buildSchema(`
  type Node { id: ID!, name: String, child: Node, children: [Node!]! }
  type Query { node: Node }
`);

function errors(query: string, maxDepth = 12, maxFields = 1500, maxAliases = 50): string[] {
  return validate(schema, parse(query), [
    ...specifiedRules,
    queryBoundsRule({ maxDepth, maxFields, maxAliases }),
  ]).map((e) => e.message);
}

function nested(levels: number): string {
  // `node` is level 1, each `child` one more, `id` the last level.
  return `{ node { ${'child { '.repeat(levels - 2)}id${' }'.repeat(levels - 2)} } }`;
}

describe('query depth', () => {
  it('allows 12 levels and refuses 13', () => {
    expect(errors(nested(12))).toEqual([]);
    expect(errors(nested(13))).toEqual(['查询嵌套层级过深：最多 12 层，当前 13 层']);
  });

  it('counts through fragments and inline fragments', () => {
    const query = `
      query { node { ...A } }
      fragment A on Node { child { ... on Node { child { ...B } } } }
      fragment B on Node { child { child { id } } }
    `;
    expect(errors(query, 6)).toEqual([]);
    expect(errors(query, 5)).toEqual(['查询嵌套层级过深：最多 5 层，当前 6 层']);
  });

  it("allows a tool's whole introspection query (its ofType chains are not depth)", () => {
    expect(errors(getIntrospectionQuery({ descriptions: true }))).toEqual([]);
  });
});

describe('query size', () => {
  it('counts fields after fragment expansion', () => {
    // F1 has 2 fields; each level spreads the one below twice, so the count doubles per level.
    const fragments = Array.from({ length: 12 }, (_, i) =>
      i === 0
        ? 'fragment F1 on Node { id name }'
        : `fragment F${i + 1} on Node { a: child { ...F${i} } b: child { ...F${i} } }`,
    ).join('\n');
    const message = errors(`{ node { ...F12 } } ${fragments}`, 100)[0];
    expect(message).toMatch(/^查询字段过多：最多 1500 个/);
    expect(
      errors(`{ node { ...F3 } } ${fragments.split('\n').slice(0, 3).join('\n')}`, 100),
    ).toEqual([]);
  });

  it('counts aliases as fields', () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: id`).join(' ');
    expect(errors(`{ node { ${aliases} } }`, 12, 20)).toEqual([
      '查询字段过多：最多 20 个（含片段展开），当前 21 个',
    ]);
  });

  it('bounds aliased fields, fragments expanded', () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: id`).join(' ');
    expect(errors(`{ node { ${aliases(50)} } }`)).toEqual([]);
    expect(errors(`{ node { ...F } } fragment F on Node { ${aliases(51)} }`)).toEqual([
      '查询别名过多：最多 50 个（含片段展开），当前 51 个',
    ]);
  });
});

describe('introspection', () => {
  it('counts introspection fields and aliases like any other', () => {
    const schemas = Array.from({ length: 1000 }, (_, i) => `s${i}: __schema { types { name } }`);
    expect(errors(`{ ${schemas.join(' ')} }`)).toEqual([
      '查询字段过多：最多 1500 个（含片段展开），当前 3000 个',
      '查询别名过多：最多 50 个（含片段展开），当前 1000 个',
      '一个查询最多请求一次 __schema，当前 1000 次',
    ]);
    const typenames = Array.from({ length: 51 }, (_, i) => `t${i}: __typename`).join(' ');
    expect(errors(`{ ${typenames} }`)).toEqual([
      '查询别名过多：最多 50 个（含片段展开），当前 51 个',
    ]);
  });

  it('asks __schema at most once per operation', () => {
    expect(
      errors('{ a: __schema { queryType { name } } b: __schema { queryType { name } } }'),
    ).toEqual(['一个查询最多请求一次 __schema，当前 2 次']);
    expect(errors('{ __schema { queryType { name } } __type(name: "Node") { name } }')).toEqual([]);
  });
});
