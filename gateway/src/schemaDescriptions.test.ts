// Every element of the schema a developer or a reporting tool explores carries a description:
// types, fields, arguments, input fields and enum values; a deprecation carries its reason.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { buildASTSchema, parse, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { modules } from './modules/index.ts';
import { mergeResolvers } from './modules/registry.ts';

interface Documented {
  description?: string | null;
  deprecationReason?: string | null;
}

interface DocumentedField extends Documented {
  name: string;
  args?: readonly (Documented & { name: string })[];
}

interface DocumentedType extends Documented {
  name: string;
  getFields?: () => Record<string, DocumentedField>;
  getValues?: () => readonly (Documented & { name: string })[];
}

const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** The elements of a schema without a description (or deprecated without a reason). */
function undocumented(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (path: string, element: Documented) => {
    if (!element.description?.trim()) missing.push(path);
    // graphql-js gives a bare @deprecated its default reason; a reason of our own says what to use.
    if (element.deprecationReason === 'No longer supported')
      missing.push(`${path} (deprecated without a reason)`);
  };
  // Read by shape, not with graphql's instanceof predicates: the gateway's schema is built by
  // @graphql-tools with its own copy of the graphql module.
  for (const type of Object.values(schema.getTypeMap()) as DocumentedType[]) {
    if (type.name.startsWith('__') || BUILT_IN_SCALARS.has(type.name)) continue;
    check(type.name, type);
    for (const field of Object.values(type.getFields?.() ?? {})) {
      check(`${type.name}.${field.name}`, field);
      for (const arg of field.args ?? []) check(`${type.name}.${field.name}(${arg.name})`, arg);
    }
    for (const value of type.getValues?.() ?? []) check(`${type.name}.${value.name}`, value);
  }
  for (const directive of schema.getDirectives()) {
    if (['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf'].includes(directive.name))
      continue;
    check(`@${directive.name}`, directive);
    for (const arg of directive.args) check(`@${directive.name}(${arg.name})`, arg);
  }
  return missing.sort();
}

describe('schema descriptions', () => {
  it('the schema the gateway serves describes every element', () => {
    // Built as the gateway builds it (server.ts): the modules' typeDefs with their resolvers.
    const schema = makeExecutableSchema({
      typeDefs: modules.map((m) => m.typeDefs),
      resolvers: mergeResolvers(modules),
    });
    expect(undocumented(schema)).toEqual([]);
  });

  it('the contract file schema.graphql describes every element', () => {
    const source = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(undocumented(buildASTSchema(parse(source)))).toEqual([]);
  });

  it('finds an element without a description, and a deprecation without a reason', () => {
    const schema = buildASTSchema(
      parse(`
        "Root"
        type Query {
          "Described"
          a(x: Int): Int
          b: Int @deprecated
        }
      `),
    );
    expect(undocumented(schema)).toEqual([
      'Query.a(x)',
      'Query.b',
      'Query.b (deprecated without a reason)',
    ]);
  });
});
