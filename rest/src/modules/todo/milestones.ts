// Milestones of orders (model/todo/milestones.ts), computed on read from the orders' own dates:
// nothing is stored but the messages late ones send their csr (see noticeLateMilestones).
// A late milestone is a task of the order's csr until its date is filled or its node saved.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { businessDate } from '../../../../model/businessDate.ts';
import { columnOf } from '../../../../model/masterData/index.ts';
import { orderField, orderTypes } from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import { milestonesByType, milestonesOf } from '../../../../model/todo/milestones.ts';
import type { MilestoneView } from '../../../../model/todo/milestones.ts';
import { pageOf, pageResult, requireStr, str } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { OrderCall } from '../../http/route.ts';
import type { SessionInfo } from '../../http/session.ts';
import { currentOrgId } from '../../http/session.ts';
import { orderRegistry } from '../orders/registry.ts';
import { sendMessages } from './messages.ts';
import type { NewMessage } from './messages.ts';
import { todoDb } from './tables.ts';
import type { Executor } from './tables.ts';

const CANCELLED = 'CZZT_QX';
const COMPLETED = 'CZZT_CZWC';

interface OrderDates {
  decl: OrderTypeDecl;
  orderCode: string;
  csrId: number;
  clientName: string | null;
  active: boolean;
  doneNodes: string[];
  dates: Record<string, unknown>;
}

/** The date fields a type's milestones read. */
function dateFields(decl: OrderTypeDecl): string[] {
  const names = new Set<string>();
  for (const m of milestonesByType[decl.shippingType] ?? []) {
    for (const p of m.planned) names.add(p.field);
    if (m.actualField) names.add(m.actualField);
  }
  return [...names];
}

const typesWithMilestones = (): OrderTypeDecl[] =>
  orderTypes.filter((t) => (milestonesByType[t.shippingType] ?? []).length > 0);

/** Orders of the organisation with what their milestones need; by csr or by code. */
async function orderDates(
  db: Executor,
  orgId: number,
  filter: { csrId?: number; orderCode?: string; shippingType?: string },
): Promise<OrderDates[]> {
  const out: OrderDates[] = [];
  for (const decl of typesWithMilestones()) {
    if (filter.shippingType && decl.shippingType !== filter.shippingType) continue;
    const fields = dateFields(decl);
    const where = [sql`t.org_id = ${orgId}`];
    if (filter.csrId !== undefined) where.push(sql`t.csr_id = ${filter.csrId}`);
    if (filter.orderCode !== undefined) where.push(sql`t.order_code = ${filter.orderCode}`);
    const { rows } = await sql<Record<string, unknown>>`select t.order_code as "orderCode",
        t.csr_id as "csrId", t.is_draft as "isDraft", t.operation_status as "operationStatus",
        t.done_nodes as "doneNodes", c.customer_name as "clientName",
        ${sql.join(
          fields.map(
            (f) =>
              sql`to_char(${sql.ref(`t.${columnOf(orderField(decl, f))}`)}, 'YYYY-MM-DD') as ${sql.id(f)}`,
          ),
        )}
      from ${sql.table(decl.table)} t
      left join tb_customer c on c.id = t.client_id
      where ${sql.join(where, sql` and `)}
      order by t.order_code`.execute(db);
    for (const row of rows) {
      const dates: Record<string, unknown> = {};
      for (const f of fields) dates[f] = row[f];
      out.push({
        decl,
        orderCode: String(row.orderCode),
        csrId: Number(row.csrId),
        clientName: typeof row.clientName === 'string' ? row.clientName : null,
        active:
          row.isDraft !== 'Y' &&
          row.operationStatus !== CANCELLED &&
          row.operationStatus !== COMPLETED,
        doneNodes: (typeof row.doneNodes === 'string' ? row.doneNodes : '')
          .split(',')
          .filter((c) => c !== ''),
        dates,
      });
    }
  }
  return out;
}

export interface LateMilestoneTask extends MilestoneView {
  orderCode: string;
  shippingType: string;
  shippingTypeName: string;
  clientName: string | null;
  csrId: number;
}

/** The late milestones of the orders whose csr the user is, oldest planned day first. */
export async function lateMilestoneTasks(
  db: Executor,
  orgId: number,
  csrId: number,
  shippingType?: string,
): Promise<LateMilestoneTask[]> {
  const today = businessDate();
  const orders = await orderDates(db, orgId, {
    csrId,
    ...(shippingType ? { shippingType } : {}),
  });
  const tasks: LateMilestoneTask[] = [];
  for (const o of orders) {
    for (const m of milestonesOf(o.decl.shippingType, o.dates, o.doneNodes, today, o.active)) {
      if (m.state !== 'LATE') continue;
      tasks.push({
        ...m,
        orderCode: o.orderCode,
        shippingType: o.decl.shippingType,
        shippingTypeName: o.decl.label,
        clientName: o.clientName,
        csrId: o.csrId,
      });
    }
  }
  return tasks.sort(
    (a, b) =>
      (a.plannedDate ?? '').localeCompare(b.plannedDate ?? '') ||
      a.orderCode.localeCompare(b.orderCode),
  );
}

/**
 * How many days a milestone may have been late and still be news. One late longer when the user
 * first hears of it is backlog: it stays a task but gets no message of its own.
 */
export const LATE_NEWS_DAYS = 7;

const ORDER_KEY = 'MILESTONE_LATE:';
const BACKLOG_KEY = 'MILESTONE_BACKLOG:';

/** `booking@20261108`: one milestone at one planned day, as dedupe keys name it. */
const milestoneId = (t: { key: string; plannedDate: string | null }) =>
  `${t.key}@${(t.plannedDate ?? '').replaceAll('-', '')}`;

/** The milestones (`<order>:<key>@<planned day>`) the user's order messages have told of. */
async function toldMilestones(db: Executor, userId: number): Promise<Set<string>> {
  const rows = await todoDb(db)
    .selectFrom('tb_message')
    .select('dedupe_key')
    .where('recipient_id', '=', userId)
    .where('kind', '=', 'MILESTONE_LATE')
    .where('dedupe_key', 'like', `${ORDER_KEY}%`)
    .execute();
  const told = new Set<string>();
  for (const { dedupe_key: key } of rows) {
    const [, orderCode = '', ids = '', legacyDay] = (key ?? '').split(':');
    // Older messages told of one milestone each: MILESTONE_LATE:<order>:<key>:<planned day>.
    if (legacyDay !== undefined)
      told.add(`${orderCode}:${milestoneId({ key: ids, plannedDate: legacyDay })}`);
    else for (const id of ids.split(',')) told.add(`${orderCode}:${id}`);
  }
  return told;
}

/** The latest planned day the user's backlog summaries in the organisation counted ('' if none). */
async function lastSummaryDay(db: Executor, userId: number, orgId: number): Promise<string> {
  const rows = await todoDb(db)
    .selectFrom('tb_message')
    .select('dedupe_key')
    .where('recipient_id', '=', userId)
    .where('dedupe_key', 'like', `${BACKLOG_KEY}${orgId}:%`)
    .execute();
  return (
    rows
      .map((r) => (r.dedupe_key ?? '').split(':')[2] ?? '')
      .sort()
      .at(-1) ?? ''
  );
}

/**
 * Tells the user of their orders' late milestones as news, not as a backlog (the full list stays
 * the task list, listLate):
 * - a late milestone not told of before and late at most LATE_NEWS_DAYS days is news; each order
 *   with news gets ONE message naming all its late milestones (「订单 X：订舱、开船 已逾期」),
 *   so an order is told of when its first milestone becomes late and again when another does;
 *   every milestone the message names counts as told;
 * - the untold late milestones of orders without news are backlog (late longer than
 *   LATE_NEWS_DAYS when first noticed: the user was away, or the data is old): no message per
 *   order; the backlog gets one summary
 *   「您有 N 个逾期节点」 pointing to the task list, sent again only when a milestone planned later
 *   than any a previous summary counted joins the backlog (not when the backlog shrinks);
 * - never the same message twice: an order message's dedupe key names the milestones it names
 *   (MILESTONE_LATE:<order>:<key>@<planned day>,…), the summary's the organisation and its latest
 *   planned day (MILESTONE_BACKLOG:<org>:<day>).
 */
export async function noticeLateMilestones(db: Executor, session: SessionInfo): Promise<void> {
  if (session.orgId === null) return;
  const orgId = session.orgId;
  const tasks = await lateMilestoneTasks(db, orgId, session.userId);
  if (tasks.length === 0) return;
  const told = await toldMilestones(db, session.userId);
  const byOrder = new Map<string, LateMilestoneTask[]>();
  for (const t of tasks) {
    if (!byOrder.has(t.orderCode)) byOrder.set(t.orderCode, []);
    byOrder.get(t.orderCode)!.push(t);
  }
  const isTold = (t: LateMilestoneTask) => told.has(`${t.orderCode}:${milestoneId(t)}`);
  const messages: NewMessage[] = [];
  const backlog: LateMilestoneTask[] = [];
  for (const [orderCode, late] of byOrder) {
    if (!late.some((t) => t.daysLate <= LATE_NEWS_DAYS && !isTold(t))) {
      backlog.push(...late.filter((t) => !isTold(t)));
      continue;
    }
    const first = late[0]!;
    const labels = [...new Set(late.map((t) => t.label))].join('、');
    messages.push({
      orgId,
      recipientId: session.userId,
      kind: 'MILESTONE_LATE',
      title: `订单 ${orderCode}：${labels} 已逾期`,
      content:
        `${first.shippingTypeName}订单 ${orderCode}${first.clientName ? `（${first.clientName}）` : ''}` +
        `逾期未完成：${late.map((t) => `「${t.label}」计划于 ${t.plannedDate ?? ''}`).join('，')}。`,
      orderCode,
      orderType: first.shippingType,
      dedupeKey: `${ORDER_KEY}${orderCode}:${late.map(milestoneId).sort().join(',')}`,
    });
  }
  const latest = backlog
    .map((t) => t.plannedDate ?? '')
    .sort()
    .at(-1);
  if (latest !== undefined && latest > (await lastSummaryDay(db, session.userId, orgId))) {
    const orders = new Set(backlog.map((t) => t.orderCode)).size;
    messages.push({
      orgId,
      recipientId: session.userId,
      kind: 'MILESTONE_LATE',
      title: `您有 ${backlog.length} 个逾期节点`,
      content:
        `您负责的 ${orders} 个订单有 ${backlog.length} 个节点已逾期超过 ${LATE_NEWS_DAYS} 天，` +
        `不再逐条通知，请在「待办任务」中查看处理。`,
      dedupeKey: `${BACKLOG_KEY}${orgId}:${latest}`,
    });
  }
  await sendMessages(db, messages);
}

/** The milestones of one order of the organisation, or 404. */
export async function orderMilestones(db: Executor, orgId: number, orderCode: string) {
  const [order] = await orderDates(db, orgId, { orderCode });
  if (!order) throw fail.notFound('订单不存在', 'orderCode');
  return {
    orderCode: order.orderCode,
    shippingType: order.decl.shippingType,
    milestones: milestonesOf(
      order.decl.shippingType,
      order.dates,
      order.doneNodes,
      businessDate(),
      order.active,
    ),
  };
}

async function pagesOfNamedOrder(call: OrderCall): Promise<readonly string[] | null> {
  const orderCode = str(call.body, 'orderCode');
  return orderCode ? orderRegistry.pagesOf(call.db, call.session.orgId, [orderCode]) : null;
}

export function registerMilestoneRoutes(app: FastifyInstance): void {
  route(
    app,
    'tbMilestone/listByOrder',
    { orderPages: pagesOfNamedOrder },
    ({ body, session, db }) =>
      orderMilestones(db, currentOrgId(session), requireStr(body, 'orderCode', '请选择订单')),
  );

  // The caller's own tasks: the late milestones of the orders they are csr of.
  route(app, 'tbMilestone/listLate', async ({ body, session, db }) => {
    const page = pageOf(body, 10);
    const shippingType = str(body, 'shippingType');
    if (shippingType && !milestonesByType[shippingType]) {
      throw fail.badRequest(`业务类型不存在：${shippingType}`, 'shippingType');
    }
    await noticeLateMilestones(db, session);
    const tasks = await lateMilestoneTasks(db, currentOrgId(session), session.userId, shippingType);
    return pageResult(tasks.slice(page.offset, page.offset + page.pageSize), tasks.length, page);
  });
}
