// The order counts the triggers keep (per organisation, migration 0021; per organisation and
// client, 0023): after orders inserted one by one and many in one statement, given another client,
// moved to another organisation, deleted, and a table truncated, each kept count equals the count
// recomputed from the orders, and the list searched by client answers that total.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanExport, orderTypes } from '../../../../model/orders/index.ts';
import { startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { insertTestOrder } from '../fees/testSupport.ts';
import { pageOrders } from './engine.ts';

let rest: TestRest;

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
});

afterAll(async () => {
  await rest?.close();
});

const tables = orderTypes.map((t) => t.table);

/** Kept counts that differ from the counts recomputed from the orders (none expected). */
async function drift(): Promise<unknown[]> {
  const live = sql.raw(
    tables
      .map((t) => `select '${t}' as table_name, org_id, client_id from ${t}`)
      .join(' union all '),
  );
  const { rows } = await sql`with live as (${live}),
    fresh_org as (select table_name, org_id, count(*)::int as orders from live group by 1, 2),
    fresh_client as (select table_name, org_id, client_id, count(*)::int as orders from live
      where client_id is not null group by 1, 2, 3),
    kept_org as (select table_name, org_id, orders::int from tb_order_count where orders <> 0),
    kept_client as (select table_name, org_id, client_id, orders::int from tb_order_client_count
      where orders <> 0)
    (select 'org kept' as kind, table_name, org_id, null::int as client_id, orders from kept_org
      except select 'org kept', table_name, org_id, null::int, orders from fresh_org)
    union all
    (select 'org fresh', table_name, org_id, null::int, orders from fresh_org
      except select 'org fresh', table_name, org_id, null::int, orders from kept_org)
    union all
    (select 'client kept', * from kept_client except select 'client kept', * from fresh_client)
    union all
    (select 'client fresh', * from fresh_client except select 'client fresh', * from kept_client)
  `.execute(rest.db);
  return rows;
}

async function clients(orgId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select c.id from tb_customer c
    where c.org_id = ${orgId} and c.status = 'Y' order by c.id limit 2`.execute(rest.db);
  return rows.map((r) => r.id);
}

/** The list searched by client answers the client's orders as counted from the table. */
async function clientTotalsAgree(orgId: number, clientIds: number[]): Promise<void> {
  for (const clientId of clientIds) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n
      from tb_sea_transport_export where org_id = ${orgId} and client_id = ${clientId}`.execute(
      rest.db,
    );
    const page = await pageOrders(rest.db, oceanExport, orgId, { clientId, pageSize: 1 });
    expect(page.total, `客户 ${clientId}`).toBe(rows[0]?.n);
    // A page past the end has no row to carry the count.
    const past = await pageOrders(rest.db, oceanExport, orgId, { clientId, pageNum: 10_000 });
    expect(past.total, `客户 ${clientId}，末页之后`).toBe(rows[0]?.n);
  }
}

describe('kept order counts', () => {
  it('hold the demo company as migrated', async () => {
    expect(await drift()).toEqual([]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n
      from tb_order_client_count where orders > 0`.execute(rest.db);
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('follow orders inserted, given another client, moved, deleted and truncated', async () => {
    const table = sql.table('tb_sea_transport_export');
    const order = await insertTestOrder(rest.db, 'HYCKKEPT0001');
    const [first, second] = await clients(order.orgId);
    expect(second, '演示组织应有两个启用的客户').toBeDefined();
    expect(await drift()).toEqual([]);

    // Many orders in one statement, of two clients.
    await sql`insert into ${table} (org_id, order_code, status, step, client_id,
        shipping_mode_id, csr_id, departure_port_id, destination_port_id)
      select org_id, 'HYCKKEPT1' || lpad(n::text, 3, '0'), status, step,
        case when n % 2 = 0 then ${first}::int else ${second}::int end,
        shipping_mode_id, csr_id, departure_port_id, destination_port_id
      from ${table}, generate_series(1, 7) n where order_code = ${order.orderCode}`.execute(
      rest.db,
    );
    expect(await drift()).toEqual([]);
    await clientTotalsAgree(order.orgId, [first!, second!]);

    // Another client, one order and many at once; an edit that changes neither.
    await sql`update ${table} set client_id = ${second} where order_code = ${order.orderCode}`.execute(
      rest.db,
    );
    await sql`update ${table} set client_id = ${first}
      where order_code like 'HYCKKEPT1%' and client_id = ${second}`.execute(rest.db);
    await sql`update ${table} set contact = '改联系人' where order_code like 'HYCKKEPT%'`.execute(
      rest.db,
    );
    expect(await drift()).toEqual([]);
    await clientTotalsAgree(order.orgId, [first!, second!]);

    // To another organisation, with another client in the same statement.
    const { rows } = await sql<{ id: number }>`select o.id from tb_organization o
      where o.id <> ${order.orgId} order by o.id limit 1`.execute(rest.db);
    const otherOrg = rows[0]?.id;
    expect(otherOrg, '演示数据应有第二个组织').toBeDefined();
    await sql`update ${table} set org_id = ${otherOrg}, client_id = ${second}
      where order_code = 'HYCKKEPT1002'`.execute(rest.db);
    expect(await drift()).toEqual([]);

    await sql`delete from ${table} where order_code like 'HYCKKEPT1%'`.execute(rest.db);
    expect(await drift()).toEqual([]);
    await clientTotalsAgree(order.orgId, [first!, second!]);

    // A client with no orders of the type at all.
    const page = await pageOrders(rest.db, oceanExport, order.orgId, { clientId: 987_654 });
    expect(page.total).toBe(0);

    await sql`truncate tb_domestic_trade_business cascade`.execute(rest.db);
    expect(await drift()).toEqual([]);
  });
});
