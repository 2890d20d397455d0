import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// The number of orders of each type per organisation and client, kept by triggers beside the
// organisation's count (0021), so a list searched by client alone (the client's page of orders,
// the most common search) answers its total without counting the client's thousands of index
// entries. Inserts and deletes are counted per statement, a move to another organisation or client
// per row, and a TRUNCATE clears the type's counts.
const orderTables = [
  'tb_sea_transport_export',
  'tb_sea_transport_import',
  'tb_air_transport_export',
  'tb_air_transport_import',
  'tb_domestic_trade_business',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table tb_order_client_count (
    table_name varchar(64) not null,
    org_id integer not null,
    client_id integer not null,
    orders bigint not null,
    primary key (table_name, org_id, client_id)
  )`.execute(db);
  await sql`create function tb_order_client_count_inserted() returns trigger language plpgsql as $$
    begin
      insert into tb_order_client_count as c (table_name, org_id, client_id, orders)
        select tg_table_name, org_id, client_id, count(*) from new_rows
        where client_id is not null group by org_id, client_id
        on conflict (table_name, org_id, client_id)
        do update set orders = c.orders + excluded.orders;
      return null;
    end $$`.execute(db);
  await sql`create function tb_order_client_count_deleted() returns trigger language plpgsql as $$
    begin
      update tb_order_client_count c set orders = c.orders - d.n
        from (select org_id, client_id, count(*) as n from old_rows
          where client_id is not null group by org_id, client_id) d
        where c.table_name = tg_table_name and c.org_id = d.org_id and c.client_id = d.client_id;
      return null;
    end $$`.execute(db);
  await sql`create function tb_order_client_count_moved() returns trigger language plpgsql as $$
    begin
      if old.client_id is not null then
        update tb_order_client_count set orders = orders - 1
          where table_name = tg_table_name and org_id = old.org_id and client_id = old.client_id;
      end if;
      if new.client_id is not null then
        insert into tb_order_client_count as c (table_name, org_id, client_id, orders)
          values (tg_table_name, new.org_id, new.client_id, 1)
          on conflict (table_name, org_id, client_id) do update set orders = c.orders + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function tb_order_client_count_truncated() returns trigger language plpgsql as $$
    begin
      delete from tb_order_client_count where table_name = tg_table_name;
      return null;
    end $$`.execute(db);
  for (const t of orderTables) {
    const table = sql.id(t);
    await sql`create trigger ${sql.id(`${t}_client_count_insert`)} after insert on ${table}
      referencing new table as new_rows for each statement
      execute function tb_order_client_count_inserted()`.execute(db);
    await sql`create trigger ${sql.id(`${t}_client_count_delete`)} after delete on ${table}
      referencing old table as old_rows for each statement
      execute function tb_order_client_count_deleted()`.execute(db);
    await sql`create trigger ${sql.id(`${t}_client_count_move`)}
      after update of org_id, client_id on ${table}
      for each row when (old.org_id is distinct from new.org_id
        or old.client_id is distinct from new.client_id)
      execute function tb_order_client_count_moved()`.execute(db);
    await sql`create trigger ${sql.id(`${t}_client_count_truncate`)} after truncate on ${table}
      for each statement execute function tb_order_client_count_truncated()`.execute(db);
    await sql`insert into tb_order_client_count (table_name, org_id, client_id, orders)
      select ${t}::varchar, org_id, client_id, count(*) from ${table}
      where client_id is not null group by org_id, client_id`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of orderTables) {
    for (const suffix of ['insert', 'delete', 'move', 'truncate']) {
      await sql`drop trigger ${sql.id(`${t}_client_count_${suffix}`)} on ${sql.id(t)}`.execute(db);
    }
  }
  for (const fn of ['inserted', 'deleted', 'moved', 'truncated']) {
    await sql.raw(`drop function tb_order_client_count_${fn}()`).execute(db);
  }
  await sql`drop table tb_order_client_count`.execute(db);
}
