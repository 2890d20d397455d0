// The statement roll-ups (migration 0022, 0039's order roll-ups by month and by client, 0041's
// outstanding and unbilled lines per settlement unit): after every kind of write — fee lines
// saved, approved, rejected, edited and deleted through the fee API, many lines in one statement,
// invoicing, write-offs, lines moved between orders, orders cancelled and restored, their client,
// salesperson and date changed, an order moved to another organisation and deleted — each roll-up
// equals the aggregate recomputed here from the lines and orders, and every report read off the
// roll-ups answers exactly what it answers from the lines themselves (with filters each roll-up
// holds, and with those that send it to a finer one).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTypes } from '../../../../model/orders/index.ts';
import { statement } from '../../../../model/statements/index.ts';
import { BUSINESS_TIME_ZONE } from '../../../../model/businessDate.ts';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { insertTestOrder } from '../fees/testSupport.ts';
import type { TestOrder } from '../fees/testSupport.ts';
import { runStatement } from './engine.ts';
import type { StatementFilters } from './filters.ts';

let rest: TestRest;
let app: FastifyInstance;
let admin: string;
let finance: string;
let order: TestOrder;
let other: TestOrder;
let feeType = 0;
let carrier = 0;
let otherOrgId = 0;
let otherClientId = 0;
let salesId = 0;

async function ok<T>(path: string, fields: Record<string, unknown>, token = admin): Promise<T> {
  const { body } = await callRest<T>(app, path, { token, ...fields }, { encoding: 'json' });
  expect(body, JSON.stringify(body)).toMatchObject({ status: 200 });
  return body.data;
}

const live = sql.raw(
  orderTypes
    .map(
      (t) => `select '${t.shippingType}' as order_type, org_id, order_code, create_date,
        client_id, coalesce(sales_id, 0) as sales_id from ${t.table}
        where status <> '${t.statuses.cancelled}'`,
    )
    .join(' union all '),
);
const FEE_DAY = sql.raw(`(l.create_date at time zone '${BUSINESS_TIME_ZONE}')::date`);

/** Rows of a kept roll-up that differ from the same aggregate recomputed (none expected). */
async function compare(kept: string, fresh: RawBuilder<unknown>, label: string) {
  const { rows } = await sql`with kept as (${sql.raw(kept)}), fresh as (${fresh})
    (select ${label} || ' kept' as kind, * from kept except select ${label} || ' kept', * from fresh)
    union all
    (select ${label} || ' fresh', * from fresh except select ${label} || ' fresh', * from kept)`.execute(
    rest.db,
  );
  return rows;
}

/** Every roll-up against the lines and orders (an empty list when all agree). */
async function drift(): Promise<unknown[]> {
  const columns = sql`l.org_id, l.order_type, l.order_code, l.settlement_unit_id,
    l.settlement_unit_name, l.currency, l.money, l.cny_money, l.write_off_money, l.invoice_no,
    l.invoice_date, l.approve_status, ${FEE_DAY} as fee_day,
    round(coalesce(l.write_off_money, 0) * l.exchange_rate, 2) as write_off_cny`;
  const lines = sql`select 'ar' as side, ${columns} from tb_ar l
      join (${live}) o using (org_id, order_type, order_code)
    union all
    select 'ap', ${columns} from tb_ap l join (${live}) o using (org_id, order_type, order_code)`;
  // Each category written out as the reports define it (docs/statements.md).
  const categorised = sql`select 'ar_unbilled' as rollup, l.*, l.fee_day as age_day,
        l.currency as order_currency
      from lines l where side = 'ar' and invoice_no is null and approve_status <> 'BH'
    union all select 'ar_outstanding', l.*, coalesce(l.invoice_date, l.fee_day), null
      from lines l where side = 'ar' and approve_status <> 'BH' and cny_money <> write_off_cny
    union all select 'ap_owed', l.*, l.fee_day, '' from lines l
      where side = 'ap' and approve_status <> 'BH'
    union all select 'ap_unbilled', l.*, l.fee_day, null from lines l
      where side = 'ap' and invoice_no is null and approve_status <> 'BH'
    union all select 'ap_pending', l.*, l.fee_day, null from lines l
      where side = 'ap' and approve_status = 'DSH'
    union all select 'ap_request', l.*, l.fee_day, l.currency from lines l
      where side = 'ap' and approve_status = 'YSH' and money <> coalesce(write_off_money, 0)
    union all select 'ap_outstanding', l.*, coalesce(l.invoice_date, l.fee_day), null
      from lines l where side = 'ap' and approve_status <> 'BH' and cny_money <> write_off_cny`;
  const feeRollup = await compare(
    `select org_id, rollup::text, order_type::text, settlement_unit_id,
        settlement_unit_name::text, currency::text, fee_day, age_day, lines, money, cny_money,
        write_off_money, write_off_cny
      from tb_fee_rollup where lines <> 0 or money <> 0 or cny_money <> 0
        or write_off_money <> 0 or write_off_cny <> 0`,
    sql`with lines as (${lines}), c as (${categorised})
      select org_id, rollup, order_type::text, settlement_unit_id, settlement_unit_name::text,
        currency::text, fee_day, age_day, count(*)::int, sum(money)::numeric(22, 2),
        sum(cny_money)::numeric(22, 2), sum(coalesce(write_off_money, 0))::numeric(22, 2),
        sum(write_off_cny)::numeric(22, 2)
      from c group by 1, 2, 3, 4, 5, 6, 7, 8`,
    'fee',
  );
  const unitRollup = await compare(
    `select org_id, rollup::text, order_type::text, settlement_unit_id,
        settlement_unit_name::text, currency::text, lines, money, cny_money, write_off_money,
        write_off_cny
      from tb_fee_rollup_unit where lines <> 0 or money <> 0 or cny_money <> 0
        or write_off_money <> 0 or write_off_cny <> 0`,
    sql`with lines as (${lines}), c as (${categorised})
      select org_id, rollup, order_type::text, settlement_unit_id, settlement_unit_name::text,
        currency::text, count(*)::int, sum(money)::numeric(22, 2),
        sum(cny_money)::numeric(22, 2), sum(coalesce(write_off_money, 0))::numeric(22, 2),
        sum(write_off_cny)::numeric(22, 2)
      from c where rollup in ('ar_outstanding', 'ap_outstanding', 'ar_unbilled')
      group by 1, 2, 3, 4, 5, 6`,
    'fee unit',
  );
  const orderCounts = await compare(
    `select org_id, rollup::text, order_type::text, settlement_unit_id, currency::text, orders
      from tb_fee_rollup_count where orders <> 0`,
    sql`with lines as (${lines}), c as (${categorised})
      select org_id, rollup, order_type::text, settlement_unit_id, order_currency::text,
        count(distinct order_code)::int
      from c where order_currency is not null group by 1, 2, 3, 4, 5`,
    'orders',
  );
  // Each live order with its money recomputed from its lines.
  const perOrder = sql`select o.org_id, o.order_type, o.order_code, o.create_date, o.client_id,
      o.sales_id,
      coalesce((select sum(l.cny_money) from tb_ar l where l.org_id = o.org_id
        and l.order_type = o.order_type and l.order_code = o.order_code
        and l.approve_status <> 'BH'), 0) as ar_cny,
      coalesce((select sum(round(coalesce(l.write_off_money, 0) * l.exchange_rate, 2))
        from tb_ar l where l.org_id = o.org_id and l.order_type = o.order_type
          and l.order_code = o.order_code and l.approve_status <> 'BH'), 0) as received,
      coalesce((select sum(l.cny_money) from tb_ap l where l.org_id = o.org_id
        and l.order_type = o.order_type and l.order_code = o.order_code
        and l.approve_status <> 'BH'), 0) as ap_cny,
      (select count(*) from tb_ar l where l.org_id = o.org_id
        and l.order_type = o.order_type and l.order_code = o.order_code
        and l.approve_status <> 'BH' and l.invoice_no is null)::int as unbilled_lines,
      coalesce((select sum(l.cny_money) from tb_ar l where l.org_id = o.org_id
        and l.order_type = o.order_type and l.order_code = o.order_code
        and l.approve_status <> 'BH' and l.invoice_no is null), 0) as unbilled_cny
    from (${live}) o`;
  const orderSums = sql`count(*)::int,
    sum(ar_cny)::numeric(22, 2), sum(received)::numeric(22, 2), sum(ap_cny)::numeric(22, 2),
    count(*) filter (where unbilled_lines > 0)::int, sum(unbilled_lines)::int,
    coalesce(sum(ar_cny) filter (where unbilled_lines > 0), 0)::numeric(22, 2),
    sum(unbilled_cny)::numeric(22, 2)`;
  const kept = (table: string, key: string) => `select ${key}, orders, ar_cny, ar_received_cny,
      ap_cny, unbilled_orders, unbilled_lines, unbilled_ar_cny, unbilled_cny
    from ${table} where orders <> 0 or ar_cny <> 0 or ap_cny <> 0 or ar_received_cny <> 0
      or unbilled_orders <> 0 or unbilled_lines <> 0 or unbilled_ar_cny <> 0
      or unbilled_cny <> 0`;
  const orderRollup = await compare(
    kept('tb_order_rollup', 'org_id, order_type::text, order_day, client_id, sales_id'),
    sql`with per_order as (${perOrder})
      select org_id, order_type::text, create_date, client_id, sales_id, ${orderSums}
      from per_order group by 1, 2, 3, 4, 5`,
    'order',
  );
  const monthRollup = await compare(
    kept('tb_order_rollup_month', 'org_id, order_type::text, month'),
    sql`with per_order as (${perOrder})
      select org_id, order_type::text, date_trunc('month', create_date::timestamp)::date,
        ${orderSums}
      from per_order group by 1, 2, 3`,
    'order month',
  );
  const clientRollup = await compare(
    kept('tb_order_rollup_client', 'org_id, order_type::text, client_id'),
    sql`with per_order as (${perOrder})
      select org_id, order_type::text, client_id, ${orderSums} from per_order group by 1, 2, 3`,
    'order client',
  );
  return [
    ...feeRollup,
    ...unitRollup,
    ...orderCounts,
    ...orderRollup,
    ...monthRollup,
    ...clientRollup,
  ];
}

/** The reports read off roll-ups: each answers the same off the roll-ups as off the lines. */
const rolledUp = [
  'noticket',
  'profit',
  'customers',
  'business',
  'supplier',
  'receivableAging',
  'payableAging',
  'unBilledExpenses',
  'unBilledBusiness',
  'payableInvitation',
  'payablePendingAudit',
];

async function reportsAgree(orgId: number, filters: Partial<StatementFilters> = {}) {
  for (const key of rolledUp) {
    const decl = statement(key);
    const page = { pageNum: 1, pageSize: 500, offset: 0 };
    const base: StatementFilters = { orgId, asOf: '2026-12-31', ...filters };
    const offered = Object.keys(filters).every(
      (name) => name === 'asOf' || (decl.filters as readonly string[]).includes(name),
    );
    if (!offered) continue;
    const fromRollups = await runStatement(rest.db, decl, base, page);
    const fromLines = await runStatement(rest.db, decl, { ...base, direct: true }, page);
    expect({ key, ...fromRollups }).toEqual({ key, ...fromLines });
  }
}

/** The roll-ups against the lines; with `filtered`, the reports under filters as well. */
async function agreeEverywhere(filtered = false) {
  expect(await drift()).toEqual([]);
  for (const orgId of [order.orgId, otherOrgId]) await reportsAgree(orgId);
  if (!filtered) return;
  await reportsAgree(order.orgId, { orderType: 'ZYLX_HYCK', currency: '3' });
  await reportsAgree(order.orgId, { clientId: order.clientId, asOf: '2026-01-20' });
  await reportsAgree(order.orgId, { supplierId: carrier });
  await reportsAgree(order.orgId, { dateFrom: '2026-01-01', dateTo: '2026-12-31' });
  // Whole months (read by month) and days within months (read by day).
  await reportsAgree(order.orgId, { orderType: 'ZYLX_HYCK', dateFrom: '2026-02-01' });
  await reportsAgree(order.orgId, { dateFrom: '2025-12-01', dateTo: '2026-01-31' });
  await reportsAgree(order.orgId, { dateFrom: '2026-01-10', dateTo: '2026-02-20' });
  await reportsAgree(order.orgId, { dateTo: '2026-02-14' });
  // Aging at days that leave lines not yet entered, lines within 90 days and lines older.
  await reportsAgree(order.orgId, { asOf: '2026-03-01' });
  await reportsAgree(order.orgId, { asOf: '2026-08-15' });
  if (salesId) await reportsAgree(order.orgId, { salesId });
}

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  [admin, finance] = await Promise.all([loginAs(app), loginAs(app, '13800000002')]);
  order = await insertTestOrder(rest.db, 'HYCKROLL0001');
  other = await insertTestOrder(rest.db, 'HYCKROLL0002');
  const { rows } = await sql<{
    fee: number;
    carrier: number;
    org: number;
    client: number;
    sales: number;
  }>`select
      (select f.id from tb_fee_type f where f.org_id = ${order.orgId} and f.fee_code = 'DOC')
        as "fee",
      (select s.id from tb_supplier s where s.org_id = ${order.orgId} and s.alias = '中远海运')
        as "carrier",
      (select o.id from tb_organization o where o.id <> ${order.orgId} order by o.id limit 1)
        as "org",
      (select c.id from tb_customer c where c.id <> ${order.clientId} and c.status = 'Y'
        order by c.id limit 1) as "client",
      (select u.id from tb_sys_user u where u.mobile = '13800000000') as "sales"`.execute(rest.db);
  feeType = rows[0]?.fee ?? 0;
  carrier = rows[0]?.carrier ?? 0;
  otherOrgId = rows[0]?.org ?? 0;
  otherClientId = rows[0]?.client ?? 0;
  salesId = rows[0]?.sales ?? 0;
}, 120_000);

afterAll(async () => {
  await rest?.close();
});

describe('the statement roll-ups', () => {
  it('hold the demo company as migrated, and its reports read the same off them', async () => {
    expect(await drift()).toEqual([]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as "n" from tb_fee_rollup
      where lines > 0`.execute(rest.db);
    expect(rows[0]?.n).toBeGreaterThan(0);
    const { rows: months } = await sql<{ n: number }>`select count(*)::int as "n"
      from tb_order_rollup_month where orders > 0`.execute(rest.db);
    expect(months[0]?.n).toBeGreaterThan(0);
    await reportsAgree(order.orgId);
  }, 240_000);

  it('follow fee lines saved, approved, rejected, edited and deleted through the fee API', async () => {
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
    const payables = await ok<{ YFList: { id: number }[] }>('tbAp/updateBatch', {
      orderCode: order.orderCode,
      list: [line('600', { settlementUnit: carrier }), line('99.99', { settlementUnit: carrier })],
    });
    await agreeEverywhere();

    const [first, second, third] = saved.YSList;
    if (!first || !second || !third) throw new Error('缺少费用');
    await ok('tbAr/updateApproveStatus', { ids: [first.id, second.id], approveStatus: 'DSH' });
    await ok('tbAr/updateApproveStatus', { ids: [first.id], approveStatus: 'YSH' }, finance);
    await ok(
      'tbAr/updateApproveStatus',
      { ids: [second.id], approveStatus: 'BH', approveRemark: '重复' },
      finance,
    );
    const payable = payables.YFList?.[0];
    if (payable) {
      await ok('tbAp/updateApproveStatus', { ids: [payable.id], approveStatus: 'DSH' });
      await ok('tbAp/updateApproveStatus', { ids: [payable.id], approveStatus: 'YSH' }, finance);
    }
    await ok('tbAr/update', { id: third.id, unitPrice: '120' });
    await agreeEverywhere();

    await ok('tbAr/delete', { id: third.id });
    await agreeEverywhere(true);
  }, 240_000);

  it('follow many lines in one statement, invoicing, write-offs and lines moved between orders', async () => {
    for (const table of ['tb_ar', 'tb_ap']) {
      await sql`insert into ${sql.table(table)} (org_id, order_code, order_type, fee_type_id,
          fee_code, fee_name, unit_price, quantity, currency, exchange_rate, settlement_unit_id,
          settlement_unit_name, approve_status, create_date)
        select ${other.orgId}, ${other.orderCode}, 'ZYLX_HYCK', f.id, f.fee_code, f.fee_name,
          100 * k, 1, case when k % 2 = 0 then '1' else '3' end,
          case when k % 2 = 0 then 7.1 else 1 end,
          ${table === 'tb_ar' ? other.clientId : carrier},
          ${table === 'tb_ar' ? other.clientName : '中远海运'},
          case when k % 3 = 0 then 'DSH' else 'YSH' end,
          timestamptz '2026-01-01 10:00+08' + (k * 11) * interval '1 day'
        from tb_fee_type f cross join generate_series(1, 10) k
        where f.id = ${feeType}`.execute(rest.db);
    }
    await agreeEverywhere();

    for (const table of ['tb_ar', 'tb_ap']) {
      await sql`update ${sql.table(table)} set invoice_no = 'INV-ROLL-1',
          invoice_date = date '2026-01-05'
        where order_code = ${other.orderCode} and unit_price <= 500`.execute(rest.db);
      await sql`update ${sql.table(table)} set write_off_money = coalesce(write_off_money, 0) + 100,
          write_off_date = date '2026-01-06', write_off_name = '张丽'
        where order_code = ${other.orderCode} and unit_price in (100, 200, 300)`.execute(rest.db);
      // Written off in full: no longer outstanding, nothing left to request.
      await sql`update ${sql.table(table)} set write_off_money = unit_price * quantity
        where order_code = ${other.orderCode} and unit_price = 400`.execute(rest.db);
    }
    await agreeEverywhere();

    await sql`update tb_ap set order_code = ${order.orderCode}
      where order_code = ${other.orderCode} and unit_price = 1000`.execute(rest.db);
    await sql`delete from tb_ar where order_code = ${other.orderCode} and unit_price > 800`.execute(
      rest.db,
    );
    await agreeEverywhere(true);
  }, 240_000);

  it('follow orders cancelled and restored, re-dated, given another client and salesperson', async () => {
    const table = sql.table('tb_sea_transport_export');
    const where = sql`where order_code = ${other.orderCode}`;
    await sql`update ${table} set status = 'HC_DDZT_YQX' ${where}`.execute(rest.db);
    await agreeEverywhere();
    await sql`update ${table} set status = 'HC_DDZT_YJD' ${where}`.execute(rest.db);
    await agreeEverywhere();
    await sql`update ${table} set client_id = ${otherClientId}, sales_id = ${salesId},
        create_date = date '2026-02-14' ${where}`.execute(rest.db);
    await agreeEverywhere();
    // An edit that changes nothing the roll-ups hold.
    await sql`update ${table} set contact = '改联系人' ${where}`.execute(rest.db);
    await agreeEverywhere(true);
  }, 240_000);

  it('follow an order moved to another organisation with its lines, and an order deleted', async () => {
    // As the order move does it: the order first, then its lines.
    await sql`update tb_sea_transport_export set org_id = ${otherOrgId}
      where order_code = ${other.orderCode}`.execute(rest.db);
    await agreeEverywhere();
    for (const table of ['tb_ar', 'tb_ap']) {
      await sql`update ${sql.table(table)} set org_id = ${otherOrgId}
        where order_code = ${other.orderCode}`.execute(rest.db);
    }
    await agreeEverywhere();
    const { rows } = await sql<{ n: number }>`select coalesce(sum(orders), 0)::int as "n"
      from tb_order_rollup where org_id = ${otherOrgId}`.execute(rest.db);
    expect(rows[0]?.n).toBeGreaterThan(0);

    await sql`delete from tb_sea_transport_export where order_code = ${order.orderCode}`.execute(
      rest.db,
    );
    await agreeEverywhere();
    for (const table of ['tb_ar', 'tb_ap']) {
      await sql`delete from ${sql.table(table)} where order_code = ${order.orderCode}`.execute(
        rest.db,
      );
    }
    await agreeEverywhere(true);
  }, 240_000);
});
