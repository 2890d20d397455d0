// The statements' schema is written from the declarations (model/statements): every report's row,
// totals, filter and page types follow its columns, totals and filters, typed, never JSON.
import {
  buildASTSchema,
  concatAST,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLNonNull,
  GraphQLObjectType,
} from 'graphql';
import type { GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { orderTypes } from '../../../../model/orders/index.ts';
import { statements } from '../../../../model/statements/index.ts';
import { modules } from '../index.ts';
import { FILTER_TYPES, ORDER_TYPE_ENUM, statementOps } from './sdl.ts';

const schema = buildASTSchema(concatAST(modules.map((m) => m.typeDefs)));

function typeOf<T extends GraphQLNamedType>(name: string, kind: new (...args: never[]) => T): T {
  const type = schema.getType(name);
  expect(type, name).toBeInstanceOf(kind);
  return type as T;
}

const SCALARS = {
  text: 'String',
  money: 'Decimal',
  date: 'Date',
  int: 'Int',
  percent: 'Decimal',
  rate: 'Decimal',
} as const;

describe.each(statements)('the schema of $title ($key)', (decl) => {
  const o = statementOps(decl);

  it('has a row field per declared column, of its kind’s scalar', () => {
    const fields = typeOf(o.row, GraphQLObjectType).getFields();
    expect(Object.keys(fields)).toEqual(decl.columns.map((c) => c.key));
    for (const column of decl.columns) {
      expect(String(fields[column.key]?.type), column.key).toBe(SCALARS[column.kind]);
    }
  });

  it('has non-null totals of exactly the declared columns', () => {
    const fields = typeOf(o.totals, GraphQLObjectType).getFields();
    expect(Object.keys(fields)).toEqual([...decl.totals]);
    for (const key of decl.totals) {
      const column = decl.columns.find((c) => c.key === key);
      expect(column, key).toBeDefined();
      const type = fields[key]?.type;
      expect(type).toBeInstanceOf(GraphQLNonNull);
      expect(String(type)).toBe(`${SCALARS[column?.kind ?? 'text']}!`);
    }
  });

  it('takes exactly the declared filters, typed', () => {
    const fields = typeOf(o.filter, GraphQLInputObjectType).getFields();
    expect(Object.keys(fields)).toEqual([...decl.filters]);
    for (const name of decl.filters) {
      expect(String(fields[name]?.type), name).toBe(FILTER_TYPES[name]);
    }
  });

  it('answers a page with the rows, totals and chart, and links its export', () => {
    const page = typeOf(o.page, GraphQLObjectType).getFields();
    expect(String(page.items?.type)).toBe(`[${o.row}!]!`);
    expect(String(page.totals?.type)).toBe(`${o.totals}!`);
    expect(String(page.chart?.type)).toBe('StatementChart');
    const query = schema.getQueryType()?.getFields()[o.query];
    expect(String(query?.type)).toBe(`${o.page}!`);
    expect(query?.args.map((a) => `${a.name}: ${String(a.type)}`)).toEqual([
      `filter: ${o.filter}`,
      'pageNum: Int',
      'pageSize: Int',
    ]);
    const exportLink = schema.getMutationType()?.getFields()[o.exportLink];
    expect(String(exportLink?.type)).toBe('DownloadLink!');
  });
});

describe('statement filters', () => {
  it('offer the declared order types as an enum of their shipping type codes', () => {
    const values = typeOf(ORDER_TYPE_ENUM, GraphQLEnumType).getValues();
    expect(values.map((v) => [v.name, v.description])).toEqual(
      orderTypes.map((t) => [t.shippingType, t.label]),
    );
  });
});
