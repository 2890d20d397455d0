// The to-do area's calls: schedule entries, messages and order milestones.
import type { FastifyInstance } from 'fastify';
import { orderRegistry } from '../orders/registry.ts';
import { onFeeDecision } from '../fees/decisions.ts';
import { notifyFeeDecision, notifyOrderMoved, registerMessageRoutes } from './messages.ts';
import { registerMilestoneRoutes } from './milestones.ts';
import { registerScheduleRoutes } from './schedule.ts';

let hooked = false;

export function todoModule(app: FastifyInstance): void {
  registerScheduleRoutes(app);
  registerMessageRoutes(app);
  registerMilestoneRoutes(app);
  // Users of the organisation an order moves into are told, inside the move's transaction.
  if (!hooked) {
    hooked = true;
    orderRegistry.onOrderMoved((trx, move) => notifyOrderMoved(trx, move));
    // The creators of fee lines hear of finance's decision on them.
    onFeeDecision((trx, decision) => notifyFeeDecision(trx, decision));
  }
}
