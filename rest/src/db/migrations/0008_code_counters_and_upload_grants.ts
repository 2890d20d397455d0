import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Generated codes (order codes, client, supplier and bill-of-lading codes, user numbers) come from
// one counter per scope, prefix and period, taken with a row lock in the transaction that inserts
// the record (rest/src/db/codeCounter.ts); the monthly order-code sequence becomes rows of it.
// Upload grants are spent by the upload they allow: a grant's nonce is kept until it expires.
const upStatements = [
  `create table tb_code_counter (
    scope_id int not null,
    prefix varchar(16) not null,
    period varchar(8) not null default '',
    last_value bigint not null check (last_value >= 0),
    primary key (scope_id, prefix, period)
  )`,
  `comment on column tb_code_counter.scope_id is 'the organisation the codes are unique in; 0: the whole database'`,
  `insert into tb_code_counter (scope_id, prefix, period, last_value)
    select 0, prefix, period, last_value from tb_order_code_sequence`,
  `drop table tb_order_code_sequence`,
  `create table tb_upload_grant_use (
    nonce varchar(64) primary key,
    file_id bigint references tb_file (id) on delete set null,
    used_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  `create index tb_upload_grant_use_expires_idx on tb_upload_grant_use (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists tb_upload_grant_use').execute(db);
  await sql
    .raw(
      `create table tb_order_code_sequence (
        prefix varchar(10) not null,
        period char(6) not null,
        last_value int not null,
        primary key (prefix, period)
      )`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into tb_order_code_sequence (prefix, period, last_value)
        select prefix, period, last_value from tb_code_counter where scope_id = 0 and period <> ''`,
    )
    .execute(db);
  await sql.raw('drop table if exists tb_code_counter').execute(db);
}
