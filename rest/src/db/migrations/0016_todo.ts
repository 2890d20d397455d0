import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// The to-do area: schedule entries (tbSchedule) and the messages the product sends its users.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table tb_schedule (
    id serial primary key,
    org_id int not null references tb_organization (id),
    subject varchar(100) not null,
    salesman_id int not null references tb_sys_user (id),
    end_date date not null,
    description varchar(1000),
    status varchar(1) not null default 'Y' check (status in ('Y', 'C', 'N')),
    assign_type varchar(1) not null default '1' check (assign_type in ('1', '2')),
    actual_executor_id int references tb_sys_user (id),
    actual_execution_date date,
    creator_id int not null references tb_sys_user (id),
    creator varchar(50),
    create_date timestamptz not null default now(),
    updator_id int references tb_sys_user (id),
    updator varchar(50),
    update_date timestamptz
  )`.execute(db);
  await sql`create index tb_schedule_month_idx on tb_schedule (org_id, end_date)`.execute(db);

  await sql`create table tb_message (
    id bigserial primary key,
    org_id int not null references tb_organization (id),
    recipient_id int not null references tb_sys_user (id),
    kind varchar(30) not null check (kind in
      ('FEE_APPROVED', 'FEE_REJECTED', 'ORDER_MOVED', 'SCHEDULE_ASSIGNED', 'MILESTONE_LATE')),
    title varchar(200) not null,
    content varchar(1000) not null,
    order_code varchar(50),
    order_type varchar(30),
    schedule_id int references tb_schedule (id) on delete set null,
    dedupe_key varchar(200),
    is_read varchar(1) not null default 'N' check (is_read in ('Y', 'N')),
    read_date timestamptz,
    create_date timestamptz not null default now()
  )`.execute(db);
  await sql`create index tb_message_inbox_idx
    on tb_message (recipient_id, org_id, is_read, create_date desc)`.execute(db);
  // A message about one fact is sent once (a late milestone is noticed on every read).
  await sql`create unique index tb_message_dedupe_key
    on tb_message (recipient_id, dedupe_key) where dedupe_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table tb_message`.execute(db);
  await sql`drop table tb_schedule`.execute(db);
}
