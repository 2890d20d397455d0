// Fee records as the REST contract answers them (docs/rest-contract.md "Fees"): the parents the
// GraphQL fields resolve from, with the side they came from.
import type { FeeSide } from '../../__generated__/resolvers-types.ts';

export interface RestFeeLine {
  id: number;
  orderCode: string;
  orderType: string;
  clientName: string | null;
  invoiceDate: string | null;
  feeTypeId: number;
  feeCode: string;
  feeName: string;
  unitPrice: string;
  quantity: string;
  currency: string;
  currencyName: string | null;
  exchangeRate: string;
  money: string;
  cnyMoney: string;
  settlementUnit: number;
  settlementUnitName: string;
  approveStatus: 'WTJ' | 'DSH' | 'YSH' | 'BH';
  approveStatusName: string;
  approveRemark: string | null;
  filePath: string | null;
  invoiceNo: string | null;
  writeOffMoney: string | null;
  writeOffName: string | null;
  writeOffDate: string | null;
  remark: string | null;
  creator: string | null;
  createDate: string;
  approver: string | null;
  approveDate: string | null;
  sortId: number;
}

export interface FeeLineModel extends RestFeeLine {
  side: FeeSide;
}

export interface RestOrderFees {
  orderCode: string;
  orderType: string;
  clientId: number | null;
  YFList: RestFeeLine[];
  YSList: RestFeeLine[];
  totals: {
    byCurrency: {
      currency: string;
      currencyName: string | null;
      receivable: string;
      payable: string;
      amount: string;
    }[];
    receivableCny: string;
    payableCny: string;
    profitCny: string;
  };
}

export interface OrderFeesModel {
  orderCode: string;
  clientId: number | null;
  payables: FeeLineModel[];
  receivables: FeeLineModel[];
  totals: RestOrderFees['totals'];
}

export interface RestFeeTemplate {
  id: number;
  templeName: string;
  remark: string | null;
  creator: string | null;
  createDate: string;
  detailCount: number;
}

export interface FeeTemplateModel extends RestFeeTemplate {
  side: FeeSide;
}

export interface FeeTemplateDetailModel {
  id: number;
  templeId: number;
  feeTypeId: number;
  feeCode: string;
  feeName: string;
  unitPrice: string;
  quantity: string;
  currency: string;
  currencyName: string | null;
  settlementUnit: number | null;
  settlementUnitName: string | null;
  remark: string | null;
  sortId: number;
}

export function toOrderFees(data: RestOrderFees): OrderFeesModel {
  return {
    orderCode: data.orderCode,
    clientId: data.clientId,
    payables: data.YFList.map((l) => ({ ...l, side: 'PAYABLE' as const })),
    receivables: data.YSList.map((l) => ({ ...l, side: 'RECEIVABLE' as const })),
    totals: data.totals,
  };
}

export type FeeTotalsModel = RestOrderFees['totals'];
export type CurrencyTotalModel = FeeTotalsModel['byCurrency'][number];

export interface ProfitApprovalModel {
  orderCode: string;
  orderType: string;
  clientName: string | null;
  receivableCny: string;
  payableCny: string;
  profitCny: string;
  payStatus: 'NONE' | 'WTJ' | 'DSH' | 'YSH';
  payStatusName: string;
  receiveStatus: 'NONE' | 'WTJ' | 'DSH' | 'YSH';
  receiveStatusName: string;
  lastDate: string;
}
