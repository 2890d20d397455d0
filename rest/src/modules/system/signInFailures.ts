// tbLoginFailure/pageAll and tbLoginFailure/delete (paths chosen here): the accounts of the
// administrator's group with failed sign-ins that still slow them down, and clearing them. For
// administrators only (permissions.ts ADMINISTRATORS). Clearing resets the delays and the
// account's captcha ceiling; the failures stay in the action log, and the clearing is logged too.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pageOf, pageResult, requireStr } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { ACCOUNT_CAPTCHA_CEILING, FAILURE_MEMORY_MS, signInNow } from '../auth/throttle.ts';
import { requireGroup } from './fields.ts';

export function registerSignInFailureRoutes(app: FastifyInstance): void {
  route(app, 'tbLoginFailure/pageAll', async ({ body, session, db, config }) => {
    const groupId = requireGroup(session);
    const page = pageOf(body);
    const since = new Date(signInNow(config).getTime() - FAILURE_MEMORY_MS);
    const failing = db
      .selectFrom('sys_login_attempt as a')
      .innerJoin('tb_sys_user as u', 'u.mobile', 'a.mobile')
      .where('a.ok', '=', false)
      .where('a.at', '>', since)
      .where('u.group_id', '=', groupId);
    const [rows, total] = await Promise.all([
      failing
        .select([
          'u.id',
          'u.user_name',
          'u.mobile',
          sql<number>`count(*)::int`.as('failures'),
          sql<number>`count(distinct a.ip)::int`.as('addresses'),
          sql<Date>`max(a.at)`.as('last_at'),
          sql<string>`(array_agg(a.ip order by a.at desc, a.id desc))[1]`.as('last_ip'),
        ])
        .groupBy(['u.id', 'u.user_name', 'u.mobile'])
        .orderBy(sql`max(a.at)`, 'desc')
        .orderBy('u.id')
        .limit(page.pageSize)
        .offset(page.offset)
        .execute(),
      failing.select(sql<number>`count(distinct u.id)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return pageResult(
      rows.map((r) => ({
        userId: r.id,
        userName: r.user_name,
        mobile: r.mobile,
        failures: r.failures,
        addresses: r.addresses,
        lastFailedAt: new Date(r.last_at).toISOString(),
        lastIp: r.last_ip,
        captchaRequired: r.failures >= ACCOUNT_CAPTCHA_CEILING,
      })),
      total.n,
      page,
    );
  });

  route(app, 'tbLoginFailure/delete', async ({ body, session, db, transaction, audit }) => {
    const groupId = requireGroup(session);
    const mobile = requireStr(body, 'mobile', '请指定要清除的账号手机号').trim();
    const user = await db
      .selectFrom('tb_sys_user')
      .select('id')
      .where('mobile', '=', mobile)
      .where('group_id', '=', groupId)
      .executeTakeFirst();
    if (!user) throw fail.notFound('账号不存在');
    return transaction(async (trx) => {
      const cleared = await trx
        .deleteFrom('sys_login_attempt')
        .where('mobile', '=', mobile)
        .where('ok', '=', false)
        .executeTakeFirst();
      const count = Number(cleared.numDeletedRows);
      audit({
        table: 'sys_login_attempt',
        recordKey: mobile,
        before: { failures: count },
        after: { failures: 0 },
      });
      return { cleared: count };
    });
  });
}
