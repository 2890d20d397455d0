// What other modules may ask of orders without knowing the order types: whether an order exists
// in an organisation (fee lines validate their order), and a hook to move their rows when an
// order changes organisation (insertChangeOrder).
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { orderTypeByShippingType, orderTypes } from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';

export interface OrderRef {
  orderCode: string;
  /** The shipping type code of the order's type (ZYLX_HYCK…). */
  orderType: string;
  clientId: number;
  orgId: number;
}

export interface OrderMove {
  orderCode: string;
  orderType: string;
  fromOrgId: number;
  toOrgId: number;
}

/** Runs inside the change-order transaction; a throw undoes the whole move. */
export type OrderMoveHook = (trx: Transaction<Database>, move: OrderMove) => Promise<void>;

const moveHooks: OrderMoveHook[] = [];

export interface NewOrder {
  orgId: number;
  orderType: string;
  clientId: number | null;
}

/** Runs in the transaction that creates an order, before the insert; a throw refuses it. */
export type OrderCreateHook = (db: Db, order: NewOrder) => Promise<void>;

const createHooks: OrderCreateHook[] = [];

/** The list pages of these shipping types (ZYLX_HYCK → /action/oceanexport); null for an unknown one. */
export function pagesOfTypes(shippingTypes: readonly string[]): string[] | null {
  const pages = new Set<string>();
  for (const type of shippingTypes) {
    const decl = orderTypeByShippingType(type);
    if (!decl) return null;
    pages.add(decl.route);
  }
  return pages.size > 0 ? [...pages] : null;
}

/** The first order with this code in these types' tables, as one statement. */
async function findIn(
  db: Db,
  decls: readonly OrderTypeDecl[],
  orgId: number,
  orderCode: string,
): Promise<{ orderType: string; clientId: number } | undefined> {
  if (decls.length === 0) return undefined;
  const select = (decl: OrderTypeDecl) =>
    sql`select ${decl.shippingType}::text as "orderType", client_id as "clientId"
      from ${sql.id(decl.table)} where org_id = ${orgId} and order_code = ${orderCode} limit 1`;
  const [only] = decls;
  const query =
    decls.length === 1 && only
      ? select(only)
      : sql`${sql.join(
          decls.map((decl) => sql`(${select(decl)})`),
          sql` union all `,
        )} limit 1`;
  const { rows } = await query.$castTo<{ orderType: string; clientId: number }>().execute(db);
  return rows[0];
}

export const orderRegistry = {
  /** The order of any declared type with this code in the organisation, or null. */
  async findOrder(db: Db, orgId: number, orderCode: string): Promise<OrderRef | null> {
    // The type whose code prefix the code has first (one index lookup), then the others in one
    // statement: an order code is found with one statement, and a code that is no order's with two.
    const likely = orderTypes.find((decl) => orderCode.startsWith(decl.orderCode.prefix));
    const others = orderTypes.filter((decl) => decl !== likely);
    const row =
      (likely && (await findIn(db, [likely], orgId, orderCode))) ??
      (await findIn(db, others, orgId, orderCode));
    return row ? { orderCode, orderType: row.orderType, clientId: row.clientId, orgId } : null;
  },

  /**
   * The list pages (web routes) of the types of these orders of the organisation, the pages whose
   * holders may open them; null when none is named or one is not an order there.
   */
  async pagesOf(
    db: Db,
    orgId: number | null,
    orderCodes: readonly string[],
  ): Promise<string[] | null> {
    if (orgId === null || orderCodes.length === 0) return null;
    const types: string[] = [];
    for (const code of new Set(orderCodes)) {
      const order = await orderRegistry.findOrder(db, orgId, code);
      if (!order) return null;
      types.push(order.orderType);
    }
    return pagesOfTypes(types);
  },

  /** Called once by a module whose rows follow their order to another organisation (fees). */
  onOrderMoved(hook: OrderMoveHook): void {
    moveHooks.push(hook);
  },

  moveHooks(): readonly OrderMoveHook[] {
    return moveHooks;
  },

  /** Called once by a module that may refuse new orders (credit control stops a client's). */
  onOrderCreating(hook: OrderCreateHook): void {
    createHooks.push(hook);
  },

  createHooks(): readonly OrderCreateHook[] {
    return createHooks;
  },
};
