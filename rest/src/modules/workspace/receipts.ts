// 我的收款 (/todo/receipt): the receipts finance recorded that write off receivable lines of my
// orders (myOrders.ts), newest first, each with the part allocated to my orders' lines (in the
// receipt's currency) and those orders; reversed ones (已冲销) stay in the list and count for
// nothing in the totals. One join of the allocations with my orders, worked out once per query.
import { sql } from 'kysely';
import { dateField, int, pageOf, pageResult } from '../../http/body.ts';
import type { AuthedContext } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { receipts } from '../settlements/sides.ts';
import { SETTLEMENT_STATUS_NAMES } from '../settlements/sides.ts';
import type { SettlementStatus } from '../settlements/sides.ts';
import { myOrders, openableTypes } from './myOrders.ts';

export interface MyReceiptOrder {
  orderCode: string;
  shippingType: string;
  /** Allocated to this order's lines, in the receipt's currency. */
  amount: string;
}

export interface MyReceipt {
  id: number;
  settlementNo: string;
  settleDate: string;
  clientId: number;
  clientName: string;
  currency: string;
  currencyName: string | null;
  /** The whole receipt. */
  amount: string;
  /** The part allocated to my orders' lines, in the receipt's currency. */
  myAmount: string;
  status: SettlementStatus;
  statusName: string;
  reversed: boolean;
  orders: MyReceiptOrder[];
}

export interface MyReceiptTotal {
  currency: string;
  currencyName: string | null;
  count: number;
  amount: string;
  myAmount: string;
}

export async function myReceipts(ctx: AuthedContext) {
  const { body, db } = ctx;
  const orgId = currentOrgId(ctx.session);
  const page = pageOf(body, 10);
  const from = dateField(body, 'settleDateBegin', '收款日期');
  const to = dateField(body, 'settleDateEnd', '收款日期');
  const clientId = int(body, 'clientId', '客户编号格式不正确');
  const mine = myOrders({
    orgId,
    userId: ctx.session.userId,
    types: openableTypes(await ctx.grantedMenus(), ctx.session.isAdmin),
  });
  const where = [sql`s.org_id = ${orgId}`, sql`s.side = ${receipts.key}`];
  if (from) where.push(sql`s.settle_date >= ${from}::date`);
  if (to) where.push(sql`s.settle_date <= ${to}::date`);
  if (clientId !== undefined) where.push(sql`s.settlement_unit_id = ${clientId}`);
  // An order code names one order of the organisation; distinct keeps a line counted once.
  const hits = sql`mine as materialized (select distinct on (order_code) order_code, shipping_type
      from (${mine}) m order by order_code, shipping_type),
    per_order as (select l.settlement_id, l.order_code, m.shipping_type, sum(l.amount) as amount
      from tb_settlement_line l join mine m on m.order_code = l.order_code
      where l.org_id = ${orgId} and l.side = ${receipts.key}
      group by l.settlement_id, l.order_code, m.shipping_type),
    hit as (select settlement_id, sum(amount) as my_amount,
        json_agg(json_build_object('orderCode', order_code, 'shippingType', shipping_type,
          'amount', amount::text) order by order_code) as orders
      from per_order group by settlement_id),
    found as (select s.*, h.my_amount, h.orders from tb_settlement s
      join hit h on h.settlement_id = s.id where ${sql.join(where, sql` and `)})`;
  const currencyName = sql`(select d.dict_name from tb_dict d where d.category_code = 'FYBZ'
    and d.dict_code = f.currency)`;

  const { rows } = await sql<
    Omit<MyReceipt, 'statusName' | 'reversed' | 'orders'> & { orders: unknown; total: number }
  >`with ${hits}
    select f.id::int as "id", f.settlement_no as "settlementNo",
      to_char(f.settle_date, 'YYYY-MM-DD') as "settleDate", f.settlement_unit_id as "clientId",
      f.settlement_unit_name as "clientName", f.currency, ${currencyName} as "currencyName",
      f.amount::text as "amount", f.my_amount::text as "myAmount", f.status, f.orders,
      count(*) over ()::int as "total"
    from found f order by f.settle_date desc, f.id desc
    limit ${page.pageSize} offset ${page.offset}`.execute(db);
  const { rows: counted } =
    rows.length > 0 || page.offset === 0
      ? { rows: [{ n: Number(rows[0]?.total ?? 0) }] }
      : await sql<{ n: number }>`with ${hits} select count(*)::int as "n" from found`.execute(db);
  const { rows: totals } = await sql<MyReceiptTotal>`with ${hits}
    select f.currency, ${currencyName} as "currencyName", count(*)::int as "count",
      sum(f.amount)::text as "amount", sum(f.my_amount)::text as "myAmount"
    from found f where f.status = 'ZC' group by f.currency order by f.currency`.execute(db);

  const list: MyReceipt[] = rows.map(({ total: _total, orders, ...r }) => ({
    ...r,
    id: Number(r.id),
    clientId: Number(r.clientId),
    statusName: SETTLEMENT_STATUS_NAMES[r.status],
    reversed: r.status === 'CX',
    orders: (typeof orders === 'string' ? JSON.parse(orders) : orders) as MyReceiptOrder[],
  }));
  return {
    ...pageResult(list, Number(counted[0]?.n ?? 0), page),
    totals: totals.map((t) => ({ ...t, count: Number(t.count) })),
  };
}
