// Every paged list of the contract file answers its total and states its limits: generated from
// schema.graphql, so a list added later is held to the same. A page type is an object type with
// `items`; a paged field is one taking `pageSize`.
import { readFileSync } from 'node:fs';
import {
  buildASTSchema,
  getNamedType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../model/paging.ts';

const schema = buildASTSchema(
  parse(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8')),
);
const objects = Object.values(schema.getTypeMap()).filter(
  (t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__'),
);
const pageTypes = objects.filter((t) => t.getFields().items !== undefined);
const pagedFields: [string, GraphQLField<unknown, unknown>][] = objects.flatMap((t) =>
  Object.values(t.getFields())
    .filter((f) => f.args.some((a) => a.name === 'pageSize'))
    .map((f): [string, GraphQLField<unknown, unknown>] => [`${t.name}.${f.name}`, f]),
);
const cap = `at most ${MAX_PAGE_SIZE}`;

describe('paged lists', () => {
  it('finds the page types and the paged fields of the schema', () => {
    expect(pageTypes.length).toBeGreaterThan(40);
    expect(pagedFields.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Query.orders', 'Client.orders', 'Client.openReceivables']),
    );
  });

  it.each(pageTypes.map((t) => [t.name, t] as const))(
    '%s answers its total, page and the size applied with its cap',
    (_name, type) => {
      const fields = type.getFields();
      const total = fields.total;
      expect(total && isNonNullType(total.type) && getNamedType(total.type).name).toBe('Int');
      expect(total?.description?.trim()).toBeTruthy();
      expect(fields.pageNum?.description?.trim()).toBeTruthy();
      expect(fields.pageSize?.description).toContain(cap);
    },
  );

  it.each(pagedFields)('%s answers a page type and states its page-size limit', (_name, field) => {
    const answer = getNamedType(field.type);
    expect(isScalarType(answer)).toBe(false);
    expect(pageTypes.map((t) => t.name)).toContain(answer.name);
    const size = field.args.find((a) => a.name === 'pageSize');
    expect(size?.description).toContain(cap);
    expect(size?.description).toMatch(/default \d+/);
    expect(field.args.find((a) => a.name === 'pageNum')?.description?.trim()).toBeTruthy();
  });
});
