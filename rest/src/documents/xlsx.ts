// A business document as an Excel workbook: one sheet, title, header grid, tables, summary, footer.
import type ExcelJS from 'exceljs';
import { formatValue, isNumericKind, numericValue, totalsRow } from './format.ts';
import { EMPTY_TEXT } from './types.ts';
import type { BusinessDocument, DocumentField, DocumentTable } from './types.ts';

const MONEY_FORMAT = '#,##0.00';
const THIN = { style: 'thin' as const, color: { argb: 'FFBFBFBF' } };
const BORDER = { top: THIN, left: THIN, bottom: THIN, right: THIN };
const HEADER_FILL = {
  type: 'pattern' as const,
  pattern: 'solid' as const,
  fgColor: { argb: 'FFF2F2F2' },
};

function widestTable(doc: BusinessDocument): number {
  return Math.max(2, ...doc.tables.map((t) => t.columns.length));
}

function fieldText(field: DocumentField): string {
  return `${field.label}：${formatValue(field.value, field.kind)}`;
}

/** Label/value pairs laid out `perRow` to a row, each pair in one merged span of cells. */
function writeFields(
  sheet: ExcelJS.Worksheet,
  fields: readonly DocumentField[],
  perRow: number,
  width: number,
): void {
  const span = Math.max(1, Math.floor(width / perRow));
  for (let i = 0; i < fields.length; i += perRow) {
    const row = sheet.addRow([]);
    fields.slice(i, i + perRow).forEach((field, j) => {
      const from = j * span + 1;
      const to = j === perRow - 1 ? Math.max(from, width) : from + span - 1;
      row.getCell(from).value = fieldText(field);
      if (to > from) sheet.mergeCells(row.number, from, row.number, to);
    });
  }
}

function writeTable(sheet: ExcelJS.Worksheet, table: DocumentTable): void {
  if (table.title) {
    const caption = sheet.addRow([table.title]);
    caption.font = { bold: true };
  }
  const header = sheet.addRow(table.columns.map((c) => c.title));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.border = BORDER;
    cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
  });
  if (table.rows.length === 0) {
    const empty = sheet.addRow([EMPTY_TEXT]);
    if (table.columns.length > 1)
      sheet.mergeCells(empty.number, 1, empty.number, table.columns.length);
    empty.getCell(1).alignment = { horizontal: 'center' };
    return;
  }
  const totals = totalsRow(table);
  for (const source of totals ? [...table.rows, totals] : table.rows) {
    const row = sheet.addRow([]);
    table.columns.forEach((column, index) => {
      const cell = row.getCell(index + 1);
      const value = source[column.key];
      const number = isNumericKind(column.kind) ? numericValue(value) : null;
      if (number !== null) {
        cell.value = number;
        if (column.kind === 'money') cell.numFmt = MONEY_FORMAT;
        cell.alignment = { horizontal: 'right' };
      } else {
        cell.value = formatValue(value, column.kind);
        cell.alignment = { wrapText: true, vertical: 'top' };
      }
      cell.border = BORDER;
    });
    if (source === totals) row.font = { bold: true };
  }
}

/** Renders `doc` as an .xlsx file. */
export async function renderXlsx(doc: BusinessDocument): Promise<Buffer> {
  // Loaded with the first document, not with every rest process.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(doc.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), {
    pageSetup: { paperSize: 9, orientation: doc.orientation ?? 'portrait', fitToPage: true },
  });
  const width = widestTable(doc);
  const widths = new Array<number>(width).fill(12);
  for (const table of doc.tables) {
    table.columns.forEach((c, i) => {
      widths[i] = Math.max(widths[i] ?? 12, c.width ?? 12);
    });
  }
  sheet.columns = widths.map((w) => ({ width: w }));

  const title = sheet.addRow([doc.title]);
  sheet.mergeCells(title.number, 1, title.number, width);
  title.font = { bold: true, size: 16 };
  title.alignment = { horizontal: 'center' };
  title.height = 28;
  if (doc.subtitle) {
    const subtitle = sheet.addRow([doc.subtitle]);
    sheet.mergeCells(subtitle.number, 1, subtitle.number, width);
    subtitle.alignment = { horizontal: 'center' };
  }
  if (doc.header?.length) writeFields(sheet, doc.header, doc.headerColumns ?? 3, width);
  for (const table of doc.tables) {
    sheet.addRow([]);
    writeTable(sheet, table);
  }
  if (doc.summary?.length) {
    sheet.addRow([]);
    writeFields(sheet, doc.summary, doc.headerColumns ?? 3, width);
  }
  if (doc.footer?.length) {
    sheet.addRow([]);
    writeFields(sheet, doc.footer, doc.footer.length, width);
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}
