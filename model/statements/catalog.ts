// The reports' routes and titles (报表目录): all the route table and the menu need of each report,
// apart from its declaration (index.ts), so the web's first bundle carries these lines only.

export interface StatementListing {
  /** The REST action and the key of the report ('receivableAging'). */
  key: string;
  route: string;
  /** The page's title, as the server's menu names the page (rest/src/db/seed/data/menu.ts). */
  title: string;
}

/** Every report, in the menu's order. */
export const statementCatalog: readonly StatementListing[] = [
  { key: 'ticket', route: '/statements/ticket', title: '开票统计' },
  { key: 'ticketV2', route: '/statements/ticket/v2', title: '开票统计（新版）' },
  { key: 'noticket', route: '/statements/noticket', title: '未开票统计' },
  { key: 'profit', route: '/statements/profit', title: '单票利润' },
  { key: 'customers', route: '/statements/customers', title: '客户利润' },
  { key: 'business', route: '/statements/business', title: '业务统计' },
  { key: 'supplier', route: '/statements/supplier', title: '供应商统计' },
  { key: 'payableWriteOff', route: '/statements/payableWriteOff', title: '应付核销' },
  { key: 'receivableWriteOff', route: '/statements/receivableWriteOff', title: '应收核销' },
  { key: 'receivableAging', route: '/statements/receivableAging', title: '应收账龄' },
  { key: 'payableAging', route: '/statements/payableAging', title: '应付账龄' },
  { key: 'unBilledExpenses', route: '/statements/unBilledExpenses', title: '未出账费用' },
  { key: 'unBilledBusiness', route: '/statements/unBilledBusiness', title: '未出账业务' },
  { key: 'payableInvitation', route: '/statements/payableInvitation', title: '应付请款' },
  { key: 'payablePendingAudit', route: '/statements/payablePendingAudit', title: '应付待审核' },
  { key: 'invoiceSettlement', route: '/statements/invoiceSettlement', title: '发票结算' },
  { key: 'invoiceOrder', route: '/statements/invoiceOrder', title: '发票业务明细' },
];
