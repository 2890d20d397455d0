import { buildASTSchema, concatAST, GraphQLObjectType } from 'graphql';
import { gql } from 'graphql-tag';
import { describe, expect, it } from 'vitest';
import { DateScalar } from './common/scalars.ts';
import { modules } from './index.ts';
import { mergeResolvers, type GatewayModule } from './registry.ts';

const empty = gql`
  type Query {
    a: Int
  }
`;

describe('module registry', () => {
  it('resolves every root field of the merged schema', () => {
    const schema = buildASTSchema(concatAST(modules.map((m) => m.typeDefs)));
    const resolvers = mergeResolvers(modules) as Record<string, Record<string, unknown>>;
    for (const root of ['Query', 'Mutation']) {
      const type = schema.getType(root);
      expect(type).toBeInstanceOf(GraphQLObjectType);
      for (const field of Object.keys((type as GraphQLObjectType).getFields())) {
        expect(resolvers[root]?.[field], `${root}.${field}`).toBeTypeOf('function');
      }
    }
  });

  it('merges types from several modules and refuses a field resolved twice', () => {
    const a: GatewayModule = {
      name: 'a',
      typeDefs: empty,
      resolvers: { Query: { ping: () => true } },
    };
    const b: GatewayModule = {
      name: 'b',
      typeDefs: empty,
      resolvers: { Query: { me: () => ({}) as never } },
    };
    const merged = mergeResolvers([
      a,
      b,
      { name: 'c', typeDefs: empty, resolvers: { Date: DateScalar } },
    ]);
    expect(Object.keys(merged.Query ?? {})).toEqual(['ping', 'me']);
    expect(merged.Date).toBe(DateScalar);
    expect(() => mergeResolvers([a, { ...a, name: 'a2' }])).toThrow(
      'a2: Query.ping 已由其他模块解析',
    );
  });
});
