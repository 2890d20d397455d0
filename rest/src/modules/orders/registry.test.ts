// Finding an order of any type by its code: the type its code prefix names first, then the others.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTypes } from '../../../../model/orders/index.ts';
import { startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { orderRegistry } from './registry.ts';

let rest: TestRest;

beforeAll(async () => {
  rest = await startTestRest();
}, 120_000);

afterAll(async () => {
  await rest.close();
});

interface Row {
  orderCode: string;
  orgId: number;
  clientId: number;
}

async function anOrderOf(table: string): Promise<Row> {
  const { rows } = await sql<Row>`select order_code as "orderCode", org_id as "orgId",
    client_id as "clientId" from ${sql.id(table)} order by id limit 1`.execute(rest.db);
  const row = rows[0];
  if (!row) throw new Error(`no demo order in ${table}`);
  return row;
}

class Undo extends Error {}

describe('orderRegistry.findOrder', () => {
  it.each(orderTypes.map((decl) => [decl.label, decl] as const))(
    'finds an order of %s with its type and client, only in its organisation',
    async (_label, decl) => {
      const order = await anOrderOf(decl.table);
      expect(order.orderCode.startsWith(decl.orderCode.prefix)).toBe(true);
      expect(await orderRegistry.findOrder(rest.db, order.orgId, order.orderCode)).toEqual({
        orderCode: order.orderCode,
        orderType: decl.shippingType,
        clientId: order.clientId,
        orgId: order.orgId,
      });
      expect(
        await orderRegistry.findOrder(rest.db, order.orgId + 1000, order.orderCode),
      ).toBeNull();
    },
  );

  it('answers null for a code that is no order, with a type prefix or without', async () => {
    const order = await anOrderOf(orderTypes[0]?.table ?? '');
    expect(await orderRegistry.findOrder(rest.db, order.orgId, 'HYCK2099019999')).toBeNull();
    expect(await orderRegistry.findOrder(rest.db, order.orgId, 'NOPE-1')).toBeNull();
  });

  it("finds an order whose code does not carry its type's prefix in the other tables", async () => {
    const last = orderTypes[orderTypes.length - 1];
    if (!last) throw new Error('no order types');
    const order = await anOrderOf(last.table);
    const other = orderTypes[0]?.orderCode.prefix ?? '';
    const odd = `${other}LEGACY-${last.orderCode.prefix}`;
    await expect(
      rest.db.transaction().execute(async (trx) => {
        await sql`update ${sql.id(last.table)} set order_code = ${odd}
          where org_id = ${order.orgId} and order_code = ${order.orderCode}`.execute(trx);
        expect(await orderRegistry.findOrder(trx, order.orgId, odd)).toMatchObject({
          orderType: last.shippingType,
          clientId: order.clientId,
        });
        throw new Undo();
      }),
    ).rejects.toBeInstanceOf(Undo);
  });
});
