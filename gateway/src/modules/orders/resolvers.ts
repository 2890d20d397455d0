// One engine for the GraphQL side of order types: resolvers built from the declarations, with
// references, dictionary codes and the user's nodes resolved through per-request loaders. Names
// beside ids (clientName…) come with the order, so a list of orders costs no lookups.
import {
  isLineVersioned,
  nameOf,
  ORDER_EMBED_PARAM,
  ORDER_EMBEDDED_KEY,
  orderRecords,
  orderTypeEnum,
  orderTypes,
  staffFields,
} from '../../../../model/orders/index.ts';
import type { OrderEmbed } from '../../../../model/orders/index.ts';
import { orderOfLine, ordersPage, totalsOf, typeOfRow } from './allOrders.ts';
import type { OrderField, OrderTypeDecl } from '../../../../model/orders/index.ts';
import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import type { EntityDecl, Field } from '../../../../model/masterData/index.ts';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { defineLoader } from '../../context.ts';
import { selectedHere, selectedNames } from '../../execution/selection.ts';
import type { GatewayContext } from '../../context.ts';
import { isEndpointPath } from '../../rest/endpoints.ts';
import type { EndpointPath } from '../../rest/endpoints.ts';
import { badUserInput } from '../../rest/errors.ts';
import { versionOf } from '../../rest/versions.ts';
import {
  CURRENCY_CATEGORY,
  dictEntry,
  dictEntryResolver,
  readDictionariesAhead,
  refResolvers,
  text,
} from '../masterData/loaders.ts';
import { ops } from '../masterData/naming.ts';
import { orderFeesLoader } from '../fees/loaders.ts';
import { toOrderFees, type RestOrderFees } from '../fees/models.ts';
import { orderFilesLoader, toStoredFile, type RestStoredFile } from '../files/loaders.ts';
import {
  jsonTypeOf,
  nodeOps,
  orderOps,
  orderOutputFields,
  staffRole,
  subTypeOf,
} from './naming.ts';
import { toBulkResult } from '../common/bulk.ts';
import type { RestBulkAnswer } from '../common/bulk.ts';

type Row = Record<string, unknown>;
type Args = Record<string, unknown>;
type Resolver = (parent: Row, args: Args, ctx: GatewayContext, info: GraphQLResolveInfo) => unknown;
type ResolverMap = Record<string, Resolver>;

function path(controller: string, action: string): EndpointPath {
  const p = `${controller}/${action}`;
  if (!isEndpointPath(p)) throw new Error(`订单接口不在接口表中：${p}`);
  return p;
}

/** What an order's selection asks that can be read before the order is there. */
interface AskedAhead {
  /** The order's own fields asked. */
  names: ReadonlySet<string>;
  nodes: boolean;
  fees: boolean;
  files: boolean;
  /** `fees { clientCredit }` */
  credit: boolean;
}

// Per field of a parsed operation: the same document answers the same, so it is walked once.
const askedAheadOf = new WeakMap<FieldNode, AskedAhead>();

function askedAhead(info: GraphQLResolveInfo): AskedAhead {
  const [first] = info.fieldNodes;
  const single = first !== undefined && info.fieldNodes.length === 1;
  const known = single ? askedAheadOf.get(first) : undefined;
  if (known) return known;
  const top = selectedHere(info);
  const underFees = new Set<string>();
  for (const node of info.fieldNodes) selectedNames(node.selectionSet, info, underFees, 'fees');
  const asked = {
    names: top,
    nodes: top.has('nodes'),
    fees: top.has('fees'),
    files: top.has('files'),
    credit: underFees.has('clientCredit'),
  };
  if (single) askedAheadOf.set(first, asked);
  return asked;
}

/** What the query asks of each row of a page (`items { … }`). */
function itemFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  for (const node of info.fieldNodes) selectedNames(node.selectionSet, info, names, 'items');
  return names;
}

/** The nodes the signed-in user operates, per shipping type: one call per type and request. */
const myNodes = defineLoader<string, Set<string>>('orders.myNodes', (ctx, types) =>
  Promise.all(
    types.map(async (shippingTypeCode) => {
      const rows = await ctx.rest.call<{ nodeCode: string }[]>(
        'tbShippingTypeNodeUserMapping/getNodeCodeByUser',
        { shippingTypeCode },
      );
      return new Set(rows.map((r) => r.nodeCode));
    }),
  ),
);

function fieldResolvers(fields: readonly Field[]): ResolverMap {
  const map: ResolverMap = { id: (row) => text(row.id) };
  for (const field of fields) {
    const name = field.name;
    switch (field.kind) {
      case 'flag': {
        const yes = field.values?.[0] ?? 'Y';
        const no = field.values?.[1] ?? 'N';
        map[name] = (row) => row[name] === yes;
        if ((field as OrderField).named) {
          // The back end's name; one that answers none gets 是/否 from the value.
          const label = nameOf(name);
          map[label] = (row) =>
            text(row[label]) || (row[name] === yes ? '是' : row[name] === no ? '否' : null);
        }
        break;
      }
      case 'decimal':
        map[name] = (row) => text(row[name]);
        break;
      case 'dict':
        map[name] = dictEntryResolver(field.category, name);
        break;
      case 'ref':
        Object.assign(map, refResolvers(field));
        break;
      case 'user':
        map[name] = (row) => text(row[name]);
        break;
      default:
        break;
    }
  }
  return map;
}

function toRestValue(field: Field, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (field.kind === 'flag') return value ? (field.values?.[0] ?? 'Y') : (field.values?.[1] ?? 'N');
  if (field.kind === 'ref' || field.kind === 'user') return Number(value);
  return value;
}

/** Input → REST fields; null clears (sent as ''), omitted stays. */
function toRest(fields: readonly Field[], input: Args): Row {
  const body: Row = {};
  for (const field of fields) {
    if (!Object.hasOwn(input, field.name)) continue;
    const value = input[field.name];
    body[field.name] = value === null ? '' : toRestValue(field, value);
  }
  return body;
}

function parseJson(value: unknown): Row[] {
  if (Array.isArray(value)) return value as Row[];
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as Row[]) : [];
  } catch {
    return [];
  }
}

/** The parts of an order findByPK is asked to answer with it (model/orders/embeds.ts). */
interface Embed {
  parts: OrderEmbed[];
  /** `fees { clientCredit }`: the fees with the client's credit (withCredit). */
  credit: boolean;
}

/**
 * An order's fees and files, when the selection shows them, asked of rest with the order: one
 * call rather than three. Not of a back end whose answers showed it ignores `embed` (the
 * company's own): its order is read with the parts beside it, each on its own, as before.
 */
function embedAsked(ctx: GatewayContext, asked: AskedAhead): Embed | undefined {
  if (ctx.rest.takes(ORDER_EMBED_PARAM) === false) return undefined;
  const parts: OrderEmbed[] = [];
  if (asked.fees) parts.push('fees');
  if (asked.files) parts.push('files');
  return parts.length > 0 ? { parts, credit: asked.fees && asked.credit } : undefined;
}

function isRecord(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The parts rest answered with the order go to the loaders the order's `fees` and `files` read, so
 * those fields make no call. A part left out (the caller may not read it on its own) is read by
 * its field as before, and refused there as before; an answer without `embedded` at all says the
 * back end ignores the parameter.
 */
function primeEmbedded(ctx: GatewayContext, orderCode: string, embed: Embed, order: Row): void {
  const embedded = order[ORDER_EMBEDDED_KEY];
  ctx.rest.noticeParameter(ORDER_EMBED_PARAM, isRecord(embedded));
  if (!isRecord(embedded)) return;
  const { fees, files } = embedded;
  if (isRecord(fees)) {
    ctx.loaders
      .get(orderFeesLoader)
      .prime({ orderCode, credit: embed.credit }, toOrderFees(fees as unknown as RestOrderFees));
  }
  if (Array.isArray(files)) {
    ctx.loaders
      .get(orderFilesLoader)
      .prime(orderCode, (files as RestStoredFile[]).map(toStoredFile));
  }
}

function buildType(
  decl: OrderTypeDecl,
  query: ResolverMap,
  mutation: ResolverMap,
  types: Record<string, ResolverMap>,
) {
  const o = orderOps(decl);
  const call = <T>(ctx: GatewayContext, action: string, body: Row) =>
    ctx.rest.call<T>(path(decl.controller, action), body);

  // The dictionaries each field of an order shows: a dictionary field its category, a sub-list
  // those of its rows' dictionary fields (and of their nested lists').
  const categoriesOf = (fields: readonly Field[]) =>
    fields.flatMap((f) => (f.kind === 'dict' ? [f.category] : []));
  const dictCategories = new Map<string, readonly string[]>([
    ...decl.fields.flatMap((f) => (f.kind === 'dict' ? [[f.name, [f.category]] as const] : [])),
    ...decl.subLists.map(
      (sub) =>
        [
          sub.name,
          [
            ...categoriesOf(sub.fields),
            ...(sub.jsonLists ?? []).flatMap((list) => categoriesOf(list.fields)),
          ],
        ] as const,
    ),
  ]);
  const categoriesShown = (names: Iterable<string>) =>
    [...names].flatMap((name) => dictCategories.get(name) ?? []);
  const load = async (
    ctx: GatewayContext,
    orderCode: string,
    embed?: Embed,
  ): Promise<Row | null> => {
    const body: Row = { orderCode };
    if (embed) {
      body[ORDER_EMBED_PARAM] = embed.parts.join(',');
      if (embed.credit) body.withCredit = 'Y';
    }
    const envelope = await ctx.rest.request<Row>(path(decl.controller, 'findByPK'), body);
    if (envelope.status === 404) return null;
    if (envelope.status !== 200) throw ctx.rest.failure(envelope);
    if (embed) primeEmbedded(ctx, orderCode, embed, envelope.data);
    return envelope.data;
  };
  // The dictionaries the order's selection shows: its dictionary fields, the nodes' names and the
  // fee lines' currencies. Per parsed field, as askedAhead.
  const dictionariesOf = new WeakMap<AskedAhead, string[]>();
  const dictionariesAsked = (asked: AskedAhead): string[] => {
    let categories = dictionariesOf.get(asked);
    if (!categories) {
      categories = categoriesShown(asked.names);
      if (asked.nodes) categories.push(decl.nodeCategory);
      if (asked.fees) categories.push(CURRENCY_CATEGORY);
      dictionariesOf.set(asked, categories);
    }
    return categories;
  };
  /**
   * The order page asks for the order with its nodes, fees and files in one query. Those reads need
   * only the order code (or the type), so they start beside findByPK instead of after it: one round
   * trip to rest rather than two. A write (no order code given) reads only the user's nodes beside
   * it: it may change the order's fees and files. A read ahead that fails is reported by its own field, and
   * only if the order is there: for an order that is not, nothing else is answered. The dictionaries
   * the selection shows are read too; the answer is when they are there.
   */
  const readAhead = (
    ctx: GatewayContext,
    info: GraphQLResolveInfo,
    orderCode?: string,
    embed?: Embed,
  ) => {
    const asked = askedAhead(info);
    const reads: Promise<unknown>[] = [];
    if (asked.nodes) reads.push(ctx.loaders.get(myNodes).load(decl.shippingType));
    // Fees and files asked of rest with the order (embed) are not read beside it.
    if (orderCode !== undefined && asked.fees && !embed) {
      // With the client's credit when the fees show it: it comes in the same call.
      reads.push(ctx.loaders.get(orderFeesLoader).load({ orderCode, credit: asked.credit }));
    }
    if (orderCode !== undefined && asked.files && !embed) {
      reads.push(ctx.loaders.get(orderFilesLoader).load(orderCode));
    }
    for (const read of reads) read.catch(() => undefined);
    // Never fails: a category it could not read is asked through the loader.
    return readDictionariesAhead(ctx, dictionariesAsked(asked));
  };
  const reload = async (ctx: GatewayContext, orderCode: string): Promise<Row> => {
    // What this request read of the order's fees and files may be older than the write.
    ctx.loaders.get(orderFeesLoader).clear({ orderCode, credit: false });
    ctx.loaders.get(orderFilesLoader).clear(orderCode);
    const order = await load(ctx, orderCode);
    if (!order) throw badUserInput('订单不存在', 'orderCode');
    return order;
  };

  const object = fieldResolvers(decl.fields);
  object.orgId = (row) => text(row.orgId);
  object.orderType = () => orderTypeEnum(decl);
  object.totals = (row, _a, ctx) => totalsOf(ctx, row);
  object.version = (row) => Number(row.version ?? 0);
  object.doneNodes = (row) => (Array.isArray(row.doneNodes) ? (row.doneNodes as unknown[]) : []);
  object.currentNodeIndex = (row) => decl.nodes.findIndex((n) => n.code === row.step);
  object.editable = (row) => row.operationStatus === 'CZZT_CSH';
  object.nodes = async (row, _a, ctx) => {
    const done = new Set(Array.isArray(row.doneNodes) ? (row.doneNodes as string[]) : []);
    const operators = (row.nodeOperators ?? {}) as Partial<
      Record<string, { userId?: string; userName?: string | null }>
    >;
    const [mine, names] = await Promise.all([
      ctx.loaders.get(myNodes).load(decl.shippingType),
      Promise.all(
        decl.nodes.map((n) => Promise.resolve(dictEntry(ctx, decl.nodeCategory, n.code))),
      ),
    ]);
    return decl.nodes.map((n, index) => ({
      code: n.code,
      name: names[index]?.name ?? n.label,
      index,
      done: done.has(n.code),
      current: n.code === row.step,
      mine: mine.has(n.code),
      operatorId: operators[n.code]?.userId ?? null,
      operatorName: operators[n.code]?.userName ?? null,
    }));
  };
  for (const sub of decl.subLists) {
    object[sub.name] = (row) => (Array.isArray(row[sub.name]) ? row[sub.name] : []);
    const subMap = fieldResolvers(sub.fields);
    subMap.sortId = (row) => Number(row.sortId ?? 0);
    if (isLineVersioned(sub)) subMap.version = (row) => Number(row.version ?? 0);
    for (const list of sub.jsonLists ?? []) {
      subMap[list.graphqlName] = (row) => parseJson(row[list.name]);
      const { id: _id, ...listMap } = fieldResolvers(list.fields);
      types[jsonTypeOf(decl, list)] = listMap;
    }
    types[subTypeOf(decl, sub)] = subMap;
  }
  types[decl.typeName] = object;

  const subToRest = (name: string, rows: unknown): Row[] | undefined => {
    const sub = decl.subLists.find((s) => s.name === name);
    if (!sub || !Array.isArray(rows)) return undefined;
    return rows.map((r) => {
      const input = r as Args;
      const body = toRest(sub.fields, input);
      for (const list of sub.jsonLists ?? []) {
        const items = input[list.graphqlName];
        if (Array.isArray(items)) {
          body[list.name] = JSON.stringify(items.map((i) => toRest(list.fields, i as Args)));
        }
      }
      return body;
    });
  };
  const nodeBody = (node: (typeof decl.nodes)[number], input: Args | undefined): Row => {
    if (!input) return {};
    const fields = node.fields.map((n) => decl.fields.find((f) => f.name === n) as OrderField);
    const body = toRest(fields, input);
    for (const name of node.subLists ?? []) {
      const rows = subToRest(name, input[name]);
      if (rows) body[name] = rows;
    }
    return body;
  };

  const filterBody = (filter: Args | null | undefined): Row => {
    if (!filter) return {};
    const body: Row = {};
    for (const field of decl.fields) {
      if (!field.search) continue;
      const names =
        field.search === 'range' ? [`${field.name}Begin`, `${field.name}End`] : [field.name];
      for (const name of names) {
        const value = filter[name];
        if (value !== undefined && value !== null)
          body[name] = field.kind === 'dict' ? value : toRestValue(field, value);
      }
    }
    if (Array.isArray(filter.orderCodes)) body.orderCodes = filter.orderCodes;
    if (typeof filter.sortField === 'string') body.sortField = filter.sortField;
    if (typeof filter.descending === 'boolean') body.orderBy = filter.descending ? '1' : '0';
    return body;
  };

  // What a row of rest's list carries with `columns=list`: the list columns with their names, and
  // what every row carries (rest's selectList): its id, organisation, saved nodes and version
  // (the list sends the version back with status changes and deletes).
  const listColumnFields = new Set(['id', 'orgId', 'doneNodes', 'version', '__typename']);
  for (const field of decl.fields) {
    if (!decl.listColumns.includes(field.name)) continue;
    for (const [name] of orderOutputFields(field)) listColumnFields.add(name);
  }
  query[o.page] = async (_p, args, ctx, info) => {
    const asked = itemFields(info);
    // A list that shows only list columns (the web's) asks rest for those alone: a fifth of
    // the answer to build, send and parse.
    const onlyListColumns = [...asked].every((name) => listColumnFields.has(name));
    const categories = categoriesShown(asked);
    const [page] = await Promise.all([
      call<{ list: Row[]; pageNum: number; pageSize: number; total: number }>(ctx, 'pageAll', {
        ...filterBody(args.filter as Args | null),
        pageNum: args.pageNum ?? 1,
        pageSize: args.pageSize ?? 50,
        ...(onlyListColumns ? { columns: 'list' } : {}),
      }),
      // Every row's status columns answered at once rather than each through the loader.
      readDictionariesAhead(ctx, categories),
    ]);
    return { items: page.list, pageNum: page.pageNum, pageSize: page.pageSize, total: page.total };
  };
  query[o.byCode] = async (_p, args, ctx, info) => {
    const orderCode = String(args.orderCode);
    const embed = embedAsked(ctx, askedAhead(info));
    const dictionaries = readAhead(ctx, info, orderCode, embed);
    const order = load(ctx, orderCode, embed);
    // The order's fields are answered once its dictionaries are there: each entry at once.
    const [row] = await Promise.all([order, dictionaries]);
    return row;
  };

  const first = decl.nodes[0];
  if (first) {
    mutation[o.create] = async (_p, args, ctx) => {
      const code = await call<string>(ctx, decl.createAction, nodeBody(first, args.input as Args));
      return reload(ctx, code);
    };
  }
  for (const node of decl.nodes) {
    mutation[nodeOps(decl, node).save] = async (_p, args, ctx) => {
      const body: Row = {
        ...nodeBody(node, args.input as Args | undefined),
        orderCode: args.orderCode,
        ...versionOf(args),
      };
      if (node.files) {
        if (Array.isArray(args.fileIds)) body.fileIds = (args.fileIds as string[]).join(',');
        if (typeof args.nodeCode === 'string') body.nodeCode = args.nodeCode;
      }
      const code = await call<string>(ctx, node.save, body);
      return reload(ctx, code);
    };
  }
  const operation: Record<string, string> = {
    CANCELLED: 'CZZT_QX',
    INITIALISED: 'CZZT_CSH',
    COMPLETED: 'CZZT_CZWC',
  };
  mutation[o.setOperationStatus] = async (_p, args, ctx) => {
    await call(ctx, 'updateOperationStatus', {
      orderCode: args.orderCode,
      operationStatus: operation[String(args.status)],
      ...versionOf(args),
    });
    return reload(ctx, String(args.orderCode));
  };
  mutation[o.back] = async (_p, args, ctx) => {
    await call(ctx, decl.backAction, { orderCode: args.orderCode, ...versionOf(args) });
    return reload(ctx, String(args.orderCode));
  };
  mutation[o.setArAp] = async (_p, args, ctx) => {
    await call(ctx, 'updateArApStatus', {
      orderCode: args.orderCode,
      arStatus: args.arStatus ?? undefined,
      apStatus: args.apStatus ?? undefined,
      ...versionOf(args),
    });
    return reload(ctx, String(args.orderCode));
  };
  mutation[o.copy] = async (_p, args, ctx) =>
    reload(ctx, await call<string>(ctx, 'insertCopy', { orderCode: args.orderCode }));
  // The writes that answer the order as it now is.
  const writes = [o.setOperationStatus, o.back, o.setArAp, o.copy];
  if (first) writes.push(o.create);
  for (const node of decl.nodes) writes.push(nodeOps(decl, node).save);
  for (const key of writes) {
    const write = mutation[key];
    if (!write) throw new Error(`${decl.typeName}: 未定义 ${key}`);
    mutation[key] = (parent, args, ctx, info) => {
      void readAhead(ctx, info);
      return write(parent, args, ctx, info);
    };
  }
  if (decl.changeOrder !== false) {
    mutation[o.change] = async (_p, args, ctx) => {
      await call(ctx, 'insertChangeOrder', {
        orderCode: args.orderCode,
        orgId: Number(args.orgId),
      });
      return true;
    };
  }
  mutation[o.remove] = async (_p, args, ctx) => {
    await call(ctx, 'delete', { orderCode: args.orderCode, ...versionOf(args) });
    return true;
  };
  mutation[o.documentLink] = (_p, args, ctx) => {
    const format = args.format === 'PDF' ? 'pdf' : 'xlsx';
    const docDecl = decl.documents.find((d) => d.kind === args.document && d.format === format);
    if (!docDecl) throw badUserInput('不支持的单据', 'document');
    return call(ctx, docDecl.action, { orderCode: args.orderCode });
  };
  mutation[o.listExportLink] = (_p, args, ctx) => {
    if (!decl.listExport) throw badUserInput('该订单类型不支持导出', 'filter');
    return call(ctx, decl.listExport, {
      ...filterBody(args.filter as Args | null),
      format: args.format === 'CSV' ? 'csv' : 'xlsx',
    });
  };

  // Bulk work: the orders named, or those the filter matches; a result per order.
  const selection = (args: Args): Row => {
    const codes = args.orderCodes;
    if ((codes == null) === (args.filter == null)) {
      throw badUserInput('请选择订单或筛选条件（二选一）', codes == null ? 'orderCodes' : 'filter');
    }
    return Array.isArray(codes)
      ? { orderCodes: codes }
      : { filter: filterBody(args.filter as Args | null) };
  };
  mutation[o.bulkSetOperationStatus] = async (_p, args, ctx) =>
    toBulkResult(
      await call<RestBulkAnswer>(ctx, 'updateOperationStatusBulk', {
        ...selection(args),
        operationStatus: operation[String(args.status)],
      }),
    );
  const staffByRole = new Map(staffFields(decl).map((f) => [staffRole(f.name), f.name]));
  mutation[o.bulkAssignStaff] = async (_p, args, ctx) => {
    const field = staffByRole.get(String(args.role));
    if (!field) throw badUserInput(`${decl.label}订单没有该人员：${String(args.role)}`, 'role');
    return toBulkResult(
      await call<RestBulkAnswer>(ctx, 'updateStaffBulk', {
        ...selection(args),
        field,
        userId: String(args.userId),
      }),
    );
  };

  mutation[o.bulkAssignNodeOperator] = async (_p, args, ctx) =>
    toBulkResult(
      await call<RestBulkAnswer>(ctx, 'updateNodeOperatorBulk', {
        ...selection(args),
        ...(typeof args.nodeCode === 'string' && args.nodeCode !== ''
          ? { nodeCode: args.nodeCode }
          : {}),
        userId: String(args.userId),
      }),
    );

  for (const line of decl.lines ?? []) {
    const sub = decl.subLists.find((s) => s.name === line.subList);
    if (!sub) continue;
    const lp = (action: string) => path(line.controller, action);
    const one = (input: unknown) => subToRest(sub.name, [input])?.[0] ?? {};
    query[o.lines(sub.typeName)] = (_p, args, ctx) =>
      ctx.rest.call(lp('listAll'), { orderCode: args.orderCode });
    mutation[o.createLine(sub.typeName)] = (_p, args, ctx) =>
      ctx.rest.call(lp('insert'), { ...one(args.input), orderCode: args.orderCode });
    mutation[o.updateLine(sub.typeName)] = (_p, args, ctx) =>
      ctx.rest.call(lp('update'), {
        ...one(args.input),
        id: Number(args.id),
        ...versionOf(args),
      });
    mutation[o.deleteLine(sub.typeName)] = async (_p, args, ctx) => {
      await ctx.rest.call(lp('delete'), { id: Number(args.id), ...versionOf(args) });
      return true;
    };
  }
}

/** Bills of lading: master-data style records (see model/orders). */
function buildRecord(
  decl: EntityDecl,
  query: ResolverMap,
  mutation: ResolverMap,
  types: Record<string, ResolverMap>,
) {
  const o = ops(decl);
  const p = (action: string) => path(decl.controller, action);
  const object = fieldResolvers(decl.fields);
  object.orgId = (row) => text(row.orgId);
  for (const sub of decl.subLists ?? []) {
    object[sub.name] = async (row, _a, ctx) => {
      if (Array.isArray(row[sub.name])) return row[sub.name];
      const full = await ctx.rest.call<Row>(p('findByPK'), { id: Number(row.id) });
      return Array.isArray(full[sub.name]) ? full[sub.name] : [];
    };
    types[`${decl.typeName}${sub.typeName}`] = fieldResolvers(sub.fields);
  }
  types[decl.typeName] = object;
  const record = (input: Args): Row => {
    const body = toRest(decl.fields, input);
    for (const sub of decl.subLists ?? []) {
      const rows = input[sub.name];
      if (Array.isArray(rows)) body[sub.name] = rows.map((r) => toRest(sub.fields, r as Args));
    }
    return body;
  };
  query[o.page] = async (_p, args, ctx) => {
    const filter = (args.filter ?? {}) as Args;
    const body: Row = {
      keyword: filter.keyword ?? undefined,
      pageNum: args.pageNum ?? 1,
      pageSize: args.pageSize ?? 10,
    };
    for (const field of decl.fields) {
      if (!field.search) continue;
      const names =
        field.search === 'range' ? [`${field.name}Begin`, `${field.name}End`] : [field.name];
      for (const name of names) {
        if (filter[name] !== undefined && filter[name] !== null)
          body[name] = toRestValue(field, filter[name]);
      }
    }
    const page = await ctx.rest.call<{
      list: Row[];
      pageNum: number;
      pageSize: number;
      total: number;
    }>(p('pageAll'), body);
    return { items: page.list, pageNum: page.pageNum, pageSize: page.pageSize, total: page.total };
  };
  query[o.byId] = async (_p, args, ctx) => {
    const envelope = await ctx.rest.request<Row>(p('findByPK'), { id: Number(args.id) });
    if (envelope.status === 404) return null;
    if (envelope.status !== 200) throw ctx.rest.failure(envelope);
    return envelope.data;
  };
  mutation[o.create] = (_p, args, ctx) => ctx.rest.call(p('insert'), record(args.input as Args));
  mutation[o.update] = (_p, args, ctx) =>
    ctx.rest.call(p('update'), {
      ...record(args.input as Args),
      id: Number(args.id),
      ...versionOf(args),
    });
}

function build(): Resolvers {
  const query: ResolverMap = {};
  const mutation: ResolverMap = {};
  const types: Record<string, ResolverMap> = {};
  for (const decl of orderTypes) buildType(decl, query, mutation, types);
  for (const decl of orderRecords) buildRecord(decl, query, mutation, types);
  // The orders of every type: one list, the way from a fee line and from a client.
  query.orders = (_p, args, ctx, info) => ordersPage(ctx, info, args);
  types.FeeLine = { order: (line, _a, ctx, info) => orderOfLine(ctx, info, line.orderCode) };
  types.Client = {
    orders: (client, args, ctx, info) => ordersPage(ctx, info, args, String(client.id)),
  };
  const order = {
    __resolveType: (row: Row) => typeOfRow(row)?.typeName ?? null,
  };
  return { ...types, Order: order, Query: query, Mutation: mutation } as unknown as Resolvers;
}

export const resolvers: Resolvers = build();
