import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Saved list views: a user's named filters, columns, sort and page size of one list, in one
// organisation; shared ones are seen (read-only) by the organisation's other users. Each user has
// at most one default view per list and organisation, which may be a view shared with them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table tb_list_view (
    id serial primary key,
    org_id int not null references tb_organization(id) on delete cascade,
    user_id int not null references tb_sys_user(id) on delete cascade,
    list_key varchar(100) not null,
    view_name varchar(50) not null,
    state jsonb not null,
    shared char(1) not null default 'N' check (shared in ('Y', 'N')),
    create_date timestamptz not null default now(),
    update_date timestamptz not null default now(),
    unique (org_id, user_id, list_key, view_name)
  )`.execute(db);
  await sql`create index tb_list_view_shared on tb_list_view (org_id, list_key)
    where shared = 'Y'`.execute(db);
  await sql`create table tb_list_view_default (
    org_id int not null references tb_organization(id) on delete cascade,
    user_id int not null references tb_sys_user(id) on delete cascade,
    list_key varchar(100) not null,
    view_id int not null references tb_list_view(id) on delete cascade,
    primary key (org_id, user_id, list_key)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table tb_list_view_default`.execute(db);
  await sql`drop table tb_list_view`.execute(db);
}
