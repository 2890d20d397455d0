// tbGroupManage: the organisation tree of the session's group.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database, YesNo } from '../../db/schema.ts';
import { str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import {
  makesCycle,
  requireGroup,
  requireId,
  requireText,
  requireYesNo,
  statusName,
  text,
  toTree,
  yesNo,
} from './fields.ts';

type Executor = Db | Transaction<Database>;

export interface OrganisationRecord {
  id: number;
  version: number;
  orgName: string;
  parentId: number | null;
  status: YesNo;
  statusName: string;
  isCanUpdate: YesNo;
  remark: string | null;
  sortId: number;
}

function toOrg(o: {
  id: number;
  version: number;
  org_name: string;
  parent_id: number | null;
  status: YesNo;
  is_can_update: YesNo;
  remark: string | null;
  sort_id: number;
}): OrganisationRecord {
  return {
    id: o.id,
    version: o.version,
    orgName: o.org_name,
    parentId: o.parent_id,
    status: o.status,
    statusName: statusName(o.status),
    isCanUpdate: o.is_can_update,
    remark: o.remark,
    sortId: o.sort_id,
  };
}

const COLUMNS = [
  'id',
  'version',
  'org_name',
  'parent_id',
  'status',
  'is_can_update',
  'remark',
  'sort_id',
] as const;

async function findOrg(db: Executor, groupId: number, id: number): Promise<OrganisationRecord> {
  const row = await db
    .selectFrom('tb_organization')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  if (!row) throw fail.notFound('组织不存在');
  return toOrg(row);
}

// Tables that are not an organisation's business records: memberships and sessions are checked
// or cleared on their own, the log stays after the organisation is gone.
const NOT_RECORDS = new Set(['tb_sysuser_org_mapping', 'sys_session', 'sys_action_log']);

/**
 * The tables holding records of the organisation: every table with an org_id column, so the
 * rule covers business tables added later without a change here.
 */
async function tablesWithRecords(db: Executor, orgId: number): Promise<string[]> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'org_id'
    order by table_name`.execute(db);
  const found: string[] = [];
  for (const { table_name: table } of tables.rows) {
    if (NOT_RECORDS.has(table)) continue;
    const hit = await sql<{
      one: number;
    }>`select 1 as one from ${sql.table(table)} where org_id = ${orgId} limit 1`.execute(db);
    if (hit.rows.length > 0) found.push(table);
  }
  return found;
}

interface OrgInput {
  orgName: string;
  parentId: number | null;
  status: YesNo;
  isCanUpdate: YesNo;
  remark: string | null;
  sortId: number | null;
}

/** `current`: on update, flags the request leaves out keep their stored value. */
function readOrg(body: Body, current?: OrganisationRecord): OrgInput {
  const parentRaw = body.parentId;
  const sort = str(body, 'sortId');
  if (sort !== undefined && !/^\d{1,6}$/.test(sort))
    throw fail.badRequest('排序应为整数', 'sortId');
  return {
    orgName: requireText(body, 'orgName', '组织名称', 100),
    parentId:
      parentRaw === undefined || parentRaw === null || str(body, 'parentId') === '0'
        ? null
        : requireId(body, 'parentId'),
    status: yesNo(body, 'status', current?.status ?? 'Y'),
    isCanUpdate: yesNo(body, 'isCanUpdate', current?.isCanUpdate ?? 'Y'),
    remark: text(body, 'remark', '备注', 500),
    sortId: sort === undefined ? null : Number(sort),
  };
}

async function checkParent(
  db: Executor,
  groupId: number,
  id: number | null,
  parentId: number | null,
) {
  if (parentId === null) return;
  const orgs = await db
    .selectFrom('tb_organization')
    .select(['id', 'parent_id'])
    .where('group_id', '=', groupId)
    .execute();
  const parentOf = new Map(orgs.map((o) => [o.id, o.parent_id]));
  if (!parentOf.has(parentId)) throw fail.badRequest('上级组织不存在', 'parentId');
  if (id !== null && makesCycle(id, parentId, parentOf)) {
    throw fail.badRequest('上级组织不能是自身或其下级', 'parentId');
  }
}

const LOCKED = '该组织不允许修改';

export function registerOrganisationAdminRoutes(app: FastifyInstance): void {
  route(app, 'tbGroupManage/selectTree', async ({ body, session, db }) => {
    const groupId = requireGroup(session);
    let query = db.selectFrom('tb_organization').select(COLUMNS).where('group_id', '=', groupId);
    if (body.status !== undefined) query = query.where('status', '=', yesNo(body, 'status', 'Y'));
    const rows = (await query.orderBy('sort_id').orderBy('id').execute()).map(toOrg);
    const name = str(body, 'orgName')?.trim();
    if (!name) return toTree(rows);
    // A match keeps its ancestors so the tree still reads from the top.
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keep = new Set<number>();
    for (const row of rows) {
      if (!row.orgName.includes(name)) continue;
      let current: OrganisationRecord | undefined = row;
      while (current && !keep.has(current.id)) {
        keep.add(current.id);
        current = current.parentId === null ? undefined : byId.get(current.parentId);
      }
    }
    return toTree(rows.filter((r) => keep.has(r.id)));
  });

  route(app, 'tbGroupManage/findByPK', async ({ body, session, db }) =>
    findOrg(db, requireGroup(session), requireId(body)),
  );

  route(app, 'tbGroupManage/insert', async ({ body, session, transaction, audit }) => {
    const groupId = requireGroup(session);
    const input = readOrg(body);
    return transaction(async (trx) => {
      await checkParent(trx, groupId, null, input.parentId);
      const row = await trx
        .insertInto('tb_organization')
        .values({
          group_id: groupId,
          parent_id: input.parentId,
          org_name: input.orgName,
          status: input.status,
          is_can_update: input.isCanUpdate,
          remark: input.remark,
          sort_id: input.sortId ?? 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      audit({
        table: 'tb_organization',
        recordKey: row.id,
        after: { ...(await findOrg(trx, groupId, row.id)) },
      });
      return row.id;
    });
  });

  route(app, 'tbGroupManage/update', async ({ body, session, transaction, audit }) => {
    const groupId = requireGroup(session);
    const id = requireId(body);
    readOrg(body);
    await transaction(async (trx) => {
      const before = await findOrg(trx, groupId, id);
      const input = readOrg(body, before);
      if (before.isCanUpdate === 'N' && input.isCanUpdate === 'N')
        throw fail.unprocessable(LOCKED, 'id');
      await checkParent(trx, groupId, id, input.parentId);
      await trx
        .updateTable('tb_organization')
        .set({
          parent_id: input.parentId,
          org_name: input.orgName,
          status: input.status,
          is_can_update: input.isCanUpdate,
          remark: input.remark,
          sort_id: input.sortId ?? before.sortId,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      audit({
        table: 'tb_organization',
        recordKey: id,
        before: { ...before },
        after: { ...(await findOrg(trx, groupId, id)) },
      });
    });
    return null;
  });

  route(
    app,
    'tbGroupManage/updateOrganizationByStatus',
    async ({ body, session, transaction, audit }) => {
      const groupId = requireGroup(session);
      const id = requireId(body);
      const status = requireYesNo(body, 'status', '状态');
      await transaction(async (trx) => {
        const before = await findOrg(trx, groupId, id);
        if (before.isCanUpdate === 'N') throw fail.unprocessable(LOCKED, 'id');
        if (status === 'N' && id === session.orgId) {
          throw fail.unprocessable('不能停用当前所在的组织', 'status');
        }
        await trx
          .updateTable('tb_organization')
          .set({ status, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        audit({
          table: 'tb_organization',
          recordKey: id,
          before: { status: before.status },
          after: { status },
        });
      });
      return null;
    },
  );

  route(app, 'tbGroupManage/delete', async ({ body, session, transaction, audit }) => {
    const groupId = requireGroup(session);
    const id = requireId(body);
    await transaction(async (trx) => {
      const before = await findOrg(trx, groupId, id);
      if (before.isCanUpdate === 'N') throw fail.unprocessable(LOCKED, 'id');
      const child = await trx
        .selectFrom('tb_organization')
        .select('id')
        .where('parent_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (child) throw fail.unprocessable('该组织下有下级组织，不能删除', 'id');
      const member = await trx
        .selectFrom('tb_sysuser_org_mapping')
        .select('id')
        .where('org_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (member) throw fail.unprocessable('该组织下有用户，不能删除', 'id');
      if ((await tablesWithRecords(trx, id)).length > 0) {
        throw fail.unprocessable('该组织下有业务数据，不能删除', 'id');
      }
      await trx.deleteFrom('tb_organization').where('id', '=', id).execute();
      audit({ table: 'tb_organization', recordKey: id, before: { ...before }, after: null });
    });
    return null;
  });
}
