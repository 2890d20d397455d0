// tbActionLog/pageAll (path chosen here; the seeds show only the /sys/actionlog page): the log of
// the current organisation, newest first. The table has no update or delete path.
import type { FastifyInstance } from 'fastify';
import { businessDayStart } from '../../../../model/businessDate.ts';
import { pageOf, pageResult, str } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { date, requireGroup } from './fields.ts';

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, '\\$&');

export function registerActionLogRoutes(app: FastifyInstance): void {
  route(app, 'tbActionLog/pageAll', async ({ body, session, db }) => {
    const groupId = requireGroup(session);
    const page = pageOf(body);
    let query = db
      .selectFrom('sys_action_log as l')
      .leftJoin('tb_organization as o', 'o.id', 'l.org_id')
      .where('l.group_id', '=', groupId)
      .where((eb) =>
        session.orgId === null ? eb('l.org_id', 'is', null) : eb('l.org_id', '=', session.orgId),
      );
    const userName = str(body, 'userName')?.trim();
    if (userName) query = query.where('l.user_name', 'ilike', `%${escapeLike(userName)}%`);
    if (body.userId !== undefined) {
      const userId = Number(str(body, 'userId'));
      if (!Number.isSafeInteger(userId)) throw fail.badRequest('参数 userId 应为整数', 'userId');
      query = query.where('l.user_id', '=', userId);
    }
    for (const [field, column] of [
      ['controller', 'l.controller'],
      ['action', 'l.action'],
      ['recordKey', 'l.record_key'],
      ['tableName', 'l.table_name'],
    ] as const) {
      const value = str(body, field)?.trim();
      if (value) query = query.where(column, '=', value);
    }
    const start = date(body, 'startDate', '开始日期');
    const end = date(body, 'endDate', '结束日期');
    if (start && end && start > end) throw fail.badRequest('开始日期不能晚于结束日期', 'startDate');
    // Business days (China).
    if (start) query = query.where('l.at', '>=', businessDayStart(start));
    if (end) {
      const next = businessDayStart(end);
      next.setUTCDate(next.getUTCDate() + 1);
      query = query.where('l.at', '<', next);
    }
    const [rows, total] = await Promise.all([
      query
        .select([
          'l.id',
          'l.at',
          'l.user_id',
          'l.user_name',
          'l.org_id',
          'o.org_name',
          'l.controller',
          'l.action',
          'l.table_name',
          'l.record_key',
          'l.changes',
          'l.ip',
        ])
        .orderBy('l.id', 'desc')
        .limit(page.pageSize)
        .offset(page.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        userId: r.user_id,
        userName: r.user_name,
        orgId: r.org_id,
        orgName: r.org_name,
        controller: r.controller,
        action: r.action,
        tableName: r.table_name,
        recordKey: r.record_key,
        changes: r.changes,
        ip: r.ip,
      })),
      Number(total.n),
      page,
    );
  });
}
