// The orders of every type as one graph: Query.orders and Client.orders (tbOrder/pageAll; a page
// of clients' orders in one call), the order of a fee line, and each type's totals. Rows come from tbOrder/pageAll with what every type
// has alike; a selection that asks a type's own fields (`... on OceanExportOrder { hblNo }`) gets
// the whole rows from the types' own lists, one call per type asked, however many rows.
import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import { selectedNames } from '../../execution/selection.ts';
import {
  orderTypeByCode,
  orderTypeEnum,
  orderTypes,
  sharedOrderFields,
  sharedOrderFilters,
} from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import { MAX_PAGE_SIZE } from '../../../../model/paging.ts';
import { defineLoader } from '../../context.ts';
import type { GatewayContext } from '../../context.ts';
import type { EndpointPath } from '../../rest/endpoints.ts';
import { defineParentPages } from '../common/parentPages.ts';
import { readDictionariesAhead } from '../masterData/loaders.ts';
import { orderOutputFields } from './naming.ts';

type Row = Record<string, unknown>;
type Args = Record<string, unknown>;

interface RestPage {
  list: Row[];
  pageNum: number;
  pageSize: number;
  total: number;
  /** tbOrder/pageAll: where the page ended, for `after`. */
  endCursor?: string | null;
}

/** The fields of the Order interface: what a tbOrder/pageAll row answers. */
const interfaceFields = new Set([
  '__typename',
  'id',
  'orderType',
  'totals',
  'orgId',
  'version',
  'doneNodes',
  'currentNodeIndex',
  'editable',
  'fees',
  ...sharedOrderFields.flatMap((f) => orderOutputFields(f).map(([name]) => name)),
]);

const byEnum = new Map(orderTypes.map((t) => [orderTypeEnum(t), t]));

/** The type of a row: tbOrder answers it; a type's own list is known by the order code. */
export function typeOfRow(row: Row): OrderTypeDecl | undefined {
  const name = row.orderType;
  return (
    orderTypes.find((t) => t.name === name) ??
    (typeof row.orderCode === 'string' ? orderTypeByCode(row.orderCode) : undefined)
  );
}

/** GraphQL OrderFilter → the body of tbOrder/pageAll (the names a type's list takes). */
function filterBody(filter: Args | null | undefined): Row {
  if (!filter) return {};
  const body: Row = {};
  for (const field of sharedOrderFilters) {
    const names =
      field.search === 'range' ? [`${field.name}Begin`, `${field.name}End`] : [field.name];
    for (const name of names) {
      const value = filter[name];
      if (value === undefined || value === null) continue;
      body[name] = field.kind === 'ref' || field.kind === 'user' ? Number(value) : value;
    }
  }
  if (Array.isArray(filter.orderTypes)) {
    body.orderTypes = (filter.orderTypes as string[])
      .map((e) => byEnum.get(e)?.name ?? e)
      .join(',');
  }
  if (Array.isArray(filter.orderCodes)) body.orderCodes = filter.orderCodes;
  if (typeof filter.sortField === 'string') body.sortField = filter.sortField;
  if (typeof filter.descending === 'boolean') body.orderBy = filter.descending ? '1' : '0';
  return body;
}

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  );

/** Orders by code, as tbOrder/pageAll answers them: one call per 500 codes of a request. */
export const orderByCode = defineLoader<string, Row | null>('orders.byCode', async (ctx, codes) => {
  const found = new Map<string, Row>();
  for (const part of chunks(codes, MAX_PAGE_SIZE)) {
    const page = await ctx.rest.call<RestPage>('tbOrder/pageAll', {
      orderCodes: part,
      pageSize: MAX_PAGE_SIZE,
    });
    for (const row of page.list) found.set(String(row.orderCode), row);
  }
  return codes.map((code) => found.get(code) ?? null);
});

/** Whole orders of one type by code (the type's own list): one call per type and 500 codes. */
const wholeOrder = defineLoader<{ type: string; code: string }, Row | null>(
  'orders.whole',
  async (ctx, keys) => {
    const found = new Map<string, Row>();
    const types = [...new Set(keys.map((k) => k.type))];
    await Promise.all(
      types.map(async (name) => {
        const decl = orderTypes.find((t) => t.name === name);
        if (!decl) return;
        const codes = keys.filter((k) => k.type === name).map((k) => k.code);
        for (const part of chunks(codes, MAX_PAGE_SIZE)) {
          const page = await ctx.rest.call<RestPage>(`${decl.controller}/pageAll` as EndpointPath, {
            orderCodes: part,
            pageSize: MAX_PAGE_SIZE,
          });
          for (const row of page.list) found.set(`${name}:${String(row.orderCode)}`, row);
        }
      }),
    );
    return keys.map((k) => found.get(`${k.type}:${k.code}`) ?? null);
  },
  (k) => `${k.type}:${k.code}`,
);

/** The fragments that apply to an order of one type: those on the type itself or on Order. */
const onOrderOf = (typeName: string) => (on: string) => on === typeName || on === 'Order';

// Per field of a parsed operation: the same document asks the same, so it is walked once.
const askingMore = new WeakMap<FieldNode, Set<string>>();

/** The types whose own fields (beyond the interface's) the selection asks for. */
function typesAskingMore(info: GraphQLResolveInfo, under?: string): Set<string> {
  const [first] = info.fieldNodes;
  const single = first !== undefined && info.fieldNodes.length === 1;
  const known = single ? askingMore.get(first) : undefined;
  if (known) return known;
  const out = new Set<string>();
  for (const decl of orderTypes) {
    const names = new Set<string>();
    for (const node of info.fieldNodes)
      selectedNames(node.selectionSet, info, names, under, onOrderOf(decl.typeName));
    if ([...names].some((name) => !interfaceFields.has(name))) out.add(decl.name);
  }
  if (single) askingMore.set(first, out);
  return out;
}

/** The rows with their types' own fields, for the types whose fields the selection asks. */
async function completed(
  ctx: GatewayContext,
  rows: Row[],
  info: GraphQLResolveInfo,
  under?: string,
): Promise<Row[]> {
  const types = typesAskingMore(info, under);
  if (types.size === 0) return rows;
  const loader = ctx.loaders.get(wholeOrder);
  return Promise.all(
    rows.map(async (row) => {
      const type = typeOfRow(row)?.name ?? '';
      if (!types.has(type)) return row;
      const whole = await loader.load({ type, code: String(row.orderCode) });
      // The shared row's totals and type stay; the type's list adds its own fields.
      return whole ? { ...whole, ...row } : row;
    }),
  );
}

/** The dictionaries the selected fields show, of every type (statuses differ by type). */
function categoriesOf(names: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const decl of orderTypes) {
    for (const field of decl.fields) {
      if (field.kind === 'dict' && names.has(field.name)) out.add(field.category);
    }
  }
  return [...out];
}

/** Each client's page of orders: the clients of a request in one tbOrder/pageAll per page. */
const ordersOfClients = defineParentPages<RestPage>('orders.byClient');

/**
 * A page of tbOrder/pageAll as an OrderPage: the list's, or with `clientId` that client's (a page
 * of clients asks for all of theirs in one call).
 */
export async function ordersPage(
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
  args: Args,
  clientId?: string,
) {
  const names = new Set<string>();
  for (const decl of orderTypes) {
    for (const node of info.fieldNodes) {
      selectedNames(node.selectionSet, info, names, 'items', onOrderOf(decl.typeName));
    }
  }
  const body: Row = {
    ...filterBody(args.filter as Args | null),
    pageNum: args.pageNum ?? 1,
    pageSize: args.pageSize ?? 50,
    ...(typeof args.after === 'string' ? { after: args.after } : {}),
  };
  const [page] = await Promise.all([
    clientId === undefined
      ? ctx.rest.call<RestPage>('tbOrder/pageAll', body)
      : ctx.loaders.get(ordersOfClients).load({
          path: 'tbOrder/pageAll',
          listField: 'clientIds',
          parent: clientId,
          body,
        }),
    readDictionariesAhead(ctx, categoriesOf(names)),
  ]);
  return {
    items: await completed(ctx, page.list, info, 'items'),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    total: page.total,
    endCursor: page.endCursor ?? null,
  };
}

/** The order a fee line belongs to; null when the caller may not see its type. */
export async function orderOfLine(
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
  orderCode: unknown,
): Promise<Row | null> {
  if (typeof orderCode !== 'string' || orderCode === '') return null;
  const row = await ctx.loaders.get(orderByCode).load(orderCode);
  if (!row) return null;
  const [whole] = await completed(ctx, [row], info);
  return whole ?? row;
}

/** An order's totals: with the row when tbOrder answered it, else through orderByCode. */
export async function totalsOf(ctx: GatewayContext, row: Row) {
  const source =
    row.receivableCny !== undefined
      ? row
      : ((await ctx.loaders.get(orderByCode).load(String(row.orderCode))) ?? {});
  const text = (v: unknown) => (typeof v === 'string' ? v : '0.00');
  return {
    receivableCny: text(source.receivableCny),
    payableCny: text(source.payableCny),
    profitCny: text(source.profitCny),
  };
}
