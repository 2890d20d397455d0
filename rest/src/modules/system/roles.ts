// tbRole and role/delete: the group's roles (those bound to another organisation stay hidden).
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database, YesNo } from '../../db/schema.ts';
import { pageOf, pageResult, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { SessionInfo } from '../../http/session.ts';
import {
  requireGroup,
  requireId,
  requireText,
  requireYesNo,
  statusName,
  text,
  yesNo,
} from './fields.ts';

type Executor = Db | Transaction<Database>;

export interface RoleRecord {
  id: number;
  version: number;
  roleName: string;
  status: YesNo;
  statusName: string;
  remark: string | null;
  orgId: number | null;
}

function visibleRoles(db: Executor, session: SessionInfo) {
  const groupId = requireGroup(session);
  return db
    .selectFrom('tb_role as r')
    .where('r.group_id', '=', groupId)
    .where((eb) =>
      session.orgId === null
        ? eb('r.org_id', 'is', null)
        : eb.or([eb('r.org_id', 'is', null), eb('r.org_id', '=', session.orgId)]),
    );
}

function toRole(r: {
  id: number;
  version: number;
  role_name: string;
  status: YesNo;
  remark: string | null;
  org_id: number | null;
}): RoleRecord {
  return {
    id: r.id,
    version: r.version,
    roleName: r.role_name,
    status: r.status,
    statusName: statusName(r.status),
    remark: r.remark,
    orgId: r.org_id,
  };
}

export async function findRole(
  db: Executor,
  session: SessionInfo,
  id: number,
): Promise<RoleRecord> {
  const row = await visibleRoles(db, session)
    .select(['r.id', 'r.version', 'r.role_name', 'r.status', 'r.remark', 'r.org_id'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw fail.notFound('角色不存在');
  return toRole(row);
}

export async function roleMenuIds(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('tb_role_menu')
    .select('menu_id')
    .where('role_id', '=', roleId)
    .orderBy('menu_id')
    .execute();
  return rows.map((r) => r.menu_id);
}

interface RoleInput {
  roleName: string;
  status: YesNo;
  remark: string | null;
  orgId: number | null;
}

async function readRole(
  db: Executor,
  body: Body,
  session: SessionInfo,
  current?: RoleRecord,
): Promise<RoleInput> {
  const input: RoleInput = {
    roleName: requireText(body, 'roleName', '角色名称', 50),
    status: yesNo(body, 'status', current?.status ?? 'Y'),
    remark: text(body, 'remark', '备注', 500),
    orgId: null,
  };
  if (body.orgId !== undefined && body.orgId !== null) {
    const orgId = requireId(body, 'orgId');
    const org = await db
      .selectFrom('tb_organization')
      .select('id')
      .where('id', '=', orgId)
      .where('group_id', '=', requireGroup(session))
      .executeTakeFirst();
    if (!org) throw fail.badRequest('组织不存在', 'orgId');
    input.orgId = orgId;
  }
  return input;
}

async function checkRoleName(db: Executor, groupId: number, name: string, exceptId?: number) {
  const clash = await db
    .selectFrom('tb_role')
    .select('id')
    .where('group_id', '=', groupId)
    .where('role_name', '=', name)
    .where('id', '<>', exceptId ?? -1)
    .executeTakeFirst();
  if (clash) throw fail.unprocessable('角色名称已存在', 'roleName');
}

export function registerRoleRoutes(app: FastifyInstance): void {
  route(app, 'tbRole/pageAll', async ({ body, session, db }) => {
    const page = pageOf(body);
    let query = visibleRoles(db, session);
    const name = str(body, 'roleName')?.trim();
    if (name) query = query.where('r.role_name', 'ilike', `%${name.replace(/[\\%_]/g, '\\$&')}%`);
    if (body.status !== undefined) query = query.where('r.status', '=', yesNo(body, 'status', 'Y'));
    const [rows, total] = await Promise.all([
      query
        .select(['r.id', 'r.version', 'r.role_name', 'r.status', 'r.remark', 'r.org_id'])
        .orderBy('r.id')
        .limit(page.pageSize)
        .offset(page.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return pageResult(rows.map(toRole), Number(total.n), page);
  });

  route(app, 'tbRole/listAll', async ({ body, session, db }) => {
    let query = visibleRoles(db, session).select([
      'r.id',
      'r.version',
      'r.role_name',
      'r.status',
      'r.remark',
      'r.org_id',
    ]);
    if (body.status !== undefined) query = query.where('r.status', '=', yesNo(body, 'status', 'Y'));
    return (await query.orderBy('r.id').execute()).map(toRole);
  });

  route(app, 'tbRole/findByPK', async ({ body, session, db }) => {
    const role = await findRole(db, session, requireId(body));
    return { ...role, menuIds: await roleMenuIds(db, role.id) };
  });

  route(app, 'tbRole/insert', async ({ body, session, transaction, audit }) => {
    const groupId = requireGroup(session);
    return transaction(async (trx) => {
      const input = await readRole(trx, body, session);
      await checkRoleName(trx, groupId, input.roleName);
      const row = await trx
        .insertInto('tb_role')
        .values({
          group_id: groupId,
          org_id: input.orgId,
          role_name: input.roleName,
          status: input.status,
          remark: input.remark,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      audit({ table: 'tb_role', recordKey: row.id, after: { ...input } });
      return row.id;
    });
  });

  route(app, 'tbRole/update', async ({ body, session, transaction, audit }) => {
    const groupId = requireGroup(session);
    const id = requireId(body);
    await transaction(async (trx) => {
      const before = await findRole(trx, session, id);
      const input = await readRole(trx, body, session, before);
      await checkRoleName(trx, groupId, input.roleName, id);
      await trx
        .updateTable('tb_role')
        .set({
          role_name: input.roleName,
          status: input.status,
          remark: input.remark,
          org_id: input.orgId,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      audit({
        table: 'tb_role',
        recordKey: id,
        before: { ...before },
        after: { ...(await findRole(trx, session, id)) },
      });
    });
    return null;
  });

  route(app, 'tbRole/updateStatus', async ({ body, session, transaction, audit }) => {
    const id = requireId(body);
    const status = requireYesNo(body, 'status', '状态');
    await transaction(async (trx) => {
      const before = await findRole(trx, session, id);
      await trx
        .updateTable('tb_role')
        .set({ status, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      audit({
        table: 'tb_role',
        recordKey: id,
        before: { status: before.status },
        after: { status },
      });
    });
    return null;
  });

  route(app, 'role/delete', async ({ body, session, transaction, audit }) => {
    const id = requireId(body);
    await transaction(async (trx) => {
      const before = await findRole(trx, session, id);
      const assigned = await trx
        .selectFrom('tb_user_role')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role_id', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(assigned.n) > 0) {
        throw fail.unprocessable(`该角色已分配给${Number(assigned.n)}个用户，不能删除`, 'id');
      }
      const menuIds = await roleMenuIds(trx, id);
      await trx.deleteFrom('tb_role').where('id', '=', id).execute();
      audit({ table: 'tb_role', recordKey: id, before: { ...before, menuIds }, after: null });
    });
    return null;
  });
}
