// "My" orders for the to-do area: the orders of the session's organisation on which the caller is
// the customer service (csr), the salesman or the one who created them, across every declared
// order type. One `union all` over the types' tables, built from the declarations, so a new order
// type joins the kanban and the figures by declaring itself.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { orderTypes } from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import { handledBy } from '../orders/handledBy.ts';

type Frag = RawBuilder<unknown>;

export interface MyOrdersScope {
  orgId: number;
  userId: number;
  /** The order types the caller may open (their list pages are granted). */
  types: readonly OrderTypeDecl[];
  /** Only orders neither completed nor cancelled. */
  openOnly?: boolean;
  shippingType?: string;
  clientId?: number;
}

/**
 * `select shipping_type, order_code, step, status, client_id, csr_id, create_date, is_open,
 * is_cancelled, status_category`
 * of my orders; every table has these columns (migrations 0005, 0010, 0011).
 */
export function myOrders(scope: MyOrdersScope): Frag {
  const types = scope.types.filter(
    (t) => !scope.shippingType || t.shippingType === scope.shippingType,
  );
  if (types.length === 0) {
    return sql`select null::varchar as shipping_type, null::varchar as order_code,
      null::varchar as step, null::varchar as status, null::int as client_id, null::int as csr_id,
      null::date as create_date, false as is_open, false as is_cancelled,
      null::varchar as status_category
      where false`;
  }
  return sql.join(
    types.map((t) => {
      const open = sql`t.status not in (${t.statuses.completed}, ${t.statuses.cancelled})`;
      const where: Frag[] = [sql`t.org_id = ${scope.orgId}`, handledBy('t', scope.userId)];
      if (scope.openOnly) where.push(open);
      if (scope.clientId !== undefined) where.push(sql`t.client_id = ${scope.clientId}`);
      return sql`select ${t.shippingType}::varchar as shipping_type, t.order_code, t.step,
          t.status, t.client_id, t.csr_id, t.create_date, (${open}) as is_open,
          (t.status = ${t.statuses.cancelled}) as is_cancelled,
          ${t.statusCategory}::varchar as status_category
        from ${sql.id(t.table)} t where ${sql.join(where, sql` and `)}`;
    }),
    sql` union all `,
  );
}

/** The types whose list page the caller holds (an administrator holds them all). */
export function openableTypes(
  granted: ReadonlySet<string>,
  isAdmin: boolean,
): readonly OrderTypeDecl[] {
  return isAdmin ? orderTypes : orderTypes.filter((t) => granted.has(t.route));
}
