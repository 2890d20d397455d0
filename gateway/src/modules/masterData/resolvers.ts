// One engine for the GraphQL side of master data: resolvers built from the declarations, with
// references and dictionary codes resolved through per-request loaders.
import { entities, has, userNameField } from '../../../../model/masterData/index.ts';
import type { EntityDecl, Field } from '../../../../model/masterData/index.ts';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { badUserInput } from '../../rest/errors.ts';
import { versionOf } from '../../rest/versions.ts';
import {
  byRef,
  detail,
  dictEntryResolver,
  dictKey,
  dictName,
  findById,
  pathOf,
  refResolvers,
  text,
} from './loaders.ts';
import type { Row } from './loaders.ts';
import { hasStatus, ops, subTypeName } from './naming.ts';

type Args = Record<string, unknown>;
type Resolver = (parent: Row, args: Args, ctx: GatewayContext) => unknown;
type ResolverMap = Record<string, Resolver>;

const yesOf = (field: Field): string =>
  field.kind === 'flag' && field.values ? field.values[0] : 'Y';
const noOf = (field: Field): string =>
  field.kind === 'flag' && field.values ? field.values[1] : 'N';

/** Whole cents as a yuan Decimal: 12345 → "123.45". */
export function centsToDecimal(value: unknown): string | null {
  const digits = text(value);
  if (digits === null || digits === '') return null;
  const cents = BigInt(digits);
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const yuan = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${yuan}` : yuan;
}

/** A yuan Decimal as whole cents; more than two decimals is refused. */
export function decimalToCents(value: string, field: Field): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) throw badUserInput(`${field.label}最多两位小数`, field.name);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw badUserInput(`${field.label}超出范围`, field.name);
  return m[1] ? -cents : cents;
}

/** Field resolvers of an object type from its declared fields. */
function fieldResolvers(fields: readonly Field[]): ResolverMap {
  const map: ResolverMap = { id: (row) => String(row.id) };
  for (const field of fields) {
    const name = field.name;
    switch (field.kind) {
      case 'flag':
        map[name] = (row) => row[name] === yesOf(field);
        break;
      case 'status':
        map[name] = (row) => (row[name] === 'N' ? 'INACTIVE' : 'ACTIVE');
        break;
      case 'cents':
        map[name] = (row) => centsToDecimal(row[name]);
        break;
      case 'decimal':
        map[name] = (row) => text(row[name]);
        break;
      case 'dict':
        map[name] = field.multiple
          ? (row, _a, ctx) => {
              const codes = Array.isArray(row[name]) ? (row[name] as string[]) : [];
              return ctx.loaders
                .get(dictName)
                .loadMany(codes.map((c) => dictKey(field.category, c)));
            }
          : dictEntryResolver(field.category, name);
        break;
      case 'ref':
        Object.assign(map, refResolvers(field));
        break;
      case 'user':
        map[name] = (row) => text(row[name]);
        map[userNameField(field)] = (row) => text(row[userNameField(field)]);
        break;
      default:
        break;
    }
  }
  return map;
}

/** A GraphQL input value as the REST field. */
function toRestValue(field: Field, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  switch (field.kind) {
    case 'flag':
      return value ? yesOf(field) : noOf(field);
    case 'status':
      return value === 'INACTIVE' ? 'N' : 'Y';
    case 'cents':
      return decimalToCents(text(value) ?? '', field);
    case 'ref':
    case 'user':
      return Number(value);
    default:
      return value;
  }
}

function toRestFields(fields: readonly Field[], input: Args, keepNulls: boolean): Row {
  const body: Row = {};
  for (const field of fields) {
    if (!Object.hasOwn(input, field.name)) continue;
    const value = input[field.name];
    if (value === null && !keepNulls) continue;
    body[field.name] = toRestValue(field, value);
  }
  return body;
}

function toRestRecord(decl: EntityDecl, input: Args, keepNulls: boolean): Row {
  const body = toRestFields(decl.fields, input, keepNulls);
  for (const sub of decl.subLists ?? []) {
    const rows = input[sub.name];
    if (!Array.isArray(rows)) continue;
    body[sub.name] = rows.map((r) => toRestFields(sub.fields, r as Args, false));
  }
  return body;
}

function filterToRest(decl: EntityDecl, filter: Args | null | undefined): Row {
  if (!filter) return {};
  const body: Row = {};
  if (typeof filter.keyword === 'string') body.keyword = filter.keyword;
  if (typeof filter.sortField === 'string') body.sortField = filter.sortField;
  if (typeof filter.descending === 'boolean') body.orderBy = filter.descending ? '1' : '0';
  for (const field of decl.fields) {
    if (!field.search) continue;
    const names =
      field.search === 'range' ? [`${field.name}Begin`, `${field.name}End`] : [field.name];
    for (const name of names) {
      const value = filter[name];
      if (value === undefined || value === null) continue;
      body[name] =
        field.kind === 'cents' || field.kind === 'dict' ? value : toRestValue(field, value);
    }
  }
  return body;
}

function entityResolvers(
  decl: EntityDecl,
  query: ResolverMap,
  mutation: ResolverMap,
  types: Record<string, ResolverMap>,
) {
  const o = ops(decl);
  const call = (ctx: GatewayContext, action: string, body: Row) =>
    ctx.rest.call<unknown>(pathOf(decl, action), body);
  const subs = decl.subLists ?? [];
  const objectMap = fieldResolvers(decl.fields);
  if (decl.scope !== 'global') objectMap.orgId = (row) => text(row.orgId);
  for (const sub of subs) {
    // A list row carries no sub-lists; asking for them loads the record.
    objectMap[sub.name] = async (row, _a, ctx) => {
      if (Array.isArray(row[sub.name])) return row[sub.name];
      const loader = detail.get(decl.name);
      const full = loader ? await ctx.loaders.get(loader).load(String(row.id)) : null;
      return full?.[sub.name] ?? [];
    };
    types[subTypeName(decl, sub)] = fieldResolvers(sub.fields);
  }
  types[decl.typeName] = objectMap;

  if (has(decl, 'pageAll')) {
    query[o.page] = async (_p, args, ctx) => {
      const page = (await call(ctx, 'pageAll', {
        ...filterToRest(decl, args.filter as Args | null),
        pageNum: args.pageNum ?? 1,
        pageSize: args.pageSize ?? 10,
      })) as { list: Row[]; pageNum: number; pageSize: number; total: number };
      return {
        items: page.list,
        pageNum: page.pageNum,
        pageSize: page.pageSize,
        total: page.total,
      };
    };
    mutation[o.exportLink] = (_p, args, ctx) =>
      call(ctx, 'exportAll', {
        ...filterToRest(decl, args.filter as Args | null),
        format: args.format === 'CSV' ? 'csv' : 'xlsx',
      });
  }
  if (has(decl, 'findByPK')) {
    query[o.byId] = (_p, args, ctx) => findById(ctx, decl, String(args.id));
  }
  const pickers: [string, string][] = [];
  if (has(decl, 'listAll')) pickers.push([o.options, 'listAll']);
  if (has(decl, 'listGroupAll')) pickers.push([o.groupOptions, 'listGroupAll']);
  for (const [field, action] of pickers) {
    query[field] = async (_p, args, ctx) => {
      const rows = (await call(ctx, action, { keyword: args.keyword, limit: args.limit })) as Row[];
      // Later references to these records in the same request cost nothing.
      const loader = byRef.get(decl.name);
      if (loader) for (const r of rows) ctx.loaders.get(loader).prime(String(r.id), r);
      return rows;
    };
  }
  for (const check of decl.validations ?? []) {
    query[o.validate] = async (_p, args, ctx) => {
      const body: Row = { id: args.id ?? undefined };
      for (const name of check.fields) body[name] = args[name];
      return Boolean(await call(ctx, check.action, body));
    };
  }
  if (has(decl, 'insert')) {
    mutation[o.create] = (_p, args, ctx) =>
      call(ctx, 'insert', toRestRecord(decl, args.input as Args, false));
  }
  if (has(decl, 'update')) {
    mutation[o.update] = (_p, args, ctx) =>
      call(ctx, 'update', {
        ...toRestRecord(decl, args.input as Args, true),
        id: Number(args.id),
        ...versionOf(args),
      });
  }
  if (has(decl, 'updateStatus') && hasStatus(decl.fields)) {
    mutation[o.setStatus] = (_p, args, ctx) =>
      call(ctx, 'updateStatus', {
        id: Number(args.id),
        status: args.status === 'INACTIVE' ? 'N' : 'Y',
        ...versionOf(args),
      });
  }
  if (has(decl, 'delete')) {
    mutation[o.remove] = async (_p, args, ctx) => {
      await call(ctx, 'delete', { id: Number(args.id), ...versionOf(args) });
      return true;
    };
  }
}

interface NodeColumnsRow {
  nodeCode: string;
  nodeName: string;
  list: { id: number; columnCode: string; columnName: string; type: string; sortId: number }[];
}

function toNodeColumns(nodes: NodeColumnsRow[]) {
  return nodes.map((n) => ({
    nodeCode: n.nodeCode,
    nodeName: n.nodeName,
    columns: n.list.map((c) => ({
      id: String(c.id),
      columnCode: c.columnCode,
      columnName: c.columnName,
      selected: c.type === 'Y',
      sortId: c.sortId,
    })),
  }));
}

function extraResolvers(query: ResolverMap, mutation: ResolverMap): void {
  query.currentExchangeRate = async (_p, args, ctx) => {
    const envelope = await ctx.rest.request<Row>('tbExchangeRate/findCurRate', {
      originalCurrency: args.originalCurrency,
      exchangeCurrency: args.exchangeCurrency ?? undefined,
      date: args.date ?? undefined,
    });
    if (envelope.status === 404) return null;
    if (envelope.status !== 200) throw ctx.rest.failure(envelope);
    const data = envelope.data;
    const dict = ctx.loaders.get(dictName);
    return {
      exchangeRate: String(data.exchangeRate),
      originalCurrency: await dict.load(dictKey('FYBZ', String(data.originalCurrency))),
      exchangeCurrency: await dict.load(dictKey('FYBZ', String(data.exchangeCurrency))),
      startDate: data.startDate ?? null,
      endDate: data.endDate ?? null,
    };
  };
  query.hsCodeSearch = (_p, args, ctx) =>
    ctx.rest.call('tbGoods/findSelectValue', { keyword: args.keyword, limit: args.limit });
  query.dictionary = (_p, args, ctx) =>
    ctx.rest.call('tbDict/getDictByTypeId', {
      dictCatagoryCode: args.category,
      dictStatus: args.activeOnly === false ? undefined : 'Y',
    });
  query.myWorkflowNodes = (_p, args, ctx) =>
    ctx.rest.call('tbShippingTypeNodeUserMapping/getNodeCodeByUser', {
      shippingTypeCode: args.shippingType,
    });
  query.settlementUnits = async (_p, args, ctx) => {
    const rows = await ctx.rest.call<
      { id: number; name: string; code: string | null; type: string }[]
    >('tbCustomer/listSupplierAll', { keyword: args.keyword ?? undefined });
    return rows.map((r) => ({
      id: String(r.id),
      name: r.name,
      code: r.code,
      kind: r.type === 'client' ? 'CLIENT' : 'SUPPLIER',
    }));
  };
  query.columnConfig = async (_p, args, ctx) =>
    toNodeColumns(
      await ctx.rest.call<NodeColumnsRow[]>('tbColumn/listAllColumn', {
        shippingTypeCode: args.shippingType,
      }),
    );
  query.dynamicColumns = (_p, args, ctx) =>
    ctx.rest.call('tbSysUser/findDynamicColumns', { pageKey: args.pageKey });
  mutation.updateNodeColumns = async (_p, args, ctx) => {
    const input = args.input as { shippingType: string; nodeCode: string; columns: Args[] };
    await ctx.rest.call('tbColumn/updateNodeColumn', {
      shippingTypeCode: input.shippingType,
      nodeCode: input.nodeCode,
      list: input.columns.map((c) => ({
        id: Number(c.id),
        type: c.selected ? 'Y' : 'N',
        sortId: c.sortId,
      })),
    });
    return toNodeColumns(
      await ctx.rest.call<NodeColumnsRow[]>('tbColumn/listAllColumn', {
        shippingTypeCode: input.shippingType,
      }),
    );
  };
  mutation.saveDynamicColumns = async (_p, args, ctx) => {
    await ctx.rest.call('tbSysUser/saveDynamicColumns', {
      pageKey: args.pageKey,
      columns: args.columns,
    });
    return true;
  };
}

function build(): Resolvers {
  const query: ResolverMap = {};
  const mutation: ResolverMap = {};
  const types: Record<string, ResolverMap> = {};
  for (const decl of entities) entityResolvers(decl, query, mutation, types);
  extraResolvers(query, mutation);
  return { ...types, Query: query, Mutation: mutation };
}

export const resolvers: Resolvers = build();
