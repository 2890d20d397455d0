import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// A fee template's lines are part of the template (0032 gave the template its version): every
// statement that writes a template's lines moves that template's version once, whichever code
// writes. The update names no column of its own: the template's row trigger (0031's
// sys_record_version_bump) moves the counter and records who wrote.
const detailTables = [
  ['tb_ar_temple_detail', 'tb_ar_temple'],
  ['tb_ap_temple_detail', 'tb_ap_temple'],
] as const;

const events = [
  ['insert', 'select temple_id from changed_new'],
  ['update', 'select temple_id from changed_old union select temple_id from changed_new'],
  ['delete', 'select temple_id from changed_old'],
] as const;

/** One function per detail table and event: a trigger sees only its event's transition tables. */
const fn = (table: string, event: string) => `${table}_version_${event}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, template] of detailTables) {
    for (const [event, source] of events) {
      await sql
        .raw(
          `create function ${fn(table, event)}() returns trigger language plpgsql as $$
          begin
            update ${template} t set version = t.version where t.id in (${source});
            return null;
          end $$`,
        )
        .execute(db);
      const tables =
        event === 'insert'
          ? 'new table as changed_new'
          : event === 'delete'
            ? 'old table as changed_old'
            : 'old table as changed_old new table as changed_new';
      await sql
        .raw(
          `create trigger ${fn(table, event)} after ${event} on ${table}
            referencing ${tables} for each statement execute function ${fn(table, event)}()`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of detailTables) {
    for (const [event] of events) {
      await sql.raw(`drop trigger if exists ${fn(table, event)} on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${fn(table, event)}()`).execute(db);
    }
  }
}
