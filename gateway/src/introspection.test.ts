import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parseIntrospection, readsSchema } from './introspection.ts';

function reads(query: string): boolean {
  const document = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  return readsSchema(operation, document);
}

describe('GRAPHQL_INTROSPECTION', () => {
  it('defaults to signed-in in production and on in development', () => {
    expect(parseIntrospection(undefined, true)).toBe('signed-in');
    expect(parseIntrospection('', false)).toBe('on');
    expect(parseIntrospection(' OFF ', true)).toBe('off');
    expect(parseIntrospection('on', true)).toBe('on');
  });

  it('refuses an unknown value, naming the allowed ones', () => {
    expect(() => parseIntrospection('yes', true)).toThrow(
      'GRAPHQL_INTROSPECTION 只能是 on、signed-in、off：yes',
    );
  });
});

describe('what reads the schema', () => {
  it.each([
    ['{ __schema { queryType { name } } }', true],
    ['{ __type(name: "Query") { name } }', true],
    ['{ ... on Query { __schema { types { name } } } }', true],
    [
      'query { ...A } fragment A on Query { ...B } fragment B on Query { __type(name: "X") { name } }',
      true,
    ],
    ['query { ...A } fragment A on Query { ...A ping }', false],
    ['{ __typename ping }', false],
    ['{ me { __typename } }', false],
  ])('%s → %s', (query, expected) => {
    expect(reads(query)).toBe(expected);
  });
});
