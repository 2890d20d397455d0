// Finance's decisions on fee lines (审核通过 YSH, 驳回 BH), for modules that act on them (the to-do
// messages) without the fee engine knowing them. Hooks run inside the decision's transaction.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SessionInfo } from '../../http/session.ts';
import type { ApproveStatus, FeeSide } from './sides.ts';

export interface FeeDecision {
  side: FeeSide;
  orgId: number;
  ids: readonly number[];
  approveStatus: ApproveStatus;
  remark: string | null;
  decider: SessionInfo;
}

export type FeeDecisionHook = (trx: Transaction<Database>, decision: FeeDecision) => Promise<void>;

const hooks: FeeDecisionHook[] = [];

export function onFeeDecision(hook: FeeDecisionHook): void {
  hooks.push(hook);
}

/** Called by the approval calls after their update; approvals and rejections only. */
export async function feeDecided(trx: Transaction<Database>, decision: FeeDecision): Promise<void> {
  if (decision.approveStatus !== 'YSH' && decision.approveStatus !== 'BH') return;
  for (const hook of hooks) await hook(trx, decision);
}
