import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// The list of every type's orders (tbOrder/pageAll) reads each order table's first rows in its
// sort off an index, then merges them. Newest first by creation date is served by 0020's
// (org_id, create_date, order_code); a client's orders (Client.orders) in that sort need the
// client in front of it, else every order of a large client is read and sorted for each page.
const orderTables = [
  'tb_sea_transport_export',
  'tb_sea_transport_import',
  'tb_air_transport_export',
  'tb_air_transport_import',
  'tb_domestic_trade_business',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const t of orderTables) {
    await sql
      .raw(
        `create index ${t}_org_client_date_idx on ${t} (org_id, client_id, create_date, order_code)`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of orderTables) await sql.raw(`drop index ${t}_org_client_date_idx`).execute(db);
}
