// Receipts, payments, statistics and credit as the REST contract answers them (tbReceipt,
// tbPayment, tbFinanceStat, tbCreditControl in docs/rest-contract.md): the GraphQL parents.
import type { SettlementKind } from '../../__generated__/resolvers-types.ts';

export interface RestAllocation {
  id: number;
  feeLineId: number;
  orderCode: string;
  feeName: string;
  lineCurrency: string;
  lineRate: string;
  writeOffMoney: string;
  amount: string;
  reversed: boolean;
  lineMoney: string | null;
  lineWriteOffMoney: string | null;
  lineOutstanding: string | null;
}

export interface RestSettlement {
  id: number;
  side: 'ar' | 'ap';
  settlementNo: string;
  settlementUnit: number;
  settlementUnitName: string;
  currency: string;
  amount: string;
  allocated: string;
  unallocated: string;
  currencyRate: string;
  settleDate: string;
  remark: string | null;
  status: 'ZC' | 'CX';
  statusName: string;
  creator: string | null;
  createDate: string;
  reverser: string | null;
  reverseDate: string | null;
  reverseReason: string | null;
  orderCodes: string[];
  allocations?: RestAllocation[];
}

export interface SettlementModel extends RestSettlement {
  kind: SettlementKind;
}

export interface AllocationModel extends RestAllocation {
  kind: SettlementKind;
}

export interface RestOpenLine {
  id: number;
  orderCode: string;
  orderType: string;
  feeName: string;
  feeCode: string;
  currency: string;
  exchangeRate: string;
  money: string;
  writeOffMoney: string | null;
  outstanding: string;
  approveDate: string | null;
  dueDate: string | null;
  overdue: boolean;
}

export interface OpenFeeLineModel extends RestOpenLine {
  kind: SettlementKind;
}

/** An entry of tbReceipt/pageOpenLines' totals. */
export interface RestOpenTotal {
  currency: string;
  count: number;
  money: string;
  writeOffMoney: string;
  outstanding: string;
  overdue: string;
}

export interface RestCurrencyTotal {
  currency: string;
  amount: string;
  allocated: string;
  unallocated: string;
  count: number;
}

export interface RestFigures {
  receivable: string;
  received: string;
  receivableOutstanding: string;
  payable: string;
  paid: string;
  payableOutstanding: string;
}

export interface RestStatistics {
  byUnit: (RestFigures & {
    unitType: 'client' | 'supplier';
    settlementUnit: number;
    settlementUnitName: string;
  })[];
  byMonth: (RestFigures & { month: string })[];
  total: RestFigures;
}

export interface RestClientCredit {
  clientId: number;
  version: number;
  customerName: string;
  customerCode: string | null;
  creditLimit: string | null;
  accountPeriod: number | null;
  orderBlocked: boolean;
  outstanding: string;
  pending: string;
  exposure: string;
  overLimit: boolean;
  overdueMoney: string;
  overdueCount: number;
  oldestDueDate: string | null;
  warnings: string[];
  keptBy: string;
  editable: boolean;
}
