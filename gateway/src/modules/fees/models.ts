// Fee records as the REST contract answers them (docs/rest-contract.md "Fees"): the parents the
// GraphQL fields resolve from, with the side they came from.
import type { FeeSide } from '../../__generated__/resolvers-types.ts';
import { badUserInput } from '../../rest/errors.ts';
import type { RestClientCredit } from '../settlements/models.ts';

/**
 * Payables (tbAp) and receivables (tbAr) are numbered by two tables, so line 7 of one side and
 * line 7 of the other are different records. GraphQL ids carry the side (AP-7, AR-7): a client
 * cache keys them apart, and an id of one side is refused where the other side is meant.
 */
const ID_PREFIX: Record<FeeSide, string> = { PAYABLE: 'AP', RECEIVABLE: 'AR' };
const SIDE_LABEL: Record<FeeSide, string> = { PAYABLE: '应付', RECEIVABLE: '应收' };

export function sideId(side: FeeSide, id: number): string {
  return `${ID_PREFIX[side]}-${id}`;
}

/** The REST id behind a GraphQL id of this side; BAD_USER_INPUT for the other side's or garbage. */
export function restIdOf(side: FeeSide, id: string, field: string, what = '费用'): number {
  const m = /^(AP|AR)-([1-9]\d{0,14})$/.exec(id.trim());
  if (!m) throw badUserInput(`${what}编号格式不正确：${id}`, field);
  if (m[1] !== ID_PREFIX[side]) {
    throw badUserInput(`${what} ${id} 不是${SIDE_LABEL[side]}${what}`, field);
  }
  return Number(m[2]);
}

export interface RestFeeLine {
  id: number;
  /** The line's version (this project's rest; the existing system answers none). */
  version?: number;
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
  /** Each side's version (this project's rest; the existing system answers none: 0). */
  versions?: { ap: number; ar: number };
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
  /** The client's credit, when asked with `withCredit` (this project's rest answers it). */
  clientCredit?: RestClientCredit;
}

export interface OrderFeesModel {
  orderCode: string;
  clientId: number | null;
  payables: FeeLineModel[];
  receivables: FeeLineModel[];
  payableVersion: number;
  receivableVersion: number;
  totals: RestOrderFees['totals'];
  /** Came with the lines (withCredit); absent, the client's credit is asked on its own. */
  clientCredit?: RestClientCredit;
}

export interface RestFeeTemplate {
  id: number;
  version: number;
  templeName: string;
  remark: string | null;
  creator: string | null;
  createDate: string;
  detailCount: number;
}

export interface FeeTemplateModel extends RestFeeTemplate {
  side: FeeSide;
}

export interface RestFeeTemplateDetail {
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

export interface FeeTemplateDetailModel extends RestFeeTemplateDetail {
  side: FeeSide;
}

export function toOrderFees(data: RestOrderFees): OrderFeesModel {
  return {
    orderCode: data.orderCode,
    clientId: data.clientId,
    payables: data.YFList.map((l) => ({ ...l, side: 'PAYABLE' as const })),
    receivables: data.YSList.map((l) => ({ ...l, side: 'RECEIVABLE' as const })),
    payableVersion: Number(data.versions?.ap ?? 0),
    receivableVersion: Number(data.versions?.ar ?? 0),
    totals: data.totals,
    ...(data.clientCredit ? { clientCredit: data.clientCredit } : {}),
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
