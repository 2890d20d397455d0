// Bulk work on an order type's list (http/bulk.ts): complete, cancel or initialise many orders,
// assign one of an order's staff (销售, 客服: the type's user fields) to many, and assign the
// operator (操作人员) of a workflow node — a chosen one, or each order's current node — to many.
// Each row obeys the single action's rules and answers its message when refused.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { columnOf } from '../../../../model/masterData/index.ts';
import { nodeByCode, nodeOperatorField, staffFields } from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import { BULK_MAX, bulkKeys, runBulk } from '../../http/bulk.ts';
import type { RowContext } from '../../http/bulk.ts';
import { requireStr, str } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { AuthedContext } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { checkStaff } from '../system/staff.ts';
import {
  OPERATION,
  assertEditable,
  changeOperationStatus,
  findOrder,
  matchingOrderCodes,
  requireOrder,
} from './engine.ts';
import type { Writer } from './engine.ts';

export const BULK_STATUS_ACTION = 'updateOperationStatusBulk';
export const BULK_STAFF_ACTION = 'updateStaffBulk';
export const BULK_NODE_OPERATOR_ACTION = 'updateNodeOperatorBulk';

function rowWriter(ctx: AuthedContext, decl: OrderTypeDecl, rc: RowContext): Writer {
  return {
    db: rc.trx,
    session: ctx.session,
    audit: (before, after, key) => rc.audit({ table: decl.table, recordKey: key, before, after }),
  };
}

function orderKeys(ctx: AuthedContext, decl: OrderTypeDecl): Promise<string[]> {
  const orgId = currentOrgId(ctx.session);
  return bulkKeys(ctx.body, 'orderCodes', 'text', '订单', (filter) =>
    matchingOrderCodes(ctx.db, decl, orgId, filter, BULK_MAX + 1),
  );
}

export function registerOrderBulk(app: FastifyInstance, decl: OrderTypeDecl): void {
  const statusPath = `${decl.controller}/${BULK_STATUS_ACTION}`;
  route(app, statusPath, async (ctx) => {
    const target = requireStr(ctx.body, 'operationStatus', '请选择操作状态');
    if (!(Object.values(OPERATION) as string[]).includes(target)) {
      throw fail.badRequest('操作状态不正确', 'operationStatus');
    }
    const keys = await orderKeys(ctx, decl);
    const orgId = currentOrgId(ctx.session);
    return runBulk(ctx, statusPath, keys, async (orderCode, rc) => {
      const order = await findOrder(rc.trx, decl, orgId, orderCode, { lock: true });
      // Already as asked: a repeated run leaves it as it is.
      if (order && order.operationStatus === target) return 'unchanged';
      await changeOperationStatus(rowWriter(ctx, decl, rc), decl, {
        orderCode,
        operationStatus: target,
      });
      return 'done';
    });
  });

  const staffPath = `${decl.controller}/${BULK_STAFF_ACTION}`;
  route(app, staffPath, async (ctx) => {
    const name = requireStr(ctx.body, 'field', '请选择要指派的人员类型');
    const field = staffFields(decl).find((f) => f.name === name);
    if (!field) throw fail.badRequest(`不能批量指派：${name}`, 'field');
    const userId = str(ctx.body, 'userId');
    if (userId === undefined) throw fail.badRequest(`请选择${field.label}`, 'userId');
    const keys = await orderKeys(ctx, decl);
    const orgId = currentOrgId(ctx.session);
    const column = columnOf(field);
    return runBulk(ctx, staffPath, keys, async (orderCode, rc) => {
      const before = await requireOrder(rc.trx, decl, orgId, { orderCode }, true);
      // The single save's rules: a closed order is not edited; the person works in its organisation.
      assertEditable(before);
      await checkStaff(rc.trx, ctx.session, 'org', userId, field.label, 'userId');
      const current = before[field.name];
      if (
        (typeof current === 'number' || typeof current === 'string') &&
        String(current) === userId
      ) {
        return 'unchanged';
      }
      await sql`update ${sql.id(decl.table)} set ${sql.id(column)} = ${Number(userId)},
        updated_at = now() where id = ${before.id}`.execute(rc.trx);
      const after = await findOrder(rc.trx, decl, orgId, orderCode);
      rowWriter(ctx, decl, rc).audit(before, after ?? null, orderCode);
      return 'done';
    });
  });

  const operatorPath = `${decl.controller}/${BULK_NODE_OPERATOR_ACTION}`;
  route(app, operatorPath, async (ctx) => {
    // No node named: each order's current node (its step).
    const asked = str(ctx.body, 'nodeCode')?.trim() || null;
    const chosen = asked === null ? null : nodeByCode(decl, asked);
    if (asked !== null && !chosen) {
      throw fail.badRequest(`${decl.label}订单没有该作业节点：${asked}`, 'nodeCode');
    }
    const userId = str(ctx.body, 'userId');
    if (userId === undefined) throw fail.badRequest('请选择操作人员', 'userId');
    const keys = await orderKeys(ctx, decl);
    const orgId = currentOrgId(ctx.session);
    return runBulk(ctx, operatorPath, keys, async (orderCode, rc) => {
      const order = await requireOrder(rc.trx, decl, orgId, { orderCode }, true);
      assertEditable(order);
      const node = chosen ?? nodeByCode(decl, typeof order.step === 'string' ? order.step : '');
      if (!node) throw fail.unprocessable('订单没有当前作业节点', 'nodeCode');
      const field = nodeOperatorField(node);
      await checkStaff(rc.trx, ctx.session, 'org', userId, field.label, 'userId');
      const operators = (order.nodeOperators ?? {}) as Record<string, { userId?: string }>;
      const current = operators[node.code]?.userId ?? null;
      if (current === userId) return 'unchanged';
      await sql`insert into tb_order_node_operator (order_table, order_id, node_code, user_id)
        values (${decl.table}, ${order.id}, ${node.code}, ${Number(userId)})
        on conflict (order_table, order_id, node_code)
        do update set user_id = excluded.user_id, updated_at = now()`.execute(rc.trx);
      rc.audit({
        table: decl.table,
        recordKey: orderCode,
        before: { [field.name]: current === null ? null : Number(current) },
        after: { [field.name]: Number(userId) },
      });
      return 'done';
    });
  });
}
