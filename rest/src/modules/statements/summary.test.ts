// The per-order fee summary (migration 0020) behind the order reports: after every kind of fee
// write — through the fee API and straight in SQL as finance's invoicing and write-offs leave it —
// it equals the sums recomputed from the lines, and the profit report shows the hand-computed
// figures.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { insertTestOrder } from '../fees/testSupport.ts';
import type { TestOrder } from '../fees/testSupport.ts';
import type { StatementAnswer } from './engine.ts';

let rest: TestRest;
let app: FastifyInstance;
let admin: string;
let finance: string;
let order: TestOrder;
let other: TestOrder;
let feeType = 0;
let carrier = 0;

async function ok<T>(path: string, fields: Record<string, unknown>, token = admin): Promise<T> {
  const { body } = await callRest<T>(app, path, { token, ...fields }, { encoding: 'json' });
  expect(body, JSON.stringify(body)).toMatchObject({ status: 200 });
  return body.data;
}

/** Orders whose summary row differs from the sums of their lines, recomputed (none expected). */
async function drift(): Promise<unknown[]> {
  const columns = sql`l.org_id, l.order_type, l.order_code, l.cny_money, l.exchange_rate,
    l.write_off_money, l.invoice_no, l.approve_status, l.approve_status <> 'BH' as owed`;
  const { rows } = await sql`with owed as (
      select 'ar' as side, ${columns} from tb_ar l
      union all select 'ap', ${columns} from tb_ap l),
    fresh as (select org_id, order_type, order_code,
        count(*) filter (where side = 'ar')::int as ar_lines,
        coalesce(sum(cny_money) filter (where side = 'ar' and owed), 0) as ar_cny,
        coalesce(sum(round(coalesce(write_off_money, 0) * exchange_rate, 2))
          filter (where side = 'ar' and owed), 0) as ar_received_cny,
        count(*) filter (where side = 'ar' and owed and invoice_no is null)::int
          as ar_unbilled_lines,
        coalesce(sum(cny_money) filter (where side = 'ar' and owed and invoice_no is null), 0)
          as ar_unbilled_cny,
        count(*) filter (where side = 'ap')::int as ap_lines,
        coalesce(sum(cny_money) filter (where side = 'ap' and owed), 0) as ap_cny,
        count(*) filter (where side = 'ap' and owed and invoice_no is null)::int
          as ap_unbilled_lines,
        coalesce(sum(cny_money) filter (where side = 'ap' and owed and invoice_no is null), 0)
          as ap_unbilled_cny,
        count(*) filter (where side = 'ap' and approve_status = 'DSH')::int as ap_pending_lines,
        coalesce(sum(cny_money) filter (where side = 'ap' and approve_status = 'DSH'), 0)
          as ap_pending_cny
      from owed group by 1, 2, 3),
    kept as (select org_id, order_type, order_code, ar_lines, ar_cny, ar_received_cny,
        ar_unbilled_lines, ar_unbilled_cny, ap_lines, ap_cny, ap_unbilled_lines, ap_unbilled_cny,
        ap_pending_lines, ap_pending_cny
      from tb_order_fee_summary
      where ar_lines <> 0 or ap_lines <> 0 or ar_cny <> 0 or ap_cny <> 0)
    (select 'stale' as kind, * from kept except select 'stale', * from fresh)
    union all (select 'missing', * from fresh except select 'missing', * from kept)`.execute(
    rest.db,
  );
  return rows;
}

async function profitOf(o: TestOrder) {
  const answer = await ok<StatementAnswer>('statement/profit', { orderCode: o.orderCode });
  expect(answer.total).toBe(1);
  return answer.list[0];
}

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  [admin, finance] = await Promise.all([loginAs(app), loginAs(app, '13800000002')]);
  order = await insertTestOrder(rest.db, 'HYCKSUM0001');
  other = await insertTestOrder(rest.db, 'HYCKSUM0002');
  const { rows } = await sql<{ fee: number; carrier: number }>`select
      (select f.id from tb_fee_type f where f.org_id = ${order.orgId} and f.fee_code = 'DOC')
        as "fee",
      (select s.id from tb_supplier s where s.org_id = ${order.orgId} and s.alias = '中远海运')
        as "carrier"`.execute(rest.db);
  feeType = rows[0]?.fee ?? 0;
  carrier = rows[0]?.carrier ?? 0;
}, 120_000);

afterAll(async () => {
  await rest?.close();
});

describe('the per-order fee summary', () => {
  it('matches the lines of the demo company as migrated', async () => {
    expect(await drift()).toEqual([]);
  });

  it('follows lines saved, approved, rejected and deleted through the fee API', async () => {
    const line = (unitPrice: string, over: Record<string, unknown> = {}) => ({
      feeTypeId: feeType,
      unitPrice,
      quantity: '1',
      currency: '3',
      settlementUnit: order.clientId,
      ...over,
    });
    const saved = await ok<{ YSList: { id: number }[] }>('tbAr/updateBatch', {
      orderCode: order.orderCode,
      list: [line('1000'), line('250.50'), line('80')],
    });
    await ok('tbAp/updateBatch', {
      orderCode: order.orderCode,
      list: [line('600', { settlementUnit: carrier }), line('99.99', { settlementUnit: carrier })],
    });
    expect(await drift()).toEqual([]);
    expect(await profitOf(order)).toMatchObject({
      receivableCny: '1330.50',
      payableCny: '699.99',
      profitCny: '630.51',
    });

    const [first, second, third] = saved.YSList;
    if (!first || !second || !third) throw new Error('缺少费用');
    await ok('tbAr/updateApproveStatus', { ids: [first.id, second.id], approveStatus: 'DSH' });
    await ok('tbAr/updateApproveStatus', { ids: [first.id], approveStatus: 'YSH' }, finance);
    // Sent back: owed by nobody, out of the receivable.
    await ok(
      'tbAr/updateApproveStatus',
      { ids: [second.id], approveStatus: 'BH', approveRemark: '重复' },
      finance,
    );
    await ok('tbAr/update', { id: third.id, unitPrice: '120' });
    expect(await drift()).toEqual([]);
    expect(await profitOf(order)).toMatchObject({
      receivableCny: '1120.00',
      payableCny: '699.99',
      profitCny: '420.01',
    });

    await ok('tbAr/delete', { id: third.id });
    expect(await drift()).toEqual([]);
    expect(await profitOf(order)).toMatchObject({ receivableCny: '1000.00', profitCny: '300.01' });
  });

  it('follows invoicing, write-offs, moves between orders and many lines in one statement', async () => {
    // Ten lines of the other order in one INSERT, half of them at a foreign rate.
    await sql`insert into tb_ar (org_id, order_code, order_type, fee_type_id, fee_code, fee_name,
        unit_price, quantity, currency, exchange_rate, settlement_unit_id, settlement_unit_name,
        approve_status)
      select ${other.orgId}, ${other.orderCode}, 'ZYLX_HYCK', f.id, f.fee_code, f.fee_name,
        100 * k, 1, case when k % 2 = 0 then '1' else '3' end,
        case when k % 2 = 0 then 7.1 else 1 end, ${other.clientId}, ${other.clientName}, 'YSH'
      from tb_fee_type f cross join generate_series(1, 10) k
      where f.id = ${feeType}`.execute(rest.db);
    expect(await drift()).toEqual([]);
    // Σ odd k × 100 + Σ even k × 100 × 7.1 = 2500 + 3000 × 7.1
    expect(await profitOf(other)).toMatchObject({ receivableCny: '23800.00' });

    await sql`update tb_ar set invoice_no = 'INV-SUM-1', invoice_date = date '2026-01-05'
      where order_code = ${other.orderCode} and unit_price <= 500`.execute(rest.db);
    // A write-off as the settlement module records it: added to what was written off before.
    await sql`update tb_ar set write_off_money = coalesce(write_off_money, 0) + 100,
        write_off_date = date '2026-01-06', write_off_name = '张丽'
      where order_code = ${other.orderCode} and unit_price in (100, 200)`.execute(rest.db);
    await sql`update tb_ar set write_off_money = coalesce(write_off_money, 0) + 50
      where order_code = ${other.orderCode} and unit_price = 200`.execute(rest.db);
    expect(await drift()).toEqual([]);
    // Written off: 100 of k = 1 (CNY) and 150 of k = 2 (USD at 7.1): 1165 received in CNY.
    const { rows: received } = await sql<{ cny: string }>`select ar_received_cny::text as "cny"
      from tb_order_fee_summary where order_code = ${other.orderCode}`.execute(rest.db);
    expect(received).toEqual([{ cny: '1165.00' }]);
    const business = await ok<StatementAnswer>('statement/unBilledBusiness', {
      orderCode: other.orderCode,
    });
    // Invoiced: k = 1…5 → 100 + 200×7.1 + 300 + 400×7.1 + 500 = 5160; not invoiced: 18640.
    expect(business.list).toEqual([
      expect.objectContaining({ lineCount: 5, invoicedCny: '5160.00', unbilledCny: '18640.00' }),
    ]);

    // A line moved to the first order, then every line of the other order deleted at once.
    await sql`update tb_ar set order_code = ${order.orderCode}
      where order_code = ${other.orderCode} and unit_price = 1000`.execute(rest.db);
    await sql`delete from tb_ar where order_code = ${other.orderCode}`.execute(rest.db);
    expect(await drift()).toEqual([]);
    expect(await profitOf(order)).toMatchObject({ receivableCny: '8100.00' });
    expect(await profitOf(other)).toMatchObject({ receivableCny: '0.00', payableCny: '0.00' });
  });

  it('gives the payable line reports the totals their lines add up to', async () => {
    await sql`update tb_ap set approve_status = 'DSH' where order_code = ${order.orderCode}`.execute(
      rest.db,
    );
    expect(await drift()).toEqual([]);
    for (const key of ['payablePendingAudit', 'unBilledExpenses']) {
      const fromSummary = await ok<StatementAnswer>(`statement/${key}`, { pageSize: 500 });
      // A currency filter sends the totals to the lines themselves: the same figures.
      const { rows } = await sql<{ currency: string }>`select distinct currency from tb_ap`.execute(
        rest.db,
      );
      let lines = 0;
      let cny = 0;
      for (const { currency } of rows) {
        const part = await ok<StatementAnswer>(`statement/${key}`, { currency, pageSize: 1 });
        lines += part.total;
        cny += Math.round(Number(part.totals.cnyMoney) * 100);
      }
      expect([fromSummary.total, Math.round(Number(fromSummary.totals.cnyMoney) * 100)]).toEqual([
        lines,
        cny,
      ]);
      const listed = fromSummary.list.filter((r) => r.orderCode === order.orderCode);
      if (key === 'payablePendingAudit') expect(listed).toHaveLength(2);
    }
  });
});
