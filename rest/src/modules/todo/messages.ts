// Messages (消息): what the product tells a user — fee lines approved or sent back, an order moved
// into the user's organisation, a schedule entry assigned to them, a milestone of their order that
// is late. Each is a row per recipient, read or unread, seen in the organisation it is about.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { orderTypeByShippingType } from '../../../../model/orders/index.ts';
import { pageOf, pageResult, str } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { SessionInfo } from '../../http/session.ts';
import type { FeeDecision } from '../fees/decisions.ts';
import { currentOrgId } from '../../http/session.ts';
import { idList } from '../system/fields.ts';
import { noticeLateMilestones } from './milestones.ts';
import { todoDb } from './tables.ts';
import type { Executor, MessageKind } from './tables.ts';

export const MESSAGE_KIND_NAMES: Readonly<Record<MessageKind, string>> = {
  FEE_APPROVED: '费用审核通过',
  FEE_REJECTED: '费用被驳回',
  ORDER_MOVED: '订单转入',
  SCHEDULE_ASSIGNED: '日程指派',
  MILESTONE_LATE: '节点逾期',
};

const isKind = (value: string): value is MessageKind => Object.hasOwn(MESSAGE_KIND_NAMES, value);

export interface NewMessage {
  orgId: number;
  recipientId: number;
  kind: MessageKind;
  title: string;
  content: string;
  orderCode?: string | null;
  orderType?: string | null;
  scheduleId?: number | null;
  /** Set for a fact noticed again and again (a late milestone): sent once per recipient. */
  dedupeKey?: string | null;
}

const clip = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Writes the messages (in the caller's transaction); a repeated dedupe key is skipped. */
export async function sendMessages(db: Executor, messages: readonly NewMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await todoDb(db)
    .insertInto('tb_message')
    .values(
      messages.map((m) => ({
        org_id: m.orgId,
        recipient_id: m.recipientId,
        kind: m.kind,
        title: clip(m.title, 200),
        content: clip(m.content, 1000),
        order_code: m.orderCode ?? null,
        order_type: m.orderType ?? null,
        schedule_id: m.scheduleId ?? null,
        dedupe_key: m.dedupeKey ?? null,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['recipient_id', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing(),
    )
    .execute();
}

/** The active users of an organisation. */
export async function organisationUsers(
  db: Executor,
  orgId: number,
): Promise<{ id: number; userName: string; mobile: string }[]> {
  return db
    .selectFrom('tb_sysuser_org_mapping as m')
    .innerJoin('tb_sys_user as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.user_name as userName', 'u.mobile'])
    .where('m.org_id', '=', orgId)
    .where('u.use_status', '=', 'Y')
    .orderBy('u.id')
    .execute();
}

/**
 * A decision of finance on fee lines (审核通过 YSH or 驳回 BH): each line's creator hears of it,
 * one message per creator and order. The decider is not told of their own decision.
 */
export async function notifyFeeDecision(db: Executor, input: FeeDecision): Promise<void> {
  if (input.ids.length === 0) return;
  const { rows } = await sql<{
    creatorId: number;
    orderCode: string;
    orderType: string;
    feeName: string;
  }>`select creator_id as "creatorId", order_code as "orderCode", order_type as "orderType",
      fee_name as "feeName"
    from ${sql.table(input.side.table)}
    where org_id = ${input.orgId} and id in (${sql.join(input.ids)}) and creator_id is not null
    order by order_code, sort_id, id`.execute(db);
  const groups = new Map<
    string,
    { creatorId: number; orderCode: string; orderType: string; fees: string[] }
  >();
  for (const row of rows) {
    if (row.creatorId === input.decider.userId) continue;
    const key = `${row.creatorId}:${row.orderCode}`;
    const group = groups.get(key) ?? {
      creatorId: row.creatorId,
      orderCode: row.orderCode,
      orderType: row.orderType,
      fees: [],
    };
    group.fees.push(row.feeName);
    groups.set(key, group);
  }
  await sendMessages(
    db,
    [...groups.values()].map((g) =>
      feeDecisionMessage({
        ...g,
        orgId: input.orgId,
        sideLabel: input.side.label,
        approved: input.approveStatus === 'YSH',
        deciderName: input.decider.userName,
        remark: input.remark,
      }),
    ),
  );
}

/** The message telling a fee line's creator of finance's decision on the lines of one order. */
export function feeDecisionMessage(d: {
  orgId: number;
  creatorId: number;
  orderCode: string;
  orderType: string;
  sideLabel: string;
  fees: readonly string[];
  approved: boolean;
  deciderName: string;
  remark: string | null;
}): NewMessage {
  const verb = d.approved ? '审核通过' : '驳回';
  return {
    orgId: d.orgId,
    recipientId: d.creatorId,
    kind: d.approved ? 'FEE_APPROVED' : 'FEE_REJECTED',
    title: `订单 ${d.orderCode} 的${d.sideLabel}费用已${verb}`,
    content:
      `${d.deciderName} ${verb}了订单 ${d.orderCode} 的${d.sideLabel}费用：` +
      d.fees.map((f) => `「${f}」`).join('') +
      (d.remark ? `。审核意见：${d.remark}` : ''),
    orderCode: d.orderCode,
    orderType: d.orderType,
  };
}

/** An order moved into an organisation (insertChangeOrder): its users hear of it. */
export async function notifyOrderMoved(
  db: Executor,
  move: { orderCode: string; orderType: string; fromOrgId: number; toOrgId: number },
): Promise<void> {
  const from = await db
    .selectFrom('tb_organization')
    .select('org_name')
    .where('id', '=', move.fromOrgId)
    .executeTakeFirst();
  const typeLabel = orderTypeByShippingType(move.orderType)?.label ?? '订单';
  const users = await organisationUsers(db, move.toOrgId);
  await sendMessages(
    db,
    users.map((u) => ({
      orgId: move.toOrgId,
      recipientId: u.id,
      kind: 'ORDER_MOVED' as const,
      title: `${typeLabel}订单 ${move.orderCode} 已转入本组织`,
      content: `${typeLabel}订单 ${move.orderCode} 由「${from?.org_name ?? '其他组织'}」转入本组织。`,
      orderCode: move.orderCode,
      orderType: move.orderType,
    })),
  );
}

interface MessageRow {
  id: number;
  kind: MessageKind;
  title: string;
  content: string;
  order_code: string | null;
  order_type: string | null;
  schedule_id: number | null;
  is_read: 'Y' | 'N';
  read_date: Date | null;
  create_date: Date;
}

function toMessage(r: MessageRow) {
  return {
    id: Number(r.id),
    kind: r.kind,
    kindName: MESSAGE_KIND_NAMES[r.kind],
    title: r.title,
    content: r.content,
    orderCode: r.order_code,
    orderType: r.order_type,
    scheduleId: r.schedule_id,
    isRead: r.is_read,
    readDate: r.read_date ? new Date(r.read_date).toISOString() : null,
    createDate: new Date(r.create_date).toISOString(),
  };
}

function inbox(db: Executor, session: SessionInfo) {
  return todoDb(db)
    .selectFrom('tb_message')
    .where('recipient_id', '=', session.userId)
    .where('org_id', '=', currentOrgId(session));
}

async function unreadCount(db: Executor, session: SessionInfo): Promise<number> {
  const row = await inbox(db, session)
    .where('is_read', '=', 'N')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function registerMessageRoutes(app: FastifyInstance): void {
  // Every read first notices the caller's milestones that have become late, so the inbox and
  // its badge never depend on a background job having run.
  route(app, 'tbMessage/pageAll', async ({ body, session, db }) => {
    await noticeLateMilestones(db, session);
    const page = pageOf(body, 10);
    let query = inbox(db, session);
    const isRead = str(body, 'isRead');
    if (isRead !== undefined) {
      if (isRead !== 'Y' && isRead !== 'N')
        throw fail.badRequest('参数 isRead 应为 Y 或 N', 'isRead');
      query = query.where('is_read', '=', isRead);
    }
    const kind = str(body, 'kind');
    if (kind !== undefined) {
      if (!isKind(kind)) throw fail.badRequest(`消息类型不存在：${kind}`, 'kind');
      query = query.where('kind', '=', kind);
    }
    const [rows, total] = await Promise.all([
      query
        .select([
          'id',
          'kind',
          'title',
          'content',
          'order_code',
          'order_type',
          'schedule_id',
          'is_read',
          'read_date',
          'create_date',
        ])
        .orderBy('create_date', 'desc')
        .orderBy('id', 'desc')
        .limit(page.pageSize)
        .offset(page.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return pageResult(rows.map(toMessage), Number(total.n), page);
  });

  route(app, 'tbMessage/countUnread', async ({ session, db }) => {
    // The top bar asks on every page, also before an organisation is chosen: nothing yet.
    if (session.orgId === null) return { unread: 0 };
    await noticeLateMilestones(db, session);
    return { unread: await unreadCount(db, session) };
  });

  route(app, 'tbMessage/updateRead', async ({ body, session, transaction }) => {
    const ids = idList(body, 'ids');
    if (ids.length === 0) throw fail.badRequest('请选择消息', 'ids');
    return transaction(async (trx) => {
      const mine = await inbox(trx, session).select('id').where('id', 'in', ids).execute();
      const found = new Set(mine.map((m) => Number(m.id)));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) throw fail.notFound(`消息不存在：${missing.join('、')}`, 'ids');
      await todoDb(trx)
        .updateTable('tb_message')
        .set({ is_read: 'Y', read_date: new Date() })
        .where('id', 'in', ids)
        .where('is_read', '=', 'N')
        .execute();
      return { unread: await unreadCount(trx, session) };
    });
  });

  route(app, 'tbMessage/updateReadAll', async ({ session, transaction }) => {
    return transaction(async (trx) => {
      await todoDb(trx)
        .updateTable('tb_message')
        .set({ is_read: 'Y', read_date: new Date() })
        .where('recipient_id', '=', session.userId)
        .where('org_id', '=', currentOrgId(session))
        .where('is_read', '=', 'N')
        .execute();
      return { unread: 0 };
    });
  });
}
