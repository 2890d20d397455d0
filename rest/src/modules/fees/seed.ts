// Demo fees: receivables and payables for every order the earlier steps created, in every
// approval state, and the fee templates staff start from. Each order's lines are entered within a
// few days of its booking and decided a day later, so they are as old as their orders (spread
// over the last months, db/seed/calendar.ts). Runs after the orders' step; with no orders yet it
// seeds the templates only.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { businessDate } from '../../../../model/businessDate.ts';
import { addDays, businessInstant } from '../../db/seed/calendar.ts';
import { CNY, USD } from '../../../../model/masterData/index.ts';
import { orderTypes } from '../../../../model/orders/index.ts';
import type { Database } from '../../db/schema.ts';
import type { SeedContext, SeedStep } from '../../db/seed/index.ts';
import { payable, receivable } from './sides.ts';
import type { ApproveStatus, FeeSide } from './sides.ts';

type Trx = Transaction<Database>;

interface DemoLine {
  fee: string;
  price: string;
  quantity: string;
  currency: string;
  /** A supplier alias (payables); receivables are settled with the order's client. */
  supplier?: string;
}

const ORGS = ['org:shanghai', 'org:ningbo'] as const;

/** Typical receivables of an ocean export order, priced per container where it applies. */
function receivables(i: number, boxes: number): DemoLine[] {
  const lines: DemoLine[] = [
    { fee: 'OF', price: String(1850 + (i % 7) * 50), quantity: String(boxes), currency: USD },
    { fee: 'BKG', price: '300', quantity: '1', currency: CNY },
    { fee: 'DOC', price: '450', quantity: '1', currency: CNY },
    { fee: 'THC', price: '980', quantity: String(boxes), currency: CNY },
    { fee: 'CUS', price: '250', quantity: '1', currency: CNY },
  ];
  if (i % 3 === 0) lines.push({ fee: 'AMS', price: '35', quantity: '1', currency: USD });
  if (i % 4 === 1)
    lines.push({ fee: 'TRK', price: '2100', quantity: String(boxes), currency: CNY });
  return lines;
}

function payables(i: number, boxes: number): DemoLine[] {
  const carrier = ['中远海运', '马士基', 'MSC'][i % 3] ?? '中远海运';
  const lines: DemoLine[] = [
    {
      fee: 'OF',
      price: String(1650 + (i % 7) * 40),
      quantity: String(boxes),
      currency: USD,
      supplier: carrier,
    },
    { fee: 'THC', price: '890', quantity: String(boxes), currency: CNY, supplier: carrier },
    { fee: 'BKG', price: '150', quantity: '1', currency: CNY, supplier: '外运船代' },
    { fee: 'CUS', price: '200', quantity: '1', currency: CNY, supplier: '浦东报关' },
  ];
  if (i % 4 === 1) {
    lines.push({
      fee: 'TRK',
      price: '1800',
      quantity: String(boxes),
      currency: CNY,
      supplier: '捷运车队',
    });
  }
  return lines;
}

/** Approval states spread over the orders: saved, submitted, approved, sent back. */
function statesOf(i: number): { ar: ApproveStatus; ap: ApproveStatus } {
  switch (i % 6) {
    case 0:
      return { ar: 'WTJ', ap: 'WTJ' };
    case 1:
      return { ar: 'DSH', ap: 'DSH' };
    case 2:
      return { ar: 'YSH', ap: 'YSH' };
    case 3:
      return { ar: 'YSH', ap: 'DSH' };
    case 4:
      return { ar: 'BH', ap: 'WTJ' };
    default:
      return { ar: 'DSH', ap: 'YSH' };
  }
}

/**
 * A line's state in its order's side state: finance sends back one line (the document fee, priced
 * against the quote) and leaves the rest of the side waiting, as a person checking a side would.
 */
function lineState(side: ApproveStatus, sortId: number): ApproveStatus {
  if (side !== 'BH') return side;
  return sortId === 2 ? 'BH' : 'DSH';
}

async function insertDemoLine(
  trx: Trx,
  side: FeeSide,
  order: { orgId: number; orderCode: string; orderType: string; clientName: string | null },
  line: DemoLine,
  unit: { id: number; name: string },
  status: ApproveStatus,
  sortId: number,
  ctx: SeedContext,
  orgKey: string,
  at: { created: Date; decided: Date },
): Promise<void> {
  const admin = ctx.id('user:13800000000');
  const finance = ctx.id('user:13800000002');
  const decided = status === 'YSH' || status === 'BH';
  const today = businessDate();
  // The rate in force today, as findCurRate would answer; CNY is 1.
  await sql`insert into ${sql.table(side.table)} (org_id, order_code, order_type, client_name,
      fee_type_id, fee_code, fee_name, unit_price, quantity, currency, exchange_rate,
      settlement_unit_id, settlement_unit_name, approve_status, approve_remark, creator_id,
      creator, approver_id, approver, approve_date, sort_id, create_date)
    select ${order.orgId}, ${order.orderCode}, ${order.orderType}, ${order.clientName},
      f.id, f.fee_code, f.fee_name, ${line.price}::numeric, ${line.quantity}::numeric,
      ${line.currency},
      case when ${line.currency} = ${CNY} then 1 else coalesce((select r.exchange_rate
        from tb_exchange_rate r where r.org_id = ${order.orgId}
          and r.original_currency = ${line.currency} and r.exchange_currency = ${CNY}
          and r.status = 'Y' and r.start_date <= ${today}::date and r.end_date >= ${today}::date
        order by r.start_date desc, r.id desc limit 1), 7.1) end,
      ${unit.id}, ${unit.name}, ${status},
      ${status === 'BH' ? '金额与报价不符，请核对后重新提交' : null},
      ${admin}, '系统管理员', ${decided ? finance : null}, ${decided ? '张丽' : null},
      ${decided ? at.decided.toISOString() : null}::timestamptz, ${sortId},
      ${at.created.toISOString()}::timestamptz
    from tb_fee_type f where f.id = ${ctx.id(`feeType:${orgKey}:${line.fee}`)}`.execute(trx);
}

async function seedOrderFees(trx: Trx, ctx: SeedContext): Promise<void> {
  const now = new Date();
  for (const orgKey of ORGS) {
    const orgId = ctx.id(orgKey);
    const suppliers = new Map<string, { id: number; name: string }>();
    const supplier = async (alias: string) => {
      let found = suppliers.get(alias);
      if (!found) {
        const id = ctx.id(`supplier:${orgKey}:${alias}`);
        const { rows } = await sql<{ name: string }>`select supplier_name as "name"
          from tb_supplier where id = ${id}`.execute(trx);
        found = { id, name: rows[0]?.name ?? alias };
        suppliers.set(alias, found);
      }
      return found;
    };
    let i = 0;
    for (const decl of orderTypes) {
      const { rows: orders } = await sql<{
        orderCode: string;
        clientId: number;
        clientName: string;
        orderDay: string;
      }>`select o.order_code as "orderCode", o.client_id as "clientId",
          to_char(o.create_date, 'YYYY-MM-DD') as "orderDay",
          c.customer_name as "clientName"
        from ${sql.table(decl.table)} o join tb_customer c on c.id = o.client_id
        where o.org_id = ${orgId} order by o.order_code`.execute(trx);
      for (const o of orders) {
        // Every seventh order has no fees yet, as a new booking would.
        if (i % 7 === 6) {
          i++;
          continue;
        }
        const boxes = 1 + (i % 3);
        const states = statesOf(i);
        const order = { ...o, orgId, orderType: decl.shippingType };
        const client = { id: o.clientId, name: o.clientName };
        // Entered within a few days of the booking, decided by finance a day later; never
        // after now.
        const created = businessInstant(addDays(o.orderDay, i % 4), 14, (i * 13) % 60, now);
        const at = {
          created,
          decided: new Date(Math.min(created.getTime() + 26 * 3_600_000, now.getTime())),
        };
        for (const [sortId, line] of receivables(i, boxes).entries()) {
          await insertDemoLine(
            trx,
            receivable,
            order,
            line,
            client,
            lineState(states.ar, sortId),
            sortId,
            ctx,
            orgKey,
            at,
          );
        }
        for (const [sortId, line] of payables(i, boxes).entries()) {
          const unit = await supplier(line.supplier ?? '中远海运');
          await insertDemoLine(trx, payable, order, line, unit, states.ap, sortId, ctx, orgKey, at);
        }
        i++;
      }
    }
  }
}

interface DemoTemplate {
  side: FeeSide;
  name: string;
  remark: string;
  lines: DemoLine[];
}

const templates: DemoTemplate[] = [
  {
    side: receivable,
    name: '美线整箱应收模板',
    remark: '上海-洛杉矶/长滩 40HQ 整箱出口',
    lines: [
      { fee: 'OF', price: '2150', quantity: '1', currency: USD },
      { fee: 'AMS', price: '35', quantity: '1', currency: USD },
      { fee: 'BKG', price: '300', quantity: '1', currency: CNY },
      { fee: 'DOC', price: '450', quantity: '1', currency: CNY },
      { fee: 'THC', price: '1280', quantity: '1', currency: CNY },
      { fee: 'CUS', price: '250', quantity: '1', currency: CNY },
    ],
  },
  {
    side: receivable,
    name: '欧线整箱应收模板',
    remark: '宁波/上海-鹿特丹/汉堡 整箱出口',
    lines: [
      { fee: 'OF', price: '1650', quantity: '1', currency: USD },
      { fee: 'ENS', price: '300', quantity: '1', currency: CNY },
      { fee: 'DOC', price: '450', quantity: '1', currency: CNY },
      { fee: 'THC', price: '980', quantity: '1', currency: CNY },
      { fee: 'CUS', price: '250', quantity: '1', currency: CNY },
    ],
  },
  {
    side: payable,
    name: '美线整箱应付模板',
    remark: '船公司、订舱代理、车队、报关行',
    lines: [
      { fee: 'OF', price: '1850', quantity: '1', currency: USD, supplier: '中远海运' },
      { fee: 'THC', price: '890', quantity: '1', currency: CNY, supplier: '中远海运' },
      { fee: 'BKG', price: '150', quantity: '1', currency: CNY, supplier: '外运船代' },
      { fee: 'TRK', price: '1800', quantity: '1', currency: CNY, supplier: '捷运车队' },
      { fee: 'CUS', price: '200', quantity: '1', currency: CNY, supplier: '浦东报关' },
    ],
  },
];

async function seedTemplates(trx: Trx, ctx: SeedContext): Promise<void> {
  const orgKey = 'org:shanghai';
  const orgId = ctx.id(orgKey);
  for (const t of templates) {
    const { rows } = await sql<{ id: number }>`insert into ${sql.table(t.side.templateTable)}
      (org_id, temple_name, remark, creator) values (${orgId}, ${t.name}, ${t.remark}, '系统管理员')
      returning id::int as "id"`.execute(trx);
    const templeId = Number(rows[0]?.id);
    for (const [sortId, line] of t.lines.entries()) {
      const unitId = line.supplier ? ctx.id(`supplier:${orgKey}:${line.supplier}`) : null;
      await sql`insert into ${sql.table(t.side.detailTable)} (temple_id, fee_type_id, fee_code,
          fee_name, unit_price, quantity, currency, settlement_unit_id, settlement_unit_name,
          sort_id)
        select ${templeId}, f.id, f.fee_code, f.fee_name, ${line.price}::numeric,
          ${line.quantity}::numeric, ${line.currency}, ${unitId},
          (select s.supplier_name from tb_supplier s where s.id = ${unitId}), ${sortId}
        from tb_fee_type f where f.id = ${ctx.id(`feeType:${orgKey}:${line.fee}`)}`.execute(trx);
    }
  }
}

export const feesSeedSteps: SeedStep[] = [
  { name: '费用模板', run: seedTemplates },
  { name: '订单费用', run: seedOrderFees },
];
