// Failed sign-ins in the action log: one row per wrong password for an account that exists,
// under that account (a mobile no account has belongs to no organisation's log). The row is
// evidence; an administrator's clearing (system/signInFailures.ts) resets the slowdown, not the log.
import type { Db } from '../../db/index.ts';
import { diffChanges } from '../../http/audit.ts';

/** How a failed sign-in is named in the action log. */
export const SIGN_IN_FAILURE_LOG = {
  controller: 'tbSysUser',
  action: 'loginFailed',
  table: 'sys_login_attempt',
} as const;

export async function logSignInFailure(
  db: Db,
  failure: { userId: number; mobile: string; ip: string },
): Promise<void> {
  const user = await db
    .selectFrom('tb_sys_user as u')
    .leftJoin('tb_sysuser_org_mapping as m', (join) =>
      join.onRef('m.user_id', '=', 'u.id').on('m.is_default', '=', '1'),
    )
    .select(['u.user_name', 'u.group_id', 'm.org_id'])
    .where('u.id', '=', failure.userId)
    .executeTakeFirst();
  if (!user) return;
  await db
    .insertInto('sys_action_log')
    .values({
      user_id: failure.userId,
      user_name: user.user_name,
      group_id: user.group_id,
      org_id: user.org_id,
      controller: SIGN_IN_FAILURE_LOG.controller,
      action: SIGN_IN_FAILURE_LOG.action,
      table_name: SIGN_IN_FAILURE_LOG.table,
      record_key: failure.mobile,
      changes: JSON.stringify(diffChanges(null, { result: '登录失败：密码错误' })),
      ip: failure.ip,
    })
    .execute();
}
