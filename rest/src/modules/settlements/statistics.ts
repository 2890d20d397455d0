// 财务统计: receivable, received, payable, paid and outstanding, in CNY, per settlement unit and
// per month, summed by the database. Only approved (YSH) lines count; a line belongs to the month
// (China) it was approved in. Received / paid is the written-off part of a line at its frozen
// rate (write_off_money × exchange_rate, to cents), so a fully written-off line counts its whole
// cny_money and outstanding = receivable − received.
import { sql } from 'kysely';
import { BUSINESS_TIME_ZONE } from '../../../../model/businessDate.ts';
import { str } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import type { AuthedContext } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { likeContains } from '../masterData/sql.ts';

export interface StatFigures {
  receivable: string;
  received: string;
  receivableOutstanding: string;
  payable: string;
  paid: string;
  payableOutstanding: string;
}

const FIGURES = sql`sum(case when l.side = 'ar' then l.cny else 0 end)::text as "receivable",
  sum(case when l.side = 'ar' then l.done else 0 end)::text as "received",
  sum(case when l.side = 'ar' then l.cny - l.done else 0 end)::text as "receivableOutstanding",
  sum(case when l.side = 'ap' then l.cny else 0 end)::text as "payable",
  sum(case when l.side = 'ap' then l.done else 0 end)::text as "paid",
  sum(case when l.side = 'ap' then l.cny - l.done else 0 end)::text as "payableOutstanding"`;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function monthParam(ctx: AuthedContext, name: string): string | undefined {
  const value = str(ctx.body, name)?.trim();
  if (!value) return undefined;
  if (!MONTH.test(value)) throw fail.badRequest('月份应为 YYYY-MM', name);
  return value;
}

export async function statistics(ctx: AuthedContext) {
  const { db } = ctx;
  const orgId = currentOrgId(ctx.session);
  const from = monthParam(ctx, 'monthBegin');
  const to = monthParam(ctx, 'monthEnd');
  if (from && to && from > to) throw fail.badRequest('开始月份不能晚于结束月份', 'monthBegin');
  const unitName = str(ctx.body, 'settlementUnitName')?.trim();
  const sideOf = (table: 'tb_ar' | 'tb_ap', side: 'ar' | 'ap') => sql`select ${side} as side,
      t.settlement_unit_id as unit_id, t.settlement_unit_name as unit_name,
      to_char(t.approve_date at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM') as month,
      t.cny_money as cny, round(coalesce(t.write_off_money, 0) * t.exchange_rate, 2) as done
    from ${sql.table(table)} t where t.org_id = ${orgId} and t.approve_status = 'YSH'`;
  const where = [sql`true`];
  if (from) where.push(sql`l.month >= ${from}`);
  if (to) where.push(sql`l.month <= ${to}`);
  if (unitName) where.push(sql`l.unit_name ilike ${likeContains(unitName)}`);
  const lines = sql`(${sideOf('tb_ar', 'ar')} union all ${sideOf('tb_ap', 'ap')}) l
    where ${sql.join(where, sql` and `)}`;
  const { rows: byUnit } = await sql<
    StatFigures & {
      unitType: 'client' | 'supplier';
      settlementUnit: number;
      settlementUnitName: string;
    }
  >`select case when l.side = 'ar' then 'client' else 'supplier' end as "unitType",
      l.unit_id as "settlementUnit", l.unit_name as "settlementUnitName", ${FIGURES}
    from ${lines}
    group by l.side, l.unit_id, l.unit_name
    order by sum(l.cny - l.done) desc, l.unit_name limit 200`.execute(db);
  const { rows: byMonth } = await sql<StatFigures & { month: string }>`select l.month, ${FIGURES}
    from ${lines} group by l.month order by l.month`.execute(db);
  const { rows: total } = await sql<StatFigures>`select ${FIGURES} from ${lines}`.execute(db);
  const zero: StatFigures = {
    receivable: '0.00',
    received: '0.00',
    receivableOutstanding: '0.00',
    payable: '0.00',
    paid: '0.00',
    payableOutstanding: '0.00',
  };
  const t = total[0];
  return {
    byUnit: byUnit.map((r) => ({ ...r, settlementUnit: Number(r.settlementUnit) })),
    byMonth,
    total: t && t.receivable !== null ? t : zero,
  };
}
