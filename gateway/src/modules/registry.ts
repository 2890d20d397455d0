// How a domain module plugs in: its schema.graphql beside its resolvers.ts, merged with the others.
import { readFileSync } from 'node:fs';
import { GraphQLScalarType, type DocumentNode } from 'graphql';
import { gql } from 'graphql-tag';
import type { Resolvers } from '../__generated__/resolvers-types.ts';

export interface GatewayModule {
  name: string;
  typeDefs: DocumentNode;
  resolvers: Resolvers;
}

/** Reads `modules/<name>/schema.graphql` and pairs it with the module's resolvers. */
export function gatewayModule(name: string, resolvers: Resolvers): GatewayModule {
  const source = readFileSync(new URL(`./${name}/schema.graphql`, import.meta.url), 'utf8');
  return { name, typeDefs: gql(source), resolvers };
}

type ResolverMap = Record<string, unknown>;

/** Merges the modules' resolvers type by type; two modules resolving one field is a mistake. */
export function mergeResolvers(modules: readonly GatewayModule[]): Resolvers {
  const merged: Record<string, ResolverMap | GraphQLScalarType> = {};
  for (const mod of modules) {
    for (const [typeName, value] of Object.entries(mod.resolvers as Record<string, unknown>)) {
      if (value === undefined) continue;
      if (value instanceof GraphQLScalarType) {
        if (merged[typeName]) throw new Error(`${mod.name}: 标量 ${typeName} 已由其他模块定义`);
        merged[typeName] = value;
        continue;
      }
      const target = merged[typeName];
      if (target instanceof GraphQLScalarType) {
        throw new Error(`${mod.name}: ${typeName} 已定义为标量`);
      }
      const into: ResolverMap = target ?? {};
      for (const [field, resolver] of Object.entries(value as ResolverMap)) {
        if (field in into) throw new Error(`${mod.name}: ${typeName}.${field} 已由其他模块解析`);
        into[field] = resolver;
      }
      merged[typeName] = into;
    }
  }
  return merged as Resolvers;
}
