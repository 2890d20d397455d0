// Demo invoices: invoice sets of the common types, invoices over approved receivables of the demo
// orders (one per order and client), two of them cleared and one of those issued again. Runs after
// the fees' step. Issued and cleared through the same writes as the invoice pages.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { BUSINESS_TIME_ZONE } from '../../../../model/businessDate.ts';
import type { Database } from '../../db/schema.ts';
import { addDays, businessInstant, demoToday, notAfter } from '../../db/seed/calendar.ts';
import type { SeedContext, SeedStep } from '../../db/seed/index.ts';
import { voidInvoice, writeInvoice } from './invoices.ts';

type Trx = Transaction<Database>;

const SETS: Record<string, { type: string; start: string; end: string; remark: string }[]> = {
  'org:shanghai': [
    { type: 'FPLX_ZP', start: '25310001', end: '25310100', remark: '2025年第一批专票' },
    { type: 'FPLX_ZP', start: '26310001', end: '26310500', remark: '2026年专票' },
    { type: 'FPLX_PP', start: '04412001', end: '04413000', remark: '普票' },
    { type: 'FPLX_DN', start: '260001', end: '269999', remark: '境外客户账单' },
  ],
  'org:ningbo': [{ type: 'FPLX_ZP', start: '33120001', end: '33120300', remark: '宁波专票' }],
};

/** Ten o'clock on a business day in China, or that time `days` later; never after now. */
function businessTime(date: string, days = 0): string {
  return businessInstant(addDays(date, days), 10).toISOString();
}

async function seedInvoices(trx: Trx, ctx: SeedContext): Promise<void> {
  const today = demoToday();
  const finance = { id: ctx.id('user:13800000002'), name: '张丽' };
  for (const [orgKey, sets] of Object.entries(SETS)) {
    const orgId = ctx.id(orgKey);
    const setIds: number[] = [];
    for (const s of sets) {
      const { rows } = await sql<{ id: number }>`insert into tb_invoice_set (org_id,
          invoice_type, invoice_start_no, invoice_end_no, no_width, remark, creator_id, creator)
        values (${orgId}, ${s.type}, ${s.start}::numeric, ${s.end}::numeric, ${s.start.length},
          ${s.remark}, ${finance.id}, ${finance.name})
        returning id::int as "id"`.execute(trx);
      setIds.push(Number(rows[0]?.id));
    }
    // The 2025 set is used up to its last few numbers; the demo invoices use the 2026 one.
    const firstSet = setIds[0];
    if (orgKey === 'org:shanghai' && firstSet !== undefined) {
      await sql`update tb_invoice_set set fetch_number = 97 where id = ${firstSet}`.execute(trx);
    }
    const setId = orgKey === 'org:shanghai' ? setIds[1] : setIds[0];
    if (setId === undefined) continue;
    // Approved receivables per order and client; every other order is invoiced.
    const { rows: groups } = await sql<{ ids: number[]; lastDay: string }>`select
        array_agg(t.id::int order by t.sort_id, t.id) as "ids",
        to_char(max((t.approve_date at time zone ${BUSINESS_TIME_ZONE})::date), 'YYYY-MM-DD')
          as "lastDay"
      from tb_ar t where t.org_id = ${orgId} and t.approve_status = 'YSH'
      group by t.order_code, t.settlement_unit_id order by t.order_code`.execute(trx);
    let n = 0;
    for (const [index, group] of groups.entries()) {
      if (index % 2 === 1) continue;
      const ids = group.ids.map(Number);
      // Invoiced a few days to two weeks after finance approved the lines; never after today.
      const invoiceDate = notAfter(addDays(group.lastDay, 2 + ((n * 5) % 12)), today);
      const issue = {
        orgId,
        setId,
        lineIds: ids,
        invoiceDate,
        remark: null,
        by: finance,
        at: businessTime(invoiceDate),
      };
      const invoiceId = await writeInvoice(trx, issue);
      if (invoiceId === null) throw new Error('演示号段已用完');
      // The second and fifth invoices were cleared; the second one's lines were invoiced again.
      if (n === 1 || n === 4) {
        await voidInvoice(trx, {
          id: invoiceId,
          remark: '开票信息有误，作废重开',
          by: finance,
          at: businessTime(invoiceDate, 1),
        });
      }
      if (n === 1 && (await writeInvoice(trx, issue)) === null) throw new Error('演示号段已用完');
      n++;
    }
  }
}

export const invoicesSeedSteps: SeedStep[] = [{ name: '发票', run: seedInvoices }];
