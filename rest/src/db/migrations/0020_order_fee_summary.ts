import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { BUSINESS_TIME_ZONE } from '../../../../model/businessDate.ts';

// A per-order summary of the fee lines, so the order reports (利润, 客户, 业务, 未开票业务) and the
// totals of the payable line reports aggregate one row per order instead of ten fee lines.
// Statement-level triggers on tb_ar and tb_ap add each statement's change (new lines minus old
// lines, per order) in the same transaction as the write, whichever code path writes: the upsert
// adds to the row under its lock, so concurrent writes to one order add up instead of
// overwriting each other. Every figure is exact NUMERIC, as in the lines.
//
// And the first pages in the reports' orders, read off an index instead of sorting the whole set:
// orders by date and code (利润 newest first, 未开票业务 oldest first), payable lines by fee day
// per organisation and order type (未开票费用, 应付待审核; partial, as their reports filter).
const FEE_DAY = `((create_date at time zone '${BUSINESS_TIME_ZONE}')::date)`;
// The order tables as they stand at this migration (a later order type adds its own index).
const orderTables = [
  'tb_sea_transport_export',
  'tb_sea_transport_import',
  'tb_air_transport_export',
  'tb_air_transport_import',
  'tb_domestic_trade_business',
];
const pageIndexes = [
  ...orderTables.map(
    (t) => `create index ${t}_org_date_code_idx on ${t} (org_id, create_date, order_code)`,
  ),
  `create index tb_ap_unbilled_day_idx on tb_ap (org_id, order_type, ${FEE_DAY}, id)
    where invoice_no is null and approve_status <> 'BH'`,
  `create index tb_ap_pending_day_idx on tb_ap (org_id, order_type, ${FEE_DAY}, id)
    where approve_status = 'DSH'`,
];

/** The summary's measures per side: column, and the line's contribution (l.* of one line). */
const OWED = `l.approve_status <> 'BH'`;
const measures = {
  ar: [
    ['ar_lines', '1'],
    ['ar_cny', `case when ${OWED} then l.cny_money else 0 end`],
    [
      'ar_received_cny',
      `case when ${OWED} then round(coalesce(l.write_off_money, 0) * l.exchange_rate, 2) else 0 end`,
    ],
    ['ar_unbilled_lines', `case when ${OWED} and l.invoice_no is null then 1 else 0 end`],
    ['ar_unbilled_cny', `case when ${OWED} and l.invoice_no is null then l.cny_money else 0 end`],
  ],
  ap: [
    ['ap_lines', '1'],
    ['ap_cny', `case when ${OWED} then l.cny_money else 0 end`],
    ['ap_unbilled_lines', `case when ${OWED} and l.invoice_no is null then 1 else 0 end`],
    ['ap_unbilled_cny', `case when ${OWED} and l.invoice_no is null then l.cny_money else 0 end`],
    ['ap_pending_lines', `case when l.approve_status = 'DSH' then 1 else 0 end`],
    ['ap_pending_cny', `case when l.approve_status = 'DSH' then l.cny_money else 0 end`],
  ],
} as const;
type Side = keyof typeof measures;

const isCount = (column: string) => column.endsWith('_lines');

/** Adds the signed contributions of `source` (rows with a `sign` column, aliased l) per order. */
function upsert(side: Side, source: string): string {
  const cols = measures[side];
  const sums = cols.map(([c, e]) => `sum(l.sign * (${e}))${isCount(c) ? '::int' : ''} as ${c}`);
  return `insert into tb_order_fee_summary (org_id, order_type, order_code, ${cols
    .map(([c]) => c)
    .join(', ')})
    select l.org_id, l.order_type, l.order_code, ${sums.join(', ')}
    from (${source}) l
    group by l.org_id, l.order_type, l.order_code
    having ${cols.map(([, e]) => `sum(l.sign * (${e})) <> 0`).join(' or ')}
    order by l.org_id, l.order_type, l.order_code
    on conflict (org_id, order_type, order_code) do update set ${cols
      .map(([c]) => `${c} = tb_order_fee_summary.${c} + excluded.${c}`)
      .join(', ')}`;
}

function syncFunction(side: Side): string {
  const table = side === 'ar' ? 'tb_ar' : 'tb_ap';
  const rows = (name: string, sign: number) => `select ${sign} as sign, * from ${name}`;
  return `create function ${table}_summary_sync() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        ${upsert(side, rows('new_lines', 1))};
      elsif tg_op = 'DELETE' then
        ${upsert(side, rows('old_lines', -1))};
      else
        ${upsert(side, `${rows('new_lines', 1)} union all ${rows('old_lines', -1)}`)};
      end if;
      return null;
    end $fn$`;
}

function triggers(side: Side): string[] {
  const table = side === 'ar' ? 'tb_ar' : 'tb_ap';
  const fn = `${table}_summary_sync()`;
  return [
    `create trigger ${table}_summary_insert after insert on ${table}
      referencing new table as new_lines for each statement execute function ${fn}`,
    `create trigger ${table}_summary_update after update on ${table}
      referencing old table as old_lines new table as new_lines
      for each statement execute function ${fn}`,
    `create trigger ${table}_summary_delete after delete on ${table}
      referencing old table as old_lines for each statement execute function ${fn}`,
  ];
}

/** The summary of the lines already there. */
function backfill(side: Side): string {
  const table = side === 'ar' ? 'tb_ar' : 'tb_ap';
  return upsert(side, `select 1 as sign, * from ${table}`);
}

const money = (c: string) => `${c} numeric(22, 2) not null default 0`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = [...measures.ar, ...measures.ap].map(([c]) =>
    isCount(c) ? `${c} int not null default 0` : money(c),
  );
  const statements = [
    `create table tb_order_fee_summary (
      org_id int not null,
      order_type varchar(32) not null,
      order_code varchar(64) not null,
      ${columns.join(',\n      ')},
      primary key (org_id, order_type, order_code)
    )`,
    syncFunction('ar'),
    syncFunction('ap'),
    backfill('ar'),
    backfill('ap'),
    ...triggers('ar'),
    ...triggers('ap'),
    ...pageIndexes,
    'analyze tb_order_fee_summary',
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'tb_ap_unbilled_day_idx',
    'tb_ap_pending_day_idx',
    ...orderTables.map((t) => `${t}_org_date_code_idx`),
  ]) {
    await sql.raw(`drop index if exists ${index}`).execute(db);
  }
  for (const table of ['tb_ar', 'tb_ap']) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger if exists ${table}_summary_${event} on ${table}`).execute(db);
    }
    await sql.raw(`drop function if exists ${table}_summary_sync()`).execute(db);
  }
  await sql.raw('drop table if exists tb_order_fee_summary').execute(db);
}
