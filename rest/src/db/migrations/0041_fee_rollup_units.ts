import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { statementTriggers, syncFunction } from './statementTriggers.ts';

// The reports that read the fee roll-up of 0022 (tb_fee_rollup: lines of live orders per
// category, organisation, order type, settlement unit, currency, fee day and aging day) by unit,
// over every day, at scale: its rows grow with the days a unit has lines.
//
// - tb_fee_rollup_unit: the roll-up of some categories summed over every day, per organisation,
//   category, order type, settlement unit (id and name) and currency: a few rows a unit.
//   - The aging reports (应收账龄, 应付账龄; categories ar_outstanding, ap_outstanding): every line
//     aged over 90 days at the as-of day falls in one bucket, so a report takes a unit's whole
//     balance here, the lines entered after the as-of day (not yet owed) and those aged 90 days
//     or less from tb_fee_rollup by the two indexes below, and counts the rest as over 90 days:
//     the same sums as all the unit's rows, bucketed.
//   - 未开票统计 (ar_unbilled): a unit's sums here, its oldest day with lines the first of its
//     rows in tb_fee_rollup by that table's primary key.
// - tb_fee_rollup_fee_day_idx, tb_fee_rollup_age_day_idx: tb_fee_rollup's rows of a category by
//   fee day and by aging day.
//
// tb_fee_rollup_unit is a sum of tb_fee_rollup's rows, so it is kept from tb_fee_rollup's own
// changes: a statement-level trigger adds each INSERT/UPDATE/DELETE's change (new rows minus old
// rows) in the same transaction as the write that moved tb_fee_rollup. tb_fee_rollup is only
// written by upserts: its INSERT trigger sees the rows inserted, its UPDATE trigger the rows
// updated, old and new. Each upsert adds under the row's lock, in key order. The migration fills
// it from tb_fee_rollup (tens of thousands of rows at 1,000,000 orders: under a second).
const CATEGORIES = ['ar_outstanding', 'ap_outstanding', 'ar_unbilled'];
const KEY = [
  'org_id',
  'rollup',
  'order_type',
  'settlement_unit_id',
  'settlement_unit_name',
  'currency',
];
const SUMS = ['money', 'cny_money', 'write_off_money', 'write_off_cny'];
const positions = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(', ');

/** Adds the signed tb_fee_rollup rows of `source` (sign, then its columns) to the unit sums. */
function upsert(source: string): string {
  const sums = ['sum(x.sign * x.lines)::int', ...SUMS.map((c) => `sum(x.sign * x.${c})`)];
  return `insert into tb_fee_rollup_unit as t (${[...KEY, 'lines', ...SUMS].join(', ')})
    select ${KEY.map((k) => `x.${k}`).join(', ')}, ${sums.join(', ')}
    from (${source}) x
    where x.rollup in (${CATEGORIES.map((c) => `'${c}'`).join(', ')})
    group by ${positions(KEY.length)}
    having ${sums.map((s) => `${s} <> 0`).join(' or ')}
    order by ${positions(KEY.length)}
    on conflict (${KEY.join(', ')}) do update set lines = t.lines + excluded.lines,
      ${SUMS.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ')}`;
}

const sync = syncFunction('tb_fee_rollup_unit_sync', upsert);

const triggers = statementTriggers(
  'tb_fee_rollup_unit',
  'tb_fee_rollup',
  'tb_fee_rollup_unit_sync',
);

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create table tb_fee_rollup_unit (
      org_id int not null,
      rollup varchar(32) not null,
      order_type varchar(32) not null,
      settlement_unit_id int not null,
      settlement_unit_name varchar(100) not null,
      currency varchar(50) not null,
      lines int not null default 0,
      ${SUMS.map((c) => `${c} numeric(22, 2) not null default 0`).join(',\n      ')},
      primary key (${KEY.join(', ')})
    )`,
    'create index tb_fee_rollup_fee_day_idx on tb_fee_rollup (org_id, rollup, fee_day)',
    'create index tb_fee_rollup_age_day_idx on tb_fee_rollup (org_id, rollup, age_day)',
    sync,
    // The triggers first: creating them locks tb_fee_rollup against writes until the migration
    // commits, so the fill below reads every write committed before and none is added twice.
    ...triggers.create,
    upsert('select 1 as sign, r.* from tb_fee_rollup r'),
    'analyze tb_fee_rollup_unit',
    'analyze tb_fee_rollup',
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of triggers.drop) await sql.raw(statement).execute(db);
  await sql.raw('drop function if exists tb_fee_rollup_unit_sync()').execute(db);
  await sql.raw('drop index if exists tb_fee_rollup_age_day_idx').execute(db);
  await sql.raw('drop index if exists tb_fee_rollup_fee_day_idx').execute(db);
  await sql.raw('drop table if exists tb_fee_rollup_unit').execute(db);
}
