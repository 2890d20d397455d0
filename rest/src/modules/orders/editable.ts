// Whether an order may still be edited: its operation status. One rule, asked by the node saves
// (engine.ts), bulk work and the version check of a node save (scopes.ts), which asks it before
// the version because reloading the order would not make it editable again.
import { fail } from '../../http/errors.ts';

export const OPERATION = {
  cancelled: 'CZZT_QX',
  initialised: 'CZZT_CSH',
  completed: 'CZZT_CZWC',
} as const;

/** Refuses an edit of a cancelled or completed order (422). */
export function assertEditable(order: { operationStatus?: unknown }): void {
  if (order.operationStatus === OPERATION.cancelled) {
    throw fail.unprocessable('订单已取消，不能修改', 'orderCode');
  }
  if (order.operationStatus === OPERATION.completed) {
    throw fail.unprocessable('订单已操作完成，不能修改', 'orderCode');
  }
}
