import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Optimistic concurrency: every record a form edits, and each side of an order's fees, carries a
// version (a counter), and who made the last change and when. The counters move in the database,
// in the statement that writes, whichever code path writes: a row trigger on the records, a
// statement trigger on the fee lines. Who wrote is what the writing transaction names
// (`app.user_id`, `app.user_name`, set by rest's transactions); a write outside one names no one.
//
// The tables as they stand at this migration: orders of the five types, the master data, and the
// invoice and settlement forms.
const recordTables = [
  'tb_sea_transport_export',
  'tb_sea_transport_import',
  'tb_air_transport_export',
  'tb_air_transport_import',
  'tb_domestic_trade_business',
  'tb_fee_type',
  'tb_exchange_rate',
  'tb_base_fee',
  'tb_goods',
  'tb_customer',
  'tb_supplier',
  'tb_transportation',
  'tb_adderss',
  'tb_route',
  'tb_route_flight',
  'tb_city',
  'tb_iata',
  'tb_params_six',
  'tb_param_port',
  'tb_shipping_type',
  'tb_dict',
  'tb_dict_category',
  'tb_invoice_set',
  'tb_ar_invoice',
  'tb_settlement',
];

const feeSides = [
  ['tb_ar', 'ar'],
  ['tb_ap', 'ap'],
] as const;

const feeEvents = [
  ['insert', 'select distinct order_code from changed_new'],
  ['update', 'select order_code from changed_old union select order_code from changed_new'],
  ['delete', 'select distinct order_code from changed_old'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function sys_record_version_bump() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        new.version := old.version + 1;
      end if;
      new.modified_by_id := nullif(current_setting('app.user_id', true), '')::int;
      new.modified_by := nullif(current_setting('app.user_name', true), '');
      new.modified_at := now();
      return new;
    end $$`.execute(db);
  for (const table of recordTables) {
    await sql
      .raw(
        `alter table ${table} add column version integer not null default 0,
          add column modified_by_id integer, add column modified_by varchar(50),
          add column modified_at timestamptz`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_version before insert or update on ${table}
          for each row execute function sys_record_version_bump()`,
      )
      .execute(db);
  }

  // One row per order and side, made by the first write to the side's lines.
  await sql`create table tb_order_fee_version (
    order_code varchar(20) not null,
    side varchar(2) not null check (side in ('ar', 'ap')),
    version integer not null default 0,
    modified_by_id integer,
    modified_by varchar(50),
    modified_at timestamptz,
    primary key (order_code, side)
  )`.execute(db);
  // Every statement that writes lines moves the version of each order side it touched, once.
  // A trigger sees only its event's transition tables: one function per event.
  for (const [event, source] of feeEvents) {
    await sql
      .raw(
        `create function tb_fee_side_version_${event}() returns trigger language plpgsql as $$
        begin
          insert into tb_order_fee_version as v (order_code, side, version, modified_by_id,
              modified_by, modified_at)
            select c.order_code, tg_argv[0], 1,
              nullif(current_setting('app.user_id', true), '')::int,
              nullif(current_setting('app.user_name', true), ''), now()
            from (${source}) c
            order by c.order_code
            on conflict (order_code, side) do update set version = v.version + 1,
              modified_by_id = excluded.modified_by_id, modified_by = excluded.modified_by,
              modified_at = excluded.modified_at;
          return null;
        end $$`,
      )
      .execute(db);
  }
  for (const [table, side] of feeSides) {
    for (const [event] of feeEvents) {
      const tables =
        event === 'insert'
          ? 'new table as changed_new'
          : event === 'delete'
            ? 'old table as changed_old'
            : 'old table as changed_old new table as changed_new';
      await sql
        .raw(
          `create trigger ${table}_version_${event} after ${event} on ${table}
            referencing ${tables} for each statement
            execute function tb_fee_side_version_${event}('${side}')`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of feeSides) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger if exists ${table}_version_${event} on ${table}`).execute(db);
    }
  }
  for (const [event] of feeEvents) {
    await sql.raw(`drop function if exists tb_fee_side_version_${event}()`).execute(db);
  }
  await sql`drop table if exists tb_order_fee_version`.execute(db);
  for (const table of recordTables) {
    await sql.raw(`drop trigger if exists ${table}_version on ${table}`).execute(db);
    await sql
      .raw(
        `alter table ${table} drop column if exists version, drop column if exists modified_by_id,
          drop column if exists modified_by, drop column if exists modified_at`,
      )
      .execute(db);
  }
  await sql`drop function if exists sys_record_version_bump()`.execute(db);
}
