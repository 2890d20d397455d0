import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// An order's creation date is a business day in China: the default follows Asia/Shanghai, not the
// database server's zone (the order engine also stamps it itself).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tb_sea_transport_export
    alter column create_date set default ((now() at time zone 'Asia/Shanghai')::date)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tb_sea_transport_export
    alter column create_date set default current_date`.execute(db);
}
