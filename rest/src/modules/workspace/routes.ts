// The to-do area's own reads (看板, 图表, 工作台): my open orders by workflow node, and my figures
// — orders by node and type, fees waiting for approval, receivables outstanding — each one SQL
// aggregate over my orders (myOrders.ts) and their fee lines; and this month's profit, which is
// the 单票利润 report's total over my orders of the month (statements engine), so the two never
// disagree.
import { sql } from 'kysely';
import { businessDate, businessMonth } from '../../../../model/businessDate.ts';
import { statement } from '../../../../model/statements/index.ts';
import { addDays } from '../../../../model/todo/milestones.ts';
import { orderTypeByShippingType } from '../../../../model/orders/index.ts';
import { int, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { AuthedContext, RestModule } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { myOrders, openableTypes } from './myOrders.ts';
import { statementTotals } from '../statements/engine.ts';
import { myReceipts } from './receipts.ts';
import type { MyOrdersScope } from './myOrders.ts';

/** Cards on one kanban; beyond it the filters narrow the board. */
export const KANBAN_LIMIT = 500;

export interface KanbanCard {
  orderCode: string;
  shippingType: string;
  step: string;
  status: string;
  statusName: string | null;
  clientId: number;
  clientName: string | null;
  csrId: number;
  csrName: string | null;
  createDate: string;
}

export interface NodeCount {
  shippingType: string;
  step: string;
  count: number;
}

export interface PendingFees {
  /** ap: payable (应付), ar: receivable (应收). */
  side: 'ap' | 'ar';
  count: number;
  cnyAmount: string;
}

export interface MyFigures {
  yearMonth: string;
  openOrders: number;
  ordersByNode: NodeCount[];
  feesPending: PendingFees[];
  receivablesOutstanding: {
    lineCount: number;
    approvedCny: string;
    writtenOffCny: string;
    outstandingCny: string;
  };
  profit: {
    orderCount: number;
    receivableCny: string;
    payableCny: string;
    profitCny: string;
  };
}

async function scopeOf(ctx: AuthedContext, body: Body): Promise<MyOrdersScope> {
  const shippingType = str(body, 'shippingType');
  if (shippingType && !orderTypeByShippingType(shippingType)) {
    throw fail.badRequest(`业务类型不存在：${shippingType}`, 'shippingType');
  }
  const clientId = int(body, 'clientId', '客户编号格式不正确');
  return {
    orgId: currentOrgId(ctx.session),
    userId: ctx.session.userId,
    types: openableTypes(await ctx.grantedMenus(), ctx.session.isAdmin),
    ...(shippingType ? { shippingType } : {}),
    ...(clientId !== undefined ? { clientId } : {}),
  };
}

async function kanban(ctx: AuthedContext) {
  const scope = { ...(await scopeOf(ctx, ctx.body)), openOnly: true };
  const mine = myOrders(scope);
  const { rows: counted } = await sql<{ n: number }>`select count(*)::int as "n"
    from (${mine}) m`.execute(ctx.db);
  const { rows } = await sql<KanbanCard>`select m.order_code as "orderCode",
      m.shipping_type as "shippingType", m.step, m.status, d.dict_name as "statusName",
      m.client_id as "clientId", c.customer_name as "clientName", m.csr_id as "csrId",
      u.user_name as "csrName", to_char(m.create_date, 'YYYY-MM-DD') as "createDate"
    from (${mine}) m
    left join tb_dict d on d.category_code = m.status_category and d.dict_code = m.status
    left join tb_customer c on c.id = m.client_id
    left join tb_sys_user u on u.id = m.csr_id
    order by m.create_date desc, m.order_code desc
    limit ${KANBAN_LIMIT}`.execute(ctx.db);
  return { list: rows, total: Number(counted[0]?.n ?? 0), limit: KANBAN_LIMIT };
}

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The first and last day of a month (YYYY-MM). */
function monthRange(yearMonth: string): { first: string; last: string } {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { first: `${yearMonth}-01`, last: addDays(`${next}-01`, -1) };
}

const profitReport = statement('profit');

/**
 * The month's profit of my orders: the 单票利润 report's count and totals over my live orders
 * made that month (接单日期), every fee line but those sent back, in CNY at each line's rate.
 */
async function monthProfit(
  ctx: AuthedContext,
  scope: MyOrdersScope,
  yearMonth: string,
): Promise<MyFigures['profit']> {
  const { first, last } = monthRange(yearMonth);
  const { total, totals } = await statementTotals(ctx.db, profitReport, {
    orgId: scope.orgId,
    asOf: businessDate(),
    dateFrom: first,
    dateTo: last,
    ...(scope.shippingType ? { orderType: scope.shippingType } : {}),
    ...(scope.clientId !== undefined ? { clientId: scope.clientId } : {}),
    handledBy: { userId: scope.userId, orderTypes: scope.types.map((t) => t.shippingType) },
  });
  const money = (key: string) => String(totals[key] ?? '0.00');
  return {
    orderCount: total,
    receivableCny: money('receivableCny'),
    payableCny: money('payableCny'),
    profitCny: money('profitCny'),
  };
}

interface Totals {
  apPendingCount: number;
  apPendingCny: string;
  arPendingCount: number;
  arPendingCny: string;
  outstandingLines: number;
  approvedCny: string;
  writtenOffCny: string;
  outstandingCny: string;
}

async function figures(ctx: AuthedContext): Promise<MyFigures> {
  const yearMonth = str(ctx.body, 'yearMonth') ?? businessMonth();
  if (!YEAR_MONTH.test(yearMonth)) throw fail.badRequest('月份格式应为 YYYY-MM', 'yearMonth');
  const scope = await scopeOf(ctx, ctx.body);
  const mine = myOrders(scope);
  const orgId = scope.orgId;
  const { db } = ctx;

  const { rows: byNode } = await sql<NodeCount>`select shipping_type as "shippingType", step,
      count(*)::int as "count"
    from (${mine}) m where is_open group by shipping_type, step
    order by shipping_type, step`.execute(db);

  // Every other figure in one statement over my orders, worked out once. Fee lines name their
  // order by code within the organisation. An approved receivable is outstanding until written
  // off; write_off_money is in the line's currency, like money, and is converted at the line's
  // rate.
  const { rows } = await sql<Totals>`with mine as materialized (${mine}),
    ap as (select l.order_code, l.approve_status, l.cny_money from tb_ap l
      where l.org_id = ${orgId} and l.order_code in (select order_code from mine)),
    ar as (select l.order_code, l.approve_status, l.cny_money,
        round(coalesce(l.write_off_money, 0) * l.exchange_rate, 2) as written_off
      from tb_ar l where l.org_id = ${orgId} and l.order_code in (select order_code from mine))
    select
      (select count(*)::int from ap where approve_status = 'DSH') as "apPendingCount",
      (select coalesce(sum(cny_money), 0)::text from ap where approve_status = 'DSH')
        as "apPendingCny",
      (select count(*)::int from ar where approve_status = 'DSH') as "arPendingCount",
      (select coalesce(sum(cny_money), 0)::text from ar where approve_status = 'DSH')
        as "arPendingCny",
      (select count(*)::int from ar where approve_status = 'YSH' and cny_money > written_off)
        as "outstandingLines",
      (select coalesce(sum(cny_money), 0)::text from ar where approve_status = 'YSH')
        as "approvedCny",
      (select coalesce(sum(written_off), 0)::text from ar where approve_status = 'YSH')
        as "writtenOffCny",
      (select coalesce(sum(cny_money - written_off), 0)::text from ar
        where approve_status = 'YSH') as "outstandingCny"
    `.execute(db);
  const t = rows[0];
  if (!t) throw new Error('统计查询没有结果');
  const profit = await monthProfit(ctx, scope, yearMonth);

  return {
    yearMonth,
    openOrders: byNode.reduce((n, r) => n + Number(r.count), 0),
    ordersByNode: byNode.map((r) => ({ ...r, count: Number(r.count) })),
    feesPending: [
      { side: 'ap', count: Number(t.apPendingCount), cnyAmount: t.apPendingCny },
      { side: 'ar', count: Number(t.arPendingCount), cnyAmount: t.arPendingCny },
    ],
    receivablesOutstanding: {
      lineCount: Number(t.outstandingLines),
      approvedCny: t.approvedCny,
      writtenOffCny: t.writtenOffCny,
      outstandingCny: t.outstandingCny,
    },
    profit,
  };
}

export const workspaceModule: RestModule = (app) => {
  route(app, 'tbWorkspace/kanban', kanban);
  route(app, 'tbWorkspace/figures', figures);
  route(app, 'tbWorkspace/receipts', myReceipts);
};
