// Demo to-do data: schedule entries of this month (and a few around it) for the Shanghai office,
// the messages their assignment sent, and the messages finance's demo decisions on fee lines
// sent their creator. Late milestones need no seed: they follow from the demo orders' dates.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { businessDate } from '../../../../model/businessDate.ts';
import { addDays } from '../../../../model/todo/milestones.ts';
import type { Database } from '../../db/schema.ts';
import { monthStart } from '../../db/seed/calendar.ts';
import type { SeedContext, SeedStep } from '../../db/seed/index.ts';
import { payable, receivable } from '../fees/sides.ts';
import { feeDecisionMessage, sendMessages } from './messages.ts';
import type { NewMessage } from './messages.ts';
import { scheduleAssignedMessage } from './schedule.ts';
import { todoDb } from './tables.ts';
import type { ScheduleStatus } from './tables.ts';

type Trx = Transaction<Database>;

interface DemoEntry {
  subject: string;
  /** Day of the current month (clamped to its last day), or a day offset into another month. */
  day: number;
  monthOffset?: number;
  creator: string;
  salesman: string;
  description?: string;
  status?: ScheduleStatus;
}

const ADMIN = 'user:13800000000';
const LIMING = 'user:13800000001';
const ZHANGLI = 'user:13800000002';
const CHENWEI = 'user:13800000003';

const entries: DemoEntry[] = [
  {
    subject: '拜访上海明华电子，确认年底出货计划',
    day: 3,
    creator: ADMIN,
    salesman: ADMIN,
    status: 'C',
  },
  {
    subject: '更新本月海运出口运价表',
    day: 6,
    creator: ADMIN,
    salesman: ADMIN,
    description: '美西、欧基港航线按船公司最新报价调整',
    status: 'C',
  },
  {
    subject: '确认马士基下月舱位分配',
    day: 10,
    creator: ADMIN,
    salesman: LIMING,
    description: '与订舱代理核对40HQ配额',
  },
  {
    subject: '整理本月应收对账单',
    day: 15,
    creator: ADMIN,
    salesman: ZHANGLI,
    description: '重点客户：上海明华电子、苏州恒瑞机械',
  },
  {
    subject: '报关资料复核',
    day: 18,
    creator: LIMING,
    salesman: LIMING,
    description: '核对商业发票、装箱单与申报要素',
  },
  {
    subject: '新客户报价：深圳跨境电商空运出口',
    day: 21,
    creator: ADMIN,
    salesman: CHENWEI,
  },
  {
    subject: '宁波港拖车车队协调会',
    day: 24,
    creator: ADMIN,
    salesman: ADMIN,
    status: 'N',
  },
  {
    subject: '季度客户满意度回访',
    day: 28,
    creator: ADMIN,
    salesman: ADMIN,
    description: '电话回访前十大客户',
  },
  {
    subject: '上月操作费用结算复核',
    day: 26,
    monthOffset: -1,
    creator: ADMIN,
    salesman: ADMIN,
    status: 'C',
  },
  { subject: '年度客户答谢会筹备', day: 12, monthOffset: 1, creator: ADMIN, salesman: ADMIN },
];

function dayOf(today: string, entry: DemoEntry): string {
  const first = monthStart(today, entry.monthOffset ?? 0);
  const last = addDays(monthStart(today, (entry.monthOffset ?? 0) + 1), -1);
  const day = addDays(first, entry.day - 1);
  return day > last ? last : day;
}

async function seedSchedules(trx: Trx, ctx: SeedContext): Promise<void> {
  const orgId = ctx.id('org:shanghai');
  const today = businessDate();
  const names = new Map<number, string>();
  const messages: NewMessage[] = [];
  for (const entry of entries) {
    const creatorId = ctx.id(entry.creator);
    const salesmanId = ctx.id(entry.salesman);
    for (const id of [creatorId, salesmanId]) {
      if (!names.has(id)) {
        const user = await trx
          .selectFrom('tb_sys_user')
          .select('user_name')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        names.set(id, user.user_name);
      }
    }
    const endDate = dayOf(today, entry);
    const status = entry.status ?? 'Y';
    const done = status === 'C';
    const row = await todoDb(trx)
      .insertInto('tb_schedule')
      .values({
        org_id: orgId,
        subject: entry.subject,
        salesman_id: salesmanId,
        end_date: endDate,
        description: entry.description ?? null,
        status,
        assign_type: creatorId === salesmanId ? '1' : '2',
        actual_executor_id: done ? salesmanId : null,
        actual_execution_date: done ? (endDate < today ? endDate : today) : null,
        creator_id: creatorId,
        creator: names.get(creatorId) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (creatorId !== salesmanId) {
      messages.push(
        scheduleAssignedMessage(orgId, names.get(creatorId) ?? '', row.id, {
          salesmanId,
          subject: entry.subject,
          endDate,
          description: entry.description ?? null,
        }),
      );
    }
  }
  await sendMessages(trx, messages);
}

/** Finance's demo decisions, newest orders first, a few per organisation and side. */
async function seedFeeMessages(trx: Trx, ctx: SeedContext): Promise<void> {
  for (const orgKey of ['org:shanghai', 'org:ningbo']) {
    const orgId = ctx.id(orgKey);
    for (const side of [receivable, payable]) {
      const { rows } = await sql<{
        creatorId: number;
        orderCode: string;
        orderType: string;
        approveStatus: string;
        approver: string;
        remark: string | null;
        fees: string[];
      }>`select creator_id as "creatorId", order_code as "orderCode", order_type as "orderType",
          approve_status as "approveStatus", max(approver) as "approver",
          max(approve_remark) as "remark", array_agg(fee_name order by sort_id, id) as "fees"
        from ${sql.table(side.table)}
        where org_id = ${orgId} and approve_status in ('YSH', 'BH') and creator_id is not null
          and approver_id is not null and approver_id <> creator_id
        group by creator_id, order_code, order_type, approve_status
        order by order_code desc limit 4`.execute(trx);
      await sendMessages(
        trx,
        rows.map((r) =>
          feeDecisionMessage({
            orgId,
            creatorId: r.creatorId,
            orderCode: r.orderCode,
            orderType: r.orderType,
            sideLabel: side.label,
            fees: r.fees,
            approved: r.approveStatus === 'YSH',
            deciderName: r.approver,
            remark: r.remark,
          }),
        ),
      );
    }
  }
}

export const todoSeedSteps: SeedStep[] = [
  { name: '日程', run: seedSchedules },
  { name: '消息', run: seedFeeMessages },
];
