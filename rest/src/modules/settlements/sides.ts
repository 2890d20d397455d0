// One declaration per kind of settlement: receipts from clients write off receivable lines,
// payments to suppliers write off payable lines. Everything that differs is read from here.
import { payable, receivable } from '../fees/sides.ts';
import type { FeeSide } from '../fees/sides.ts';

export interface SettlementSide {
  key: 'ar' | 'ap';
  /** REST controller (paths chosen here: the seeds show none for receipts and payments). */
  controller: 'tbReceipt' | 'tbPayment';
  /** The fee lines it writes off. */
  fee: FeeSide;
  /** 收款 / 付款 */
  label: string;
  /** Code prefix of its numbers: SK202611250001. */
  prefix: 'SK' | 'FK';
  /** The web page whose holders record them. */
  menu: '/finance/receive' | '/finance/pay';
}

export const receipts: SettlementSide = {
  key: 'ar',
  controller: 'tbReceipt',
  fee: receivable,
  label: '收款',
  prefix: 'SK',
  menu: '/finance/receive',
};

export const payments: SettlementSide = {
  key: 'ap',
  controller: 'tbPayment',
  fee: payable,
  label: '付款',
  prefix: 'FK',
  menu: '/finance/pay',
};

export const settlementSides: readonly SettlementSide[] = [receipts, payments];

export const SETTLEMENT_STATUS_NAMES = { ZC: '正常', CX: '已冲销' } as const;
export type SettlementStatus = keyof typeof SETTLEMENT_STATUS_NAMES;
