// Who may be chosen as staff of a record (an order's 销售 and 客服, a supplier's 销售, a workflow
// node's 操作人员): the active users who work in the record's organisation. The pickers offer
// exactly these (tbSysUser/listAll), and a save refuses anyone else, from the same query.
import { fail } from '../../http/errors.ts';
import { currentOrgId } from '../../http/session.ts';
import type { SessionInfo } from '../../http/session.ts';
import type { Db } from '../../db/index.ts';
import { requireGroup } from './fields.ts';

/** Where a record lives: its organisation (the session's), or the whole group. */
export type StaffScope = 'org' | 'group';

/** The active users of the session's group, of its organisation when the scope is 'org'. */
export function staffRows(db: Db, session: SessionInfo, scope: StaffScope) {
  const groupId = requireGroup(session);
  let query = db
    .selectFrom('tb_sys_user as u')
    .select(['u.id', 'u.user_name', 'u.user_number', 'u.mobile', 'u.email'])
    .where('u.group_id', '=', groupId)
    .where('u.use_status', '=', 'Y')
    .orderBy('u.user_number')
    .orderBy('u.id');
  if (scope === 'org') {
    const orgId = currentOrgId(session);
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('tb_sysuser_org_mapping as m')
          .select('m.id')
          .whereRef('m.user_id', '=', 'u.id')
          .where('m.org_id', '=', orgId),
      ),
    );
  }
  return query;
}

/**
 * Refuses a user who cannot work in the record's organisation (or group): 400 with the field's
 * path and a message naming the person, `刘芳不在当前组织，不能担任客服`.
 */
export async function checkStaff(
  db: Db,
  session: SessionInfo,
  scope: StaffScope,
  userId: unknown,
  label: string,
  at: string,
): Promise<void> {
  const id = Number(userId);
  if (!Number.isSafeInteger(id) || id <= 0) throw fail.badRequest(`所选${label}不存在`, at);
  const eligible = await staffRows(db, session, scope).where('u.id', '=', id).executeTakeFirst();
  if (eligible) return;
  const user = await db
    .selectFrom('tb_sys_user')
    .select(['user_name', 'use_status', 'group_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user || user.group_id !== requireGroup(session)) {
    throw fail.badRequest(`所选${label}不存在`, at);
  }
  if (user.use_status !== 'Y') {
    throw fail.badRequest(`${user.user_name}已停用，不能担任${label}`, at);
  }
  throw fail.badRequest(`${user.user_name}不在当前组织，不能担任${label}，请选择本组织的人员`, at);
}
