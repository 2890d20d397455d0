// tbSysUser (administration calls) and tbGroup: users of the session's group.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Expression, SqlBool, Transaction } from 'kysely';
import { peekCode, takeCode } from '../../db/codeCounter.ts';
import type { Db } from '../../db/index.ts';
import type { Database, YesNo } from '../../db/schema.ts';
import { pageOf, pageResult, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { businessDate } from '../../../../model/businessDate.ts';
import { forgetSessions, revokeUserSessions } from '../../http/session.ts';
import { hashPassword } from '../auth/passwords.ts';
import { staffRows } from './staff.ts';
import {
  bool,
  date,
  idList,
  pattern,
  requireGroup,
  requireId,
  requireText,
  statusName,
  text,
  toTree,
  yesNo,
} from './fields.ts';

type Executor = Db | Transaction<Database>;

const MOBILE = /^\d{8,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^\d*$/;
const LETTERS_DIGITS = /^[A-Za-z0-9]+$/;
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 32;
// The company's numbering, as the seeded staff carry it: HT0001, HT0002… (past HT9999 it grows
// a digit), unique across the database like the column.
const USER_NUMBER = { prefix: 'HT', digits: 4 } as const;
const USER_NUMBER_SCOPE = {
  orgId: null,
  existing: { table: 'tb_sys_user', column: 'user_number' },
} as const;

/** The user as the list, view and edit pages show it (and as the action log keeps it). */
export interface UserRecord {
  id: number;
  /** The version a change names (versions.ts). */
  version: number;
  userNumber: string | null;
  userName: string;
  mobile: string;
  qq: string | null;
  email: string | null;
  groupId: number | null;
  groupName: string | null;
  isAdmin: boolean;
  useStatus: YesNo;
  useStatusName: string;
  validityDate: string | null;
  roleIds: string;
  roleNames: string;
  orgIds: string;
  orgNames: string;
  defaultOrgId: number | null;
}

function userQuery(db: Executor) {
  return db
    .selectFrom('tb_sys_user as u')
    .leftJoin('tb_group as g', 'g.id', 'u.group_id')
    .select([
      'u.id',
      'u.version',
      'u.user_number',
      'u.user_name',
      'u.mobile',
      'u.qq',
      'u.email',
      'u.group_id',
      'g.group_name',
      'u.is_admin',
      'u.use_status',
      'u.validity_date',
      sql<string>`coalesce((select string_agg(r.id::text, '.' order by r.id) from tb_user_role ur
        join tb_role r on r.id = ur.role_id where ur.user_id = u.id), '')`.as('role_ids'),
      sql<string>`coalesce((select string_agg(r.role_name, '.' order by r.id) from tb_user_role ur
        join tb_role r on r.id = ur.role_id where ur.user_id = u.id), '')`.as('role_names'),
      sql<string>`coalesce((select string_agg(o.id::text, '.' order by o.sort_id, o.id)
        from tb_sysuser_org_mapping m join tb_organization o on o.id = m.org_id
        where m.user_id = u.id), '')`.as('org_ids'),
      sql<string>`coalesce((select string_agg(o.org_name, '.' order by o.sort_id, o.id)
        from tb_sysuser_org_mapping m join tb_organization o on o.id = m.org_id
        where m.user_id = u.id), '')`.as('org_names'),
      sql<number | null>`(select m.org_id from tb_sysuser_org_mapping m
        where m.user_id = u.id and m.is_default = '1')`.as('default_org_id'),
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirstOrThrow']>>;

function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    version: row.version,
    userNumber: row.user_number,
    userName: row.user_name,
    mobile: row.mobile,
    qq: row.qq,
    email: row.email,
    groupId: row.group_id,
    groupName: row.group_name,
    isAdmin: row.is_admin,
    useStatus: row.use_status,
    useStatusName: statusName(row.use_status),
    validityDate: row.validity_date,
    roleIds: row.role_ids,
    roleNames: row.role_names,
    orgIds: row.org_ids,
    orgNames: row.org_names,
    defaultOrgId: row.default_org_id,
  };
}

/** A user of the group, or 404. */
export async function findUser(db: Executor, groupId: number, id: number): Promise<UserRecord> {
  const row = await userQuery(db)
    .where('u.id', '=', id)
    .where('u.group_id', '=', groupId)
    .executeTakeFirst();
  if (!row) throw fail.notFound('用户不存在');
  return toUserRecord(row);
}

/** Users that count against the licence: active and not past their validity date. */
async function validUserCount(db: Executor, groupId: number, exceptId?: number): Promise<number> {
  let query = db
    .selectFrom('tb_sys_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', groupId)
    .where('use_status', '=', 'Y')
    .where((eb) =>
      eb.or([eb('validity_date', 'is', null), eb('validity_date', '>=', businessDate())]),
    );
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function accountLimit(db: Executor, groupId: number): Promise<number | null> {
  const group = await db
    .selectFrom('tb_group')
    .select('authorized_accounts_number')
    .where('id', '=', groupId)
    .executeTakeFirst();
  return group?.authorized_accounts_number ?? null;
}

/** 422 when one more valid user would pass the group's licence limit. */
async function checkLicence(db: Executor, groupId: number, exceptId?: number): Promise<void> {
  const limit = await accountLimit(db, groupId);
  if (limit === null) return;
  if ((await validUserCount(db, groupId, exceptId)) >= limit) {
    throw fail.unprocessable(`授权账号数已满（${limit}个），请先停用其他账号`, 'useStatus');
  }
}

/** Other active administrators of the group besides `id`. */
async function otherAdmins(db: Executor, groupId: number, id: number): Promise<number> {
  const row = await db
    .selectFrom('tb_sys_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', groupId)
    .where('is_admin', '=', true)
    .where('use_status', '=', 'Y')
    .where('id', '<>', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const LAST_ADMIN = '不能删除或停用最后一个管理员';

interface UserInput {
  userNumber: string | null;
  userName: string;
  mobile: string;
  qq: string | null;
  email: string | null;
  isAdmin: boolean;
  useStatus: YesNo;
  validityDate: string | null;
  roleIds: number[];
  orgIds: number[];
  defaultOrgId: number | null;
}

/** `current`: on update, flags the request leaves out keep their stored value. */
function readUser(body: Body, groupId: number, current?: UserRecord): UserInput {
  const userName = requireText(body, 'userName', '用户姓名', 50);
  const mobile = pattern(
    requireText(body, 'mobile', '手机号', 20),
    MOBILE,
    'mobile',
    '手机号应为8到15位数字',
  ) as string;
  const userNumber = pattern(
    text(body, 'userNumber', '用户编号', 32),
    LETTERS_DIGITS,
    'userNumber',
    '用户编号只能包含字母和数字',
  );
  const qq = pattern(text(body, 'qq', 'QQ', 20), DIGITS, 'qq', 'QQ只能包含数字');
  const email = pattern(text(body, 'email', '邮箱', 100), EMAIL, 'email', '邮箱格式不正确');
  const requestedGroup = body.groupId;
  if (
    requestedGroup !== undefined &&
    requestedGroup !== null &&
    str(body, 'groupId') !== String(groupId)
  ) {
    throw fail.badRequest('所属集团无效', 'groupId');
  }
  const orgIds = idList(body, 'orgIds');
  const defaultRaw = body.defaultOrgId;
  let defaultOrgId: number | null = null;
  if (defaultRaw !== undefined && defaultRaw !== null) {
    defaultOrgId = requireId(body, 'defaultOrgId');
    if (!orgIds.includes(defaultOrgId)) {
      throw fail.badRequest('默认组织应为所属组织之一', 'defaultOrgId');
    }
  } else if (orgIds.length === 1) {
    defaultOrgId = orgIds[0] ?? null;
  }
  return {
    userNumber,
    userName,
    mobile,
    qq,
    email,
    isAdmin:
      body.isAdmin === undefined || body.isAdmin === null
        ? (current?.isAdmin ?? false)
        : bool(body, 'isAdmin'),
    useStatus: yesNo(body, 'useStatus', current?.useStatus ?? 'Y'),
    validityDate: date(body, 'validityDate', '有效期'),
    roleIds: idList(body, 'roleIds'),
    orgIds,
    defaultOrgId,
  };
}

/** Roles and organisations must be the group's own: 400 on the field otherwise. */
async function checkReferences(db: Executor, groupId: number, input: UserInput): Promise<void> {
  if (input.roleIds.length > 0) {
    const found = await db
      .selectFrom('tb_role')
      .select('id')
      .where('id', 'in', input.roleIds)
      .where('group_id', '=', groupId)
      .execute();
    if (found.length !== input.roleIds.length) throw fail.badRequest('角色不存在', 'roleIds');
  }
  if (input.orgIds.length > 0) {
    const found = await db
      .selectFrom('tb_organization')
      .select('id')
      .where('id', 'in', input.orgIds)
      .where('group_id', '=', groupId)
      .execute();
    if (found.length !== input.orgIds.length) throw fail.badRequest('组织不存在', 'orgIds');
  }
}

async function checkUnique(db: Executor, input: UserInput, exceptId?: number): Promise<void> {
  const conflicts = await db
    .selectFrom('tb_sys_user')
    .select(['mobile', 'user_number'])
    .where((eb) => {
      const either: Expression<SqlBool>[] = [eb('mobile', '=', input.mobile)];
      if (input.userNumber !== null) either.push(eb('user_number', '=', input.userNumber));
      return eb.or(either);
    })
    .where('id', '<>', exceptId ?? -1)
    .execute();
  if (conflicts.some((c) => c.mobile === input.mobile)) {
    throw fail.unprocessable('手机号已存在', 'mobile');
  }
  if (conflicts.length > 0) throw fail.unprocessable('用户编号已存在', 'userNumber');
}

async function writeLinks(trx: Transaction<Database>, userId: number, input: UserInput) {
  await trx.deleteFrom('tb_user_role').where('user_id', '=', userId).execute();
  await trx.deleteFrom('tb_sysuser_org_mapping').where('user_id', '=', userId).execute();
  if (input.roleIds.length > 0) {
    await trx
      .insertInto('tb_user_role')
      .values(input.roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })))
      .execute();
  }
  if (input.orgIds.length > 0) {
    await trx
      .insertInto('tb_sysuser_org_mapping')
      .values(
        input.orgIds.map((orgId) => ({
          user_id: userId,
          org_id: orgId,
          is_default: orgId === input.defaultOrgId ? ('1' as const) : ('0' as const),
        })),
      )
      .execute();
  }
}

/** The number the next new user would get, without taking it (the add form's preview). */
export function nextUserNumber(db: Executor): Promise<string> {
  return peekCode(db, USER_NUMBER, USER_NUMBER_SCOPE);
}

function isValidNow(user: { useStatus: YesNo; validityDate: string | null }): boolean {
  return (
    user.useStatus === 'Y' && (user.validityDate === null || user.validityDate >= businessDate())
  );
}

/** The users of the current organisation or group for pickers: active ones only. */
type PickerRow = {
  id: number;
  user_name: string;
  user_number: string | null;
  mobile: string;
  email: string | null;
};
const toPicker = (r: PickerRow) => ({
  id: r.id,
  userName: r.user_name,
  userNumber: r.user_number,
  mobile: r.mobile,
  email: r.email,
});

export function registerUserRoutes(app: FastifyInstance): void {
  route(app, 'tbSysUser/pageAll', async ({ body, session, db }) => {
    const groupId = requireGroup(session);
    const page = pageOf(body);
    const contains = (name: string): string | undefined => {
      const value = str(body, name)?.trim();
      return value ? `%${value.replace(/[\\%_]/g, '\\$&')}%` : undefined;
    };
    let query = db.selectFrom('tb_sys_user as u').where('u.group_id', '=', groupId);
    for (const [field, column] of [
      ['userNumber', 'u.user_number'],
      ['userName', 'u.user_name'],
      ['mobile', 'u.mobile'],
      ['qq', 'u.qq'],
      ['email', 'u.email'],
    ] as const) {
      const like = contains(field);
      if (like) query = query.where(column, 'ilike', like);
    }
    const useStatus = str(body, 'useStatus');
    if (useStatus !== undefined)
      query = query.where('u.use_status', '=', yesNo(body, 'useStatus', 'Y'));
    const filterGroup = body.groupId;
    if (
      filterGroup !== undefined &&
      filterGroup !== null &&
      str(body, 'groupId') !== String(groupId)
    ) {
      // Another group's users are never visible: the filter simply finds none.
      query = query.where(sql<boolean>`false`);
    }
    const roleIds = idList(body, 'roleIds');
    if (roleIds.length > 0) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('tb_user_role as ur')
            .select('ur.user_id')
            .whereRef('ur.user_id', '=', 'u.id')
            .where('ur.role_id', 'in', roleIds),
        ),
      );
    }
    const ids = await query
      .select('u.id')
      .orderBy('u.id')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute();
    const total = await query
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows =
      ids.length === 0
        ? []
        : await userQuery(db)
            .where(
              'u.id',
              'in',
              ids.map((r) => r.id),
            )
            .orderBy('u.id')
            .execute();
    return pageResult(rows.map(toUserRecord), Number(total.n), page);
  });

  route(app, 'tbSysUser/findByPK', async ({ body, session, db }) =>
    findUser(db, requireGroup(session), requireId(body)),
  );

  route(app, 'tbSysUser/getUserNumber', async ({ db }) => nextUserNumber(db));

  route(app, 'tbSysUser/insert', async ({ body, session, transaction, audit }) => {
    const groupId = requireGroup(session);
    const input = readUser(body, groupId);
    const password = str(body, 'userPwd');
    if (
      password !== undefined &&
      (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    ) {
      throw fail.badRequest('初始密码长度为6到32位', 'userPwd');
    }
    // Without a password given, the initial one is the mobile's last six digits.
    const passwordHash = await hashPassword(password ?? input.mobile.slice(-6));
    return transaction(async (trx) => {
      await checkReferences(trx, groupId, input);
      await checkUnique(trx, input);
      if (isValidNow(input)) await checkLicence(trx, groupId);
      const userNumber = input.userNumber ?? (await takeCode(trx, USER_NUMBER, USER_NUMBER_SCOPE));
      const row = await trx
        .insertInto('tb_sys_user')
        .values({
          user_number: userNumber,
          user_name: input.userName,
          mobile: input.mobile,
          password_hash: passwordHash,
          qq: input.qq,
          email: input.email,
          group_id: groupId,
          is_admin: input.isAdmin,
          use_status: input.useStatus,
          validity_date: input.validityDate,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeLinks(trx, row.id, input);
      const after = await findUser(trx, groupId, row.id);
      audit({ table: 'tb_sys_user', recordKey: row.id, before: null, after: { ...after } });
      return row.id;
    });
  });

  route(app, 'tbSysUser/update', async ({ body, session, transaction, audit }) => {
    const groupId = requireGroup(session);
    const id = requireId(body);
    readUser(body, groupId);
    await transaction(async (trx) => {
      const before = await findUser(trx, groupId, id);
      const input = readUser(body, groupId, before);
      await checkReferences(trx, groupId, input);
      await checkUnique(trx, input, id);
      const stillAdmin = input.isAdmin && input.useStatus === 'Y';
      if (before.isAdmin && !stillAdmin && (await otherAdmins(trx, groupId, id)) === 0) {
        throw fail.unprocessable(LAST_ADMIN, 'isAdmin');
      }
      if (!isValidNow(before) && isValidNow(input)) await checkLicence(trx, groupId, id);
      await trx
        .updateTable('tb_sys_user')
        .set({
          user_number: input.userNumber ?? before.userNumber,
          user_name: input.userName,
          mobile: input.mobile,
          qq: input.qq,
          email: input.email,
          is_admin: input.isAdmin,
          use_status: input.useStatus,
          validity_date: input.validityDate,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      // The account's live sessions carry its name, mobile and administrator flag.
      forgetSessions();
      await writeLinks(trx, id, input);
      // A disabled or expired account keeps no live session.
      if (!isValidNow(input)) await revokeUserSessions(trx, id, 'LOGOUT');
      const after = await findUser(trx, groupId, id);
      audit({ table: 'tb_sys_user', recordKey: id, before: { ...before }, after: { ...after } });
    });
    return null;
  });

  route(
    app,
    'tbSysUser/updateStatusByIdAndStatus',
    async ({ body, session, transaction, audit }) => {
      const groupId = requireGroup(session);
      const id = requireId(body);
      const field = body.useStatus !== undefined ? 'useStatus' : 'status';
      if (body[field] === undefined) throw fail.badRequest('请选择状态', 'useStatus');
      const useStatus = yesNo(body, field, 'Y');
      await transaction(async (trx) => {
        const before = await findUser(trx, groupId, id);
        if (useStatus === 'N' && before.isAdmin && (await otherAdmins(trx, groupId, id)) === 0) {
          throw fail.unprocessable(LAST_ADMIN, 'useStatus');
        }
        if (useStatus === 'N' && id === session.userId) {
          throw fail.unprocessable('不能停用当前登录的账号', 'useStatus');
        }
        if (useStatus === 'Y' && !isValidNow(before)) await checkLicence(trx, groupId, id);
        await trx
          .updateTable('tb_sys_user')
          .set({ use_status: useStatus, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        if (useStatus === 'N') await revokeUserSessions(trx, id, 'LOGOUT');
        audit({
          table: 'tb_sys_user',
          recordKey: id,
          before: { useStatus: before.useStatus },
          after: { useStatus },
        });
      });
      return null;
    },
  );

  route(app, 'tbSysUser/delete', async ({ body, session, transaction, audit }) => {
    const groupId = requireGroup(session);
    const id = requireId(body);
    await transaction(async (trx) => {
      const before = await findUser(trx, groupId, id);
      if (id === session.userId) throw fail.unprocessable('不能删除当前登录的账号', 'id');
      if (before.isAdmin && (await otherAdmins(trx, groupId, id)) === 0) {
        throw fail.unprocessable(LAST_ADMIN, 'id');
      }
      await trx.deleteFrom('tb_sys_user').where('id', '=', id).execute();
      forgetSessions();
      audit({ table: 'tb_sys_user', recordKey: id, before: { ...before }, after: null });
    });
    return null;
  });

  route(app, 'tbSysUser/findOrgInfo', async ({ session, db }) => {
    const groupId = requireGroup(session);
    const [orgs, group, userValid] = await Promise.all([
      db
        .selectFrom('tb_organization')
        .select(['id', 'org_name', 'parent_id', 'status'])
        .where('group_id', '=', groupId)
        .orderBy('sort_id')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('tb_group')
        .select(['id', 'group_name', 'authorized_accounts_number'])
        .where('id', '=', groupId)
        .executeTakeFirstOrThrow(),
      validUserCount(db, groupId),
    ]);
    return {
      groupId: group.id,
      groupName: group.group_name,
      authorizedAccountsNumber: group.authorized_accounts_number,
      userValid,
      orgList: toTree(
        orgs.map((o) => ({
          id: o.id,
          orgName: o.org_name,
          parentId: o.parent_id,
          status: o.status,
        })),
      ),
    };
  });

  route(app, 'tbSysUser/listAll', async ({ session, db }) =>
    (await staffRows(db, session, 'org').execute()).map(toPicker),
  );

  route(app, 'tbSysUser/listGroupAll', async ({ session, db }) =>
    (await staffRows(db, session, 'group').execute()).map(toPicker),
  );

  // The users of the current organisation holding an active role of that name (销售, 客服…), for
  // the sales and service pickers of the order forms.
  route(app, 'tbSysUser/findByGroupName', async ({ body, session, db }) => {
    const groupName = requireText(body, 'groupName', '角色名称', 50);
    const rows = await staffRows(db, session, 'org')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('tb_user_role as ur')
            .innerJoin('tb_role as r', 'r.id', 'ur.role_id')
            .select('ur.user_id')
            .whereRef('ur.user_id', '=', 'u.id')
            .where('r.role_name', '=', groupName)
            .where('r.status', '=', 'Y'),
        ),
      )
      .execute();
    return rows.map(toPicker);
  });

  route(app, 'tbGroup/listAll', async ({ session, db }) => {
    const groupId = requireGroup(session);
    const rows = await db.selectFrom('tb_group').selectAll().where('id', '=', groupId).execute();
    return rows.map((g) => ({
      id: g.id,
      groupName: g.group_name,
      status: g.status,
      authorizedAccountsNumber: g.authorized_accounts_number,
    }));
  });
}
