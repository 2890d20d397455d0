// Profit approval (利润审核): finance reviews an order's payables and receivables together, sees
// the profit, and approves (or sends back) every submitted line of one side at once.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pageOf, pageResult, requireStr, str } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { AuthedContext } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { likeContains } from '../masterData/sql.ts';
import { linesByIds, orderFees, tableOf } from './lines.ts';
import { requireOrder } from './orders.ts';
import { feeDecided } from './decisions.ts';
import { APPROVE_STATUS_NAMES, payable, receivable } from './sides.ts';
import type { FeeSide } from './sides.ts';

/** One side of an order as the profit list shows it. */
export type SideState = 'NONE' | 'WTJ' | 'DSH' | 'YSH';

export const SIDE_STATE_NAMES: Readonly<Record<SideState, string>> = {
  NONE: '无费用',
  WTJ: '未提交',
  DSH: '待审核',
  YSH: '已审核',
};

interface ProfitRow {
  orderCode: string;
  orderType: string;
  clientName: string | null;
  receivableCny: string;
  payableCny: string;
  profitCny: string;
  payCount: number;
  payPending: number;
  payApproved: number;
  receiveCount: number;
  receivePending: number;
  receiveApproved: number;
  lastDate: Date | string;
}

function stateOf(count: number, pending: number, approved: number): SideState {
  if (count === 0) return 'NONE';
  if (pending > 0) return 'DSH';
  if (approved === count) return 'YSH';
  return 'WTJ';
}

async function pageProfit(ctx: AuthedContext) {
  const { body, db } = ctx;
  const orgId = currentOrgId(ctx.session);
  const page = pageOf(body, 10);
  const orderCode = str(body, 'orderCode');
  const clientName = str(body, 'clientName');
  const orderType = str(body, 'orderType') ?? str(body, 'shippingType');
  const state = str(body, 'approveStatus');
  if (state && !['DSH', 'YSH', 'WTJ'].includes(state)) {
    throw fail.badRequest(`审核状态不存在：${state}`, 'approveStatus');
  }
  const lineWhere = sql`org_id = ${orgId}
    and ${orderCode ? sql`order_code ilike ${likeContains(orderCode)}` : sql`true`}
    and ${clientName ? sql`client_name ilike ${likeContains(clientName)}` : sql`true`}
    and ${orderType ? sql`order_type = ${orderType}` : sql`true`}`;
  const having =
    state === 'DSH'
      ? sql`count(*) filter (where approve_status = 'DSH') > 0`
      : state === 'YSH'
        ? sql`count(*) filter (where approve_status <> 'YSH') = 0`
        : state === 'WTJ'
          ? sql`count(*) filter (where approve_status in ('WTJ', 'BH')) > 0`
          : sql`true`;
  const grouped = sql`select order_code,
      max(order_type) as order_type, max(client_name) as client_name,
      coalesce(sum(cny_money) filter (where side = 'ar'), 0) as ar_cny,
      coalesce(sum(cny_money) filter (where side = 'ap'), 0) as ap_cny,
      count(*) filter (where side = 'ap')::int as pay_count,
      count(*) filter (where side = 'ap' and approve_status = 'DSH')::int as pay_pending,
      count(*) filter (where side = 'ap' and approve_status = 'YSH')::int as pay_approved,
      count(*) filter (where side = 'ar')::int as receive_count,
      count(*) filter (where side = 'ar' and approve_status = 'DSH')::int as receive_pending,
      count(*) filter (where side = 'ar' and approve_status = 'YSH')::int as receive_approved,
      max(create_date) as last_date
    from (
      select 'ap' as side, order_code, order_type, client_name, approve_status, cny_money,
        create_date from tb_ap where ${lineWhere}
      union all
      select 'ar', order_code, order_type, client_name, approve_status, cny_money, create_date
        from tb_ar where ${lineWhere}
    ) l
    group by order_code having ${having}`;
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as "n"
    from (${grouped}) g`.execute(db);
  const { rows } = await sql<ProfitRow>`select order_code as "orderCode",
      order_type as "orderType", client_name as "clientName",
      ar_cny::text as "receivableCny", ap_cny::text as "payableCny",
      (ar_cny - ap_cny)::text as "profitCny", pay_count as "payCount",
      pay_pending as "payPending", pay_approved as "payApproved",
      receive_count as "receiveCount", receive_pending as "receivePending",
      receive_approved as "receiveApproved", last_date as "lastDate"
    from (${grouped}) g order by last_date desc, order_code
    limit ${page.pageSize} offset ${page.offset}`.execute(db);
  const list = rows.map((r) => {
    const payStatus = stateOf(r.payCount, r.payPending, r.payApproved);
    const receiveStatus = stateOf(r.receiveCount, r.receivePending, r.receiveApproved);
    return {
      ...r,
      lastDate: new Date(r.lastDate).toISOString(),
      payStatus,
      payStatusName: SIDE_STATE_NAMES[payStatus],
      receiveStatus,
      receiveStatusName: SIDE_STATE_NAMES[receiveStatus],
    };
  });
  return pageResult(list, Number(count[0]?.n ?? 0), page);
}

/** Approves (YSH, default) or sends back (BH) every submitted line of one side of an order. */
async function decideSide(ctx: AuthedContext, side: FeeSide) {
  const orgId = currentOrgId(ctx.session);
  const orderCode = requireStr(ctx.body, 'orderCode', '请选择订单');
  const target = str(ctx.body, 'approveStatus') ?? 'YSH';
  if (target !== 'YSH' && target !== 'BH') {
    throw fail.badRequest('审核状态应为 YSH（通过）或 BH（驳回）', 'approveStatus');
  }
  const remark = str(ctx.body, 'approveRemark') ?? str(ctx.body, 'remark') ?? null;
  if (remark && remark.length > 200)
    throw fail.badRequest('审核意见最多200个字符', 'approveRemark');
  return ctx.transaction(async (trx) => {
    const order = await requireOrder(trx, orgId, orderCode);
    const { rows } = await sql<{ id: number }>`select id::int as "id" from ${tableOf(side)}
      where org_id = ${orgId} and order_code = ${order.orderCode} and approve_status = 'DSH'
      order by sort_id, id for update`.execute(trx);
    const ids = rows.map((r) => Number(r.id));
    if (ids.length === 0) {
      throw fail.unprocessable(`该订单没有待审核的${side.label}费用`, 'orderCode');
    }
    const before = await linesByIds(trx, side, orgId, ids);
    await sql`update ${tableOf(side)} set approve_status = ${target},
        approve_remark = ${remark}, approver_id = ${ctx.session.userId},
        approver = ${ctx.session.userName}, approve_date = now()
      where id in (${sql.join(ids)})`.execute(trx);
    const after = await linesByIds(trx, side, orgId, ids);
    await feeDecided(trx, {
      side,
      orgId,
      ids,
      approveStatus: target,
      remark,
      decider: ctx.session,
    });
    const was = new Map(before.map((l) => [l.id, l]));
    for (const line of after) {
      ctx.audit({ table: side.table, recordKey: line.id, before: was.get(line.id), after: line });
    }
    return {
      message: target === 'YSH' ? '审核通过' : '已驳回',
      approveStatus: target,
      approveStatusName: APPROVE_STATUS_NAMES[target],
      list: after,
    };
  });
}

export function registerProfitApproval(app: FastifyInstance): void {
  route(app, 'profitApprove/pageAll', pageProfit);
  route(app, 'profitApprove/findByOrderCode', ({ db, session, body }) =>
    orderFees(db, currentOrgId(session), requireStr(body, 'orderCode', '请选择订单')),
  );
  route(app, 'profitApprove/updatePay', (ctx) => decideSide(ctx, payable));
  route(app, 'profitApprove/updateReceive', (ctx) => decideSide(ctx, receivable));
}
