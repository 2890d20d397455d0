// A business document as a PDF (A4): title, header grid, bordered tables that break across pages
// with their header repeated, summary, footer, page numbers. Text is set in the CJK font.
import { cjkFont, CJK_FONT_NAME } from './font.ts';
import { formatValue, isNumericKind, totalsRow } from './format.ts';
import { EMPTY_TEXT } from './types.ts';
import type { BusinessDocument, DocumentColumn, DocumentField, DocumentTable } from './types.ts';

const MARGIN = 36;
const CELL_PAD = 3;
const BODY_SIZE = 9;
const LINE = '#bfbfbf';
const HEADER_FILL = '#f2f2f2';

type Pdf = PDFKit.PDFDocument;

function contentWidth(pdf: Pdf): number {
  return pdf.page.width - MARGIN * 2;
}

function bottom(pdf: Pdf): number {
  return pdf.page.height - MARGIN - 14; // room for the page number
}

function ensureRoom(pdf: Pdf, height: number): boolean {
  if (pdf.y + height <= bottom(pdf)) return false;
  pdf.addPage();
  pdf.y = MARGIN;
  return true;
}

function writeFields(pdf: Pdf, fields: readonly DocumentField[], perRow: number): void {
  const width = contentWidth(pdf) / perRow;
  pdf.fontSize(BODY_SIZE);
  for (let i = 0; i < fields.length; i += perRow) {
    const chunk = fields.slice(i, i + perRow);
    const texts = chunk.map((f) => `${f.label}：${formatValue(f.value, f.kind)}`);
    const height = Math.max(...texts.map((t) => pdf.heightOfString(t, { width: width - 4 })));
    ensureRoom(pdf, height + 4);
    const y = pdf.y;
    texts.forEach((text, j) => {
      pdf.text(text, MARGIN + j * width, y, { width: width - 4 });
    });
    pdf.y = y + height + 4;
  }
  pdf.x = MARGIN;
}

function columnWidths(pdf: Pdf, columns: readonly DocumentColumn[]): number[] {
  const weights = columns.map((c) => c.width ?? 12);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (w / total) * contentWidth(pdf));
}

function drawRow(
  pdf: Pdf,
  cells: readonly string[],
  widths: readonly number[],
  align: readonly ('left' | 'right' | 'center')[],
  fill?: string,
): void {
  const heights = cells.map(
    (text, i) =>
      pdf.heightOfString(text || ' ', { width: (widths[i] ?? 0) - CELL_PAD * 2 }) + CELL_PAD * 2,
  );
  const height = Math.max(...heights, BODY_SIZE + CELL_PAD * 2);
  const y = pdf.y;
  let x = MARGIN;
  cells.forEach((text, i) => {
    const width = widths[i] ?? 0;
    if (fill) pdf.rect(x, y, width, height).fill(fill);
    pdf.rect(x, y, width, height).lineWidth(0.5).stroke(LINE);
    pdf.fillColor('black').text(text, x + CELL_PAD, y + CELL_PAD, {
      width: width - CELL_PAD * 2,
      align: align[i] ?? 'left',
    });
    x += width;
  });
  pdf.y = y + height;
}

function rowHeight(pdf: Pdf, cells: readonly string[], widths: readonly number[]): number {
  return Math.max(
    ...cells.map(
      (text, i) =>
        pdf.heightOfString(text || ' ', { width: (widths[i] ?? 0) - CELL_PAD * 2 }) + CELL_PAD * 2,
    ),
  );
}

function writeTable(pdf: Pdf, table: DocumentTable): void {
  pdf.fontSize(BODY_SIZE);
  const widths = columnWidths(pdf, table.columns);
  const titles = table.columns.map((c) => c.title);
  const headerAlign = table.columns.map(() => 'center' as const);
  const align = table.columns.map((c): 'left' | 'right' =>
    isNumericKind(c.kind) ? 'right' : 'left',
  );
  const header = (): void => drawRow(pdf, titles, widths, headerAlign, HEADER_FILL);

  if (table.title) {
    ensureRoom(pdf, 40);
    pdf.fontSize(11).text(table.title, MARGIN, pdf.y);
    pdf.moveDown(0.3).fontSize(BODY_SIZE);
  }
  ensureRoom(pdf, rowHeight(pdf, titles, widths) * 2);
  header();
  if (table.rows.length === 0) {
    drawRow(pdf, [EMPTY_TEXT], [contentWidth(pdf)], ['center']);
    return;
  }
  const totals = totalsRow(table);
  for (const source of totals ? [...table.rows, totals] : table.rows) {
    const cells = table.columns.map((c) => formatValue(source[c.key], c.kind));
    if (ensureRoom(pdf, rowHeight(pdf, cells, widths))) header();
    drawRow(pdf, cells, widths, align, source === totals ? HEADER_FILL : undefined);
  }
  pdf.x = MARGIN;
}

/** Renders `doc` as a PDF file with Chinese text embedded (font subset). */
export async function renderPdf(doc: BusinessDocument): Promise<Buffer> {
  // Loaded with the first document, not with every rest process.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      layout: doc.orientation ?? 'portrait',
      margin: MARGIN,
      bufferPages: true,
      info: { Title: doc.title, Creator: 'freight-backoffice' },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    try {
      pdf.registerFont(CJK_FONT_NAME, cjkFont());
      pdf.font(CJK_FONT_NAME);
      pdf
        .fontSize(16)
        .text(doc.title, MARGIN, MARGIN, { width: contentWidth(pdf), align: 'center' });
      if (doc.subtitle) {
        pdf.fontSize(10).text(doc.subtitle, { width: contentWidth(pdf), align: 'center' });
      }
      pdf.moveDown(0.8);
      if (doc.header?.length) writeFields(pdf, doc.header, doc.headerColumns ?? 3);
      for (const table of doc.tables) {
        pdf.moveDown(0.6);
        writeTable(pdf, table);
      }
      if (doc.summary?.length) {
        pdf.moveDown(0.6);
        writeFields(pdf, doc.summary, doc.headerColumns ?? 3);
      }
      if (doc.footer?.length) {
        pdf.moveDown(1);
        writeFields(pdf, doc.footer, doc.footer.length);
      }
      const range = pdf.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        pdf.switchToPage(i);
        // Writing inside the bottom margin must not start a new page.
        pdf.page.margins.bottom = 0;
        pdf
          .fontSize(8)
          .text(`第 ${i + 1} 页 / 共 ${range.count} 页`, MARGIN, pdf.page.height - MARGIN - 8, {
            width: contentWidth(pdf),
            align: 'center',
            lineBreak: false,
          });
      }
      pdf.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
