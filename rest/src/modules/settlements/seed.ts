// Demo receipts and payments over the demo orders' approved lines: some clients paid in full,
// some in part, some not at all and past their account period; suppliers paid in full or in
// part; one receipt reversed. Each is dated some days after the newest line it settles was
// invoiced (or approved), never after today; the lines are as old as their orders (spread over the
// last months), so the statistics show several months. Credit limits on a few clients, one of
// them exceeded.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { BUSINESS_TIME_ZONE } from '../../../../model/businessDate.ts';
import { CNY } from '../../../../model/masterData/index.ts';
import { takeCode } from '../../db/codeCounter.ts';
import type { Database } from '../../db/schema.ts';
import { addDays, demoToday, notAfter } from '../../db/seed/calendar.ts';
import type { SeedContext, SeedStep } from '../../db/seed/index.ts';
import { fromScaled, toScaled } from '../../documents/format.ts';
import { convertCents } from './settlements.ts';
import { payments, receipts } from './sides.ts';
import type { SettlementSide } from './sides.ts';

type Trx = Transaction<Database>;

interface DemoLine {
  id: number;
  orderCode: string;
  feeName: string;
  currency: string;
  exchangeRate: string;
  money: string;
  unitId: number;
  unitName: string;
  /** The day the line became due: its invoice day, or the day it was approved. */
  dueFrom: string;
}

const money = (cents: bigint) => fromScaled(cents, 2, false);
const cents = (text: string) => toScaled(text, 2) ?? 0n;

/** `days` after the latest of the lines became due, but not after today. */
function after(today: string, lines: (DemoLine | undefined)[], days: number): string {
  const due = lines.reduce((d, l) => (l && l.dueFrom > d ? l.dueFrom : d), '0000-00-00');
  return notAfter(addDays(due, days), today);
}

async function approvedLines(trx: Trx, side: SettlementSide, orgId: number): Promise<DemoLine[]> {
  const { rows } = await sql<DemoLine>`select id::int as "id", order_code as "orderCode",
      fee_name as "feeName", currency, trim_scale(exchange_rate)::text as "exchangeRate",
      money::text as "money", settlement_unit_id as "unitId",
      settlement_unit_name as "unitName",
      to_char(coalesce(invoice_date, (approve_date at time zone ${BUSINESS_TIME_ZONE})::date),
        'YYYY-MM-DD') as "dueFrom"
    from ${sql.table(side.fee.table)} where org_id = ${orgId} and approve_status = 'YSH'
      and money > 0 order by settlement_unit_id, order_code, sort_id, id`.execute(trx);
  return rows.map((r) => ({ ...r, id: Number(r.id), unitId: Number(r.unitId) }));
}

async function record(
  trx: Trx,
  ctx: SeedContext,
  side: SettlementSide,
  orgId: number,
  date: string,
  allocations: { line: DemoLine; writeOff: bigint }[],
  options: { extra?: bigint; reversed?: boolean } = {},
): Promise<void> {
  const first = allocations[0];
  if (!first) return;
  const taken = allocations.map((a) =>
    convertCents(a.writeOff, a.line.currency, a.line.exchangeRate, CNY, '1'),
  );
  const allocated = taken.reduce((s, t) => s + t, 0n);
  const amount = allocated + (options.extra ?? 0n);
  const settlementNo = await takeCode(
    trx,
    { prefix: side.prefix, digits: 4 },
    {
      orgId,
      period: date.replaceAll('-', ''),
      existing: { table: 'tb_settlement', column: 'settlement_no' },
    },
  );
  const finance = ctx.id('user:13800000002');
  const { rows } = await sql<{ id: number }>`insert into tb_settlement (org_id, side,
      settlement_no, settlement_unit_id, settlement_unit_name, currency, amount, allocated,
      currency_rate, settle_date, remark, creator_id, creator, create_date, status, reverser_id,
      reverser, reverse_date, reverse_reason)
    values (${orgId}, ${side.key}, ${settlementNo}, ${first.line.unitId}, ${first.line.unitName},
      ${CNY}, ${money(amount)}::numeric, ${money(allocated)}::numeric, 1, ${date}::date,
      ${side.key === 'ar' ? '银行转账' : '网银付款'}, ${finance}, '张丽', ${date}::date + time '10:00',
      ${options.reversed ? 'CX' : 'ZC'}, ${options.reversed ? finance : null},
      ${options.reversed ? '张丽' : null}, ${options.reversed ? sql`${date}::date + time '16:00'` : null},
      ${options.reversed ? '客户退票，重新登记' : null})
    returning id::int as "id"`.execute(trx);
  const id = Number(rows[0]?.id);
  for (const [i, a] of allocations.entries()) {
    await sql`insert into tb_settlement_line (settlement_id, org_id, side, fee_line_id, order_code,
        fee_name, line_currency, line_rate, write_off_money, amount, reversed)
      values (${id}, ${orgId}, ${side.key}, ${a.line.id}, ${a.line.orderCode}, ${a.line.feeName},
        ${a.line.currency}, ${a.line.exchangeRate}::numeric, ${money(a.writeOff)}::numeric,
        ${money(taken[i] ?? 0n)}::numeric, ${options.reversed ?? false})`.execute(trx);
    if (!options.reversed) {
      await sql`update ${sql.table(side.fee.table)}
        set write_off_money = coalesce(write_off_money, 0) + ${money(a.writeOff)}::numeric,
          write_off_name = '张丽', write_off_date = ${date}::date
        where id = ${a.line.id}`.execute(trx);
    }
  }
}

function byUnit(lines: DemoLine[]): DemoLine[][] {
  const groups = new Map<number, DemoLine[]>();
  for (const line of lines) groups.set(line.unitId, [...(groups.get(line.unitId) ?? []), line]);
  return [...groups.values()];
}

async function seedSettlements(trx: Trx, ctx: SeedContext): Promise<void> {
  const today = demoToday();
  for (const orgKey of ['org:shanghai', 'org:ningbo']) {
    const orgId = ctx.id(orgKey);
    const arGroups = byUnit(await approvedLines(trx, receipts, orgId));
    for (const [k, lines] of arGroups.entries()) {
      const [a, b, c] = lines;
      if (!a) continue;
      if (k % 3 === 0) {
        // Paid in full for the first lines, with a little left unallocated on account.
        await record(
          trx,
          ctx,
          receipts,
          orgId,
          after(today, [a, b], 25),
          [a, b].flatMap((l) => (l ? [{ line: l, writeOff: cents(l.money) }] : [])),
          { extra: 10000n },
        );
      } else if (k % 3 === 1) {
        // Part paid: half of the first line; an earlier receipt reversed.
        await record(
          trx,
          ctx,
          receipts,
          orgId,
          after(today, [a], 10),
          [{ line: a, writeOff: cents(a.money) }],
          {
            reversed: true,
          },
        );
        await record(trx, ctx, receipts, orgId, after(today, [a, c], 30), [
          { line: a, writeOff: cents(a.money) / 2n },
          ...(c ? [{ line: c, writeOff: cents(c.money) }] : []),
        ]);
      }
      // k % 3 === 2: nothing received yet; its older lines are overdue.
    }
    const apGroups = byUnit(await approvedLines(trx, payments, orgId));
    for (const [k, lines] of apGroups.entries()) {
      const [a, b] = lines;
      if (!a) continue;
      if (k % 2 === 0) {
        await record(
          trx,
          ctx,
          payments,
          orgId,
          after(today, [a, b], 20),
          [a, b].flatMap((l) => (l ? [{ line: l, writeOff: cents(l.money) }] : [])),
        );
      } else {
        await record(trx, ctx, payments, orgId, after(today, [a], 35), [
          { line: a, writeOff: cents(a.money) - cents(a.money) / 3n },
        ]);
      }
    }
    // Credit terms: limits on the clients with the most receivables, the first one exceeded.
    const { rows: clients } = await sql<{ id: number; exposure: string }>`select
        t.settlement_unit_id as "id", sum(t.cny_money)::text as "exposure"
      from tb_ar t where t.org_id = ${orgId} group by t.settlement_unit_id
      order by sum(t.cny_money) desc limit 3`.execute(trx);
    for (const [i, client] of clients.entries()) {
      const exposure = cents(client.exposure);
      const limit = i === 0 ? exposure / 4n : exposure * 2n;
      await sql`update tb_customer set credit_limit = ${money((limit / 100000n) * 100000n)}::numeric
        where id = ${client.id} and credit_limit is null`.execute(trx);
    }
  }
}

export const settlementsSeedSteps: SeedStep[] = [{ name: '收付款', run: seedSettlements }];
