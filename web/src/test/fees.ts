import type { FeeApproveStatus } from '../__generated__/graphql.ts';

/** The names the server gives each fee approval status. */
export const feeStatusNames: Record<FeeApproveStatus, string> = {
  WTJ: '未提交',
  DSH: '待审核',
  YSH: '已审核',
  BH: '已驳回',
};
