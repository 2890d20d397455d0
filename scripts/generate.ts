// `npm run generate -- --orders 100000`: a large database for timings at scale, on PostgreSQL.
// DATABASE_URL names the database to fill (default postgres://postgres@127.0.0.1:5432/freight_generated);
// it is created, migrated and seeded with the demo data when missing. Ocean export orders are
// then added set-based (INSERT … SELECT over generate_series), each a copy of a demo order with its
// own code (HYCK + a month from 2015 on + a 4-digit number, never a current month's code), its
// own client, creation date and boxes, and --fees-per-order fee lines (half receivable, half
// payable) copied from the demo fee lines. Options: --orders=N (100000), --fees-per-order=N (10),
// --fresh (drop the database first). Prints how long each step took.
import pg from 'pg';
import { kyselyOverPostgres, migrateToLatest } from '../rest/src/db/index.ts';
import { seedIfEmpty } from '../rest/src/db/seed/index.ts';
// The seed reaches rest's routes, typed with the request fields rest's app declares.
import type {} from '../rest/src/http/clientAddress.ts';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/freight_generated';
/** Order numbers per month: codes keep 4 digits. */
const PER_MONTH = 9000;

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const eq = argv.find((a) => a.startsWith(`--${name}=`));
  if (eq) return eq.slice(name.length + 3);
  const i = argv.indexOf(`--${name}`);
  const next = argv[i + 1];
  return i >= 0 && next && !next.startsWith('--') ? next : undefined;
}

function count(name: string, fallback: number): number {
  const raw = option(name);
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} 应为非负整数：${raw}`);
  return n;
}

const orders = count('orders', 100_000);
const feesPerOrder = count('fees-per-order', 10);
const fresh = process.argv.includes('--fresh');
const url = new URL(process.env.DATABASE_URL || DEFAULT_URL);
const database = decodeURIComponent(url.pathname.slice(1));
if (!database || database === 'postgres' || database.startsWith('template')) {
  throw new Error(
    `请用 DATABASE_URL 指定一个专用数据库（例如 ${DEFAULT_URL}），不要用 ${database || '空库名'}`,
  );
}
if (orders > PER_MONTH * 12 * 10) throw new Error('--orders 最多 1080000');

const started = Date.now();
const timings: [string, number][] = [];
async function step<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t = Date.now();
  process.stdout.write(`${label}…`);
  const result = await fn();
  const seconds = (Date.now() - t) / 1000;
  timings.push([label, seconds]);
  console.log(` ${seconds.toFixed(1)} 秒`);
  return result;
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

await step(`准备数据库 ${database}`, () =>
  admin(async (c) => {
    if (fresh) await c.query(`drop database if exists ${ident(database)} with (force)`);
    const found = await c.query('select 1 from pg_database where datname = $1', [database]);
    if (!found.rowCount) await c.query(`create database ${ident(database)}`);
  }),
);
const opened = kyselyOverPostgres(url.toString(), 2);
await step('迁移并载入演示数据（已有则跳过）', async () => {
  await migrateToLatest(opened.db);
  await seedIfEmpty(opened.db);
});
await opened.close();

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  // The organisation with the most demo ocean export orders (the demo administrator's).
  const { rows: orgRows } = await q(`select org_id from tb_sea_transport_export
    group by org_id order by count(*) desc limit 1`);
  const orgId = (orgRows[0] as { org_id: number } | undefined)?.org_id;
  if (orgId === undefined) throw new Error('数据库里没有演示海运出口订单');
  const { rows: existing } = await q(
    `select count(*)::int as n from tb_sea_transport_export where order_code like 'HYCK201%'`,
  );
  if ((existing[0] as { n: number }).n > 0) {
    throw new Error('该数据库已有生成的订单：加 --fresh 重新生成，或换一个 DATABASE_URL');
  }

  // Every column of the order but its identity, code, date and client: copied from a demo order.
  const { rows: columnRows } = await q(
    `select column_name from information_schema.columns
     where table_name = 'tb_sea_transport_export' and table_schema = current_schema()
       and is_generated = 'NEVER' and column_name not in
       ('id', 'org_id', 'order_code', 'create_date', 'client_id', 'created_at', 'updated_at')
     order by ordinal_position`,
  );
  const copied = (columnRows as { column_name: string }[]).map((r) => ident(r.column_name));

  // The generated orders are those after the highest id now: the boxes and fee lines below are
  // theirs, whatever months their codes reach.
  const { rows: lastRows } = await q(
    'select coalesce(max(id), 0)::int as id from tb_sea_transport_export',
  );
  const lastId = (lastRows[0] as { id: number }).id;

  await step(`生成 ${orders} 个海运出口订单`, async () => {
    await q('begin');
    await q(
      `with demo as (
         select row_number() over (order by id) - 1 as n, * from tb_sea_transport_export
         where org_id = $1),
       clients as (
         select row_number() over (order by id) - 1 as n, id from tb_customer
         where org_id = $1 and id in (select client_id from tb_sea_transport_export)),
       g as (
         select i, date '2015-01-01' + make_interval(months => ((i - 1) / ${PER_MONTH})::int) as month
         from generate_series(1, $2::int) i)
       insert into tb_sea_transport_export
         (org_id, order_code, create_date, client_id, created_at, updated_at, ${copied.join(', ')})
       select $1, 'HYCK' || to_char(g.month, 'YYYYMM') || lpad((((g.i - 1) % ${PER_MONTH}) + 1)::text, 4, '0'),
         (g.month + make_interval(days => ((g.i * 7) % 28)::int))::date,
         c.id, g.month, g.month, ${copied.map((c) => `d.${c}`).join(', ')}
       from g
       join demo d on d.n = g.i % (select count(*) from demo)
       join clients c on c.n = (g.i * 31) % (select count(*) from clients)`,
      [orgId, orders],
    );
    await q('commit');
    // Plan what follows with the orders' real numbers: with the statistics of the demo's few
    // orders, each box's foreign-key check may scan the whole order table (quadratic at 1,000,000).
    await q('analyze tb_sea_transport_export, tb_customer, tb_ar, tb_ap');
    await q(
      `insert into tb_sea_transport_export_box (parent_id, sort_id, box_type, box_number)
       select o.id, 1, case when o.id % 3 = 0 then 'XX_40HQ' else 'XX_20GP' end, 1 + o.id % 4
       from tb_sea_transport_export o where o.id > $1`,
      [lastId],
    );
  });

  const perSide = [Math.ceil(feesPerOrder / 2), Math.floor(feesPerOrder / 2)] as const;
  for (const [table, lines] of [
    ['tb_ar', perSide[0]],
    ['tb_ap', perSide[1]],
  ] as const) {
    if (lines === 0) continue;
    await step(
      `生成 ${orders * lines} 条${table === 'tb_ar' ? '应收' : '应付'}费用（${table}）`,
      () =>
        q(
          `with pool as (
           select row_number() over (order by id) - 1 as n, * from ${table}
           where org_id = $1 and order_type = 'ZYLX_HYCK')
         insert into ${table} (org_id, order_code, order_type, client_name, fee_type_id, fee_code,
           fee_name, unit_price, quantity, currency, exchange_rate, settlement_unit_id,
           settlement_unit_name, approve_status, remark, creator_id, creator, create_date, sort_id)
         select o.org_id, o.order_code, 'ZYLX_HYCK', cu.customer_name, p.fee_type_id, p.fee_code,
           p.fee_name, p.unit_price + (o.id % 50), p.quantity, p.currency, p.exchange_rate,
           ${table === 'tb_ar' ? 'cu.id' : 'p.settlement_unit_id'},
           ${table === 'tb_ar' ? 'cu.customer_name' : 'p.settlement_unit_name'},
           p.approve_status, p.remark, p.creator_id, p.creator, o.created_at, k
         from tb_sea_transport_export o
         join tb_customer cu on cu.id = o.client_id
         cross join generate_series(1, $2::int) k
         join pool p on p.n = (o.id * ${lines} + k) % (select count(*) from pool)
         where o.id > $3`,
          [orgId, lines, lastId],
        ),
    );
  }
  await step('更新统计信息（vacuum analyze）', async () => {
    for (const t of ['tb_sea_transport_export', 'tb_sea_transport_export_box', 'tb_ar', 'tb_ap']) {
      await q(`vacuum analyze ${t}`);
    }
    // And every table the triggers filled on the way (the fee summary, the rollups, the fee
    // versions): with the statistics of the demo's few rows their plans misjudge by thousands.
    await q('analyze');
  });
  const { rows: totals } = await q(`select
      (select count(*)::int from tb_sea_transport_export) as orders,
      (select count(*)::int from tb_ar) + (select count(*)::int from tb_ap) as fees`);
  const t = totals[0] as { orders: number; fees: number };
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\n完成（共 ${seconds} 秒）：海运出口订单 ${t.orders} 个，费用行 ${t.fees} 条，数据库 ${database}`,
  );
  console.log(`用它启动：DATABASE_URL=${url.toString()} npm start`);
} finally {
  await client.end();
}
