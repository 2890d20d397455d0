import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Trigram indexes for "find anything" (modules/search): each table's numbers and names that a
// search matches by "contains", one multi-column GIN index per table (an `or` over the columns
// reads one bitmap per column of the same index). PGlite loads pg_trgm since this migration
// (db/pglite.ts); a PostgreSQL server without the extension keeps scanning.
const searched: readonly (readonly [string, readonly string[]])[] = [
  [
    'tb_sea_transport_export',
    ['order_code', 'hbl_no', 'mbl_no', 'main_order_number', 'order_number', 'entry_number'],
  ],
  ['tb_sea_transport_import', ['order_code', 'hbl_no', 'mbl_no']],
  ['tb_air_transport_export', ['order_code', 'main_order_number', 'order_number']],
  ['tb_air_transport_import', ['order_code', 'main_order_number', 'order_number']],
  ['tb_domestic_trade_business', ['order_code', 'entry_number']],
  // Containers and seals of the delivery lines, kept as a JSON text per line.
  ['tb_sea_transport_export_transport_company', ['box_json']],
  ['tb_sea_transport_import_transport_company', ['box_json']],
  [
    'tb_sea_transport_export_bill_of_lading',
    ['billoflading_code', 'order_code', 'hbl_no', 'mbl_no'],
  ],
  ['tb_sea_transport_export_bill_of_lading_box', ['container_no', 'seal_no']],
  ['tb_customer', ['customer_code', 'customer_name', 'alias']],
  ['tb_supplier', ['supplier_code', 'supplier_name', 'alias']],
  ['tb_ar_invoice', ['invoice_no']],
  ['tb_settlement', ['settlement_no']],
];

const indexName = (table: string) => `${table}_search_trgm_idx`;

// A number equal to the text is looked up first, by a btree (order codes, bill of lading codes,
// names and settlement numbers have theirs already; a container of a bill of lading is found
// through its small table).
const equalLookups: readonly (readonly [string, readonly string[]])[] = [
  [
    'tb_sea_transport_export',
    ['hbl_no', 'mbl_no', 'main_order_number', 'order_number', 'entry_number'],
  ],
  ['tb_sea_transport_import', ['hbl_no', 'mbl_no']],
  ['tb_air_transport_export', ['main_order_number', 'order_number']],
  ['tb_air_transport_import', ['main_order_number', 'order_number']],
  ['tb_domestic_trade_business', ['entry_number']],
  ['tb_sea_transport_export_bill_of_lading', ['hbl_no', 'mbl_no']],
  ['tb_sea_transport_export_bill_of_lading_box', ['container_no', 'seal_no']],
  ['tb_ar_invoice', ['invoice_no']],
];
const equalIndexes = equalLookups.flatMap(([table, columns]) =>
  columns.map((column) => ({ table, column, name: `${table}_${column}_idx` })),
);

async function hasTrigrams(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from pg_available_extensions
    where name = 'pg_trgm'`.execute(db);
  return rows.length > 0;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column, name } of equalIndexes) {
    await sql.raw(`create index if not exists ${name} on ${table} (${column})`).execute(db);
  }
  if (!(await hasTrigrams(db))) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [table, columns] of searched) {
    const list = columns.map((c) => `${c} gin_trgm_ops`).join(', ');
    await sql
      .raw(`create index if not exists ${indexName(table)} on ${table} using gin (${list})`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of equalIndexes) await sql.raw(`drop index if exists ${name}`).execute(db);
  for (const [table] of searched) {
    await sql.raw(`drop index if exists ${indexName(table)}`).execute(db);
  }
}
