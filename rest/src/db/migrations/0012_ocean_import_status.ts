import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Ocean import orders take their statuses from their own dictionary, HJ_DDZT (海运进口订单状态),
// instead of air import's KJ_DDZT. A database loaded before this gets the dictionary and its
// ocean import orders move to the same-named statuses; an empty one gets both from the seed.
const entries: readonly (readonly [string, string])[] = [
  ['CG', '草稿'],
  ['YJD', '已接单'],
  ['YBG', '已报关'],
  ['YWS', '已完税'],
  ['YFX', '已放行'],
  ['YPS', '已配送'],
  ['YWC', '已完成'],
  ['YQX', '已取消'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from tb_dict_category
    where code = 'KJ_DDZT'`.execute(db);
  if (Number(rows[0]?.n ?? 0) === 0) return;
  await sql`insert into tb_dict_category (code, name) values ('HJ_DDZT', '海运进口订单状态')
    on conflict (code) do nothing`.execute(db);
  for (const [index, [suffix, name]] of entries.entries()) {
    await sql`insert into tb_dict (category_code, dict_code, dict_name, sort_id)
      values ('HJ_DDZT', ${`HJ_DDZT_${suffix}`}, ${name}, ${(index + 1) * 10})
      on conflict (category_code, dict_code) do nothing`.execute(db);
  }
  await sql`update tb_sea_transport_import
    set status = 'HJ_DDZT_' || substr(status, length('KJ_DDZT_') + 1)
    where status like 'KJ\\_DDZT\\_%'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update tb_sea_transport_import
    set status = 'KJ_DDZT_' || substr(status, length('HJ_DDZT_') + 1)
    where status like 'HJ\\_DDZT\\_%'`.execute(db);
  await sql`delete from tb_dict where category_code = 'HJ_DDZT'`.execute(db);
  await sql`delete from tb_dict_category where code = 'HJ_DDZT'`.execute(db);
}
