import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// One number that moves with every committed change to the reference data gateways keep for a
// while (dictionaries and their categories, seaports, IATA airports, fee types). rest sends it
// with every signed-in answer (`x-reference-stamp`), so a gateway that kept an answer learns at
// its next call that another gateway (or anything else writing the database) changed the data.
// The row is updated inside the writing transaction, so the new number is seen only once the
// change itself is.
const referenceTables = ['tb_dict', 'tb_dict_category', 'tb_param_port', 'tb_iata', 'tb_fee_type'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table sys_reference_stamp (
    id integer primary key default 1 check (id = 1),
    stamp bigint not null
  )`.execute(db);
  await sql`insert into sys_reference_stamp (id, stamp) values (1, 1)`.execute(db);
  await sql`create function sys_reference_stamp_bump() returns trigger language plpgsql as $$
    begin
      update sys_reference_stamp set stamp = stamp + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const table of referenceTables) {
    await sql
      .raw(
        `create trigger ${table}_reference_stamp after insert or update or delete or truncate
          on ${table} for each statement execute function sys_reference_stamp_bump()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of referenceTables) {
    await sql.raw(`drop trigger if exists ${table}_reference_stamp on ${table}`).execute(db);
  }
  await sql`drop function if exists sys_reference_stamp_bump()`.execute(db);
  await sql`drop table if exists sys_reference_stamp`.execute(db);
}
