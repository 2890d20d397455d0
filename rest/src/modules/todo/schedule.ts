// tbSchedule (page /todo/schedule): the organisation's schedule entries, listed by month of their
// end date. An entry is for one executor (salesmanId: the creator, or someone assigned, who then
// gets a message); the creator, the executor or an administrator may change it.
import type { FastifyInstance } from 'fastify';
import { businessDate, businessMonth } from '../../../../model/businessDate.ts';
import { addDays } from '../../../../model/todo/milestones.ts';
import { int, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { SessionInfo } from '../../http/session.ts';
import { currentOrgId } from '../../http/session.ts';
import { date, requireId, requireText, text } from '../system/fields.ts';
import { organisationUsers, sendMessages } from './messages.ts';
import type { NewMessage } from './messages.ts';
import { todoDb } from './tables.ts';
import type { AssignType, Executor, ScheduleStatus } from './tables.ts';

export const SCHEDULE_STATUS_NAMES: Readonly<Record<ScheduleStatus, string>> = {
  Y: '待办',
  C: '已完成',
  N: '已取消',
};

export const ASSIGN_TYPE_NAMES: Readonly<Record<AssignType, string>> = {
  '1': '本人',
  '2': '指派他人',
};

export const SCHEDULE_MESSAGES = {
  inserted: '添加成功',
  deleted: '删除成功',
  updated: '修改成功',
  statusUpdated: '状态更新成功',
} as const;

const NOT_FOUND = '日程不存在';
const NOT_YOURS = '只能修改本人创建或指派给本人的日程';

export interface ScheduleRecord {
  id: number;
  /** The version a change names (versions.ts). */
  version: number;
  subject: string;
  salesmanId: number;
  salesmanName: string;
  endDate: string;
  /** 逾期3天, 今天到期, 剩余5天; 已完成 / 已取消 for closed entries. */
  endDateLabel: string;
  description: string | null;
  status: ScheduleStatus;
  statusName: string;
  assignType: AssignType;
  assignTypeName: string;
  actualExecutorId: number | null;
  actualExecutorName: string | null;
  actualExecutionDate: string | null;
  creatorId: number;
  creator: string | null;
  createByName: string | null;
  createDate: string;
  updator: string | null;
  updateDate: string | null;
}

function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function endDateLabel(status: ScheduleStatus, endDate: string, today: string): string {
  if (status !== 'Y') return SCHEDULE_STATUS_NAMES[status];
  const days = daysFrom(today, endDate);
  if (days < 0) return `逾期${-days}天`;
  if (days === 0) return '今天到期';
  return `剩余${days}天`;
}

function selectSchedules(db: Executor, orgId: number) {
  return todoDb(db)
    .selectFrom('tb_schedule as s')
    .innerJoin('tb_sys_user as su', 'su.id', 's.salesman_id')
    .leftJoin('tb_sys_user as ae', 'ae.id', 's.actual_executor_id')
    .where('s.org_id', '=', orgId)
    .select([
      's.id',
      's.version',
      's.subject',
      's.salesman_id',
      'su.user_name as salesman_name',
      's.end_date',
      's.description',
      's.status',
      's.assign_type',
      's.actual_executor_id',
      'ae.user_name as actual_executor_name',
      's.actual_execution_date',
      's.creator_id',
      's.creator',
      's.create_date',
      's.updator',
      's.update_date',
    ]);
}

type ScheduleRow = Awaited<
  ReturnType<ReturnType<typeof selectSchedules>['executeTakeFirstOrThrow']>
>;

function toSchedule(r: ScheduleRow, today: string): ScheduleRecord {
  return {
    id: r.id,
    version: Number(r.version),
    subject: r.subject,
    salesmanId: r.salesman_id,
    salesmanName: r.salesman_name,
    endDate: r.end_date,
    endDateLabel: endDateLabel(r.status, r.end_date, today),
    description: r.description,
    status: r.status,
    statusName: SCHEDULE_STATUS_NAMES[r.status],
    assignType: r.assign_type,
    assignTypeName: ASSIGN_TYPE_NAMES[r.assign_type],
    actualExecutorId: r.actual_executor_id,
    actualExecutorName: r.actual_executor_name,
    actualExecutionDate: r.actual_execution_date,
    creatorId: r.creator_id,
    creator: r.creator,
    createByName: r.creator,
    createDate: new Date(r.create_date).toISOString(),
    updator: r.updator,
    updateDate: r.update_date ? new Date(r.update_date).toISOString() : null,
  };
}

/** The entry of the organisation, or 404 (another organisation's entry included). */
export async function findSchedule(
  db: Executor,
  orgId: number,
  id: number,
): Promise<ScheduleRecord> {
  const row = await selectSchedules(db, orgId).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw fail.notFound(NOT_FOUND, 'id');
  return toSchedule(row, businessDate());
}

function requireChanger(session: SessionInfo, entry: ScheduleRecord): void {
  if (session.isAdmin) return;
  if (entry.creatorId === session.userId || entry.salesmanId === session.userId) return;
  throw fail.forbidden(NOT_YOURS, 'id', 'FORBIDDEN');
}

/** A user of the organisation, or 422 naming the field. */
async function requireOrgUser(
  db: Executor,
  orgId: number,
  userId: number,
  field: string,
): Promise<{ id: number; userName: string }> {
  const user = (await organisationUsers(db, orgId)).find((u) => u.id === userId);
  if (!user) throw fail.unprocessable('执行人不存在或不属于本组织', field);
  return user;
}

function userId(body: Body, name: string): number | undefined {
  return int(body, name, '执行人格式不正确');
}

interface ScheduleInput {
  subject: string;
  salesmanId: number;
  endDate: string;
  description: string | null;
  assignType: AssignType;
}

async function readInput(
  db: Executor,
  body: Body,
  session: SessionInfo,
  orgId: number,
  current?: ScheduleRecord,
): Promise<ScheduleInput & { salesmanName: string }> {
  const subject = requireText(body, 'subject', '主题', 100);
  const endDate = date(body, 'endDate', '截止日期');
  if (endDate === null) throw fail.badRequest('请选择截止日期', 'endDate');
  // Entries are planned ahead; an edit may keep a day that has passed, never move to one.
  if (endDate < businessDate() && endDate !== current?.endDate) {
    throw fail.badRequest('截止日期不能早于今天', 'endDate');
  }
  const description = text(body, 'description', '描述', 1000);
  const salesmanId = userId(body, 'salesmanId') ?? current?.salesmanId ?? session.userId;
  const salesman = await requireOrgUser(db, orgId, salesmanId, 'salesmanId');
  const assignRaw = str(body, 'assignType');
  if (assignRaw !== undefined && assignRaw !== '1' && assignRaw !== '2') {
    throw fail.badRequest('指派类型应为 1（本人）或 2（指派他人）', 'assignType');
  }
  const creatorId = current?.creatorId ?? session.userId;
  return {
    subject,
    endDate,
    description,
    salesmanId,
    salesmanName: salesman.userName,
    // Follows who the entry is for, whatever a client claims.
    assignType: salesmanId === creatorId ? '1' : '2',
  };
}

/** The message telling an executor of an entry someone else made for them. */
export function scheduleAssignedMessage(
  orgId: number,
  assignerName: string,
  id: number,
  input: Pick<ScheduleInput, 'salesmanId' | 'subject' | 'endDate' | 'description'>,
): NewMessage {
  return {
    orgId,
    recipientId: input.salesmanId,
    kind: 'SCHEDULE_ASSIGNED',
    title: `${assignerName} 给您指派了日程「${input.subject}」`,
    content:
      `日程「${input.subject}」截止日期 ${input.endDate}` +
      (input.description ? `：${input.description}` : '。'),
    scheduleId: id,
  };
}

async function tellAssignee(
  db: Executor,
  orgId: number,
  session: SessionInfo,
  id: number,
  input: ScheduleInput,
): Promise<void> {
  if (input.salesmanId === session.userId) return;
  await sendMessages(db, [scheduleAssignedMessage(orgId, session.userName, id, input)]);
}

function yearMonthOf(body: Body): string {
  const value = str(body, 'yearMonth')?.trim();
  if (value === undefined || value === '') return businessMonth();
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw fail.badRequest('年月格式应为 YYYY-MM', 'yearMonth');
  return value;
}

function statusOf(body: Body): ScheduleStatus {
  const value = str(body, 'status');
  if (value === undefined || value === '') throw fail.badRequest('请选择状态', 'status');
  if (value !== 'Y' && value !== 'C' && value !== 'N') {
    throw fail.badRequest('状态应为 Y（待办）、C（已完成）或 N（已取消）', 'status');
  }
  return value;
}

/** Most entries one month's list answers; its `total` says how many there are. */
export const SCHEDULE_MONTH_LIMIT = 1000;

export function registerScheduleRoutes(app: FastifyInstance): void {
  // The month of end dates (default: this month in China), earliest first; not paged (a month),
  // but at most SCHEDULE_MONTH_LIMIT entries, with the month's total so a cut list says so.
  route(app, 'tbSchedule/list', async ({ body, session, db }) => {
    const orgId = currentOrgId(session);
    const yearMonth = yearMonthOf(body);
    const first = `${yearMonth}-01`;
    const next = `${addDays(first, 31).slice(0, 7)}-01`;
    let query = selectSchedules(db, orgId)
      .where('s.end_date', '>=', first)
      .where('s.end_date', '<', next);
    const salesmanId = userId(body, 'salesmanId');
    if (salesmanId !== undefined) query = query.where('s.salesman_id', '=', salesmanId);
    if (body.status !== undefined) query = query.where('s.status', '=', statusOf(body));
    const subject = str(body, 'subject')?.trim();
    if (subject)
      query = query.where('s.subject', 'ilike', `%${subject.replace(/[\\%_]/g, '\\$&')}%`);
    const today = businessDate();
    const [rows, counted] = await Promise.all([
      query.orderBy('s.end_date').orderBy('s.id').limit(SCHEDULE_MONTH_LIMIT).execute(),
      todoDb(db)
        .selectFrom(query.as('q'))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst(),
    ]);
    return {
      list: rows.map((r) => toSchedule(r, today)),
      total: Number(counted?.n ?? rows.length),
      limit: SCHEDULE_MONTH_LIMIT,
    };
  });

  route(app, 'tbSchedule/findByPK', ({ body, session, db }) =>
    findSchedule(db, currentOrgId(session), requireId(body)),
  );

  // The executors to choose from: the organisation's active users.
  route(app, 'tbSchedule/listAllName', ({ session, db }) =>
    organisationUsers(db, currentOrgId(session)),
  );

  route(app, 'tbSchedule/insert', async ({ body, session, transaction, audit }) => {
    const orgId = currentOrgId(session);
    return transaction(async (trx) => {
      const input = await readInput(trx, body, session, orgId);
      const row = await todoDb(trx)
        .insertInto('tb_schedule')
        .values({
          org_id: orgId,
          subject: input.subject,
          salesman_id: input.salesmanId,
          end_date: input.endDate,
          description: input.description,
          assign_type: input.assignType,
          status: 'Y',
          creator_id: session.userId,
          creator: session.userName,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tellAssignee(trx, orgId, session, row.id, input);
      audit({ table: 'tb_schedule', recordKey: row.id, after: { ...input, status: 'Y' } });
      return row.id;
    });
  });

  route(app, 'tbSchedule/update', async ({ body, session, transaction, audit }) => {
    const orgId = currentOrgId(session);
    const id = requireId(body);
    return transaction(async (trx) => {
      const before = await findSchedule(trx, orgId, id);
      requireChanger(session, before);
      const input = await readInput(trx, body, session, orgId, before);
      await todoDb(trx)
        .updateTable('tb_schedule')
        .set({
          subject: input.subject,
          salesman_id: input.salesmanId,
          end_date: input.endDate,
          description: input.description,
          assign_type: input.assignType,
          updator_id: session.userId,
          updator: session.userName,
          update_date: new Date(),
        })
        .where('id', '=', id)
        .execute();
      if (input.salesmanId !== before.salesmanId)
        await tellAssignee(trx, orgId, session, id, input);
      const after = await findSchedule(trx, orgId, id);
      audit({ table: 'tb_schedule', recordKey: id, before, after });
      return null;
    });
  });

  // Y back to open, C done (by whom and when: the caller and today unless given), N cancelled.
  route(app, 'tbSchedule/updateStatus', async ({ body, session, transaction, audit }) => {
    const orgId = currentOrgId(session);
    const id = requireId(body);
    const status = statusOf(body);
    return transaction(async (trx) => {
      const before = await findSchedule(trx, orgId, id);
      requireChanger(session, before);
      let executorId: number | null = null;
      let executionDate: string | null = null;
      if (status === 'C') {
        executorId = userId(body, 'actualExecutorId') ?? session.userId;
        await requireOrgUser(trx, orgId, executorId, 'actualExecutorId');
        executionDate = date(body, 'actualExecutionDate', '实际执行日期') ?? businessDate();
        if (executionDate > businessDate()) {
          throw fail.badRequest('实际执行日期不能晚于今天', 'actualExecutionDate');
        }
      }
      await todoDb(trx)
        .updateTable('tb_schedule')
        .set({
          status,
          actual_executor_id: executorId,
          actual_execution_date: executionDate,
          updator_id: session.userId,
          updator: session.userName,
          update_date: new Date(),
        })
        .where('id', '=', id)
        .execute();
      const after = await findSchedule(trx, orgId, id);
      audit({ table: 'tb_schedule', recordKey: id, before, after });
      return null;
    });
  });

  route(app, 'tbSchedule/delete', async ({ body, session, transaction, audit }) => {
    const orgId = currentOrgId(session);
    const id = requireId(body);
    return transaction(async (trx) => {
      const before = await findSchedule(trx, orgId, id);
      requireChanger(session, before);
      await todoDb(trx).deleteFrom('tb_schedule').where('id', '=', id).execute();
      audit({ table: 'tb_schedule', recordKey: id, before, after: null });
      return null;
    });
  });
}
