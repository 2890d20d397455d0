import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// The answers of create calls that carried an Idempotency-Key: a retry of the same user action
// (same user, path and key) is answered from here instead of creating again (http/idempotency.ts).
const upStatements = [
  `create table sys_idempotency (
    user_id int not null references tb_sys_user (id),
    path varchar(200) not null,
    idempotency_key varchar(200) not null,
    request_hash char(64) not null,
    status int,
    answer text,
    created_at timestamptz not null default now(),
    primary key (user_id, path, idempotency_key)
  )`,
  `create index sys_idempotency_created_idx on sys_idempotency (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists sys_idempotency').execute(db);
}
