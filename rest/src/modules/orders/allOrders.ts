// The orders of every type in one list (tbOrder/pageAll): the five order tables read by one
// statement, each arm filtered by the type's own list filters (the engine's, so a filter means
// here what it means on the type's list) and cut to the rows the page can take before the arms
// are merged; the total is the sum of the types' counts, the kept ones where the triggers keep
// them. Only the types whose list pages the caller's menus grant are read (every type for an
// administrator), of the session's organisation only.
import { sql } from 'kysely';
import { columnOf } from '../../../../model/masterData/index.ts';
import {
  orderField,
  orderTypes,
  sharedOrderFields,
  sharedOrderFilters,
  sharedOrderSorts,
} from '../../../../model/orders/index.ts';
import type { OrderField, OrderTypeDecl } from '../../../../model/orders/index.ts';
import type { Db } from '../../db/index.ts';
import { pageOf, pageResult, readDate, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import type { AuthedContext } from '../../http/route.ts';
import { parentKeys, pagesOfParents } from '../../http/parents.ts';
import { currentOrgId } from '../../http/session.ts';
import { readList } from '../masterData/validate.ts';
import type { Frag, Row } from '../masterData/sql.ts';
import {
  DEFAULT_ORDER_PAGE_SIZE,
  fillLabels,
  listCount,
  listWhere,
  mapOrder,
  selectList,
} from './engine.ts';

/** The shared fields as each type declares them, in one order (the arms' columns line up). */
function fieldsOf(decl: OrderTypeDecl): OrderField[] {
  return sharedOrderFields.map((f) => orderField(decl, f.name));
}

/** Only the filters every type takes alike, and the selection of orders by code. */
function sharedFilter(body: Body): Body {
  const out: Record<string, unknown> = {};
  for (const field of sharedOrderFilters) {
    const names =
      field.search === 'range' ? [`${field.name}Begin`, `${field.name}End`] : [field.name];
    for (const name of names) if (body[name] !== undefined) out[name] = body[name];
  }
  if (body.orderCodes !== undefined) out.orderCodes = body.orderCodes;
  return out;
}

/** The types asked for (`orderTypes`: names or ZYLX codes, a list or comma-separated). */
function typesAsked(body: Body): OrderTypeDecl[] {
  const raw = body.orderTypes;
  if (raw === undefined || raw === null || raw === '') return [...orderTypes];
  const list = typeof raw === 'string' && !raw.startsWith('[') ? raw.split(',') : readList(raw);
  if (!list || list.some((x) => typeof x !== 'string')) {
    throw fail.badRequest('订单类型格式不正确', 'orderTypes');
  }
  return (list as string[]).map((name) => {
    const decl = orderTypes.find((t) => t.name === name.trim() || t.shippingType === name.trim());
    if (!decl) throw fail.badRequest(`不支持的订单类型：${name}`, 'orderTypes');
    return decl;
  });
}

interface Sort {
  name: (typeof sharedOrderSorts)[number];
  desc: boolean;
  arm: Frag;
  merged: Frag;
  /** The rows after a cursor's row in this sort, as an arm's condition. */
  after(cursor: Cursor): Frag;
}

/**
 * The sort of every arm and of the merge: the field, then the order code (unique across the
 * types), in one direction. Nulls are ordered as the indexes keep them (0018, 0020), so each arm
 * reads its first rows off an index; the sort columns are not null, so the rows after a cursor
 * are one row comparison on the same index.
 */
function sortOf(body: Body): Sort {
  const name = str(body, 'sortField') ?? sharedOrderSorts[0];
  if (!(sharedOrderSorts as readonly string[]).includes(name)) {
    throw fail.badRequest(`不支持的排序字段（可选：${sharedOrderSorts.join('、')}）`, 'sortField');
  }
  const flag = str(body, 'orderBy') ?? '1';
  if (flag !== '1' && flag !== '0') {
    throw fail.badRequest('排序方式应为 1（降序）或 0（升序）', 'orderBy');
  }
  const desc = flag === '1';
  const past = sql.raw(desc ? '<' : '>');
  if (name === 'orderCode') {
    const dir = sql.raw(desc ? 'desc nulls last' : 'asc nulls first');
    return {
      name,
      desc,
      arm: sql`t.order_code ${dir}`,
      merged: sql`u."orderCode" ${dir}`,
      after: (cursor) => sql`t.order_code ${past} ${cursor.orderCode}`,
    };
  }
  const field = orderField(orderTypes[0] as OrderTypeDecl, name);
  const column = sql.ref(`t.${columnOf(field)}`);
  const dir = sql.raw(desc ? 'desc' : 'asc');
  return {
    name: name as Sort['name'],
    desc,
    arm: sql`${column} ${dir}, t.order_code ${dir}`,
    merged: sql`u.${sql.id(name)} ${dir}, u."orderCode" ${dir}`,
    after: (cursor) =>
      sql`(${column}, t.order_code) ${past} (${cursor.value}, ${cursor.orderCode})`,
  };
}

/**
 * Where a page ended (`after`): the sort it was read in, the last row's sort value and order code.
 * The next page reads the rows past it off the arms' indexes, so the 200th page of a long export
 * costs what the first does (an offset reads and drops every row before it).
 */
interface Cursor {
  sort: string;
  desc: boolean;
  value: string;
  orderCode: string;
}

const CURSOR_INVALID = '分页游标无效：请从第一页重新读取';

function encodeCursor(sort: Sort, row: Row): string | null {
  const value = row[sort.name];
  const orderCode = row.orderCode;
  // Both engines answer dates as 'YYYY-MM-DD' text (db/pglite.ts).
  if (typeof orderCode !== 'string' || typeof value !== 'string') return null;
  return Buffer.from(JSON.stringify([sort.name, sort.desc ? 1 : 0, value, orderCode])).toString(
    'base64url',
  );
}

/** The cursor named by `after`, for this request's sort; a cursor of another sort is refused. */
function cursorOf(body: Body, sort: Sort): Cursor | null {
  const raw = str(body, 'after');
  if (raw === undefined) return null;
  let parts: unknown;
  try {
    parts = raw.length <= 200 ? JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) : null;
  } catch {
    parts = null;
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 4 ||
    typeof parts[0] !== 'string' ||
    (parts[1] !== 0 && parts[1] !== 1) ||
    typeof parts[2] !== 'string' ||
    typeof parts[3] !== 'string' ||
    (parts[0] === 'createDate' && !/^\d{4}-\d{2}-\d{2}$/.test(parts[2])) ||
    (parts[0] === 'createDate' && 'problem' in readDate(parts[2], '分页游标'))
  ) {
    throw fail.badRequest(CURSOR_INVALID, 'after');
  }
  const cursor: Cursor = {
    sort: parts[0],
    desc: parts[1] === 1,
    value: parts[2],
    orderCode: parts[3],
  };
  if (cursor.sort !== sort.name || cursor.desc !== sort.desc) {
    throw fail.badRequest('分页游标与当前排序不符：请从第一页重新读取', 'after');
  }
  return cursor;
}

/**
 * The per-order fee summary (migration 0020) of the page's rows: receivable, payable and profit
 * in CNY. Joined to the page after the merge (one key lookup a row): joined inside the arms, the
 * planner could read the whole summary for each arm's first rows.
 */
const totals = sql`coalesce(s.ar_cny, 0)::numeric(20, 2)::text as "receivableCny",
  coalesce(s.ap_cny, 0)::numeric(20, 2)::text as "payableCny",
  (coalesce(s.ar_cny, 0) - coalesce(s.ap_cny, 0))::numeric(20, 2)::text as "profitCny"`;

export interface AllOrdersRequest {
  orgId: number;
  /** The menu urls the caller holds; null for an administrator (every type). */
  granted: ReadonlySet<string> | null;
  body: Body;
}

/** A page of the orders of every type the request may see, and their total. */
export async function pageAllOrders(db: Db, request: AllOrdersRequest) {
  const { orgId, granted, body } = request;
  const page = pageOf(body, DEFAULT_ORDER_PAGE_SIZE);
  const filter = sharedFilter(body);
  const sort = sortOf(body);
  const types = typesAsked(body).filter((t) => granted === null || granted.has(t.route));
  if (types.length === 0) return pageResult([], 0, page);
  const cursor = cursorOf(body, sort);
  // After a cursor the page starts at its row: no offset, whatever pageNum says.
  const offset = cursor ? 0 : page.offset;
  const reach = offset + page.pageSize;
  const arms = types.map((decl) => {
    const where = listWhere(decl, orgId, filter);
    if (cursor) where.push(sort.after(cursor));
    return sql`(select ${decl.name}::text as "orderType", ${decl.shippingType}::text as
      "shippingType", ${selectList(decl, fieldsOf(decl), true)}
      from ${sql.id(decl.table)} t
      where ${sql.join(where, sql` and `)}
      order by ${sort.arm} limit ${reach})`;
  });
  const pageRows = sql<Row & { orderType: string }>`select u.*, ${totals} from (
      select * from (${sql.join(arms, sql` union all `)}) u
      order by ${sort.merged} limit ${page.pageSize} offset ${offset}
    ) u
    left join lateral (select f.ar_cny, f.ap_cny from tb_order_fee_summary f
      where f.org_id = u."orgId" and f.order_type = u."shippingType"
        and f.order_code = u."orderCode") s on true
    order by ${sort.merged}`.execute(db);
  const counted = sql<{ n: number }>`select (${sql.join(
    types.map((decl) => listCount(decl, orgId, filter)),
    sql` + `,
  )})::int as n`.execute(db);
  const [{ rows }, count] = await Promise.all([pageRows, counted]);
  const last = rows.at(-1);
  const endCursor = last ? encodeCursor(sort, last) : null;
  await fillLabels(db, fieldsOf(orderTypes[0] as OrderTypeDecl), rows);
  const list = rows.map((row) => {
    const decl = orderTypes.find((t) => t.name === row.orderType) as OrderTypeDecl;
    const fields = fieldsOf(decl);
    const mapped = mapOrder(decl, row, fields);
    for (const key of ['orderType', 'shippingType', 'receivableCny', 'payableCny', 'profitCny']) {
      mapped[key] = row[key];
    }
    return mapped;
  });
  return { ...pageResult(list, Number(count.rows[0]?.n ?? 0), page), endCursor };
}

/**
 * tbOrder/pageAll: one page, or with `clientIds` the same page of each client's orders (what the
 * call with that `clientId` answers), as http/parents.ts says.
 */
export async function pageAll(ctx: AuthedContext) {
  const orgId = currentOrgId(ctx.session);
  const granted = ctx.session.isAdmin ? null : await ctx.grantedMenus();
  const clients = parentKeys(ctx.body, 'clientIds', 'int', '客户');
  if (!clients) return pageAllOrders(ctx.db, { orgId, granted, body: ctx.body });
  return pagesOfParents(clients, (clientId) =>
    pageAllOrders(ctx.db, { orgId, granted, body: { ...ctx.body, clientId: Number(clientId) } }),
  );
}
