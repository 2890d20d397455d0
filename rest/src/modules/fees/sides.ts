// One declaration per side of an order's fees: the fee engine, templates, statements and profit
// approval read everything that differs between payables and receivables from here.
import { FEE_APPROVE_STATUS_LABELS } from '../../../../model/codeLabels.ts';

export type FeeSideKey = 'ap' | 'ar';

export interface FeeSide {
  key: FeeSideKey;
  /** REST controllers of the lines, the templates and the template details. */
  controller: 'tbAp' | 'tbAr';
  templateController: 'tbApTemple' | 'tbArTemple';
  detailController: 'tbApTempleDetail' | 'tbArTempleDetail';
  table: 'tb_ap' | 'tb_ar';
  templateTable: 'tb_ap_temple' | 'tb_ar_temple';
  detailTable: 'tb_ap_temple_detail' | 'tb_ar_temple_detail';
  /** 应付 / 应收 */
  label: string;
  /** Who lines are settled with: suppliers of the organisation, or clients of the group. */
  settlement: 'supplier' | 'client';
  /** The fee-type flag that allows the fee type on this side. */
  feeTypeFlag: 'is_payable' | 'is_receivable';
  /** The list's key in findOrderCode answers (as the seeds name them). */
  listKey: 'YFList' | 'YSList';
}

export const payable: FeeSide = {
  key: 'ap',
  controller: 'tbAp',
  templateController: 'tbApTemple',
  detailController: 'tbApTempleDetail',
  table: 'tb_ap',
  templateTable: 'tb_ap_temple',
  detailTable: 'tb_ap_temple_detail',
  label: '应付',
  settlement: 'supplier',
  feeTypeFlag: 'is_payable',
  listKey: 'YFList',
};

export const receivable: FeeSide = {
  key: 'ar',
  controller: 'tbAr',
  templateController: 'tbArTemple',
  detailController: 'tbArTempleDetail',
  table: 'tb_ar',
  templateTable: 'tb_ar_temple',
  detailTable: 'tb_ar_temple_detail',
  label: '应收',
  settlement: 'client',
  feeTypeFlag: 'is_receivable',
  listKey: 'YSList',
};

export const feeSides: readonly FeeSide[] = [payable, receivable];

/**
 * Approval of a fee line. WTJ 未提交 (saved) and BH 已驳回 (sent back by finance) are editable;
 * DSH 待审核 (submitted) and YSH 已审核 (approved) are locked.
 */
export type ApproveStatus = 'WTJ' | 'DSH' | 'YSH' | 'BH';

export const APPROVE_STATUS_NAMES: Readonly<Record<ApproveStatus, string>> =
  FEE_APPROVE_STATUS_LABELS;

export const EDITABLE_STATUSES: readonly ApproveStatus[] = ['WTJ', 'BH'];

export interface Transition {
  from: readonly ApproveStatus[];
  /** Only finance (the fee audit or profit page) may make it. */
  finance: boolean;
  /** The success message the client shows. */
  message: string;
}

/** What updateApproveStatus may do, keyed by the target status. */
export const TRANSITIONS: Readonly<Record<ApproveStatus, Transition>> = {
  DSH: { from: ['WTJ', 'BH'], finance: false, message: '提交成功' },
  YSH: { from: ['DSH'], finance: true, message: '审核通过' },
  BH: { from: ['DSH'], finance: true, message: '已驳回' },
  // Withdrawing a submission, or finance reopening an approved line that is not written off.
  WTJ: { from: ['DSH', 'YSH'], finance: false, message: '撤回成功' },
};

/** Menus whose grant makes a user finance for fee approval. */
export const FINANCE_MENUS: readonly string[] = ['/fee/audit', '/fee/profit'];

export function isApproveStatus(value: string): value is ApproveStatus {
  return Object.hasOwn(APPROVE_STATUS_NAMES, value);
}
