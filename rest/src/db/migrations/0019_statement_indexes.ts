import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Indexes for the statements: fee lines are read per order type (each joined to its own order
// table), invoiced lines per invoice, written-off lines per write-off day, and lines per
// settlement unit (aging, suppliers, customers). Partial where most lines do not qualify.
const indexes = (table: string) => [
  `create index ${table}_type_idx on ${table} (org_id, order_type, order_code)`,
  `create index ${table}_invoice_idx on ${table} (org_id, invoice_no) where invoice_no is not null`,
  `create index ${table}_write_off_idx on ${table} (org_id, write_off_date)
    where write_off_money is not null`,
  `create index ${table}_unit_idx on ${table} (org_id, settlement_unit_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...indexes('tb_ar'), ...indexes('tb_ap')]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tb_ar', 'tb_ap']) {
    for (const suffix of ['type', 'invoice', 'write_off', 'unit']) {
      await sql.raw(`drop index if exists ${table}_${suffix}_idx`).execute(db);
    }
  }
}
