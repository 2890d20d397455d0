import type { Readable } from 'node:stream';
import { setImmediate as fetched, setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportRow, TableExport } from './tableExport.ts';
import { exportFile } from './tableExport.ts';

// 20,000 rows; a paused client may leave at most 8 batches (4,000 rows) read ahead.
const BATCHES = 40;
const BATCH_ROWS = 500;

/** A set of BATCHES × BATCH_ROWS rows that counts how many batches the export has asked for. */
function countedSet(): { spec: TableExport; pulled: () => number } {
  let pulled = 0;
  async function* batches(): AsyncIterable<readonly ExportRow[]> {
    for (let b = 0; b < BATCHES; b += 1) {
      // Each batch comes from the database a turn later, as a cursor FETCH does.
      await fetched();
      pulled += 1;
      yield Array.from({ length: BATCH_ROWS }, (_, i) => {
        const n = b * BATCH_ROWS + i + 1;
        return {
          code: `HYCK${String(n).padStart(8, '0')}`,
          client: `客户${n % 97}`,
          money: `${n}.50`,
        };
      });
    }
  }
  return {
    pulled: () => pulled,
    spec: {
      title: '导出测试',
      columns: [
        { key: 'code', label: '订单号', kind: 'text' },
        { key: 'client', label: '客户', kind: 'text' },
        { key: 'money', label: '金额', kind: 'money' },
      ],
      batches,
    },
  };
}

describe('a full-set export', () => {
  // A client that stops reading must stop the export from reading further batches: the set is
  // never gathered in memory, whatever its size. A slow machine only pulls fewer batches.
  it.each(['xlsx', 'csv'] as const)(
    'reads no further batches while the client does not read (%s), then writes them all',
    async (format) => {
      const { spec, pulled } = countedSet();
      const { body } = exportFile(spec, format);
      // Take the first chunk, then stop reading and let the writer run until it has to wait.
      const reader = (body as Readable)[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
      const first = await reader.next();
      await sleep(500);
      const whilePaused = pulled();
      expect(whilePaused).toBeGreaterThan(0);
      expect(whilePaused).toBeLessThanOrEqual(8);

      const chunks: Buffer[] = [Buffer.from(first.value ?? [])];
      for (let next = await reader.next(); !next.done; next = await reader.next()) {
        chunks.push(Buffer.from(next.value));
      }
      const file = Buffer.concat(chunks);
      expect(pulled()).toBe(BATCHES);
      if (format === 'csv') {
        const lines = file.toString('utf8').trimEnd().split('\r\n');
        expect(lines).toHaveLength(BATCHES * BATCH_ROWS + 1);
        expect(lines[0]).toBe('\ufeff订单号,客户,金额');
        expect(lines.at(-1)).toBe(`HYCK00020000,客户${20000 % 97},20000.50`);
      } else {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(file as unknown as ArrayBuffer);
        const sheet = workbook.getWorksheet('导出测试');
        expect(sheet?.rowCount).toBe(BATCHES * BATCH_ROWS + 1);
        expect(sheet?.getRow(1).values).toEqual([undefined, '订单号', '客户', '金额']);
        expect(sheet?.getRow(BATCHES * BATCH_ROWS + 1).getCell(1).value).toBe('HYCK00020000');
      }
    },
    60_000,
  );
});
