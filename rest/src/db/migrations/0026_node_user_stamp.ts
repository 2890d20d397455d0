import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Gateways keep each session's workflow nodes (getNodeCodeByUser) for a while too: a change to
// the shipping types' nodes or to who operates them moves the reference stamp (0025), so a gateway
// learns of it at its next call, whoever made it. The function is this migration's own, so it
// applies whether or not 0025 ran first (its table is looked up when a trigger fires).
const tables = ['tb_shipping_type', 'tb_shipping_type_node_user_mapping'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function sys_node_users_stamp_bump() returns trigger language plpgsql as $$
    begin
      update sys_reference_stamp set stamp = stamp + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const table of tables) {
    await sql
      .raw(
        `create trigger ${table}_reference_stamp after insert or update or delete or truncate
          on ${table} for each statement execute function sys_node_users_stamp_bump()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await sql.raw(`drop trigger if exists ${table}_reference_stamp on ${table}`).execute(db);
  }
  await sql`drop function if exists sys_node_users_stamp_bump()`.execute(db);
}
