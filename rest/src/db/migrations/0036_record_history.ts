import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Record history (历史) reads one record's entries of the action log, newest first: its table and
// key, in the group that wrote them. The entries' `changes` already hold each changed field with
// its raw value before and after.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index sys_action_log_history_idx
    on sys_action_log (record_key, table_name, group_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sys_action_log_history_idx`.execute(db);
}
