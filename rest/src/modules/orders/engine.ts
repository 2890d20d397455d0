// The order engine: every order type's calls run here, driven by its declaration
// (model/orders). A type gets code of its own only where it behaves differently.
import { CompiledQuery, sql } from 'kysely';
import { businessDate, businessMonth } from '../../../../model/businessDate.ts';
import { columnOf, entity } from '../../../../model/masterData/index.ts';
import type { Field } from '../../../../model/masterData/index.ts';
import {
  codeFieldOf,
  codeOf,
  isLineVersioned,
  nameOf,
  nodeByCode,
  nodeFields,
} from '../../../../model/orders/index.ts';
import type {
  JsonList,
  OrderField,
  OrderNode,
  OrderSubList,
  OrderTypeDecl,
} from '../../../../model/orders/index.ts';
import { takeCode } from '../../db/codeCounter.ts';
import type { Db } from '../../db/index.ts';
import { cursorBatches } from '../../documents/tableExport.ts';
import { int, pageOf, pageResult, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import type { SessionInfo } from '../../http/session.ts';
import { currentOrgId } from '../../http/session.ts';
import { stampColumns } from '../../http/versions.ts';
import { inValue, likeContains, mapRow, scalarText, scopeWhere } from '../masterData/sql.ts';
import type { Frag, Row } from '../masterData/sql.ts';
import { parseFields, parseValue, readList } from '../masterData/validate.ts';
import type { Values } from '../masterData/validate.ts';
import { checkStaff } from '../system/staff.ts';
import { assertEditable, OPERATION } from './editable.ts';
import { orderRegistry } from './registry.ts';

export type { Row };

export const ORDER_NOT_FOUND = '订单不存在';
export { OPERATION, assertEditable };

const col = (field: Field, alias = 't'): Frag => sql.ref(`${alias}.${columnOf(field)}`);

function and(parts: Frag[]): Frag {
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

// ——— reading ———

/** The record a field refers to, and its columns answered beside the id (name; code for ports). */
interface Labels {
  table: string;
  /** The record's column, and the name the row answers it by. */
  columns: [column: string, as: string][];
}

function labelsOf(field: Field): Labels | undefined {
  if (field.kind === 'user') {
    return { table: 'tb_sys_user', columns: [['user_name', nameOf(field.name)]] };
  }
  if (field.kind !== 'ref') return undefined;
  const target = entity(field.entity);
  const title = target.fields.find((x) => x.name === target.titleField);
  if (!title) return undefined;
  const columns: [string, string][] = [[columnOf(title), nameOf(field.name)]];
  const code = codeFieldOf(target);
  if (code) columns.push([columnOf(code), codeOf(field.name)]);
  return { table: target.table, columns };
}

/** Name (and code, for ports) of a referenced record, answered beside its id. */
function refLabels(field: Field, alias: string): Frag[] {
  const labels = labelsOf(field);
  if (!labels) return [];
  return labels.columns.map(
    ([column, as]) => sql`(select r.${sql.id(column)} from ${sql.id(labels.table)} r
      where r.id = ${col(field, alias)}) as ${sql.id(as)}`,
  );
}

/**
 * The names (and codes) of the records a list's rows refer to, read in one statement after the rows
 * (each referenced table once, by the ids the rows hold) and written into the rows' places for
 * them. Read beside each row instead, a 50-row page took PostgreSQL seven sub-plans a row: at
 * 100,000 orders a client's page took 0.73 ms as one statement and 0.60 ms as the two.
 */
export async function fillLabels(
  db: Db,
  fields: readonly OrderField[],
  rows: Row[],
): Promise<void> {
  const wanted: { labels: Labels; fields: OrderField[]; ids: Set<number> }[] = [];
  for (const field of fields) {
    const labels = labelsOf(field);
    if (!labels) continue;
    let group = wanted.find((w) => w.labels.table === labels.table);
    if (!group) {
      group = { labels, fields: [], ids: new Set() };
      wanted.push(group);
    }
    group.fields.push(field);
    for (const row of rows) {
      const id = row[field.name];
      if (typeof id === 'number') group.ids.add(id);
    }
  }
  const asked = wanted.filter((w) => w.ids.size > 0);
  if (asked.length === 0) return;
  const reads = asked.map(({ labels, ids }, i) => {
    const [first, second] = labels.columns;
    return sql`select ${sql.lit(i)} as "g", r.id as "id",
      ${first ? sql`r.${sql.id(first[0])}::text` : sql`null::text`} as "a",
      ${second ? sql`r.${sql.id(second[0])}::text` : sql`null::text`} as "b"
      from ${sql.id(labels.table)} r where r.id = any(${[...ids]}::int[])`;
  });
  const { rows: found } = await sql<{
    g: number;
    id: number;
    a: string | null;
    b: string | null;
  }>`${sql.join(reads, sql` union all `)}`.execute(db);
  const byKey = new Map(found.map((f) => [`${f.g}:${f.id}`, f]));
  asked.forEach(({ fields: referring }, i) => {
    for (const field of referring) {
      // Each field's own names for them (clientName, departurePortCode…).
      const [first, second] = labelsOf(field)?.columns ?? [];
      for (const row of rows) {
        const record = byKey.get(`${i}:${String(row[field.name])}`);
        if (first) row[first[1]] = record?.a ?? null;
        if (second) row[second[1]] = record?.b ?? null;
      }
    }
  });
}

// The select lists of a declaration are the same for every call: built once (kysely's fragments are
// immutable, so one serves every query), per set of fields.
const selectLists = new WeakMap<OrderTypeDecl, Map<string, Frag>>();
const subSelects = new WeakMap<OrderSubList, Map<boolean, Frag>>();

/**
 * An order's columns with its references' names: read beside each row by a sub-select (the order
 * page: one row), or left as null in their places for fillLabels (`labelsLater`, the lists).
 */
export function selectList(
  decl: OrderTypeDecl,
  fields: readonly OrderField[] = decl.fields,
  labelsLater = false,
): Frag {
  let known = selectLists.get(decl);
  if (!known) {
    known = new Map();
    selectLists.set(decl, known);
  }
  const names = fields === decl.fields ? '' : fields.map((f) => f.name).join(',');
  const key = `${labelsLater ? 'later' : 'inline'}:${names}`;
  let list = known.get(key);
  if (!list) {
    list = buildSelectList(fields, labelsLater);
    // Bounded: a list page asks for a subset of the declared columns.
    if (known.size < 256) known.set(key, list);
  }
  return list;
}

function buildSelectList(fields: readonly OrderField[], labelsLater = false): Frag {
  const parts: Frag[] = [
    sql`t.id as "id"`,
    sql`t.org_id as "orgId"`,
    sql`t.done_nodes as "doneNodes"`,
    stampColumns('t'),
  ];
  for (const field of fields) {
    parts.push(sql`${col(field)} as ${sql.id(field.name)}`);
    if (!labelsLater) parts.push(...refLabels(field, 't'));
    // Their places in the row, in the same order (fillLabels writes them).
    else
      for (const [, as] of labelsOf(field)?.columns ?? []) parts.push(sql`null as ${sql.id(as)}`);
  }
  return sql.join(parts);
}

/** Named flags answer their name beside them: isSelfReportName 是/否. */
function flagNames(fields: readonly OrderField[], row: Row): Row {
  for (const field of fields) {
    if (field.kind !== 'flag' || !field.named) continue;
    const value = row[field.name];
    const yes = field.values?.[0] ?? 'Y';
    row[nameOf(field.name)] =
      value === null || value === undefined ? null : value === yes ? '是' : '否';
  }
  return row;
}

export function mapOrder(
  decl: OrderTypeDecl,
  row: Row,
  fields: readonly OrderField[] = decl.fields,
): Row {
  const out = flagNames(fields, mapRow(fields, row));
  out.doneNodes = scalarText(row.doneNodes ?? '')
    .split(',')
    .filter((c) => c !== '');
  return out;
}

/** A sub-list's columns; `asJson` keeps decimals exact as text, as the driver answers them. */
function subSelect(sub: OrderSubList, asJson = false): Frag {
  let known = subSelects.get(sub);
  if (!known) {
    known = new Map();
    subSelects.set(sub, known);
  }
  let list = known.get(asJson);
  if (!list) {
    list = buildSubSelect(sub, asJson);
    known.set(asJson, list);
  }
  return list;
}

function buildSubSelect(sub: OrderSubList, asJson: boolean): Frag {
  const parts: Frag[] = [
    sql`t.id as "id"`,
    sql`t.parent_id as "parentId"`,
    sql`t.sort_id as "sortId"`,
  ];
  if (sub.keepsOrderCode) parts.push(sql`t.order_code as "orderCode"`);
  if (isLineVersioned(sub)) parts.push(sql`t.version as "version"`);
  for (const field of sub.fields) {
    const value = asJson && field.kind === 'decimal' ? sql`${col(field)}::text` : col(field);
    parts.push(sql`${value} as ${sql.id(field.name)}`);
    parts.push(...refLabels(field, 't'));
  }
  for (const list of sub.jsonLists ?? []) {
    parts.push(sql`${sql.ref(`t.${snakeOf(list.name)}`)} as ${sql.id(list.name)}`);
  }
  return sql.join(parts);
}

export async function subRows(db: Db, sub: OrderSubList, where: Frag): Promise<Row[]> {
  const { rows } = await sql<Row>`select ${subSelect(sub)} from ${sql.id(sub.table)} t
    where ${where} order by t.parent_id, t.sort_id, t.id`.execute(db);
  return rows.map((r) => flagNames(sub.fields, mapRow(sub.fields, r)));
}

// Stand-ins for the parameters of findOrder's statement, compiled once per order type.
const ORG_ID = Symbol('orgId');
const ORDER_CODE = Symbol('orderCode');
const findOrderQueries = new WeakMap<OrderTypeDecl, Map<boolean, CompiledQuery>>();

function findOrderQuery(db: Db, decl: OrderTypeDecl, lock: boolean): CompiledQuery {
  let known = findOrderQueries.get(decl);
  if (!known) {
    known = new Map();
    findOrderQueries.set(decl, known);
  }
  let query = known.get(lock);
  if (!query) {
    // One statement: the order, and each sub-list as a JSON array of its rows in their order.
    const subLists = decl.subLists.map(
      (sub) => sql`(select coalesce(json_agg(s order by s."sortId", s."id"), '[]'::json)
        from (select ${subSelect(sub, true)} from ${sql.id(sub.table)} t
          where t.parent_id = o."id") s) as ${sql.id(sub.name)}`,
    );
    // The operators assigned to the order's nodes (bulk work): node code → { userId, userName }.
    const operators = sql`(select coalesce(json_object_agg(n.node_code,
        json_build_object('userId', n.user_id::text, 'userName', u.user_name)), '{}'::json)
        from tb_order_node_operator n left join tb_sys_user u on u.id = n.user_id
        where n.order_table = ${decl.table} and n.order_id = o."id") as "nodeOperators"`;
    query =
      sql<Row>`select o.*, ${operators}${subLists.length ? sql`, ${sql.join(subLists)}` : sql``}
      from (select ${selectList(decl)} from ${sql.id(decl.table)} t
        where t.org_id = ${ORG_ID} and t.order_code = ${ORDER_CODE}
        ${lock ? sql`for update` : sql``}) o`.compile(db);
    known.set(lock, query);
  }
  return query;
}

/** The organisation's order with its sub-lists, or undefined. */
export async function findOrder(
  db: Db,
  decl: OrderTypeDecl,
  orgId: number,
  orderCode: string,
  options: { lock?: boolean } = {},
): Promise<Row | undefined> {
  const query = findOrderQuery(db, decl, options.lock ?? false);
  const parameters = query.parameters.map((p) =>
    p === ORG_ID ? orgId : p === ORDER_CODE ? orderCode : p,
  );
  const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(query.sql, parameters));
  const row = rows[0];
  if (!row) return undefined;
  // The sub-lists' JSON is replaced in place: deleting a property would leave the row an object
  // in V8's slow dictionary mode, for the mapping and the answer's serialisation alike.
  const order = mapOrder(decl, row);
  order.nodeOperators = row.nodeOperators ?? {};
  for (const sub of decl.subLists) {
    const value = order[sub.name];
    const list = (Array.isArray(value) ? value : []) as Row[];
    order[sub.name] = list.map((r) => {
      const { parentId: _p, ...rest } = flagNames(sub.fields, mapRow(sub.fields, r));
      return rest;
    });
  }
  return order;
}

export async function requireOrder(
  db: Db,
  decl: OrderTypeDecl,
  orgId: number,
  body: Body,
  lock = false,
): Promise<Row> {
  const orderCode = str(body, 'orderCode');
  if (!orderCode) throw fail.badRequest('缺少订单号', 'orderCode');
  const order = await findOrder(db, decl, orgId, orderCode, { lock });
  if (!order) throw fail.notFound(ORDER_NOT_FOUND, 'orderCode');
  return order;
}

// ——— list ———

export const DEFAULT_ORDER_PAGE_SIZE = 50;
/** Exports stop here; a longer list is to be narrowed by the filters. */

/** A list filter: the condition and the field it searches (none for the organisation). */
interface ListFilter {
  field: string | null;
  where: Frag;
}

/** The list filters: the organisation, then each field's declared search asked for. */
function listFilters(decl: OrderTypeDecl, orgId: number, body: Body): ListFilter[] {
  const filters: ListFilter[] = [{ field: null, where: sql`t.org_id = ${orgId}` }];
  const add = (field: Field, where: Frag) => filters.push({ field: field.name, where });
  for (const field of decl.fields) {
    if (!field.search) continue;
    if (field.search === 'range') {
      for (const [suffix, op] of [
        ['Begin', '>='],
        ['End', '<='],
      ] as const) {
        const raw = body[field.name + suffix];
        if (raw === undefined || raw === null) continue;
        add(
          field,
          sql`${col(field)} ${sql.raw(op)} ${parseValue(field, raw, field.name + suffix)}`,
        );
      }
      continue;
    }
    const raw = body[field.name];
    if (raw === undefined || raw === null) continue;
    if (field.search === 'like') {
      add(
        field,
        sql`${col(field)} ilike ${likeContains(scalarText(parseValue(field, raw, field.name) ?? ''))}`,
      );
    } else {
      add(field, sql`${col(field)} = ${parseValue(field, raw, field.name)}`);
    }
  }
  // Chosen rows of the list (a selection's export or bulk action): their order codes.
  const codes = body.orderCodes;
  if (codes !== undefined && codes !== null) {
    const list = readList(codes);
    if (!list || list.length > 1000 || list.some((c) => typeof c !== 'string' || c.length > 50)) {
      throw fail.badRequest('订单号列表格式不正确', 'orderCodes');
    }
    const chosen = list as string[];
    filters.push({
      field: 'orderCodes',
      where: chosen.length ? sql`t.order_code in (${sql.join(chosen)})` : sql`false`,
    });
  }
  return filters;
}

/** The codes of the orders the list filter matches, in list order: at most `limit`. */
export async function matchingOrderCodes(
  db: Db,
  decl: OrderTypeDecl,
  orgId: number,
  filter: Body,
  limit: number,
): Promise<string[]> {
  const where = and(listWhere(decl, orgId, filter));
  const { rows } = await sql<{ code: string }>`select t.order_code as "code"
    from ${sql.id(decl.table)} t where ${where}
    order by ${listOrder(decl, filter)} limit ${limit}`.execute(db);
  return rows.map((r) => r.code);
}

/** The list filters' conditions (the organisation first). */
export function listWhere(decl: OrderTypeDecl, orgId: number, body: Body): Frag[] {
  return listFilters(decl, orgId, body).map((f) => f.where);
}

function listOrder(decl: OrderTypeDecl, body: Body): Frag {
  const sortName = str(body, 'sortField') ?? 'orderCode';
  const field = decl.fields.find((x) => x.name === sortName && decl.listColumns.includes(x.name));
  if (!field) throw fail.badRequest('不支持的排序字段', 'sortField');
  const flag = str(body, 'orderBy') ?? '1';
  if (flag !== '1' && flag !== '0')
    throw fail.badRequest('排序方式应为 1（降序）或 0（升序）', 'orderBy');
  const direction = sql.raw(flag === '1' ? 'desc nulls last' : 'asc nulls first');
  return sql`${col(field)} ${direction}, t.id ${sql.raw(flag === '1' ? 'desc' : 'asc')}`;
}

const listFieldsCache = new WeakMap<OrderTypeDecl, readonly OrderField[]>();

/** The fields of a list row when only the list's columns are asked for (`columns=list`). */
export function listFields(decl: OrderTypeDecl): readonly OrderField[] {
  let fields = listFieldsCache.get(decl);
  if (!fields) {
    fields = decl.fields.filter((f) => decl.listColumns.includes(f.name));
    listFieldsCache.set(decl, fields);
  }
  return fields;
}

/** Which fields the rows answer: all of them, or the list columns with `columns=list`. */
function rowFields(decl: OrderTypeDecl, body: Body): readonly OrderField[] {
  const columns = str(body, 'columns');
  if (columns === undefined || columns === '') return decl.fields;
  if (columns !== 'list') throw fail.badRequest('columns 只能为 list（只回列表列）', 'columns');
  return listFields(decl);
}

/** The client field whose orders the triggers count (migration 0023). */
const CLIENT_FIELD = 'clientId';

/**
 * The count the triggers keep of the orders a list's filters select, when they are ones it keeps:
 * the organisation's orders of the type (migration 0021), or those of one client of it (0023).
 */
function keptCount(decl: OrderTypeDecl, orgId: number, body: Body, filters: ListFilter[]) {
  const searched = filters.filter((f) => f.field !== null);
  if (searched.length === 0) {
    return sql`(select c.orders::int from tb_order_count c
      where c.table_name = ${decl.table} and c.org_id = ${orgId})`;
  }
  const field = decl.fields.find((f) => f.name === CLIENT_FIELD);
  if (searched.length !== 1 || searched[0]?.field !== CLIENT_FIELD || !field) return undefined;
  const clientId = parseValue(field, body[CLIENT_FIELD], CLIENT_FIELD);
  return sql`coalesce((select c.orders::int from tb_order_client_count c
    where c.table_name = ${decl.table} and c.org_id = ${orgId} and c.client_id = ${clientId}), 0)`;
}

/**
 * The number of the type's orders the list filter in `body` selects, as an expression: the count
 * the triggers keep where they keep it (see keptCount), else a count of the rows.
 */
export function listCount(decl: OrderTypeDecl, orgId: number, body: Body): Frag {
  const filters = listFilters(decl, orgId, body);
  return (
    keptCount(decl, orgId, body, filters) ??
    sql`(select count(*)::int from ${sql.id(decl.table)} t
      where ${and(filters.map((f) => f.where))})`
  );
}

/**
 * A page of the list and its total. An unfiltered list (only the organisation: what every list
 * opens on) or one searched by client alone reads the count the triggers keep instead of counting
 * the orders, in the page's own statement. Any other filtered list counts its rows, unless the page
 * tells the total itself: a page that is not full, and not past the end, ends the list (a search by
 * order code or bill of lading finds a row or a few; counting them again through the trigram index
 * took as long as the page at a million orders).
 */
export async function pageOrders(db: Db, decl: OrderTypeDecl, orgId: number, body: Body) {
  const page = pageOf(body, DEFAULT_ORDER_PAGE_SIZE);
  const fields = rowFields(decl, body);
  const filters = listFilters(decl, orgId, body);
  const where = and(filters.map((f) => f.where));
  const kept = keptCount(decl, orgId, body, filters);
  const order = listOrder(decl, body);
  const pageRows = sql<Row & { listTotal?: number | null }>`select ${selectList(decl, fields, true)}
    ${kept ? sql`, ${kept} as "listTotal"` : sql``}
    from ${sql.id(decl.table)} t where ${where}
    order by ${order} limit ${page.pageSize} offset ${page.offset}`.execute(db);
  const { rows } = await pageRows;
  const endsList = rows.length < page.pageSize && (rows.length > 0 || page.offset === 0);
  const counted =
    kept || endsList
      ? undefined
      : sql<{ n: number }>`select count(*)::int as n from ${sql.id(decl.table)} t
        where ${where}`.execute(db);
  const [, count] = await Promise.all([fillLabels(db, fields, rows), counted]);
  let total: number | null | undefined = endsList ? page.offset + rows.length : count?.rows[0]?.n;
  if (kept) {
    // A page past the end has no row to carry the count.
    total = rows[0]
      ? rows[0].listTotal
      : (await sql<{ n: number | null }>`select ${kept} as n`.execute(db)).rows[0]?.n;
    // Cleared, not deleted: a deleted property leaves each row a slow dictionary-mode object
    // (rest's CPU for a 50-row page in process 0.83 → 0.65 ms); the answer's JSON leaves it out.
    for (const row of rows) row.listTotal = undefined;
  }
  return pageResult(
    rows.map((r) => mapOrder(decl, r, fields)),
    Number(total ?? 0),
    page,
  );
}

/** The first rows of the filtered list in its list order (ends on the id, so it is stable). */
export async function listForExport(
  db: Db,
  decl: OrderTypeDecl,
  orgId: number,
  body: Body,
  offset: number,
  limit: number,
): Promise<Row[]> {
  const where = and(listWhere(decl, orgId, body));
  const { rows } = await sql<Row>`select ${selectList(decl)} from ${sql.id(decl.table)} t
    where ${where} order by ${listOrder(decl, body)} limit ${limit} offset ${offset}`.execute(db);
  return rows.map((r) => mapOrder(decl, r));
}

/** The whole filtered list in its list order, batch after batch off one cursor. */
export async function* listBatches(
  db: Db,
  decl: OrderTypeDecl,
  orgId: number,
  body: Body,
): AsyncIterable<Row[]> {
  const where = and(listWhere(decl, orgId, body));
  // Only the list's columns, as the export shows them: a fraction of an order's fields.
  const fields = listFields(decl);
  const query = sql<Row>`select ${selectList(decl, fields)} from ${sql.id(decl.table)} t
    where ${where} order by ${listOrder(decl, body)}`;
  for await (const rows of cursorBatches(db, query)) {
    yield rows.map((r) => mapOrder(decl, r, fields));
  }
}

// ——— parsing and checks ———

const PICK_KINDS = new Set(['dict', 'ref', 'user', 'flag', 'status', 'date']);

export function missingMessage(field: Field): string {
  return `${PICK_KINDS.has(field.kind) ? '请选择' : '请输入'}${field.label}`;
}

function parseJsonList(list: JsonList, raw: unknown, at: string, prefix: string): Values[] {
  if (raw === undefined || raw === null) return [];
  const rows = readList(raw);
  if (!rows || (typeof raw === 'string' && !raw.trim().startsWith('['))) {
    throw fail.badRequest(`${prefix}${list.label}格式不正确`, at);
  }
  if (rows.length > list.max) throw fail.badRequest(`${prefix}${list.label}最多${list.max}条`, at);
  return rows.map((row, index) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw fail.badRequest(`${prefix}${list.label}第${index + 1}行格式不正确`, at);
    }
    return parseFields(
      list.fields,
      row as Body,
      'insert',
      (name) => `${at}[${index}].${name}`,
      `${prefix}${list.label}第${index + 1}行：`,
    );
  });
}

/** One sub-list row, checked (json lists as arrays of rows). */
export function parseSubRow(sub: OrderSubList, row: Body, at: string, prefix: string): Values {
  const values = parseFields(sub.fields, row, 'insert', (name) => `${at}.${name}`, prefix);
  for (const list of sub.jsonLists ?? []) {
    values[list.name] = parseJsonList(list, row[list.name], `${at}.${list.name}`, prefix);
  }
  if (sub.computed) values[sub.computed.field] = sub.computed.compute(values);
  return values;
}

export function parseSubList(sub: OrderSubList, raw: unknown): Values[] {
  const list = readList(raw);
  if (!list) throw fail.badRequest(`${sub.label}格式不正确`, sub.name);
  if (sub.max !== undefined && list.length > sub.max) {
    throw fail.badRequest(`${sub.label}最多${sub.max}条`, sub.name);
  }
  return list.map((row, index) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw fail.badRequest(`${sub.label}第${index + 1}行格式不正确`, sub.name);
    }
    return parseSubRow(sub, row as Body, `${sub.name}[${index}]`, `${sub.label}第${index + 1}行：`);
  });
}

/** Dictionary codes exist in their category. */
async function checkCodes(
  db: Db,
  fields: readonly Field[],
  values: Values,
  at: string,
): Promise<void> {
  for (const field of fields) {
    if (field.kind !== 'dict') continue;
    const value = values[field.name];
    if (value === undefined || value === null) continue;
    const codes = Array.isArray(value) ? (value as string[]) : [scalarText(value)];
    const { rows } = await sql<{ code: string }>`select dict_code as code from tb_dict
      where category_code = ${field.category} and dict_code in (${sql.join(codes)})`.execute(db);
    const found = new Set(rows.map((r) => r.code));
    const missing = codes.find((c) => !found.has(c));
    if (missing !== undefined)
      throw fail.badRequest(`${field.label}不存在：${missing}`, at + field.name);
  }
}

/** References exist, are the caller's (organisation or group), and are of the declared kind. */
async function checkRefs(
  db: Db,
  session: SessionInfo,
  fields: readonly OrderField[],
  values: Values,
  at: string,
): Promise<void> {
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === null) continue;
    if (field.kind === 'user') {
      // An order's staff work in its organisation (the pickers offer no one else).
      await checkStaff(db, session, 'org', value, field.label, at + field.name);
      continue;
    }
    if (field.kind !== 'ref') continue;
    const target = entity(field.entity);
    const fills = Object.entries(field.fill ?? {}).filter(([name]) => values[name] == null);
    const fillCols = fills.map(([name, from]) => {
      const source = target.fields.find((x) => x.name === from);
      if (!source) throw new Error(`${target.name} 没有字段 ${from}`);
      return sql`t.${sql.id(columnOf(source))} as ${sql.id(name)}`;
    });
    const { rows } = await sql<
      Row & { ok: boolean }
    >`select ${fillCols.length ? sql`${sql.join(fillCols)}, ` : sql``}${
      field.refFilter
        ? sql`(',' || t.${sql.id(columnOf(target.fields.find((x) => x.name === field.refFilter?.field) ?? field))} || ',') like ${likeContains(`,${field.refFilter.code},`)}`
        : sql`true`
    } as ok from ${sql.id(target.table)} t
      where t.id = ${value} and ${scopeWhere(target, session, 'group')}`.execute(db);
    const row = rows[0];
    if (!row) throw fail.badRequest(`所选${field.label}不存在`, at + field.name);
    if (!row.ok && field.refFilter) throw fail.badRequest(field.refFilter.message, at + field.name);
    for (const [name] of fills) values[name] = row[name] ?? null;
  }
}

export async function checkSubRows(
  db: Db,
  session: SessionInfo,
  sub: OrderSubList,
  rows: Values[],
): Promise<void> {
  for (const [index, row] of rows.entries()) {
    const at = `${sub.name}[${index}].`;
    await checkCodes(db, sub.fields, row, at);
    await checkRefs(db, session, sub.fields, row, at);
    for (const list of sub.jsonLists ?? []) {
      for (const [j, item] of ((row[list.name] as Values[] | undefined) ?? []).entries()) {
        await checkCodes(db, list.fields, item, `${at}${list.name}[${j}].`);
      }
    }
  }
}

export async function checkValues(
  db: Db,
  session: SessionInfo,
  fields: readonly OrderField[],
  values: Values,
): Promise<void> {
  await checkCodes(db, fields, values, '');
  await checkRefs(db, session, fields, values, '');
}

// ——— writing ———

/** Replaces the order's rows of a sub-list. */
export async function replaceSubRows(
  db: Db,
  sub: OrderSubList,
  parentId: number,
  orderCode: string,
  rows: Values[],
): Promise<void> {
  await sql`delete from ${sql.id(sub.table)} where parent_id = ${parentId}`.execute(db);
  for (const [index, row] of rows.entries())
    await insertSubRow(db, sub, parentId, orderCode, row, index + 1);
}

export async function insertSubRow(
  db: Db,
  sub: OrderSubList,
  parentId: number,
  orderCode: string,
  row: Values,
  sortId: number,
): Promise<number> {
  const cols: Frag[] = [sql.id('parent_id'), sql.id('sort_id')];
  const vals: unknown[] = [parentId, sortId];
  if (sub.keepsOrderCode) {
    cols.push(sql.id('order_code'));
    vals.push(orderCode);
  }
  for (const field of sub.fields) {
    cols.push(sql.id(columnOf(field)));
    vals.push(inValue(field, row[field.name] ?? null));
  }
  for (const list of sub.jsonLists ?? []) {
    cols.push(sql.id(snakeOf(list.name)));
    vals.push(JSON.stringify(row[list.name] ?? []));
  }
  const { rows } = await sql<{ id: number }>`insert into ${sql.id(sub.table)} (${sql.join(cols)})
    values (${sql.join(vals)}) returning id`.execute(db);
  return rows[0]?.id ?? 0;
}

export function snakeOf(name: string): string {
  return columnOf({ kind: 'text', name, label: name, max: 0 });
}

function nodeIndex(decl: OrderTypeDecl, code: string): number {
  return decl.nodes.findIndex((n) => n.code === code);
}

/** The step (furthest done node) and status an order has with these nodes done. */
export function progressOf(
  decl: OrderTypeDecl,
  done: readonly string[],
  isDraft: boolean,
): { step: string; status: string; doneNodes: string[] } {
  const ordered = decl.nodes.filter((n) => done.includes(n.code));
  const first = decl.nodes[0];
  if (!first) throw new Error(`${decl.name} 没有节点`);
  const furthest = ordered.at(-1);
  const step =
    decl.stepAfterSave === 'next' && furthest
      ? (decl.nodes[nodeIndex(decl, furthest.code) + 1] ?? furthest)
      : (furthest ?? first);
  const withStatus = ordered.filter((n) => n.status).at(-1);
  const status = isDraft ? decl.statuses.draft : (withStatus?.status ?? decl.statuses.accepted);
  return { step: step.code, status, doneNodes: ordered.map((n) => n.code) };
}

/** The status an order shows for its operation status (cancelled and completed override). */
function statusFor(
  decl: OrderTypeDecl,
  order: Row,
  operationStatus: string,
  done: string[],
): string {
  if (operationStatus === OPERATION.cancelled) return decl.statuses.cancelled;
  if (operationStatus === OPERATION.completed) return decl.statuses.completed;
  return progressOf(decl, done, order.isDraft === 'Y').status;
}

export interface ParsedNode {
  values: Values;
  subs: Record<string, Values[]>;
}

/** The node's own fields and sub-lists from the body; anything else in the body is ignored. */
export function parseNode(
  decl: OrderTypeDecl,
  node: OrderNode,
  body: Body,
  mode: 'insert' | 'update',
): ParsedNode {
  const values = parseFields(nodeFields(decl, node), body, mode);
  const subs: Record<string, Values[]> = {};
  for (const name of node.subLists ?? []) {
    const sub = decl.subLists.find((s) => s.name === name);
    if (!sub) continue;
    const raw = body[name];
    if (raw === undefined || raw === null) {
      if (mode === 'insert') subs[name] = [];
      continue;
    }
    subs[name] = parseSubList(sub, raw);
  }
  return { values, subs };
}

/** Rules on the record as it will be: required fields, required sub-lists, the type's check. */
function checkComplete(
  decl: OrderTypeDecl,
  node: OrderNode,
  merged: Values,
  subs: Record<string, Values[]>,
): void {
  for (const name of node.required ?? []) {
    const value = merged[name];
    if (value === undefined || value === null) {
      const field = nodeFields(decl, node).find((x) => x.name === name);
      if (field) throw fail.badRequest(missingMessage(field), name);
    }
  }
  for (const name of node.subLists ?? []) {
    const sub = decl.subLists.find((s) => s.name === name);
    const rule = sub?.requiredWhen;
    if (!sub || !rule || merged[rule.field] !== rule.code) continue;
    const rows = subs[name] ?? (merged[name] as unknown[] | undefined) ?? [];
    if (!rows.length) throw fail.badRequest(rule.message, name);
  }
  const issue = decl.check?.(merged);
  if (issue) throw fail.badRequest(issue.message, issue.field);
}

async function checkNode(
  db: Db,
  session: SessionInfo,
  decl: OrderTypeDecl,
  node: OrderNode,
  parsed: ParsedNode,
): Promise<void> {
  await checkValues(db, session, nodeFields(decl, node), parsed.values);
  for (const [name, rows] of Object.entries(parsed.subs)) {
    const sub = decl.subLists.find((s) => s.name === name);
    if (sub) await checkSubRows(db, session, sub, rows);
  }
}

/**
 * The next code of the month: HYCK + yyyyMM (China time) + sequence, unique across the database,
 * taken inside the transaction that inserts the order.
 */
export function nextOrderCode(db: Db, decl: OrderTypeDecl, now = new Date()): Promise<string> {
  return takeCode(db, decl.orderCode, {
    orgId: null,
    period: businessMonth(now).replace('-', ''),
    existing: { table: decl.table, column: 'order_code' },
  });
}

export interface Writer {
  db: Db;
  session: SessionInfo;
  audit: (before: Row | null, after: Row | null, key: string) => void;
  /**
   * When a new order is recorded as made (its creation day and the month in its code); now by
   * default. Only the demo data backdates its orders.
   */
  at?: Date;
}

/** The values the declaration derives from the record as it will be (shipmentCode). */
function derivedValues(decl: OrderTypeDecl, record: Readonly<Record<string, unknown>>): Values {
  return decl.derive ? decl.derive(record) : {};
}

async function insertOrderRow(
  w: Writer,
  decl: OrderTypeDecl,
  values: Values,
  subs: Record<string, Values[]>,
  firstNode: OrderNode,
): Promise<string> {
  const orgId = currentOrgId(w.session);
  const clientId =
    values.clientId === undefined || values.clientId === null ? null : Number(values.clientId);
  for (const hook of orderRegistry.createHooks()) {
    await hook(w.db, { orgId, orderType: decl.shippingType, clientId });
  }
  const now = w.at ?? new Date();
  const orderCode = await nextOrderCode(w.db, decl, now);
  const progress = progressOf(decl, [firstNode.code], values.isDraft === 'Y');
  // The creation date is the business day (China), not the database server's date.
  const created = decl.fields.find((x) => x.name === 'createDate');
  const derived = { ...values, ...derivedValues(decl, values) };
  const all = created ? { ...derived, createDate: businessDate(now) } : derived;
  const fields = decl.fields.filter((x) => Object.hasOwn(all, x.name));
  const cols: Frag[] = [
    sql.id('org_id'),
    sql.id('order_code'),
    sql.id('status'),
    sql.id('operation_status'),
    sql.id('step'),
    sql.id('done_nodes'),
    sql.id('created_by'),
    ...fields.map((x) => sql.id(columnOf(x))),
  ];
  const vals: unknown[] = [
    orgId,
    orderCode,
    progress.status,
    OPERATION.initialised,
    progress.step,
    progress.doneNodes.join(','),
    w.session.userId,
    ...fields.map((x) => inValue(x, all[x.name])),
  ];
  const { rows } = await sql<{ id: number }>`insert into ${sql.id(decl.table)} (${sql.join(cols)})
    values (${sql.join(vals)}) returning id`.execute(w.db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert returned no id');
  for (const [name, subRowsOf] of Object.entries(subs)) {
    const sub = decl.subLists.find((s) => s.name === name);
    if (sub) await replaceSubRows(w.db, sub, id, orderCode, subRowsOf);
  }
  const after = await findOrder(w.db, decl, orgId, orderCode);
  w.audit(null, after ?? null, orderCode);
  return orderCode;
}

/** insertTD: a new order from the first node's fields; csr defaults to the caller. */
export async function createOrder(w: Writer, decl: OrderTypeDecl, body: Body): Promise<string> {
  const node = decl.nodes[0];
  if (!node) throw new Error(`${decl.name} 没有节点`);
  const withCsr =
    body.csrId === undefined || body.csrId === null ? { ...body, csrId: w.session.userId } : body;
  const parsed = parseNode(decl, node, withCsr, 'insert');
  checkComplete(decl, node, parsed.values, parsed.subs);
  await checkNode(w.db, w.session, decl, node, parsed);
  return insertOrderRow(w, decl, parsed.values, parsed.subs, node);
}

/** A node save: only the node's fields and sub-lists, then the order's progress. */
export async function saveNode(
  w: Writer,
  decl: OrderTypeDecl,
  node: OrderNode,
  body: Body,
): Promise<{ order: Row; parsed: ParsedNode }> {
  const orgId = currentOrgId(w.session);
  // The route layer checked the version the save names, with the order locked (scopes.ts).
  const before = await requireOrder(w.db, decl, orgId, body, true);
  assertEditable(before);
  const parsed = parseNode(decl, node, body, 'update');
  const merged = { ...before, ...parsed.values };
  checkComplete(decl, node, merged, parsed.subs);
  await checkNode(w.db, w.session, decl, node, parsed);
  const done = [...(before.doneNodes as string[]), node.code];
  const progress = progressOf(decl, done, merged.isDraft === 'Y');
  const sets: Frag[] = nodeFields(decl, node)
    .filter((x) => Object.hasOwn(parsed.values, x.name))
    .map((x) => sql`${sql.id(columnOf(x))} = ${inValue(x, parsed.values[x.name])}`);
  const derived = derivedValues(decl, merged);
  for (const x of decl.fields.filter((y) => Object.hasOwn(derived, y.name))) {
    sets.push(sql`${sql.id(columnOf(x))} = ${inValue(x, derived[x.name] ?? null)}`);
  }
  sets.push(
    sql`step = ${progress.step}`,
    sql`status = ${progress.status}`,
    sql`done_nodes = ${progress.doneNodes.join(',')}`,
    sql`updated_at = now()`,
  );
  const orderId = before.id as number;
  const orderCode = before.orderCode as string;
  await sql`update ${sql.id(decl.table)} set ${sql.join(sets)} where id = ${orderId}`.execute(w.db);
  for (const [name, rows] of Object.entries(parsed.subs)) {
    const sub = decl.subLists.find((s) => s.name === name);
    if (sub) await replaceSubRows(w.db, sub, orderId, orderCode, rows);
  }
  const after = await findOrder(w.db, decl, orgId, orderCode);
  if (!after) throw fail.notFound(ORDER_NOT_FOUND);
  w.audit(before, after, orderCode);
  return { order: after, parsed };
}

async function setProgress(
  w: Writer,
  decl: OrderTypeDecl,
  before: Row,
  change: { operationStatus: string; done: string[] },
): Promise<Row> {
  const progress = progressOf(decl, change.done, before.isDraft === 'Y');
  const status = statusFor(decl, before, change.operationStatus, progress.doneNodes);
  await sql`update ${sql.id(decl.table)} set operation_status = ${change.operationStatus},
    status = ${status}, step = ${progress.step}, done_nodes = ${progress.doneNodes.join(',')},
    updated_at = now() where id = ${before.id}`.execute(w.db);
  const after = await findOrder(w.db, decl, before.orgId as number, before.orderCode as string);
  if (!after) throw fail.notFound(ORDER_NOT_FOUND);
  w.audit(before, after, before.orderCode as string);
  return after;
}

/** Cancel, initialise or complete; nonsense transitions are refused. */
export async function changeOperationStatus(
  w: Writer,
  decl: OrderTypeDecl,
  body: Body,
): Promise<string> {
  const before = await requireOrder(w.db, decl, currentOrgId(w.session), body, true);
  const target = str(body, 'operationStatus');
  const current = before.operationStatus as string;
  const refuse = (message: string) => fail.unprocessable(message, 'operationStatus');
  switch (target) {
    case OPERATION.cancelled:
      if (current === OPERATION.cancelled) throw refuse('订单已取消');
      if (current === OPERATION.completed) throw refuse('订单已操作完成，不能取消');
      break;
    case OPERATION.initialised:
      if (current === OPERATION.initialised) throw refuse('订单已是初始化状态');
      break;
    case OPERATION.completed:
      if (current === OPERATION.completed) throw refuse('订单已操作完成');
      if (current === OPERATION.cancelled) throw refuse('已取消的订单不能完成，请先初始化');
      break;
    default:
      throw fail.badRequest('操作状态不正确', 'operationStatus');
  }
  await setProgress(w, decl, before, {
    operationStatus: target,
    done: before.doneNodes as string[],
  });
  return before.orderCode as string;
}

/** Back (updateStatusBack / updateCancel): the order returns to its previous node, editable. */
export async function stepBack(w: Writer, decl: OrderTypeDecl, body: Body): Promise<string> {
  const before = await requireOrder(w.db, decl, currentOrgId(w.session), body, true);
  if (before.operationStatus === OPERATION.cancelled) {
    throw fail.unprocessable('订单已取消，不能回退', 'orderCode');
  }
  const done = before.doneNodes as string[];
  // The furthest saved node (the step itself, unless the type's step runs one node ahead).
  const last = decl.nodes.filter((n) => done.includes(n.code)).at(-1)?.code ?? '';
  const atFirst = nodeIndex(decl, last) <= 0;
  if (atFirst && before.operationStatus !== OPERATION.completed) {
    throw fail.unprocessable(
      `订单已在${decl.nodes[0]?.label ?? '首个'}节点，无法回退`,
      'orderCode',
    );
  }
  // A completed order first comes back to editing at its node; an open one loses its last node.
  const remaining =
    before.operationStatus === OPERATION.completed || atFirst
      ? done
      : done.filter((c) => c !== last);
  await setProgress(w, decl, before, { operationStatus: OPERATION.initialised, done: remaining });
  return before.orderCode as string;
}

export async function setArApStatus(w: Writer, decl: OrderTypeDecl, body: Body): Promise<string> {
  const before = await requireOrder(w.db, decl, currentOrgId(w.session), body, true);
  const sets: Frag[] = [];
  for (const [name, column] of [
    ['arStatus', 'ar_status'],
    ['apStatus', 'ap_status'],
  ] as const) {
    const value = str(body, name);
    if (value === undefined) continue;
    if (value !== '0' && value !== '1')
      throw fail.badRequest(`${name === 'arStatus' ? '应收' : '应付'}状态应为 0 或 1`, name);
    sets.push(sql`${sql.id(column)} = ${value}`);
  }
  if (!sets.length) throw fail.badRequest('请提供应收或应付状态', 'arStatus');
  await sql`update ${sql.id(decl.table)} set ${sql.join(sets)}, updated_at = now()
    where id = ${before.id}`.execute(w.db);
  const after = await findOrder(w.db, decl, currentOrgId(w.session), before.orderCode as string);
  w.audit(before, after ?? null, before.orderCode as string);
  return before.orderCode as string;
}

/** Whether a table exists (fee tables come with another module's migration). */
export async function tableExists(db: Db, table: string): Promise<boolean> {
  const { rows } = await sql<{ t: string | null }>`select to_regclass(${table})::text as t`.execute(
    db,
  );
  return Boolean(rows[0]?.t);
}

export async function deleteOrder(w: Writer, decl: OrderTypeDecl, body: Body): Promise<null> {
  const orgId = currentOrgId(w.session);
  const before = await requireOrder(w.db, decl, orgId, body, true);
  const orderCode = before.orderCode as string;
  if (before.operationStatus === OPERATION.completed) {
    throw fail.unprocessable('已操作完成的订单不能删除', 'orderCode');
  }
  for (const table of ['tb_ap', 'tb_ar']) {
    if (!(await tableExists(w.db, table))) continue;
    const { rows } = await sql`select 1 from ${sql.id(table)} where order_code = ${orderCode}
      and org_id = ${orgId} limit 1`.execute(w.db);
    if (rows.length) throw fail.unprocessable('订单已有费用，不能删除', 'orderCode');
  }
  await sql`delete from ${sql.id(decl.table)} where id = ${before.id}`.execute(w.db);
  await sql`delete from tb_order_node_operator where order_table = ${decl.table}
    and order_id = ${before.id}`.execute(w.db);
  w.audit(before, null, orderCode);
  return null;
}

/** insertCopy: a new order with the fields and sub-lists of the declared copy nodes. */
export async function copyOrder(w: Writer, decl: OrderTypeDecl, body: Body): Promise<string> {
  const source = await requireOrder(w.db, decl, currentOrgId(w.session), body);
  const first = decl.nodes[0];
  if (!first) throw new Error(`${decl.name} 没有节点`);
  const values: Values = {};
  const subs: Record<string, Values[]> = {};
  for (const code of decl.copyNodes) {
    const node = nodeByCode(decl, code);
    if (!node) continue;
    for (const field of nodeFields(decl, node)) values[field.name] = source[field.name] ?? null;
    for (const name of node.subLists ?? []) {
      subs[name] = ((source[name] as Row[] | undefined) ?? []).map((row) => ({ ...row }));
    }
  }
  values.csrId = w.session.userId;
  values.isDraft = 'N';
  return insertOrderRow(w, decl, values, subs, first);
}

export interface Organisation {
  id: number;
  groupId: number | null;
}

/** insertChangeOrder: the order, its lines, bills of lading, files and fees to another organisation. */
export async function moveOrder(
  w: Writer,
  decl: OrderTypeDecl,
  body: Body,
  movers: {
    files: (db: Db, from: number, to: number, orderCode: string) => Promise<unknown>;
    others: (
      db: Db,
      move: { orderCode: string; orderType: string; fromOrgId: number; toOrgId: number },
    ) => Promise<void>;
  },
): Promise<string> {
  const fromOrgId = currentOrgId(w.session);
  const before = await requireOrder(w.db, decl, fromOrgId, body, true);
  const toOrgId = int(body, 'orgId', '目标组织格式不正确');
  if (toOrgId === undefined) throw fail.badRequest('请选择目标组织', 'orgId');
  if (toOrgId === fromOrgId) throw fail.badRequest('目标组织不能是当前组织', 'orgId');
  const { rows } = await sql<{ id: number }>`select id from tb_organization
    where id = ${toOrgId} and group_id = ${w.session.groupId}`.execute(w.db);
  if (!rows.length) throw fail.badRequest('目标组织不存在或不属于本集团', 'orgId');
  const orderCode = before.orderCode as string;
  await sql`update ${sql.id(decl.table)} set org_id = ${toOrgId}, updated_at = now()
    where id = ${before.id}`.execute(w.db);
  await movers.files(w.db, fromOrgId, toOrgId, orderCode);
  await movers.others(w.db, { orderCode, orderType: decl.shippingType, fromOrgId, toOrgId });
  w.audit(before, { ...before, orgId: toOrgId }, orderCode);
  return orderCode;
}

export interface NodeParam {
  nodeCode: string;
  nodeName: string;
  sortId: number;
  saveAction: string | null;
  done: boolean;
  current: boolean;
}

/**
 * findParamByOrder: what the order page needs about the order's progress — its step, status and
 * the organisation's node list of the type with done/current flags.
 */
export async function orderParams(db: Db, decl: OrderTypeDecl, orgId: number, body: Body) {
  const order = await requireOrder(db, decl, orgId, body);
  const { rows } = await sql<{ nodeCode: string; nodeName: string; sortId: number }>`
    select node_code as "nodeCode", node_name as "nodeName", sort_id as "sortId"
    from tb_shipping_type where org_id = ${orgId} and shipping_type = ${decl.shippingType}
    order by sort_id, id`.execute(db);
  const done = new Set(order.doneNodes as string[]);
  const nodes: NodeParam[] = rows.map((r) => ({
    ...r,
    saveAction: nodeByCode(decl, r.nodeCode)?.save ?? null,
    done: done.has(r.nodeCode),
    current: r.nodeCode === order.step,
  }));
  return {
    orderCode: order.orderCode,
    shippingType: decl.shippingType,
    nodeCategory: decl.nodeCategory,
    step: order.step,
    stepIndex: nodes.findIndex((n) => n.current),
    status: order.status,
    operationStatus: order.operationStatus,
    isDraft: order.isDraft,
    editable: order.operationStatus === OPERATION.initialised,
    nodes,
  };
}

// ——— transport-company lines (a sub-list served by its own controller) ———

export async function findLine(
  db: Db,
  decl: OrderTypeDecl,
  sub: OrderSubList,
  orgId: number,
  lineId: number,
): Promise<Row | undefined> {
  const rows = await subRows(
    db,
    sub,
    sql`t.id = ${lineId} and t.parent_id in (select o.id from ${sql.id(decl.table)} o where o.org_id = ${orgId})`,
  );
  const row = rows[0];
  if (!row) return undefined;
  const { parentId: _p, ...rest } = row;
  return rest;
}

export async function listLines(
  db: Db,
  decl: OrderTypeDecl,
  sub: OrderSubList,
  orgId: number,
  body: Body,
) {
  const order = await requireOrder(db, decl, orgId, body);
  return order[sub.name] as Row[];
}

export async function saveLine(
  w: Writer,
  decl: OrderTypeDecl,
  sub: OrderSubList,
  body: Body,
  mode: 'insert' | 'update',
): Promise<Row> {
  const orgId = currentOrgId(w.session);
  let before: Row | undefined;
  let orderCode = str(body, 'orderCode');
  if (mode === 'update') {
    const lineId = int(body, 'id', '记录编号格式不正确');
    if (lineId === undefined) throw fail.badRequest('缺少记录编号', 'id');
    before = await findLine(w.db, decl, sub, orgId, lineId);
    if (!before) throw fail.notFound('记录不存在');
    orderCode = before.orderCode as string;
  }
  const order = await requireOrder(w.db, decl, orgId, { orderCode }, true);
  assertEditable(order);
  const merged: Body = before ? { ...stringifyJson(sub, before), ...body } : body;
  const values = parseSubRow(sub, merged, sub.name, `${sub.label}：`);
  await checkSubRows(w.db, w.session, sub, [values]);
  const code = order.orderCode as string;
  let lineId: number;
  if (before) {
    lineId = before.id as number;
    const sets: Frag[] = sub.fields.map(
      (x) => sql`${sql.id(columnOf(x))} = ${inValue(x, values[x.name] ?? null)}`,
    );
    for (const list of sub.jsonLists ?? []) {
      sets.push(sql`${sql.id(snakeOf(list.name))} = ${JSON.stringify(values[list.name] ?? [])}`);
    }
    await sql`update ${sql.id(sub.table)} set ${sql.join(sets)} where id = ${lineId}`.execute(w.db);
  } else {
    const { rows } = await sql<{ n: number }>`select coalesce(max(sort_id), 0)::int + 1 as n
      from ${sql.id(sub.table)} where parent_id = ${order.id}`.execute(w.db);
    lineId = await insertSubRow(w.db, sub, order.id as number, code, values, rows[0]?.n ?? 1);
  }
  await touchOrder(w, decl, order.id as number);
  const after = await findLine(w.db, decl, sub, orgId, lineId);
  if (!after) throw fail.notFound('记录不存在');
  w.audit(before ?? null, after, code);
  return after;
}

/**
 * A line written on its own moves its order's version too, as a node save of its sub-list does:
 * a node form read before (which replaces the lines at its save) is refused, not overwriting it.
 */
async function touchOrder(w: Writer, decl: OrderTypeDecl, orderId: number): Promise<void> {
  await sql`update ${sql.id(decl.table)} set updated_at = now() where id = ${orderId}`.execute(
    w.db,
  );
}

/** A stored line as a request would send it (json lists as their text). */
function stringifyJson(sub: OrderSubList, row: Row): Body {
  const out: Record<string, unknown> = { ...row };
  for (const list of sub.jsonLists ?? []) {
    const value = row[list.name];
    if (Array.isArray(value)) out[list.name] = JSON.stringify(value);
  }
  return out;
}

export async function deleteLine(
  w: Writer,
  decl: OrderTypeDecl,
  sub: OrderSubList,
  body: Body,
): Promise<null> {
  const lineId = int(body, 'id', '记录编号格式不正确');
  if (lineId === undefined) throw fail.badRequest('缺少记录编号', 'id');
  const before = await findLine(w.db, decl, sub, currentOrgId(w.session), lineId);
  if (!before) throw fail.notFound('记录不存在');
  const order = await requireOrder(
    w.db,
    decl,
    currentOrgId(w.session),
    { orderCode: before.orderCode },
    true,
  );
  assertEditable(order);
  await sql`delete from ${sql.id(sub.table)} where id = ${lineId}`.execute(w.db);
  await touchOrder(w, decl, order.id as number);
  w.audit(before, null, before.orderCode as string);
  return null;
}

/** findByClientId: the client's orders in the organisation, newest first (at most 20). */
export async function ordersOfClient(db: Db, decl: OrderTypeDecl, orgId: number, body: Body) {
  const clientId = int(body, 'clientId', '客户编号格式不正确');
  if (clientId === undefined) throw fail.badRequest('请选择客户', 'clientId');
  const { rows } =
    await sql<Row>`select ${selectList(decl, decl.fields, true)} from ${sql.id(decl.table)} t
    where t.org_id = ${orgId} and t.client_id = ${clientId}
    order by t.order_code desc limit 20`.execute(db);
  await fillLabels(db, decl.fields, rows);
  return rows.map((r) => mapOrder(decl, r));
}

/**
 * What a picked record brings to a row (an HS code: goodsNo, goodsName, declarationElement…), by
 * the record's id or its code (`goodsNo`): the sub-list's declared lookup.
 */
export async function lookupFill(db: Db, sub: OrderSubList, body: Body): Promise<Row> {
  const lookup = sub.lookup;
  const field = sub.fields.find((x) => x.name === lookup?.field);
  if (!lookup || !field || field.kind !== 'ref' || !field.fill) {
    throw new Error(`${sub.name} 没有可查询的引用`);
  }
  const target = entity(field.entity);
  const id = int(body, field.name, `${field.label}格式不正确`);
  const code = codeFieldOf(target) ?? target.fields.find((x) => x.unique);
  const byCode = code ? str(body, code.name) : undefined;
  if (id === undefined && byCode === undefined) {
    throw fail.badRequest(missingMessage(field), field.name);
  }
  const cols = Object.entries(field.fill).map(([name, from]) => {
    const source = target.fields.find((x) => x.name === from);
    if (!source) throw new Error(`${target.name} 没有字段 ${from}`);
    return sql`t.${sql.id(columnOf(source))} as ${sql.id(name)}`;
  });
  const where =
    id !== undefined
      ? sql`t.id = ${id}`
      : sql`t.${sql.id(columnOf(code as Field))} = ${byCode ?? ''}`;
  const title = target.fields.find((x) => x.name === target.titleField);
  if (title) cols.push(sql`t.${sql.id(columnOf(title))} as ${sql.id(nameOf(field.name))}`);
  const { rows } = await sql<Row>`select t.id as ${sql.id(field.name)}, ${sql.join(cols)}
    from ${sql.id(target.table)} t where ${where}`.execute(db);
  const row = rows[0];
  if (!row) throw fail.notFound(`${field.label}不存在`, field.name);
  return row;
}
