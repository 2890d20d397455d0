import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Indexes for the hot reads at scale (100,000 orders, a million fee lines): an order list of one
// organisation searched by client, or sorted by creation date, and fee lines of an organisation by
// order type and date. A search by order code ("contains") gets a trigram index where the server
// offers pg_trgm (PostgreSQL; PGlite has no such extension and keeps its smaller tables scanned).
const orderTables = [
  'tb_sea_transport_export',
  'tb_sea_transport_import',
  'tb_air_transport_export',
  'tb_air_transport_import',
  'tb_domestic_trade_business',
];
const feeLineTables = ['tb_ar', 'tb_ap'];

// The list sorts `desc nulls last, id desc` (ascending: the same index read backwards), so the
// indexes carry that order: the first page is read off the index instead of sorting every order.
const indexes = [
  ...orderTables.flatMap((t) => [
    `create index ${t}_org_code_idx on ${t} (org_id, order_code desc nulls last, id desc)`,
    // Replaced by the one above (its default `nulls first` did not match the list's order).
    `drop index ${t}_org_idx`,
    // The organisation's orders of one client, newest code first (the client id index stays for
    // the foreign key's checks when a client is deleted).
    `create index ${t}_org_client_idx on ${t} (org_id, client_id, order_code desc nulls last, id desc)`,
    `create index ${t}_org_created_idx on ${t} (org_id, create_date desc nulls last, id desc)`,
  ]),
  ...feeLineTables.map(
    (t) => `create index ${t}_org_type_created_idx on ${t} (org_id, order_type, create_date desc)`,
  ),
];

async function hasTrigrams(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from pg_available_extensions
    where name = 'pg_trgm'`.execute(db);
  return rows.length > 0;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of indexes) await sql.raw(statement).execute(db);
  if (!(await hasTrigrams(db))) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const t of orderTables) {
    await sql
      .raw(`create index ${t}_order_code_trgm_idx on ${t} using gin (order_code gin_trgm_ops)`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of orderTables) {
    await sql.raw(`drop index if exists ${t}_order_code_trgm_idx`).execute(db);
    await sql.raw(`drop index ${t}_org_created_idx`).execute(db);
    await sql.raw(`drop index ${t}_org_client_idx`).execute(db);
    await sql.raw(`drop index ${t}_org_code_idx`).execute(db);
    await sql.raw(`create index ${t}_org_idx on ${t} (org_id, order_code desc)`).execute(db);
  }
  for (const t of feeLineTables) await sql.raw(`drop index ${t}_org_type_created_idx`).execute(db);
}
