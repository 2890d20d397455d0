import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './download.ts';
import { formatValue, sumDecimals, totalsRow } from './format.ts';
import { renderPdf } from './pdf.ts';
import type { BusinessDocument } from './types.ts';
import { isEmptyDocument } from './types.ts';
import { renderXlsx } from './xlsx.ts';

const statement: BusinessDocument = {
  title: '应收对账单',
  subtitle: '上海华通国际物流有限公司',
  header: [
    { label: '订单号', value: 'HYCK2506-0001' },
    { label: '客户', value: '宁波远航贸易有限公司' },
    { label: '开船日期', value: '2025-06-18', kind: 'date' },
  ],
  tables: [
    {
      title: '应收费用',
      columns: [
        { title: '费用名称', key: 'feeName', width: 16 },
        { title: '单价', key: 'unitPrice', kind: 'money' },
        { title: '数量', key: 'quantity', kind: 'number', width: 8 },
        { title: '金额', key: 'money', kind: 'money' },
        { title: '币种', key: 'currency', width: 8 },
      ],
      rows: [
        {
          feeName: '海运费',
          unitPrice: '1250.50',
          quantity: '2',
          money: '2501.00',
          currency: 'USD',
        },
        { feeName: '报关费', unitPrice: '300', quantity: '1', money: '300.005', currency: 'CNY' },
      ],
      totals: { sum: ['money', 'quantity'] },
    },
  ],
  summary: [{ label: '应收合计(CNY)', value: '18121.30', kind: 'money' }],
  footer: [
    { label: '制表人', value: '李明' },
    { label: '打印时间', value: '2025-06-20 10:30' },
  ],
};

const empty: BusinessDocument = {
  title: '应付对账单',
  tables: [{ columns: [{ title: '费用名称', key: 'feeName' }], rows: [] }],
};

/** The text a PDF shows: its content streams decoded through the fonts' ToUnicode maps. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  const marker = /stream\r?\n/g;
  for (let m = marker.exec(raw); m; m = marker.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (or the font file itself).
    }
  }
  const map = new Map<number, string>();
  const hexChar = (hex: string) => String.fromCodePoint(parseInt(hex, 16));
  for (const cmap of streams.filter((s) => s.includes('begincmap'))) {
    for (const [, from = '', to = '', list = ''] of cmap.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi,
    )) {
      const targets = [...list.matchAll(/<([0-9a-f]+)>/gi)].map((t) => t[1] ?? '');
      for (let code = parseInt(from, 16), i = 0; code <= parseInt(to, 16); code++, i++) {
        const target = targets[i];
        if (target) map.set(code, hexChar(target));
      }
    }
    const chars = /beginbfchar([\s\S]*?)endbfchar/g;
    for (const block of cmap.matchAll(chars)) {
      for (const [, code = '', uni = ''] of (block[1] ?? '').matchAll(
        /<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi,
      )) {
        map.set(parseInt(code, 16), hexChar(uni));
      }
    }
  }
  const text: string[] = [];
  for (const content of streams.filter((s) => /\bTJ\b/.test(s))) {
    for (const [, array = ''] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const [, hex = ''] of array.matchAll(/<([0-9a-f]+)>/gi)) {
        for (let i = 0; i + 4 <= hex.length; i += 4) {
          text.push(map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '?');
        }
      }
      text.push('\n');
    }
  }
  return text.join('');
}

describe('formatting', () => {
  it('keeps money exact, rounds half away from zero and separates thousands', () => {
    expect(formatValue('1234567.005', 'money')).toBe('1,234,567.01');
    expect(formatValue('-0.005', 'money')).toBe('-0.01');
    expect(formatValue(0.1 + 0.2, 'money')).toBe('0.30');
    expect(sumDecimals(['0.1', '0.2', '1000000000000.01'])).toBe('1000000000000.31');
    expect(formatValue(new Date('2025-06-18T20:00:00Z'), 'date')).toBe('2025-06-19');
    expect(formatValue('2025-06-18T08:00:00+08:00', 'date')).toBe('2025-06-18');
  });

  it('sums table columns exactly in the totals row', () => {
    expect(totalsRow(statement.tables[0]!)).toEqual({
      feeName: '合计',
      money: '2801.01',
      quantity: '3',
    });
    expect(isEmptyDocument(statement)).toBe(false);
    expect(isEmptyDocument(empty)).toBe(true);
  });

  it('names a download in UTF-8 with an ASCII fallback', () => {
    expect(contentDisposition('应收对账单 HYCK(1).xlsx', 'attachment')).toBe(
      `attachment; filename="_____ HYCK(1).xlsx"; filename*=UTF-8''%E5%BA%94%E6%94%B6%E5%AF%B9%E8%B4%A6%E5%8D%95%20HYCK%281%29.xlsx`,
    );
  });
});

describe('renderXlsx', () => {
  it('writes a workbook that reads back with the title, header, rows and totals', async () => {
    const buffer = await renderXlsx(statement);
    expect(buffer.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values: unknown[] = [];
    sheet.eachRow((row) => {
      row.eachCell((cell) => values.push(cell.value));
    });
    expect(values).toContain('应收对账单');
    expect(values).toContain('订单号：HYCK2506-0001');
    expect(values).toContain('海运费');
    expect(values).toContain(2501);
    expect(values).toContain(2801.01);
    expect(values).toContain('制表人：李明');
    const moneyCell = sheet.getColumn(4).values.find((v) => v === 2501);
    expect(moneyCell).toBe(2501);
  });

  it('an empty table shows 暂无数据', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await renderXlsx(empty)) as unknown as ArrayBuffer);
    const values: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => values.push(cell.value)));
    // A merged cell reads back once per cell it spans.
    expect([...new Set(values)]).toEqual(['应付对账单', '费用名称', '暂无数据']);
  });
});

describe('renderPdf', () => {
  it('writes a PDF with an embedded font subset and the Chinese text', async () => {
    const pdf = await renderPdf(statement);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(raw).toContain('/FontFile2');
    // Only the used glyphs are embedded: the whole font is 10 MB.
    expect(pdf.length).toBeLessThan(100_000);
    const text = pdfText(pdf);
    expect(text).toContain('应收对账单');
    expect(text).toContain('订单号：HYCK2506-0001');
    expect(text).toContain('2,801.01');
    expect(text).toContain('第 1 页 / 共 1 页');
  });

  it('an empty document says 暂无数据', async () => {
    const text = pdfText(await renderPdf(empty));
    expect(text).toContain('应付对账单');
    expect(text).toContain('暂无数据');
  });

  it('breaks a long table across pages and repeats its header', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({
      feeName: `拖车费 ${i + 1}`,
      money: `${i + 1}.50`,
    }));
    const pdf = await renderPdf({
      title: '派车单',
      tables: [
        {
          columns: [
            { title: '费用名称', key: 'feeName' },
            { title: '金额', key: 'money', kind: 'money' },
          ],
          rows,
          totals: { sum: ['money'] },
        },
      ],
    });
    const text = pdfText(pdf);
    expect(text).toMatch(/第 1 页 \/ 共 [2-9] 页/);
    expect(text.split('费用名称').length - 1).toBeGreaterThan(1);
    expect(text).toContain('拖车费 120');
    expect(text).toContain('7,320.00');
  });
});
