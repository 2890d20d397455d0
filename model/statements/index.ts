// The statements (报表): one declaration per report names its route, filters, columns, totals and
// chart. rest computes each report with one SQL aggregate (rest/src/modules/statements), the
// gateway's schema and the web's pages and operations are generated from these declarations.
// Each report's key, route and title are listed in catalog.ts (the web's route table reads that).
import { statementCatalog } from './catalog.ts';
import type { StatementListing } from './catalog.ts';

/** Filters a report may offer; the organisation is never a filter: it is always the session's. */
export type StatementFilterName =
  | 'dateFrom'
  | 'dateTo'
  | 'asOf'
  | 'clientId'
  | 'supplierId'
  | 'orderType'
  | 'currency'
  | 'salesId'
  | 'orderCode'
  | 'invoiceNo';

export type StatementColumnKind = 'text' | 'money' | 'date' | 'int' | 'percent' | 'rate';

export interface StatementColumn {
  key: string;
  label: string;
  kind: StatementColumnKind;
  /**
   * A money column's currency: CNY (本位币, each line converted at its rate) or the row's own
   * currency (its 币种 column). Keys ending in Cny (and cnyMoney) are CNY.
   */
  currency?: 'CNY' | 'own';
}

export interface StatementChart {
  kind: 'bar';
  title: string;
  /**
   * totals: one bar per listed money column of the totals (aging buckets);
   * group: the report's lines summed by `by` (month, order type, customer…), the top 12 by value.
   */
  source: 'totals' | 'group';
  /** Money columns shown (totals), or the one summed (group). */
  values: readonly string[];
  /** For a group chart: the column (text) or 'month' of the report's date the bars stand for. */
  by?: string;
}

export interface StatementDecl extends StatementListing {
  /** GraphQL names: Query.<field>, types Statement<Type>Row, …Filter. */
  typeName: string;
  /** One sentence: what the report answers (shown under the title, and in docs/statements.md). */
  question: string;
  /** What the date filters apply to, as the search form labels them. */
  dateLabel?: string;
  filters: readonly StatementFilterName[];
  columns: readonly StatementColumn[];
  /** Columns summed over the whole filtered set into the totals row. */
  totals: readonly string[];
  chart?: StatementChart;
}

/** A report's key, route and title, as the catalog lists them. */
function listed(key: string): StatementListing {
  const found = statementCatalog.find((s) => s.key === key);
  if (!found) throw new Error(`报表 ${key} 不在报表目录中`);
  return found;
}

const text = (key: string, label: string): StatementColumn => ({ key, label, kind: 'text' });
const money = (
  key: string,
  label: string,
  currency: 'CNY' | 'own' = /Cny$|^cny/.test(key) ? 'CNY' : 'own',
): StatementColumn => ({ key, label, kind: 'money', currency });
const date = (key: string, label: string): StatementColumn => ({ key, label, kind: 'date' });
const int = (key: string, label: string): StatementColumn => ({ key, label, kind: 'int' });

const FEE_FILTERS = [
  'dateFrom',
  'dateTo',
  'orderType',
  'currency',
  'salesId',
  'orderCode',
] as const;
const AGING_BUCKETS = [
  money('days0To30', '0–30天', 'CNY'),
  money('days31To60', '31–60天', 'CNY'),
  money('days61To90', '61–90天', 'CNY'),
  money('daysOver90', '90天以上', 'CNY'),
];
const AGING_KEYS = ['outstandingCny', 'days0To30', 'days31To60', 'days61To90', 'daysOver90'];

/**
 * What every report counts, said beside its figures: the organisation's orders without the
 * cancelled ones (rest/src/modules/statements/sources.ts builds every report on that base). The
 * dashboard counts differently (the user's own orders, cancelled ones too), so a quantity both
 * show under one name (已核销, 应收, 利润) carries its scope on each screen.
 */
export const statementScope = '不含已取消订单';

export const statements: readonly StatementDecl[] = [
  {
    ...listed('ticket'),
    typeName: 'Ticket',
    question: '按发票汇总已开票的应收费用：每张发票开给谁、多少钱、收回多少、还欠多少。',
    dateLabel: '开票日期',
    filters: [...FEE_FILTERS, 'clientId', 'invoiceNo'],
    columns: [
      text('invoiceNo', '发票号'),
      date('invoiceDate', '开票日期'),
      text('clientName', '客户'),
      text('currencyName', '币种'),
      int('orderCount', '订单数'),
      int('lineCount', '费用条数'),
      money('money', '开票金额'),
      money('cnyMoney', '折合人民币'),
      money('writeOffCny', '已核销(人民币)'),
      money('outstandingCny', '未核销(人民币)'),
    ],
    totals: ['orderCount', 'lineCount', 'cnyMoney', 'writeOffCny', 'outstandingCny'],
    chart: {
      kind: 'bar',
      title: '按月开票金额(人民币)',
      source: 'group',
      values: ['cnyMoney'],
      by: 'month',
    },
  },
  {
    ...listed('ticketV2'),
    typeName: 'TicketV2',
    question: '逐条列出已开票的应收与应付费用，可按发票号、订单、结算单位核对明细。',
    dateLabel: '开票日期',
    filters: [...FEE_FILTERS, 'clientId', 'supplierId', 'invoiceNo'],
    columns: [
      text('invoiceNo', '发票号'),
      date('invoiceDate', '开票日期'),
      text('sideName', '收付'),
      text('orderCode', '订单号'),
      text('orderTypeName', '业务类型'),
      text('settlementUnitName', '结算单位'),
      text('feeName', '费用名称'),
      text('currencyName', '币种'),
      money('money', '金额'),
      { key: 'exchangeRate', label: '汇率', kind: 'rate' },
      money('cnyMoney', '折合人民币'),
      money('writeOffMoney', '已核销'),
    ],
    totals: ['cnyMoney'],
  },
  {
    ...listed('noticket'),
    typeName: 'Noticket',
    question: '哪些客户还有应收费用没有开票，按客户和币种汇总金额。',
    dateLabel: '费用日期',
    filters: [...FEE_FILTERS, 'clientId'],
    columns: [
      text('clientName', '客户'),
      text('currencyName', '币种'),
      int('orderCount', '订单数'),
      int('lineCount', '费用条数'),
      money('money', '未开票金额'),
      money('cnyMoney', '折合人民币'),
      date('oldestDate', '最早费用日期'),
    ],
    totals: ['orderCount', 'lineCount', 'cnyMoney'],
    chart: {
      kind: 'bar',
      title: '未开票金额前12名客户(人民币)',
      source: 'group',
      values: ['cnyMoney'],
      by: 'clientName',
    },
  },
  {
    ...listed('profit'),
    typeName: 'Profit',
    question: '每票业务赚了多少：应收减应付，都按费用行锁定的汇率折合人民币。',
    dateLabel: '接单日期',
    filters: ['dateFrom', 'dateTo', 'orderType', 'clientId', 'salesId', 'orderCode'],
    columns: [
      text('orderCode', '订单号'),
      text('orderTypeName', '业务类型'),
      date('orderDate', '接单日期'),
      text('clientName', '客户'),
      text('salesName', '销售'),
      money('receivableCny', '应收(人民币)'),
      money('payableCny', '应付(人民币)'),
      money('profitCny', '利润(人民币)'),
      { key: 'marginPercent', label: '利润率%', kind: 'percent' },
    ],
    totals: ['receivableCny', 'payableCny', 'profitCny'],
    chart: {
      kind: 'bar',
      title: '按月利润(人民币)',
      source: 'group',
      values: ['profitCny'],
      by: 'month',
    },
  },
  {
    ...listed('customers'),
    typeName: 'Customers',
    question: '每个客户带来多少业务、收入、成本和利润，已收回多少、还欠多少。',
    dateLabel: '接单日期',
    filters: ['dateFrom', 'dateTo', 'orderType', 'clientId', 'salesId'],
    columns: [
      text('clientName', '客户'),
      int('orderCount', '订单数'),
      money('receivableCny', '应收(人民币)'),
      money('payableCny', '应付(人民币)'),
      money('profitCny', '利润(人民币)'),
      money('receivedCny', '已收(人民币)'),
      money('outstandingCny', '未收(人民币)'),
    ],
    totals: [
      'orderCount',
      'receivableCny',
      'payableCny',
      'profitCny',
      'receivedCny',
      'outstandingCny',
    ],
    chart: {
      kind: 'bar',
      title: '利润前12名客户(人民币)',
      source: 'group',
      values: ['profitCny'],
      by: 'clientName',
    },
  },
  {
    ...listed('business'),
    typeName: 'Business',
    question: '各业务类型每月做了多少票、收入、成本和利润。',
    dateLabel: '接单日期',
    filters: ['dateFrom', 'dateTo', 'orderType', 'clientId', 'salesId'],
    columns: [
      text('month', '月份'),
      text('orderTypeName', '业务类型'),
      int('orderCount', '订单数'),
      money('receivableCny', '应收(人民币)'),
      money('payableCny', '应付(人民币)'),
      money('profitCny', '利润(人民币)'),
    ],
    totals: ['orderCount', 'receivableCny', 'payableCny', 'profitCny'],
    chart: {
      kind: 'bar',
      title: '各业务类型订单数',
      source: 'group',
      values: ['orderCount'],
      by: 'orderTypeName',
    },
  },
  {
    ...listed('supplier'),
    typeName: 'Supplier',
    question: '向每个供应商采购了多少（应付），已付多少、还欠多少。',
    dateLabel: '费用日期',
    filters: [...FEE_FILTERS, 'supplierId'],
    columns: [
      text('supplierName', '供应商'),
      int('orderCount', '订单数'),
      int('lineCount', '费用条数'),
      money('payableCny', '应付(人民币)'),
      money('paidCny', '已付(人民币)'),
      money('outstandingCny', '未付(人民币)'),
    ],
    totals: ['orderCount', 'lineCount', 'payableCny', 'paidCny', 'outstandingCny'],
    chart: {
      kind: 'bar',
      title: '应付前12名供应商(人民币)',
      source: 'group',
      values: ['payableCny'],
      by: 'supplierName',
    },
  },
  {
    ...listed('payableWriteOff'),
    typeName: 'PayableWriteOff',
    question: '哪些应付费用已核销（付款），何时、由谁核销，还剩多少未付。',
    dateLabel: '核销日期',
    filters: [...FEE_FILTERS, 'supplierId', 'invoiceNo'],
    columns: [
      date('writeOffDate', '核销日期'),
      text('writeOffName', '核销人'),
      text('supplierName', '供应商'),
      text('orderCode', '订单号'),
      text('feeName', '费用名称'),
      text('invoiceNo', '发票号'),
      text('currencyName', '币种'),
      money('money', '金额'),
      money('writeOffMoney', '核销金额'),
      money('remaining', '未核销'),
      money('writeOffCny', '核销(人民币)'),
    ],
    totals: ['writeOffCny'],
    chart: {
      kind: 'bar',
      title: '按月核销(人民币)',
      source: 'group',
      values: ['writeOffCny'],
      by: 'month',
    },
  },
  {
    ...listed('receivableWriteOff'),
    typeName: 'ReceivableWriteOff',
    question: '哪些应收费用已核销（收款），何时、由谁核销，还剩多少未收。',
    dateLabel: '核销日期',
    filters: [...FEE_FILTERS, 'clientId', 'invoiceNo'],
    columns: [
      date('writeOffDate', '核销日期'),
      text('writeOffName', '核销人'),
      text('clientName', '客户'),
      text('orderCode', '订单号'),
      text('feeName', '费用名称'),
      text('invoiceNo', '发票号'),
      text('currencyName', '币种'),
      money('money', '金额'),
      money('writeOffMoney', '核销金额'),
      money('remaining', '未核销'),
      money('writeOffCny', '核销(人民币)'),
    ],
    totals: ['writeOffCny'],
    chart: {
      kind: 'bar',
      title: '按月核销(人民币)',
      source: 'group',
      values: ['writeOffCny'],
      by: 'month',
    },
  },
  {
    ...listed('receivableAging'),
    typeName: 'ReceivableAging',
    question:
      '截至某日每个客户还欠多少，欠了多久（按开票日期，未开票按费用日期计龄，扣除已核销）。',
    filters: ['asOf', 'orderType', 'currency', 'clientId', 'salesId'],
    columns: [
      text('clientName', '客户'),
      int('lineCount', '费用条数'),
      money('outstandingCny', '未收合计(人民币)'),
      ...AGING_BUCKETS,
    ],
    totals: ['lineCount', ...AGING_KEYS],
    chart: {
      kind: 'bar',
      title: '账龄分布(人民币)',
      source: 'totals',
      values: AGING_KEYS.slice(1),
    },
  },
  {
    ...listed('payableAging'),
    typeName: 'PayableAging',
    question:
      '截至某日欠每个供应商多少，欠了多久（按开票日期，未开票按费用日期计龄，扣除已核销）。',
    filters: ['asOf', 'orderType', 'currency', 'supplierId', 'salesId'],
    columns: [
      text('supplierName', '供应商'),
      int('lineCount', '费用条数'),
      money('outstandingCny', '未付合计(人民币)'),
      ...AGING_BUCKETS,
    ],
    totals: ['lineCount', ...AGING_KEYS],
    chart: {
      kind: 'bar',
      title: '账龄分布(人民币)',
      source: 'totals',
      values: AGING_KEYS.slice(1),
    },
  },
  {
    ...listed('unBilledExpenses'),
    typeName: 'UnBilledExpenses',
    question: '哪些应付费用供应商还没有开票（未收到发票的成本）。',
    dateLabel: '费用日期',
    filters: [...FEE_FILTERS, 'supplierId'],
    columns: [
      text('orderCode', '订单号'),
      text('orderTypeName', '业务类型'),
      text('supplierName', '供应商'),
      text('feeName', '费用名称'),
      text('currencyName', '币种'),
      money('money', '金额'),
      money('cnyMoney', '折合人民币'),
      text('approveStatusName', '审核状态'),
      date('feeDate', '费用日期'),
      int('ageDays', '天数'),
    ],
    totals: ['cnyMoney'],
    chart: {
      kind: 'bar',
      title: '未开票费用前12名供应商(人民币)',
      source: 'group',
      values: ['cnyMoney'],
      by: 'supplierName',
    },
  },
  {
    ...listed('unBilledBusiness'),
    typeName: 'UnBilledBusiness',
    question: '哪些订单的应收还没有全部开票，还差多少。',
    dateLabel: '接单日期',
    filters: ['dateFrom', 'dateTo', 'orderType', 'clientId', 'salesId', 'orderCode'],
    columns: [
      text('orderCode', '订单号'),
      text('orderTypeName', '业务类型'),
      date('orderDate', '接单日期'),
      text('clientName', '客户'),
      text('salesName', '销售'),
      int('lineCount', '未开票条数'),
      money('invoicedCny', '已开票(人民币)'),
      money('unbilledCny', '未开票(人民币)'),
    ],
    totals: ['lineCount', 'invoicedCny', 'unbilledCny'],
  },
  {
    ...listed('payableInvitation'),
    typeName: 'PayableInvitation',
    question: '已审核、尚未付清的应付费用：向每个供应商按币种该请款多少。',
    dateLabel: '费用日期',
    filters: [...FEE_FILTERS, 'supplierId'],
    columns: [
      text('supplierName', '供应商'),
      text('currencyName', '币种'),
      int('orderCount', '订单数'),
      int('lineCount', '费用条数'),
      money('money', '应付金额'),
      money('writeOffMoney', '已付'),
      money('requestMoney', '待请款'),
      money('requestCny', '待请款(人民币)'),
      date('oldestDate', '最早费用日期'),
    ],
    totals: ['orderCount', 'lineCount', 'requestCny'],
    chart: {
      kind: 'bar',
      title: '待请款前12名供应商(人民币)',
      source: 'group',
      values: ['requestCny'],
      by: 'supplierName',
    },
  },
  {
    ...listed('payablePendingAudit'),
    typeName: 'PayablePendingAudit',
    question: '哪些应付费用已提交、等待财务审核，等了多久。',
    dateLabel: '费用日期',
    filters: [...FEE_FILTERS, 'supplierId'],
    columns: [
      text('orderCode', '订单号'),
      text('orderTypeName', '业务类型'),
      text('supplierName', '供应商'),
      text('feeName', '费用名称'),
      text('currencyName', '币种'),
      money('money', '金额'),
      money('cnyMoney', '折合人民币'),
      text('creator', '录入人'),
      date('feeDate', '费用日期'),
      int('waitingDays', '等待天数'),
    ],
    totals: ['cnyMoney'],
  },
  {
    ...listed('invoiceSettlement'),
    typeName: 'InvoiceSettlement',
    question: '每张发票（应收开出、应付收到）结清了没有：开票金额、已核销、未核销和结算状态。',
    dateLabel: '开票日期',
    filters: [...FEE_FILTERS, 'clientId', 'supplierId', 'invoiceNo'],
    columns: [
      text('invoiceNo', '发票号'),
      text('sideName', '收付'),
      date('invoiceDate', '开票日期'),
      text('settlementUnitName', '结算单位'),
      money('cnyMoney', '开票金额(人民币)'),
      money('writeOffCny', '已核销(人民币)'),
      money('outstandingCny', '未核销(人民币)'),
      date('lastWriteOffDate', '最近核销日期'),
      text('settlementStatus', '结算状态'),
    ],
    totals: ['cnyMoney', 'writeOffCny', 'outstandingCny'],
  },
  {
    ...listed('invoiceOrder'),
    typeName: 'InvoiceOrder',
    question: '每张应收发票包含哪些订单，每个订单开了多少。',
    dateLabel: '开票日期',
    filters: [...FEE_FILTERS, 'clientId', 'invoiceNo'],
    columns: [
      text('invoiceNo', '发票号'),
      date('invoiceDate', '开票日期'),
      text('orderCode', '订单号'),
      text('orderTypeName', '业务类型'),
      text('clientName', '客户'),
      int('lineCount', '费用条数'),
      money('cnyMoney', '开票金额(人民币)'),
      money('writeOffCny', '已核销(人民币)'),
    ],
    totals: ['lineCount', 'cnyMoney', 'writeOffCny'],
  },
];

// The catalog and the declarations name the same reports, in the same order.
if (statements.map((s) => s.key).join() !== statementCatalog.map((s) => s.key).join()) {
  throw new Error('报表目录与报表声明不一致');
}

export function statement(key: string): StatementDecl {
  const found = statements.find((s) => s.key === key);
  if (!found) throw new Error(`报表 ${key} 不存在`);
  return found;
}

export const FILTER_LABELS: Readonly<Record<StatementFilterName, string>> = {
  dateFrom: '开始日期',
  dateTo: '结束日期',
  asOf: '截止日期',
  clientId: '客户',
  supplierId: '供应商',
  orderType: '业务类型',
  currency: '币种',
  salesId: '销售',
  orderCode: '订单号',
  invoiceNo: '发票号',
};
