// The example client's CSV files as Excel reads them: a byte order mark, CRLF, RFC 4180 quoting,
// formulas kept as text, numbers (a loss too) left as numbers.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, CsvFile } from '../examples/src/csv.ts';

describe('the example client CSV', () => {
  it('quotes what would break a row and keeps formulas as text', () => {
    expect(csvCell('上海锦程国际贸易有限公司')).toBe('上海锦程国际贸易有限公司');
    expect(csvCell('锦程, 上海')).toBe('"锦程, 上海"');
    expect(csvCell('12" 管材')).toBe('"12"" 管材"');
    expect(csvCell('第一行\r\n第二行')).toBe('"第一行\r\n第二行"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-1280.50')).toBe('-1280.50');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes UTF-8 with a byte order mark and CRLF line ends, and counts its rows', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'freight-csv-'));
    try {
      const csv = new CsvFile(path.join(dir, 'a', '报表.csv'), ['客户', '金额（人民币元）']);
      await csv.write(['锦程, 上海', '-3.10']);
      await csv.write([null, 0]);
      await csv.close();
      expect(csv.rows).toBe(2);
      const bytes = await readFile(csv.file);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.toString('utf8')).toBe(
        '\uFEFF客户,金额（人民币元）\r\n"锦程, 上海",-3.10\r\n,0\r\n',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
