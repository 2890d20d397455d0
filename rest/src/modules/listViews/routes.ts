// Saved list views (列表视图): a user's named filters, columns, sort and page size of one list, kept
// per organisation. The creator may share a view with the organisation: its other users see it
// read-only (they may copy it, or open it as their default). Each user has one default view per
// list, the one a list opens on when its address names no search.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { int, jsonField, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { SessionInfo } from '../../http/session.ts';
import { currentOrgId } from '../../http/session.ts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Db | Transaction<Database>;

/** What a view keeps; the list's own page decides what its filters and columns mean. */
export interface ListViewState {
  filters: Record<string, string>;
  columns: { key: string; hidden: boolean; width: number | null }[];
  sort: { field: string; descending: boolean } | null;
  pageSize: number | null;
}

const LIST_KEY = /^[A-Za-z/][\w.:/-]{0,99}$/;
const NAME_KEY = /^[A-Za-z_][\w.-]{0,99}$/;
const MAX_VIEW_NAME = 50;
const MAX_FILTERS = 60;
const MAX_COLUMNS = 100;
const MAX_FILTER_TEXT = 500;
const MAX_VIEWS_PER_LIST = 50;
const MIN_WIDTH = 40;
const MAX_WIDTH = 1000;
const MAX_PAGE_SIZE = 500;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function listKeyOf(body: Body): string {
  const key = str(body, 'listKey', '列表标识格式不正确');
  if (key === undefined || key.trim() === '') throw fail.badRequest('缺少列表标识', 'listKey');
  if (!LIST_KEY.test(key)) throw fail.badRequest('列表标识格式不正确', 'listKey');
  return key;
}

function viewIdOf(body: Body): number {
  const id = int(body, 'id', '视图编号格式不正确');
  if (id === undefined) throw fail.badRequest('缺少视图编号', 'id');
  return id;
}

/** The state a request sends, checked field by field: every answer names what is wrong. */
export function parseState(raw: unknown): ListViewState {
  if (!isObject(raw)) throw fail.badRequest('视图内容格式不正确', 'state');
  const filters: Record<string, string> = {};
  const rawFilters = raw.filters ?? {};
  if (!isObject(rawFilters)) throw fail.badRequest('视图的筛选条件格式不正确', 'state');
  const entries = Object.entries(rawFilters);
  if (entries.length > MAX_FILTERS) throw fail.badRequest('视图的筛选条件过多', 'state');
  for (const [name, value] of entries) {
    if (!NAME_KEY.test(name)) throw fail.badRequest(`筛选条件名称不正确：${name}`, 'state');
    if (typeof value !== 'string' || value.length > MAX_FILTER_TEXT) {
      throw fail.badRequest(`筛选条件「${name}」的值不正确`, 'state');
    }
    if (value !== '') filters[name] = value;
  }
  const rawColumns = raw.columns ?? [];
  if (!Array.isArray(rawColumns)) throw fail.badRequest('视图的列设置格式不正确', 'state');
  if (rawColumns.length > MAX_COLUMNS) throw fail.badRequest('视图的列过多', 'state');
  const seen = new Set<string>();
  const columns = rawColumns.map((c: unknown) => {
    if (!isObject(c) || typeof c.key !== 'string' || !NAME_KEY.test(c.key)) {
      throw fail.badRequest('视图的列设置格式不正确', 'state');
    }
    if (seen.has(c.key)) throw fail.badRequest(`列「${c.key}」重复`, 'state');
    seen.add(c.key);
    const width = c.width ?? null;
    if (
      width !== null &&
      (typeof width !== 'number' ||
        !Number.isInteger(width) ||
        width < MIN_WIDTH ||
        width > MAX_WIDTH)
    ) {
      throw fail.badRequest(`列宽应为 ${MIN_WIDTH} 到 ${MAX_WIDTH} 之间的整数`, 'state');
    }
    if (c.hidden !== undefined && typeof c.hidden !== 'boolean') {
      throw fail.badRequest('视图的列设置格式不正确', 'state');
    }
    return { key: c.key, hidden: c.hidden === true, width };
  });
  let sort: ListViewState['sort'] = null;
  if (raw.sort !== undefined && raw.sort !== null) {
    const s = raw.sort;
    if (!isObject(s) || typeof s.field !== 'string' || !NAME_KEY.test(s.field)) {
      throw fail.badRequest('视图的排序格式不正确', 'state');
    }
    if (typeof s.descending !== 'boolean') throw fail.badRequest('视图的排序格式不正确', 'state');
    sort = { field: s.field, descending: s.descending };
  }
  const pageSize = raw.pageSize ?? null;
  if (
    pageSize !== null &&
    (typeof pageSize !== 'number' ||
      !Number.isInteger(pageSize) ||
      pageSize < 1 ||
      pageSize > MAX_PAGE_SIZE)
  ) {
    throw fail.badRequest(`每页条数应为 1 到 ${MAX_PAGE_SIZE} 之间的整数`, 'state');
  }
  return { filters, columns, sort, pageSize };
}

interface ViewRow {
  id: number;
  listKey: string;
  viewName: string;
  shared: string;
  userId: number;
  ownerName: string | null;
  state: ListViewState | string;
  isDefault: boolean;
  updateDate: Date | string;
}

/** The views of a list the caller sees in the current organisation: own ones and shared ones. */
async function visibleViews(
  db: Executor,
  session: SessionInfo,
  listKey: string,
  id?: number,
): Promise<ViewRow[]> {
  const orgId = currentOrgId(session);
  const { rows } = await sql<ViewRow>`select v.id, v.list_key as "listKey",
      v.view_name as "viewName", v.shared, v.user_id as "userId", u.user_name as "ownerName",
      v.state, (d.view_id is not null) as "isDefault", v.update_date as "updateDate"
    from tb_list_view v
    left join tb_sys_user u on u.id = v.user_id
    left join tb_list_view_default d on d.view_id = v.id and d.user_id = ${session.userId}
      and d.org_id = ${orgId} and d.list_key = v.list_key
    where v.org_id = ${orgId} and v.list_key = ${listKey}
      and (v.user_id = ${session.userId} or v.shared = 'Y')
      ${id === undefined ? sql`` : sql`and v.id = ${id}`}
    order by (v.user_id = ${session.userId}) desc, v.view_name, v.id`.execute(db);
  return rows;
}

function toView(row: ViewRow, session: SessionInfo) {
  const state =
    typeof row.state === 'string' ? (JSON.parse(row.state) as ListViewState) : row.state;
  return {
    id: Number(row.id),
    listKey: row.listKey,
    viewName: row.viewName,
    shared: row.shared,
    mine: Number(row.userId) === session.userId,
    ownerName: row.ownerName ?? '',
    isDefault: Boolean(row.isDefault),
    state,
    updateDate: new Date(row.updateDate).toISOString(),
  };
}

async function answerViews(db: Executor, session: SessionInfo, listKey: string) {
  return (await visibleViews(db, session, listKey)).map((r) => toView(r, session));
}

function flag(body: Body, name: string, label: string): 'Y' | 'N' | undefined {
  const value = str(body, name, `${label}应为 Y 或 N`);
  if (value === undefined) return undefined;
  if (value !== 'Y' && value !== 'N') throw fail.badRequest(`${label}应为 Y 或 N`, name);
  return value;
}

export function listViewsModule(app: FastifyInstance): void {
  route(app, 'tbListView/listAll', async ({ body, session, db }) =>
    answerViews(db, session, listKeyOf(body)),
  );

  // A new view (no id) or a change of one of the caller's own views; a name is unique per list.
  route(app, 'tbListView/save', async ({ body, session, transaction, audit }) => {
    const orgId = currentOrgId(session);
    const listKey = listKeyOf(body);
    const id = int(body, 'id', '视图编号格式不正确');
    const name = (str(body, 'viewName', '视图名称格式不正确') ?? '').trim();
    if (name === '') throw fail.badRequest('请输入视图名称', 'viewName');
    if ([...name].length > MAX_VIEW_NAME) {
      throw fail.badRequest(`视图名称不能超过 ${MAX_VIEW_NAME} 个字`, 'viewName');
    }
    const shared = flag(body, 'shared', '是否共享') ?? 'N';
    const makeDefault = flag(body, 'isDefault', '是否默认');
    const state = parseState(jsonField(body, 'state', '视图内容格式不正确'));
    const stateJson = JSON.stringify(state);
    return transaction(async (trx) => {
      const clash = await sql<{ id: number }>`select id from tb_list_view
        where org_id = ${orgId} and user_id = ${session.userId} and list_key = ${listKey}
          and view_name = ${name} ${id === undefined ? sql`` : sql`and id <> ${id}`}`.execute(trx);
      if (clash.rows.length) throw fail.badRequest(`已有名为「${name}」的视图`, 'viewName');
      let viewId: number;
      if (id === undefined) {
        const { rows: counted } = await sql<{ n: number }>`select count(*)::int as n
          from tb_list_view where org_id = ${orgId} and user_id = ${session.userId}
            and list_key = ${listKey}`.execute(trx);
        if ((counted[0]?.n ?? 0) >= MAX_VIEWS_PER_LIST) {
          throw fail.badRequest(`每个列表最多保存 ${MAX_VIEWS_PER_LIST} 个视图`, 'viewName');
        }
        const { rows } = await sql<{ id: number }>`insert into tb_list_view
            (org_id, user_id, list_key, view_name, state, shared)
          values (${orgId}, ${session.userId}, ${listKey}, ${name}, ${stateJson}::jsonb, ${shared})
          returning id`.execute(trx);
        viewId = Number(rows[0]?.id);
      } else {
        // Only the creator changes a view; a shared one of someone else is read-only.
        const { rows } = await sql<{ id: number }>`update tb_list_view
          set view_name = ${name}, state = ${stateJson}::jsonb, shared = ${shared},
            update_date = now()
          where id = ${id} and org_id = ${orgId} and user_id = ${session.userId}
            and list_key = ${listKey}
          returning id`.execute(trx);
        if (!rows.length) throw fail.notFound('视图不存在或不是您创建的', 'id');
        viewId = id;
      }
      if (makeDefault === 'Y') await setDefault(trx, orgId, session.userId, listKey, viewId);
      if (makeDefault === 'N') {
        await sql`delete from tb_list_view_default where org_id = ${orgId}
          and user_id = ${session.userId} and list_key = ${listKey}
          and view_id = ${viewId}`.execute(trx);
      }
      audit({
        table: 'tb_list_view',
        recordKey: viewId,
        after: { listKey, viewName: name, shared, state },
      });
      const [saved] = await visibleViews(trx, session, listKey, viewId);
      if (!saved) throw fail.notFound('视图不存在', 'id');
      return toView(saved, session);
    });
  });

  route(app, 'tbListView/delete', async ({ body, session, transaction, audit }) => {
    const orgId = currentOrgId(session);
    const id = viewIdOf(body);
    return transaction(async (trx) => {
      const { rows } = await sql<{ listKey: string }>`delete from tb_list_view
        where id = ${id} and org_id = ${orgId} and user_id = ${session.userId}
        returning list_key as "listKey"`.execute(trx);
      const gone = rows[0];
      if (!gone) throw fail.notFound('视图不存在或不是您创建的', 'id');
      audit({ table: 'tb_list_view', recordKey: id, before: gone, after: null });
      return answerViews(trx, session, gone.listKey);
    });
  });

  // The list's default view (an own one, or one shared in the organisation); no id clears it.
  route(app, 'tbListView/updateDefault', async ({ body, session, transaction }) => {
    const orgId = currentOrgId(session);
    const listKey = listKeyOf(body);
    const id = int(body, 'id', '视图编号格式不正确');
    return transaction(async (trx) => {
      if (id === undefined) {
        await sql`delete from tb_list_view_default where org_id = ${orgId}
          and user_id = ${session.userId} and list_key = ${listKey}`.execute(trx);
      } else {
        const [view] = await visibleViews(trx, session, listKey, id);
        if (!view) throw fail.notFound('视图不存在', 'id');
        await setDefault(trx, orgId, session.userId, listKey, id);
      }
      return answerViews(trx, session, listKey);
    });
  });
}

async function setDefault(
  db: Executor,
  orgId: number,
  userId: number,
  listKey: string,
  viewId: number,
): Promise<void> {
  await sql`insert into tb_list_view_default (org_id, user_id, list_key, view_id)
    values (${orgId}, ${userId}, ${listKey}, ${viewId})
    on conflict (org_id, user_id, list_key) do update set view_id = excluded.view_id`.execute(db);
}
