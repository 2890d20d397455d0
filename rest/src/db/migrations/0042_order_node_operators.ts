import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// The operator (操作人员) of a workflow node of one order, assigned on the order lists (bulk
// work): at most one per order and node. The node's staff (tb_shipping_type_node_user_mapping)
// say who may operate a node of any order; this says who operates it on this order. Rows follow
// their order by its table and id, so a move to another organisation keeps them.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists tb_order_node_operator`.execute(db);
}
