import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { statementTriggers, syncFunction } from './statementTriggers.ts';

// Two coarser order roll-ups for the first pages of the order reports, summed from the order
// roll-up of 0022 (tb_order_rollup: live orders with their fee summary per organisation, order
// type, order day, client and salesperson), whose rows grow with days × clients × salespeople:
//
// - tb_order_rollup_month: per organisation, order type and month (its first day). 业务统计, the
//   totals and chart of 单票利润 and the totals of 未出账业务 read it when no filter needs a finer
//   grain (a client, a salesperson, an order code, or dates that are not whole months).
// - tb_order_rollup_client: per organisation, order type and client. 客户利润 reads it when no
//   filter bounds dates or the salesperson.
//
// Each is a sum of tb_order_rollup's rows, so it is kept from tb_order_rollup's own changes: a
// statement-level trigger adds each INSERT/UPDATE/DELETE's change (new rows minus old rows,
// grouped to the coarser key) in the same transaction as the write that moved tb_order_rollup,
// whichever trigger of 0022 made it. tb_order_rollup is only ever written by upserts
// (INSERT … ON CONFLICT DO UPDATE): its INSERT trigger sees the rows inserted, its UPDATE trigger
// the rows updated, old and new. Each upsert adds under the row's lock, in key order, so
// concurrent writes add up. The migration fills both from tb_order_rollup (about ten thousand
// rows at 1,000,000 orders: well under a second).
const SUMS: readonly { column: string; int: boolean }[] = [
  { column: 'orders', int: true },
  { column: 'ar_cny', int: false },
  { column: 'ar_received_cny', int: false },
  { column: 'ap_cny', int: false },
  { column: 'unbilled_orders', int: true },
  { column: 'unbilled_lines', int: true },
  { column: 'unbilled_ar_cny', int: false },
  { column: 'unbilled_cny', int: false },
];

interface Coarse {
  table: string;
  /** The key columns and the expression of each over a tb_order_rollup row `x`. */
  key: readonly (readonly [string, string, string])[];
}

const coarse: readonly Coarse[] = [
  {
    table: 'tb_order_rollup_month',
    key: [
      ['org_id', 'int', 'x.org_id'],
      ['order_type', 'varchar(32)', 'x.order_type'],
      ['month', 'date', `date_trunc('month', x.order_day::timestamp)::date`],
    ],
  },
  {
    table: 'tb_order_rollup_client',
    key: [
      ['org_id', 'int', 'x.org_id'],
      ['order_type', 'varchar(32)', 'x.order_type'],
      ['client_id', 'int', 'x.client_id'],
    ],
  },
];

const positions = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(', ');

/** Adds the signed tb_order_rollup rows of `source` (sign, then its columns) to `c`. */
function upsert(c: Coarse, source: string): string {
  const keys = c.key.map(([name]) => name);
  const sums = SUMS.map(({ column, int }) => `sum(x.sign * x.${column})${int ? '::int' : ''}`);
  return `insert into ${c.table} as t (${[...keys, ...SUMS.map((s) => s.column)].join(', ')})
    select ${c.key.map(([, , expr]) => expr).join(', ')}, ${sums.join(', ')}
    from (${source}) x group by ${positions(keys.length)}
    having ${sums.map((s) => `${s} <> 0`).join(' or ')}
    order by ${positions(keys.length)}
    on conflict (${keys.join(', ')}) do update set
      ${SUMS.map(({ column }) => `${column} = t.${column} + excluded.${column}`).join(', ')}`;
}

const apply = (source: string) => coarse.map((c) => upsert(c, source)).join(';\n');

const sync = syncFunction('tb_order_rollup_coarse_sync', apply);

const money = (c: string) => `${c} numeric(22, 2) not null default 0`;

function createTable(c: Coarse): string {
  return `create table ${c.table} (
    ${c.key.map(([name, type]) => `${name} ${type} not null`).join(',\n    ')},
    ${SUMS.map(({ column, int }) => (int ? `${column} int not null default 0` : money(column))).join(',\n    ')},
    primary key (${c.key.map(([name]) => name).join(', ')})
  )`;
}

const triggers = statementTriggers(
  'tb_order_rollup_coarse',
  'tb_order_rollup',
  'tb_order_rollup_coarse_sync',
);

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    ...coarse.map(createTable),
    sync,
    // The triggers first: creating them locks tb_order_rollup against writes until the migration
    // commits, so the fill below reads every write committed before and none is added twice.
    ...triggers.create,
    ...coarse.map((c) => upsert(c, 'select 1 as sign, r.* from tb_order_rollup r')),
    ...coarse.map((c) => `analyze ${c.table}`),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of triggers.drop) await sql.raw(statement).execute(db);
  await sql.raw('drop function if exists tb_order_rollup_coarse_sync()').execute(db);
  for (const c of coarse) await sql.raw(`drop table if exists ${c.table}`).execute(db);
}
