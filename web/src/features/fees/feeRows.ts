import type {
  FeeApproveStatus,
  FeeLineInput,
  FeeSide,
  OrderFeesSection_LineFragment,
} from '../../__generated__/graphql.ts';
import { isDecimalText, toScaled } from '../../components/form/decimal.ts';
import { cnyCurrency, multiplyDecimals } from './feeMath.ts';
import type { MoneyLine } from './feeMath.ts';

/** The form's key of each side's rows. */
export type SideKey = 'receivables' | 'payables';

export const sideKeys: Record<FeeSide, SideKey> = {
  RECEIVABLE: 'receivables',
  PAYABLE: 'payables',
};

export const sideLabels: Record<FeeSide, string> = { RECEIVABLE: '应收', PAYABLE: '应付' };

/** What the server stored for a line: its money stays the truth while the line is unchanged. */
export interface SavedLine {
  unitPrice: string;
  quantity: string;
  currency: string;
  exchangeRate: string;
  money: string;
  cnyMoney: string;
}

/** One editable row of the fee grid; every input is text so decimals stay exact. */
export interface FeeRow {
  /** React key (the id, or a local one for a new row). */
  key: string;
  id: string | null;
  /** The line's version as read (null for a new row): submitting it sends it back. */
  version: number | null;
  feeTypeId: string;
  feeCode: string;
  feeName: string;
  unitPrice: string;
  quantity: string;
  currency: string;
  currencyName: string;
  exchangeRate: string;
  settlementUnitId: string;
  settlementUnitName: string;
  invoiceNo: string;
  invoiceDate: string;
  filePath: string;
  remark: string;
  approveStatus: FeeApproveStatus | null;
  approveStatusName: string;
  /** False once submitted or approved: the row is shown, not edited. */
  editable: boolean;
  /** Received or paid so far (receipts and payments), in the line's currency; null when none. */
  writeOffMoney: string | null;
  /** What is still open of a saved line; null for a new row. */
  outstandingMoney: string | null;
  saved: SavedLine | null;
}

export interface FeeFormValues {
  receivables: FeeRow[];
  payables: FeeRow[];
}

let localKey = 0;

export function newFeeRow(): FeeRow {
  localKey += 1;
  return {
    key: `new-${localKey}`,
    id: null,
    version: null,
    feeTypeId: '',
    feeCode: '',
    feeName: '',
    unitPrice: '',
    quantity: '1',
    currency: cnyCurrency,
    currencyName: '人民币',
    exchangeRate: '1',
    settlementUnitId: '',
    settlementUnitName: '',
    invoiceNo: '',
    invoiceDate: '',
    filePath: '',
    remark: '',
    approveStatus: null,
    approveStatusName: '',
    editable: true,
    writeOffMoney: null,
    outstandingMoney: null,
    saved: null,
  };
}

export function rowOf(line: OrderFeesSection_LineFragment): FeeRow {
  return {
    key: line.id,
    id: line.id,
    version: line.version,
    feeTypeId: line.feeTypeId,
    feeCode: line.feeCode,
    feeName: line.feeName,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    currency: line.currency.code,
    currencyName: line.currency.name,
    exchangeRate: line.exchangeRate,
    settlementUnitId: line.settlementUnit.id,
    settlementUnitName: line.settlementUnit.name,
    invoiceNo: line.invoiceNo ?? '',
    invoiceDate: line.invoiceDate ?? '',
    filePath: line.filePath ?? '',
    remark: line.remark ?? '',
    approveStatus: line.approveStatus,
    approveStatusName: line.approveStatusName,
    editable: line.editable,
    writeOffMoney: line.writeOffMoney,
    outstandingMoney: line.outstandingMoney,
    saved: {
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      currency: line.currency.code,
      exchangeRate: line.exchangeRate,
      money: line.money,
      cnyMoney: line.cnyMoney,
    },
  };
}

export function rowsOf(lines: readonly OrderFeesSection_LineFragment[]): FeeRow[] {
  return [...lines].sort((a, b) => a.sortId - b.sortId).map(rowOf);
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The row as saveFeeLines takes it. */
export function inputOf(row: FeeRow): FeeLineInput {
  return {
    id: row.id,
    feeTypeId: row.feeTypeId,
    unitPrice: row.unitPrice.trim(),
    quantity: row.quantity.trim(),
    currency: blankToNull(row.currency),
    exchangeRate: blankToNull(row.exchangeRate),
    settlementUnitId: row.settlementUnitId,
    invoiceDate: blankToNull(row.invoiceDate),
    invoiceNo: blankToNull(row.invoiceNo),
    filePath: blankToNull(row.filePath),
    remark: blankToNull(row.remark),
  };
}

const sameDecimal = (a: string, b: string): boolean => {
  const x = toScaled(a, 8);
  return x !== null && x === toScaled(b, 8);
};

/**
 * The money a row shows: the server's while price and quantity are as saved, else unit price ×
 * quantity computed exactly; null while either is not a number.
 */
export function moneyOf(row: FeeRow): string | null {
  const { saved } = row;
  if (
    saved &&
    sameDecimal(saved.unitPrice, row.unitPrice) &&
    sameDecimal(saved.quantity, row.quantity)
  ) {
    return saved.money;
  }
  return multiplyDecimals(row.unitPrice, row.quantity, 2);
}

/** The row for the totals: the server's CNY money is used through its rate while unchanged. */
export function moneyLineOf(row: FeeRow): MoneyLine {
  const money = moneyOf(row);
  const { saved } = row;
  const unchanged =
    saved !== null &&
    money === saved.money &&
    saved.currency === row.currency &&
    sameDecimal(saved.exchangeRate, row.exchangeRate);
  return {
    money,
    currency: row.currency,
    currencyName: row.currencyName,
    // The stored line's rate already produced cnyMoney; a CNY line always converts at 1.
    exchangeRate: row.currency === cnyCurrency ? '1' : row.exchangeRate,
    ...(unchanged ? { cnyMoney: saved.cnyMoney } : {}),
  };
}

/** The comparable content of rows: what a save would send (dirty check). */
export function rowsSignature(rows: readonly FeeRow[]): string {
  return JSON.stringify(rows.map(inputOf));
}

export type RowErrors = Partial<Record<Exclude<keyof FeeRow, 'saved'>, string>>;

function positive(text: string): boolean {
  return isDecimalText(text) && (toScaled(text, 8) ?? 0n) > 0n;
}

/** The rules the back end applies to a line, checked before sending (the same words). */
export function validateRow(row: FeeRow): RowErrors | undefined {
  if (!row.editable) return undefined;
  const errors: RowErrors = {};
  if (!row.feeTypeId) errors.feeTypeId = '请选择费用类型';
  if (row.unitPrice.trim() === '') errors.unitPrice = '请输入单价';
  else if (!isDecimalText(row.unitPrice)) errors.unitPrice = '单价格式不正确';
  if (row.quantity.trim() === '') errors.quantity = '请输入数量';
  else if (!positive(row.quantity)) errors.quantity = '数量必须大于0';
  if (!row.currency) errors.currency = '请选择币种';
  if (row.exchangeRate.trim() !== '' && !positive(row.exchangeRate)) {
    errors.exchangeRate = '汇率必须为大于0的数字';
  }
  if (!row.settlementUnitId) errors.settlementUnitId = '请选择结算单位';
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export function validateRows(rows: readonly FeeRow[]): (RowErrors | undefined)[] | undefined {
  const errors = rows.map(validateRow);
  return errors.some(Boolean) ? errors : undefined;
}

/** The grid's cell of a saved line's input field (`lines[1].quantity`); null for another field. */
export function cellOfInputField(side: SideKey, path: string): string | null {
  const m = /^lines\[(\d+)\]\.(\w+)$/.exec(path);
  if (!m?.[2] || !(m[2] in newFeeRow())) return null;
  return `${side}.${m[1]}.${m[2]}`;
}

/** Lines that may be submitted for review: stored and not yet submitted (or sent back). */
export function submittable(row: FeeRow): boolean {
  return row.id !== null && (row.approveStatus === 'WTJ' || row.approveStatus === 'BH');
}
