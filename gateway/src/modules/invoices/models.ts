// Invoice records as the REST contract answers them (docs/rest-contract.md "Invoices"): the
// parents the GraphQL fields resolve from.

export interface RestInvoiceSet {
  id: number;
  invoiceType: string;
  invoiceTypeName: string | null;
  invoiceStartNo: string;
  invoiceEndNo: string;
  fetchNumber: string;
  nextNo: string | null;
  remaining: string;
  used: boolean;
  remark: string | null;
  creator: string | null;
  createDate: string;
}

export interface RestCurrencyAmount {
  currency: string;
  currencyName: string | null;
  count: number;
  money: string;
  writeOffMoney: string;
  outstanding: string;
}

export interface RestArInvoice {
  id: number;
  invoiceSetId: number;
  invoiceType: string;
  invoiceTypeName: string | null;
  invoiceNo: string;
  invoiceDate: string;
  settlementUnit: number;
  settlementUnitName: string;
  amountCny: string;
  status: 'YKP' | 'YZF';
  statusName: string;
  lineCount: number;
  remark: string | null;
  creator: string | null;
  createDate: string;
  clearName: string | null;
  clearDate: string | null;
  clearRemark: string | null;
}

export interface RestArInvoiceLine {
  id: number;
  arId: number;
  orderCode: string;
  feeName: string;
  currency: string;
  currencyName: string | null;
  exchangeRate: string;
  money: string;
  cnyMoney: string;
  writeOffMoney: string | null;
  outstanding: string;
  currentInvoiceNo: string | null;
}

/** findByInvoice: the invoice with its lines and totals. */
export interface RestArInvoiceDetail extends RestArInvoice {
  list: RestArInvoiceLine[];
  totals: RestCurrencyAmount[];
}

export interface RestTicketLine {
  id: number;
  orderCode: string;
  orderType: string;
  clientName: string | null;
  feeCode: string;
  feeName: string;
  currency: string;
  currencyName: string | null;
  exchangeRate: string;
  money: string;
  cnyMoney: string;
  writeOffMoney: string | null;
  outstanding: string;
  settlementUnit: number;
  settlementUnitName: string;
  approveStatus: 'WTJ' | 'DSH' | 'YSH' | 'BH';
  approveDate: string | null;
  createDate: string;
  invoiceId: number | null;
  invoiceNo: string | null;
  invoiceDate: string | null;
}

export interface RestTicketPage {
  list: RestTicketLine[];
  pageNum: number;
  pageSize: number;
  total: number;
  totals: RestCurrencyAmount[];
  cnyMoney: string;
}
