// The fee engine's only view of orders: the order registry of the order engine, which knows every
// order type's table. Fees name an order by its code within the session's organisation.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../http/errors.ts';
import { orderRegistry } from '../orders/registry.ts';
import { feeSides } from './sides.ts';

export interface FeeOrder {
  orderCode: string;
  orderType: string;
  clientId: number | null;
  orgId: number;
}

export const ORDER_NOT_FOUND = '订单不存在';

/** The order of the organisation, or 404 订单不存在 (also for another organisation's order). */
export async function requireOrder(db: Db, orgId: number, orderCode: string): Promise<FeeOrder> {
  const order = await orderRegistry.findOrder(db, orgId, orderCode);
  if (!order || Number(order.orgId) !== orgId) throw fail.notFound(ORDER_NOT_FOUND, 'orderCode');
  return {
    orderCode: order.orderCode,
    orderType: order.orderType,
    clientId: order.clientId,
    orgId,
  };
}

let hooked = false;

/**
 * Fee lines follow their order to another organisation of the group (change order). Fee types and
 * suppliers belong to an organisation: lines take the target's fee type of the same code and
 * supplier of the same name where there is one.
 */
export function followOrderMoves(): void {
  if (hooked) return;
  hooked = true;
  orderRegistry.onOrderMoved(async (trx, move) => {
    for (const side of feeSides) {
      const table = sql.table(side.table);
      await sql`update ${table} t set org_id = ${move.toOrgId},
          fee_type_id = coalesce((select f.id from tb_fee_type f
            where f.org_id = ${move.toOrgId} and f.fee_code = t.fee_code), t.fee_type_id)
        where t.org_id = ${move.fromOrgId} and t.order_code = ${move.orderCode}`.execute(trx);
      if (side.settlement === 'supplier') {
        await sql`update ${table} t set settlement_unit_id = coalesce((select s.id
            from tb_supplier s where s.org_id = ${move.toOrgId}
              and s.supplier_name = t.settlement_unit_name), t.settlement_unit_id)
          where t.org_id = ${move.toOrgId} and t.order_code = ${move.orderCode}`.execute(trx);
      }
    }
  });
}
