import type { FeeSide, SettlementKind } from '../../__generated__/graphql.ts';

/** What differs between receipts (收款, from clients) and payments (付款, to suppliers). */
export interface KindDecl {
  kind: SettlementKind;
  feeSide: FeeSide;
  /** 收款 / 付款 */
  label: string;
  /** 客户 / 供应商 */
  unitLabel: string;
  listPath: string;
  addPath: string;
  /** The view page of one record: `${viewPath}?id=RC-5`. */
  viewPath: string;
  listTitle: string;
}

export const kindDecls: Record<SettlementKind, KindDecl> = {
  RECEIPT: {
    kind: 'RECEIPT',
    feeSide: 'RECEIVABLE',
    label: '收款',
    unitLabel: '客户',
    listPath: '/finance/receive',
    addPath: '/finance/receive/add',
    viewPath: '/finance/receive/view',
    listTitle: '收款管理',
  },
  PAYMENT: {
    kind: 'PAYMENT',
    feeSide: 'PAYABLE',
    label: '付款',
    unitLabel: '供应商',
    listPath: '/finance/pay',
    addPath: '/finance/pay/add',
    viewPath: '/finance/pay/view',
    listTitle: '付款管理',
  },
};
