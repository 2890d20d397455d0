import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Failed sign-ins slow down who fails instead of locking the account (auth/throttle.ts): the
// delay is per account and address, so sys_login_attempt is read by the pair; past a ceiling of
// failures an account asks for a captcha issued for it, so a captcha remembers which account it
// was asked for (null: any account, as before). A sign-in is written down before its password is
// checked (ok null until then), so simultaneous tries of one address count one another.
const upStatements = [
  `alter table sys_login_attempt alter column ok drop not null`,
  `alter table sys_captcha add column mobile varchar(20)`,
  `create index sys_login_attempt_pair_idx on sys_login_attempt (mobile, ip, at)`,
  `create index sys_login_attempt_at_idx on sys_login_attempt (at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists sys_login_attempt_at_idx').execute(db);
  await sql.raw('drop index if exists sys_login_attempt_pair_idx').execute(db);
  await sql.raw('alter table sys_captcha drop column if exists mobile').execute(db);
  await sql.raw('delete from sys_login_attempt where ok is null').execute(db);
  await sql.raw('alter table sys_login_attempt alter column ok set not null').execute(db);
}
