// Credit control (信用控制): a client's credit limit and payment term, its exposure in the
// organisation, and a stop-orders flag finance sets. Amounts are CNY, exact:
// - outstanding: approved receivables not yet written off, cny_money − write_off_money × the
//   line's rate (rounded to cents per line);
// - pending: receivables not yet approved (未提交, 待审核) — the new lines that will fall due;
// - exposure = outstanding + pending (+ lines the caller is about to add, `extraMoney`);
//   over limit when the client has a limit and exposure exceeds it;
// - overdue: approved lines with an open amount whose due date (invoice date, else approval day in
//   China, plus the client's account period in days) is before today in China.
import { sql } from 'kysely';
import { businessDate } from '../../../../model/businessDate.ts';
import type { Db } from '../../db/index.ts';
import { fromScaled, toScaled } from '../../documents/format.ts';
import { pageOf, pageResult, requireInt, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import type { AuthedContext } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { likeContains } from '../masterData/sql.ts';
import { orderRegistry } from '../orders/registry.ts';
import { dueDateSql } from './settlements.ts';
import { receipts } from './sides.ts';

export interface CreditStatus {
  clientId: number;
  /** The client's version: a change of its terms names it (versions.ts). */
  version: number;
  customerName: string;
  customerCode: string | null;
  creditLimit: string | null;
  accountPeriod: number | null;
  orderBlocked: boolean;
  outstanding: string;
  pending: string;
  extra: string;
  exposure: string;
  overLimit: boolean;
  overdueMoney: string;
  overdueCount: number;
  oldestDueDate: string | null;
  /** What the order page and fee grid show, Chinese. */
  warnings: string[];
  /** The organisation that keeps the client: the only one that may change its terms. */
  keptBy: string;
  /** Whether the caller's organisation keeps the client (and so may change its terms). */
  editable: boolean;
}

const MONEY = /^-?\d{1,16}(\.\d{1,2})?$/;

function groupScope(orgId: number) {
  return sql`c.org_id in (select o.id from tb_organization o where o.group_id =
    (select g.group_id from tb_organization g where g.id = ${orgId}))`;
}

interface CreditRow {
  clientId: number;
  version: number;
  customerName: string;
  customerCode: string | null;
  creditLimit: string | null;
  accountPeriod: number | null;
  orderBlocked: string;
  outstanding: string;
  pending: string;
  overdueMoney: string;
  overdueCount: number;
  oldestDueDate: string | null;
  keptBy: string | null;
  editable: boolean;
}

function creditSelect(orgId: number) {
  const today = businessDate();
  const due = dueDateSql(receipts);
  const open = sql`(t.cny_money - round(coalesce(t.write_off_money, 0) * t.exchange_rate, 2))`;
  return sql`select c.id::int as "clientId", c.version::int as "version",
      c.customer_name as "customerName",
      c.customer_code as "customerCode", c.credit_limit::text as "creditLimit",
      c.account_period as "accountPeriod", c.order_blocked as "orderBlocked",
      coalesce(a.outstanding, 0)::text as "outstanding", coalesce(a.pending, 0)::text as "pending",
      coalesce(a.overdue_money, 0)::text as "overdueMoney",
      coalesce(a.overdue_count, 0)::int as "overdueCount",
      to_char(a.oldest_due, 'YYYY-MM-DD') as "oldestDueDate",
      k.org_name as "keptBy", coalesce(c.org_id = ${orgId}, false) as "editable"
    from tb_customer c
    left join tb_organization k on k.id = c.org_id
    left join lateral (select
        sum(case when t.approve_status = 'YSH' then ${open} else 0 end) as outstanding,
        sum(case when t.approve_status in ('WTJ', 'DSH') then t.cny_money else 0 end) as pending,
        sum(case when t.approve_status = 'YSH' and ${open} > 0 and ${due} < ${today}::date
          then ${open} else 0 end) as overdue_money,
        count(*) filter (where t.approve_status = 'YSH' and ${open} > 0
          and ${due} < ${today}::date) as overdue_count,
        min(${due}) filter (where t.approve_status = 'YSH' and ${open} > 0) as oldest_due
      from tb_ar t where t.org_id = ${orgId} and t.settlement_unit_id = c.id) a on true`;
}

const cents = (v: string | null) => (v === null ? 0n : (toScaled(v, 2) ?? 0n));
const money = (v: bigint) => fromScaled(v, 2, false);
const shown = (v: bigint) => fromScaled(v, 2, true);

function toStatus(row: CreditRow, extra = 0n): CreditStatus {
  const exposure = cents(row.outstanding) + cents(row.pending) + extra;
  const limit = row.creditLimit === null ? null : cents(row.creditLimit);
  const overLimit = limit !== null && exposure > limit;
  const overdueCount = Number(row.overdueCount);
  const warnings: string[] = [];
  if (row.orderBlocked === 'Y') warnings.push(`客户「${row.customerName}」已被财务停止接单`);
  if (overLimit && limit !== null) {
    warnings.push(
      `客户「${row.customerName}」应收未收加未审核费用共 ¥${shown(exposure)}，超出信用额度 ¥${shown(limit)}（超出 ¥${shown(exposure - limit)}）`,
    );
  }
  if (overdueCount > 0) {
    warnings.push(
      `客户「${row.customerName}」有${overdueCount}笔费用已超过账期（${row.accountPeriod ?? 0}天）未收，逾期金额 ¥${shown(cents(row.overdueMoney))}，最早到期日 ${row.oldestDueDate ?? ''}`,
    );
  }
  return {
    clientId: Number(row.clientId),
    version: Number(row.version),
    customerName: row.customerName,
    customerCode: row.customerCode,
    creditLimit: row.creditLimit,
    accountPeriod: row.accountPeriod === null ? null : Number(row.accountPeriod),
    orderBlocked: row.orderBlocked === 'Y',
    outstanding: row.outstanding,
    pending: row.pending,
    extra: money(extra),
    exposure: money(exposure),
    overLimit,
    overdueMoney: row.overdueMoney,
    overdueCount,
    oldestDueDate: row.oldestDueDate,
    warnings,
    keptBy: row.keptBy ?? '',
    editable: row.editable === true,
  };
}

/** A client's credit status in the organisation (null when the group keeps no such client). */
export async function creditOf(db: Db, orgId: number, clientId: number, extra = 0n) {
  const { rows } = await sql<CreditRow>`${creditSelect(orgId)}
    where c.id = ${clientId} and ${groupScope(orgId)}`.execute(db);
  const row = rows[0];
  return row ? toStatus(row, extra) : null;
}

function extraOf(body: Body): bigint {
  const text = str(body, 'extraMoney')?.trim();
  if (!text) return 0n;
  if (!MONEY.test(text)) throw fail.badRequest('新增费用金额格式不正确', 'extraMoney');
  return toScaled(text, 2) ?? 0n;
}

/** One client's credit status (order page, fee grid). */
export async function findByClient(ctx: AuthedContext): Promise<CreditStatus> {
  const orgId = currentOrgId(ctx.session);
  const clientId = requireInt(ctx.body, 'clientId', '请选择客户', '客户不存在');
  const status = await creditOf(ctx.db, orgId, clientId, extraOf(ctx.body));
  if (!status) throw fail.notFound('客户不存在', 'clientId');
  return status;
}

/** Clients with their credit status: the finance page's list, filters optional. */
export async function pageCredit(ctx: AuthedContext) {
  const { body, db } = ctx;
  const orgId = currentOrgId(ctx.session);
  const page = pageOf(body, 10);
  const where = [sql`true`];
  const name = str(body, 'customerName');
  if (name) {
    where.push(sql`(x."customerName" ilike ${likeContains(name)}
      or x."customerCode" ilike ${likeContains(name)})`);
  }
  if (str(body, 'orderBlocked') === 'Y') where.push(sql`x."orderBlocked" = 'Y'`);
  if (str(body, 'overdue') === 'Y') where.push(sql`x."overdueCount" > 0`);
  if (str(body, 'overLimit') === 'Y') {
    where.push(sql`x."creditLimit" is not null
      and x."outstanding"::numeric + x."pending"::numeric > x."creditLimit"::numeric`);
  }
  // Active clients, and any other one finance has set terms for.
  const base = sql`select x.* from (${creditSelect(orgId)} where ${groupScope(orgId)}
      and (c.status = 'Y' or c.order_blocked = 'Y' or c.credit_limit is not null)) x
    where ${sql.join(where, sql` and `)}`;
  const { rows: count } = await sql<{
    n: number;
  }>`select count(*)::int as "n" from (${base}) y`.execute(db);
  const { rows } = await sql<CreditRow>`${base}
    order by x."overdueMoney"::numeric + x."outstanding"::numeric desc, x."customerName"
    limit ${page.pageSize} offset ${page.offset}`.execute(db);
  return pageResult(
    rows.map((r) => toStatus(r)),
    Number(count[0]?.n ?? 0),
    page,
  );
}

/** Finance sets a client's credit limit ('' for none) and whether new orders are stopped. */
export async function updateCredit(ctx: AuthedContext): Promise<CreditStatus> {
  const orgId = currentOrgId(ctx.session);
  const clientId = requireInt(ctx.body, 'clientId', '请选择客户', '客户不存在');
  const limitText = str(ctx.body, 'creditLimit')?.trim();
  let limit: string | null = null;
  if (limitText) {
    if (!/^\d{1,16}(\.\d{1,2})?$/.test(limitText)) {
      throw fail.badRequest('信用额度应为不小于0的金额（最多两位小数）', 'creditLimit');
    }
    limit = limitText;
  }
  const blockedText = str(ctx.body, 'orderBlocked');
  if (blockedText !== undefined && blockedText !== 'Y' && blockedText !== 'N') {
    throw fail.badRequest('停止接单应为 Y 或 N', 'orderBlocked');
  }
  return ctx.transaction(async (trx) => {
    const before = await creditOf(trx, orgId, clientId);
    if (!before) throw fail.notFound('客户不存在', 'clientId');
    await sql`update tb_customer set credit_limit = ${limit}::numeric,
        order_blocked = ${blockedText ?? (before.orderBlocked ? 'Y' : 'N')}
      where id = ${clientId}`.execute(trx);
    const after = await creditOf(trx, orgId, clientId);
    ctx.audit({ table: 'tb_customer', recordKey: clientId, before, after });
    if (!after) throw fail.notFound('客户不存在', 'clientId');
    return after;
  });
}

export const ORDER_BLOCKED = (name: string) =>
  `客户「${name}」已被财务停止接单（超出信用额度或逾期未付），不能新建订单，请联系财务`;

let hooked = false;

/** New orders (insertTD, copies) of a client finance stopped are refused. */
export function refuseOrdersOfBlockedClients(): void {
  if (hooked) return;
  hooked = true;
  orderRegistry.onOrderCreating(async (db, order) => {
    if (order.clientId === null) return;
    const { rows } = await sql<{ name: string; blocked: string }>`select customer_name as "name",
        order_blocked as "blocked" from tb_customer where id = ${order.clientId}`.execute(db);
    const row = rows[0];
    if (row?.blocked === 'Y') throw fail.unprocessable(ORDER_BLOCKED(row.name), 'clientId');
  });
}
