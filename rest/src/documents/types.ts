// A business document (statement, work sheet, dispatch list…) as data: each document of an order
// is a declaration of this shape, rendered to Excel or PDF by the same two renderers.

export type ValueKind = 'text' | 'money' | 'number' | 'date';

export interface DocumentField {
  label: string;
  value: unknown;
  /** How to show the value; default text. */
  kind?: ValueKind;
}

export interface DocumentColumn {
  title: string;
  /** The row's property shown in this column. */
  key: string;
  /** text (left), money (2 decimals, separators, right), number (right), date (YYYY-MM-DD). */
  kind?: ValueKind;
  /** Relative width in characters (Excel column width; PDF widths are proportional). Default 12. */
  width?: number;
}

export interface DocumentTotals {
  /** Text of the first column of the totals row; default 合计. */
  label?: string;
  /** Columns summed in exact decimals (money and number columns). */
  sum: string[];
}

export interface DocumentTable {
  /** A caption above the table (应收费用, 应付费用…). */
  title?: string;
  columns: DocumentColumn[];
  rows: readonly Readonly<Record<string, unknown>>[];
  /** A totals row under the table. */
  totals?: DocumentTotals;
}

export interface BusinessDocument {
  title: string;
  subtitle?: string;
  /** Label/value pairs under the title (订单号, 客户, 船名航次…). */
  header?: DocumentField[];
  tables: DocumentTable[];
  /** Label/value pairs after the tables (合计 CNY, 利润…). */
  summary?: DocumentField[];
  /** The last line (制表人, 打印时间…). */
  footer?: DocumentField[];
  /** PDF page orientation; default portrait. */
  orientation?: 'portrait' | 'landscape';
  /** Label/value pairs per row in the header grid; default 3. */
  headerColumns?: number;
}

/** Shown in a table without rows. */
export const EMPTY_TEXT = '暂无数据';

/** True when no table has a row: such a download answers 404 暂无数据. */
export function isEmptyDocument(doc: BusinessDocument): boolean {
  return doc.tables.every((table) => table.rows.length === 0);
}
