import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// API tokens for reporting tools (rest/src/http/apiTokens.ts): bound to one organisation and one
// role, read-only unless granted write, with an expiry date. Only the SHA-256 of the secret is
// kept. The row also counts its uses and, per minute window, its requests and REST calls, so the
// rate limit holds across every rest and gateway process over the database.
const upStatements = [
  `create table sys_api_token (
    id int generated always as identity primary key,
    name varchar(40) not null,
    token_hash char(64) not null unique,
    group_id int not null references tb_group (id),
    org_id int not null references tb_organization (id),
    role_id int not null references tb_role (id),
    can_write boolean not null default false,
    expires_on date not null,
    requests_per_minute int not null check (requests_per_minute > 0),
    cost_per_minute int not null check (cost_per_minute > 0),
    created_by int not null,
    created_by_name varchar(50) not null,
    created_at timestamptz not null default now(),
    revoked_at timestamptz,
    revoked_by int,
    revoked_by_name varchar(50),
    last_used_at timestamptz,
    last_used_ip varchar(64),
    use_count bigint not null default 0,
    window_start timestamptz,
    window_requests int not null default 0,
    window_cost int not null default 0,
    last_request_id varchar(128)
  )`,
  `create index sys_api_token_group_idx on sys_api_token (group_id, created_at desc)`,
  // The page under 系统管理 in a database seeded before it existed (a new one gets it from the seed).
  `insert into tb_menu (pid, sort_id, type, name, url, icon)
    select g.id, 60, '1', 'API 令牌', '/sys/apitoken', 'settings'
    from tb_menu g
    where g.type = '0' and g.name = '系统管理'
      and not exists (select 1 from tb_menu m where m.url = '/sys/apitoken')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`delete from tb_menu where url = '/sys/apitoken'`).execute(db);
  await sql.raw('drop table if exists sys_api_token').execute(db);
}
