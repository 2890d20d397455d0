import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Administration: the licence limit per group and the append-only action log.
const upStatements = [
  `alter table tb_group add column authorized_accounts_number int
    check (authorized_accounts_number is null or authorized_accounts_number >= 0)`,
  `create table sys_action_log (
    id bigint generated always as identity primary key,
    at timestamptz not null default now(),
    user_id int not null,
    user_name varchar(50) not null,
    group_id int,
    org_id int,
    controller varchar(100) not null,
    action varchar(100) not null,
    table_name varchar(100),
    record_key varchar(200),
    changes jsonb not null default '[]'::jsonb,
    ip varchar(64)
  )`,
  `create index sys_action_log_scope_idx on sys_action_log (group_id, org_id, at desc)`,
  `create index sys_action_log_record_idx on sys_action_log (record_key)`,
  // The log is evidence: no path, role or mistake may rewrite or remove a row.
  `create function sys_action_log_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'sys_action_log is append-only';
    end
  $$`,
  `create trigger sys_action_log_append_only before update or delete on sys_action_log
    for each row execute function sys_action_log_refuse_change()`,
  `create trigger sys_action_log_no_truncate before truncate on sys_action_log
    for each statement execute function sys_action_log_refuse_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists sys_action_log').execute(db);
  await sql.raw('drop function if exists sys_action_log_refuse_change()').execute(db);
  await sql
    .raw('alter table tb_group drop column if exists authorized_accounts_number')
    .execute(db);
}
