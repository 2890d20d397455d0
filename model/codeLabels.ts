// Short codes stored without a dictionary, and the words staff see for them. One source: the
// screens, the back end's names and the record history (model/history) read these.

/** 应收状态 / 应付状态 of an order: whether staff have confirmed its receivables / payables. */
export const AR_AP_STATUS_LABELS: Readonly<Record<string, string>> = {
  '0': '未确认',
  '1': '已确认',
};

/** 审核状态 of a fee line. */
export const FEE_APPROVE_STATUS_LABELS = {
  WTJ: '未提交',
  DSH: '待审核',
  YSH: '已审核',
  BH: '已驳回',
} as const;

/** 状态 of an invoice. */
export const INVOICE_STATUS_LABELS = { YKP: '已开票', YZF: '已作废' } as const;

/** 状态 of a receipt or payment. */
export const SETTLEMENT_STATUS_LABELS = { ZC: '正常', CX: '已冲销' } as const;
