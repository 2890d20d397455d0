import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// A role's menus are part of the role (docs/concurrency.md): every statement that writes a role's
// menu rows moves the version of each role it touched, so that two administrators saving the same
// role's menus, or one its name and one its menus, get a conflict rather than a silent overwrite.
// Touching the role runs its own version trigger (0032), which names the writer and the time.
const events = [
  ['insert', 'new table as changed_new', 'select role_id from changed_new'],
  ['delete', 'old table as changed_old', 'select role_id from changed_old'],
  [
    'update',
    'old table as changed_old new table as changed_new',
    'select role_id from changed_old union select role_id from changed_new',
  ],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [event, tables, source] of events) {
    await sql
      .raw(
        `create function tb_role_menu_version_${event}() returns trigger language plpgsql as $$
        begin
          update tb_role set updated_at = now() where id in (${source});
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger tb_role_menu_version_${event} after ${event} on tb_role_menu
          referencing ${tables} for each statement
          execute function tb_role_menu_version_${event}()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [event] of events) {
    await sql
      .raw(`drop trigger if exists tb_role_menu_version_${event} on tb_role_menu`)
      .execute(db);
    await sql.raw(`drop function if exists tb_role_menu_version_${event}()`).execute(db);
  }
}
