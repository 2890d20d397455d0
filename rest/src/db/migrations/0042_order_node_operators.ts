import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// 1. The operator (操作人员) of a workflow node of one order, assigned on the order lists (bulk
// work): at most one per order and node. The node's staff (tb_shipping_type_node_user_mapping)
// say who may operate a node of any order; this says who operates it on this order. Rows follow
// their order by its table and id, so a move to another organisation keeps them.
//
// 2. Pinyin initials of client and supplier names, for "find anything" (上海海运 → shhy): a
// column the database computes from the name on every write, whichever path writes it (the
// master-data saves, imports, the demo seed, generated data), and for the rows already there.
// pinyin_initials() reads each Chinese character's initial from a table of the basic CJK block
// (U+4E00–U+9FA5) built here from pinyin-pro (each character's most common reading); letters and
// digits are kept in lower case, anything else is left out.

const CJK_FIRST = 0x4e00;
const CJK_LAST = 0x9fa5;

/** One letter per character of the block, `_` where it has no reading. */
async function initialsTable(): Promise<string> {
  const { pinyin } = await import('pinyin-pro');
  let out = '';
  for (let code = CJK_FIRST; code <= CJK_LAST; code += 1) {
    const first = pinyin(String.fromCodePoint(code), { pattern: 'first', toneType: 'none' });
    out += /^[a-z]$/.test(first) ? first : '_';
  }
  return out;
}

const named = [
  ['tb_customer', 'customer_name'],
  ['tb_supplier', 'supplier_name'],
] as const;

async function hasTrigrams(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ extname: string }>`select extname from pg_extension
    where extname = 'pg_trgm'`.execute(db);
  return rows.length > 0;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table tb_order_node_operator (
    id bigserial primary key,
    order_table text not null,
    order_id bigint not null,
    node_code text not null,
    user_id bigint not null,
    updated_at timestamptz not null default now(),
    unique (order_table, order_id, node_code)
  )`.execute(db);
  await sql`create index tb_order_node_operator_user on tb_order_node_operator (user_id)`.execute(
    db,
  );

  const table = await initialsTable();
  if (!/^[a-z_]+$/.test(table)) throw new Error('拼音首字母表只能含字母');
  await sql
    .raw(
      `create function pinyin_initials(name text) returns text
        language sql immutable strict parallel safe as $$
        select coalesce(string_agg(
          case
            when ascii(ch) between ${CJK_FIRST} and ${CJK_LAST}
              then nullif(substr('${table}', ascii(ch) - ${CJK_FIRST - 1}, 1), '_')
            when ch ~ '^[A-Za-z0-9]$' then lower(ch)
          end, '' order by n), '')
        from regexp_split_to_table(name, '') with ordinality as s(ch, n)
      $$`,
    )
    .execute(db);
  const trigrams = await hasTrigrams(db);
  for (const [tbl, column] of named) {
    await sql
      .raw(
        `alter table ${tbl} add column name_initials text
          generated always as (pinyin_initials(${column})) stored`,
      )
      .execute(db);
    // Equal to the text typed (the search's first look), and containing it (trigrams).
    await sql.raw(`create index ${tbl}_name_initials_idx on ${tbl} (name_initials)`).execute(db);
    if (trigrams) {
      await sql
        .raw(
          `create index ${tbl}_name_initials_trgm_idx on ${tbl}
            using gin (name_initials gin_trgm_ops)`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [tbl] of named) {
    await sql.raw(`alter table ${tbl} drop column if exists name_initials`).execute(db);
  }
  await sql`drop function if exists pinyin_initials(text)`.execute(db);
  await sql`drop table if exists tb_order_node_operator`.execute(db);
}
