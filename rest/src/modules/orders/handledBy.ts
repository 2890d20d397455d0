// "My" orders: those of which a user is the customer service (csr), the salesman or the one who
// created them. One condition for the to-do area's lists and figures and for a report scoped to
// the caller's orders (the dashboard's month profit is the 单票利润 report over them).
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

/** The condition on the order table aliased `alias` (any declared order type's table). */
export function handledBy(alias: string, userId: number): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql`(${column('csr_id')} = ${userId} or ${column('sales_id')} = ${userId}
    or ${column('created_by')} = ${userId})`;
}
