import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Optimistic concurrency on every edit (0031 went first): the records the administration forms,
// the schedule, the fee templates, single fee lines and an order's lines and bills of lading edit
// carry a version too, moved by the same row trigger (sys_record_version_bump).
const recordTables = [
  'tb_sys_user',
  'tb_role',
  'tb_organization',
  'tb_menu',
  'tb_schedule',
  'tb_ar_temple',
  'tb_ap_temple',
  'tb_ar',
  'tb_ap',
  'tb_sea_transport_export_transport_company',
  'tb_sea_transport_import_transport_company',
  'tb_domestic_trade_business_transport_company',
  'tb_sea_transport_export_bill_of_lading',
];

export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of recordTables) {
    await sql.raw(`drop trigger if exists ${table}_version on ${table}`).execute(db);
    await sql
      .raw(
        `alter table ${table} drop column if exists version, drop column if exists modified_by_id,
          drop column if exists modified_by, drop column if exists modified_at`,
      )
      .execute(db);
  }
}
