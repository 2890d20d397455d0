import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { BUSINESS_TIME_ZONE } from '../../../../model/businessDate.ts';
import { orderTypes } from '../../../../model/orders/index.ts';

// Roll-ups the statements read instead of a million fee lines, kept exact by triggers in the same
// transaction as every write, whichever module writes:
//
// - tb_fee_rollup: fee lines of live orders (cancelled ones left out) summed per category (the
//   set a report reads: receivables not invoiced, payables owed, to request, pending audit,
//   outstanding…), organisation, order type, settlement unit (id and name), currency, fee day and
//   aging day (the invoice day, else the fee day). A few hundred rows where there are a million
//   lines; the grouped reports (未开票, 供应商, 应付请款, 账龄) and the totals and charts of the
//   line reports (未出账费用, 应付待审核) are aggregates of it.
// - tb_fee_rollup_order / tb_fee_rollup_count: the distinct orders of a settlement unit (and
//   currency) in a category, so 订单数 stays a count of distinct orders: the first table holds
//   each order's line count per unit, the second how many of those counts are above zero; a
//   statement's change moves the second by the orders whose count left or reached zero.
// - tb_order_rollup: live orders with their fee summary (tb_order_fee_summary) per organisation,
//   order type, order day, client and salesperson: 利润, 客户, 业务 and 未出账业务 read it.
//
// Triggers: the fee tables (each INSERT/UPDATE/DELETE statement adds its new lines and subtracts
// its old ones, for lines of live orders as the orders stand), the fee summary (its change, for
// live orders) and the order tables (an order's organisation, code, cancellation, date, client or
// salesperson change subtracts its lines and summary as they counted and adds them as they count
// now). Each upsert adds under the row's lock, so concurrent writes add up. The migration fills
// them from the data already there.
const FEE_DAY = `((l.create_date at time zone '${BUSINESS_TIME_ZONE}')::date)`;
// The order tables as they stand at this migration (a later order type adds its own triggers and
// replaces the view).
const orderTables = [
  'tb_sea_transport_export',
  'tb_sea_transport_import',
  'tb_air_transport_export',
  'tb_air_transport_import',
  'tb_domestic_trade_business',
].map((table) => {
  const type = orderTypes.find((t) => t.table === table);
  if (!type) throw new Error(`没有订单类型 ${table}`);
  return { table, type: type.shippingType, cancelled: type.statuses.cancelled };
});

type Side = 'ar' | 'ap';
interface Rollup {
  name: string;
  side: Side;
  /** Which lines (l.*) the category holds. */
  where: string;
  /** The aging day: the invoice day when there is one (else the fee day, as for the others). */
  aging?: boolean;
  /** Distinct orders counted per unit, or per unit and currency. */
  orders?: 'unit' | 'currency';
}
const OWED = `l.approve_status <> 'BH'`;
const OUTSTANDING = `l.cny_money - round(coalesce(l.write_off_money, 0) * l.exchange_rate, 2) <> 0`;
const rollups: readonly Rollup[] = [
  {
    name: 'ar_unbilled',
    side: 'ar',
    where: `l.invoice_no is null and ${OWED}`,
    orders: 'currency',
  },
  { name: 'ar_outstanding', side: 'ar', where: `${OWED} and ${OUTSTANDING}`, aging: true },
  { name: 'ap_owed', side: 'ap', where: OWED, orders: 'unit' },
  { name: 'ap_unbilled', side: 'ap', where: `l.invoice_no is null and ${OWED}` },
  { name: 'ap_pending', side: 'ap', where: `l.approve_status = 'DSH'` },
  {
    name: 'ap_request',
    side: 'ap',
    where: `l.approve_status = 'YSH' and l.money - coalesce(l.write_off_money, 0) <> 0`,
    orders: 'currency',
  },
  { name: 'ap_outstanding', side: 'ap', where: `${OWED} and ${OUTSTANDING}`, aging: true },
];

const feeTable = (side: Side) => (side === 'ar' ? 'tb_ar' : 'tb_ap');

/** The live orders of every type, with what the order roll-up groups by. */
const liveOrders = orderTables
  .map(
    (t) => `select '${t.type}'::varchar(32) as order_type, org_id, order_code, create_date,
      client_id, sales_id from ${t.table} where status <> '${t.cancelled}'`,
  )
  .join('\nunion all ');

/** One row per line and category it falls in, from `source` (l.* of a fee table plus `sign`). */
function categorised(side: Side): string {
  return rollups
    .filter((r) => r.side === side)
    .map(
      (r) => `select '${r.name}'::varchar(32) as rollup, l.sign, l.org_id, l.order_type,
        l.order_code, l.settlement_unit_id, l.settlement_unit_name, l.currency,
        ${FEE_DAY} as fee_day, ${r.aging ? `coalesce(l.invoice_date, ${FEE_DAY})` : FEE_DAY} as age_day,
        ${r.orders === 'unit' ? `''` : 'l.currency'}::varchar(50) as order_currency,
        ${r.orders ? 'true' : 'false'} as counts_orders, l.money, l.cny_money,
        coalesce(l.write_off_money, 0) as write_off_money,
        round(coalesce(l.write_off_money, 0) * l.exchange_rate, 2) as write_off_cny
      from src l where ${r.where}`,
    )
    .join('\nunion all ');
}

const ROLLUP_KEY = [
  'org_id',
  'rollup',
  'order_type',
  'settlement_unit_id',
  'settlement_unit_name',
  'currency',
  'fee_day',
  'age_day',
];
const ROLLUP_SUMS = ['money', 'cny_money', 'write_off_money', 'write_off_cny'];
const COUNT_KEY = ['org_id', 'rollup', 'order_type', 'settlement_unit_id', 'currency'];
const positions = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(', ');

/** The two statements adding the signed lines of `source` to the fee roll-ups. */
function feeUpserts(side: Side, source: string): string[] {
  const head = `with src as materialized (${source}), c as (${categorised(side)})`;
  const sums = ROLLUP_SUMS.map((m) => `sum(sign * ${m})`);
  const rollup = `${head}
    insert into tb_fee_rollup as t (${[...ROLLUP_KEY, 'lines', ...ROLLUP_SUMS].join(', ')})
    select ${ROLLUP_KEY.join(', ')}, sum(sign)::int, ${sums.join(', ')}
    from c group by ${positions(ROLLUP_KEY.length)}
    having sum(sign) <> 0 or ${sums.map((s) => `${s} <> 0`).join(' or ')}
    order by ${positions(ROLLUP_KEY.length)}
    on conflict (${ROLLUP_KEY.join(', ')}) do update set lines = t.lines + excluded.lines,
      ${ROLLUP_SUMS.map((m) => `${m} = t.${m} + excluded.${m}`).join(', ')}`;
  const orderKey = [...COUNT_KEY, 'order_code'];
  const orders = `${head},
    d as (select org_id, rollup, order_type, settlement_unit_id, order_currency as currency,
        order_code, sum(sign)::int as delta
      from c where counts_orders group by ${positions(6)} having sum(sign) <> 0),
    u as (insert into tb_fee_rollup_order as t (${orderKey.join(', ')}, lines)
      select * from d order by ${positions(6)}
      on conflict (${orderKey.join(', ')}) do update set lines = t.lines + excluded.lines
      returning ${orderKey.map((k) => `t.${k}`).join(', ')}, t.lines)
    insert into tb_fee_rollup_count as t (${COUNT_KEY.join(', ')}, orders)
    select ${COUNT_KEY.map((k) => `u.${k}`).join(', ')},
      sum((u.lines > 0)::int - (u.lines - d.delta > 0)::int)::int
    from u join d using (${orderKey.join(', ')})
    group by ${positions(COUNT_KEY.length)}
    having sum((u.lines > 0)::int - (u.lines - d.delta > 0)::int) <> 0
    order by ${positions(COUNT_KEY.length)}
    on conflict (${COUNT_KEY.join(', ')}) do update set orders = t.orders + excluded.orders`;
  return [rollup, orders];
}

const ORDER_KEY = ['org_id', 'order_type', 'order_day', 'client_id', 'sales_id'];
const ORDER_SUMS: readonly (readonly [string, string])[] = [
  ['orders', 'orders'],
  ['ar_cny', 'coalesce(ar_cny, 0)'],
  ['ar_received_cny', 'coalesce(ar_received_cny, 0)'],
  ['ap_cny', 'coalesce(ap_cny, 0)'],
  ['unbilled_orders', '(coalesce(ar_unbilled_lines, 0) > 0)::int'],
  ['unbilled_lines', 'coalesce(ar_unbilled_lines, 0)'],
  ['unbilled_ar_cny', 'case when ar_unbilled_lines > 0 then ar_cny else 0 end'],
  ['unbilled_cny', 'coalesce(ar_unbilled_cny, 0)'],
];
const SUMMARY_COLUMNS = 'ar_cny, ar_received_cny, ap_cny, ar_unbilled_lines, ar_unbilled_cny';

/**
 * Adds the signed rows of `source` (sign, orders 0/1, the order's org_id, order_type, order_day,
 * client_id, sales_id, and its summary's columns, null when it has none) to the order roll-up.
 */
function orderUpsert(source: string): string {
  const sums = ORDER_SUMS.map(
    ([c, e]) =>
      `sum(sign * ${e})${c === 'orders' || c.endsWith('_orders') || c.endsWith('_lines') ? '::int' : ''}`,
  );
  return `insert into tb_order_rollup as t (${[...ORDER_KEY, ...ORDER_SUMS.map(([c]) => c)].join(', ')})
    select ${ORDER_KEY.join(', ')}, ${sums.join(', ')}
    from (${source}) x group by ${positions(ORDER_KEY.length)}
    having ${sums.map((s) => `${s} <> 0`).join(' or ')}
    order by ${positions(ORDER_KEY.length)}
    on conflict (${ORDER_KEY.join(', ')}) do update set
      ${ORDER_SUMS.map(([c]) => `${c} = t.${c} + excluded.${c}`).join(', ')}`;
}

const LIVE = (alias: string) => `exists (select 1 from tb_live_order o
  where o.org_id = ${alias}.org_id and o.order_type = ${alias}.order_type
    and o.order_code = ${alias}.order_code)`;

/**
 * The live order of each row `alias` (org_id, order_type, order_code) of a trigger's few rows,
 * found by key in its own type's table: a lookup per row whatever the planner thinks of the
 * transition table (a join to the view may hash every order of every type).
 */
const liveOrderOf = (alias: string) =>
  `join lateral (select * from (${orderTables
    .map(
      (t) => `select create_date, client_id, sales_id from ${t.table}
      where ${alias}.order_type = '${t.type}' and org_id = ${alias}.org_id
        and order_code = ${alias}.order_code and status <> '${t.cancelled}'`,
    )
    .join(' union all ')}) lo limit 1) o on true`;

/** The fee tables' trigger function: its lines of live orders, new added and old subtracted. */
function feeFunction(side: Side): string {
  const table = feeTable(side);
  const rows = (name: string, sign: number) =>
    `select ${sign} as sign, n.* from ${name} n ${liveOrderOf('n')}`;
  const apply = (source: string) => feeUpserts(side, source).join(';\n');
  return `create function ${table}_rollup_sync() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        ${apply(rows('new_lines', 1))};
      elsif tg_op = 'DELETE' then
        ${apply(rows('old_lines', -1))};
      else
        ${apply(`${rows('new_lines', 1)} union all ${rows('old_lines', -1)}`)};
      end if;
      return null;
    end $fn$`;
}

/** The fee summary's trigger function: its change, for live orders, into the order roll-up. */
function summaryFunction(): string {
  const rows = (name: string, sign: number) => `select ${sign} as sign, 0 as orders, s.org_id,
      s.order_type, o.create_date as order_day, o.client_id, coalesce(o.sales_id, 0) as sales_id,
      ${SUMMARY_COLUMNS.split(', ')
        .map((c) => `s.${c}`)
        .join(', ')}
    from ${name} s ${liveOrderOf('s')}`;
  return `create function tb_order_fee_summary_rollup_sync() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        ${orderUpsert(rows('new_rows', 1))};
      elsif tg_op = 'DELETE' then
        ${orderUpsert(rows('old_rows', -1))};
      else
        ${orderUpsert(`${rows('new_rows', 1)} union all ${rows('old_rows', -1)}`)};
      end if;
      return null;
    end $fn$`;
}

/** An order table's trigger function: changed orders out as they counted, in as they count. */
function orderFunction(t: (typeof orderTables)[number]): string {
  const changed = (
    side: 'o' | 'n',
  ) => `select ${side}.* from old_rows o join new_rows n on n.id = o.id
    where (o.org_id, o.order_code, o.status = '${t.cancelled}', o.create_date, o.client_id, o.sales_id)
      is distinct from
      (n.org_id, n.order_code, n.status = '${t.cancelled}', n.create_date, n.client_id, n.sales_id)`;
  const feeSource = (side: Side, old: string | null, now: string | null) =>
    [
      [old, -1],
      [now, 1],
    ]
      .filter((p): p is [string, number] => p[0] !== null)
      .map(
        ([rows, sign]) => `select ${sign} as sign, l.* from (${rows}) o
          join ${feeTable(side)} l on l.org_id = o.org_id and l.order_type = '${t.type}'
            and l.order_code = o.order_code
          where o.status <> '${t.cancelled}'`,
      )
      .join(' union all ');
  const orderSource = (old: string | null, now: string | null) =>
    [
      [old, -1],
      [now, 1],
    ]
      .filter((p): p is [string, number] => p[0] !== null)
      .map(
        ([rows, sign]) => `select ${sign} as sign, 1 as orders, o.org_id,
            '${t.type}'::varchar(32) as order_type, o.create_date as order_day, o.client_id,
            coalesce(o.sales_id, 0) as sales_id,
            ${SUMMARY_COLUMNS.split(', ')
              .map((c) => `s.${c}`)
              .join(', ')}
          from (${rows}) o left join tb_order_fee_summary s on s.org_id = o.org_id
            and s.order_type = '${t.type}' and s.order_code = o.order_code
          where o.status <> '${t.cancelled}'`,
      )
      .join(' union all ');
  const apply = (old: string | null, now: string | null) =>
    [
      ...feeUpserts('ar', feeSource('ar', old, now)),
      ...feeUpserts('ap', feeSource('ap', old, now)),
      orderUpsert(orderSource(old, now)),
    ].join(';\n');
  return `create function ${t.table}_rollup_sync() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        ${apply(null, 'select * from new_rows')};
      elsif tg_op = 'DELETE' then
        ${apply('select * from old_rows', null)};
      else
        ${apply(changed('o'), changed('n'))};
      end if;
      return null;
    end $fn$`;
}

function triggers(table: string, oldName: string, newName: string): string[] {
  const fn = `${table}_rollup_sync()`;
  return [
    `create trigger ${table}_rollup_insert after insert on ${table}
      referencing new table as ${newName} for each statement execute function ${fn}`,
    `create trigger ${table}_rollup_update after update on ${table}
      referencing old table as ${oldName} new table as ${newName}
      for each statement execute function ${fn}`,
    `create trigger ${table}_rollup_delete after delete on ${table}
      referencing old table as ${oldName} for each statement execute function ${fn}`,
  ];
}

const money = (c: string) => `${c} numeric(22, 2) not null default 0`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create view tb_live_order as ${liveOrders}`,
    `create table tb_fee_rollup (
      org_id int not null,
      rollup varchar(32) not null,
      order_type varchar(32) not null,
      settlement_unit_id int not null,
      settlement_unit_name varchar(100) not null,
      currency varchar(50) not null,
      fee_day date not null,
      age_day date not null,
      lines int not null default 0,
      ${ROLLUP_SUMS.map(money).join(',\n      ')},
      primary key (${ROLLUP_KEY.join(', ')})
    )`,
    `create table tb_fee_rollup_order (
      org_id int not null,
      rollup varchar(32) not null,
      order_type varchar(32) not null,
      settlement_unit_id int not null,
      currency varchar(50) not null,
      order_code varchar(64) not null,
      lines int not null default 0,
      primary key (${[...COUNT_KEY, 'order_code'].join(', ')})
    )`,
    `create table tb_fee_rollup_count (
      org_id int not null,
      rollup varchar(32) not null,
      order_type varchar(32) not null,
      settlement_unit_id int not null,
      currency varchar(50) not null,
      orders int not null default 0,
      primary key (${COUNT_KEY.join(', ')})
    )`,
    `create table tb_order_rollup (
      org_id int not null,
      order_type varchar(32) not null,
      order_day date not null,
      client_id int not null,
      sales_id int not null,
      ${ORDER_SUMS.map(([c]) =>
        c === 'orders' || c.endsWith('_orders') || c.endsWith('_lines')
          ? `${c} int not null default 0`
          : money(c),
      ).join(',\n      ')},
      primary key (${ORDER_KEY.join(', ')})
    )`,
    feeFunction('ar'),
    feeFunction('ap'),
    summaryFunction(),
    ...orderTables.map(orderFunction),
    // What is there now.
    ...feeUpserts('ar', `select 1 as sign, n.* from tb_ar n where ${LIVE('n')}`),
    ...feeUpserts('ap', `select 1 as sign, n.* from tb_ap n where ${LIVE('n')}`),
    orderUpsert(`select 1 as sign, 1 as orders, o.org_id, o.order_type,
        o.create_date as order_day, o.client_id, coalesce(o.sales_id, 0) as sales_id,
        ${SUMMARY_COLUMNS.split(', ')
          .map((c) => `s.${c}`)
          .join(', ')}
      from tb_live_order o left join tb_order_fee_summary s on s.org_id = o.org_id
        and s.order_type = o.order_type and s.order_code = o.order_code`),
    ...triggers('tb_ar', 'old_lines', 'new_lines'),
    ...triggers('tb_ap', 'old_lines', 'new_lines'),
    ...triggers('tb_order_fee_summary', 'old_rows', 'new_rows'),
    ...orderTables.flatMap((t) => triggers(t.table, 'old_rows', 'new_rows')),
    'analyze tb_fee_rollup',
    'analyze tb_fee_rollup_order',
    'analyze tb_fee_rollup_count',
    'analyze tb_order_rollup',
    'analyze tb_order_fee_summary',
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = ['tb_ar', 'tb_ap', 'tb_order_fee_summary', ...orderTables.map((t) => t.table)];
  for (const table of tables) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger if exists ${table}_rollup_${event} on ${table}`).execute(db);
    }
    await sql.raw(`drop function if exists ${table}_rollup_sync()`).execute(db);
  }
  for (const table of ['tb_order_rollup', 'tb_fee_rollup_count', 'tb_fee_rollup_order']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
  await sql.raw('drop table if exists tb_fee_rollup').execute(db);
  await sql.raw('drop view if exists tb_live_order').execute(db);
}
