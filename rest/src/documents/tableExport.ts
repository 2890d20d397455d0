// One export engine for every list (statements, order lists, master data): a declared set of
// columns and a source that yields the FULL filtered set in batches, streamed out as Excel
// (exceljs WorkbookWriter, rows committed as they come) or CSV. The set is read through one
// server-side cursor (`cursorBatches`) and no batch outlives its write, so a set of any size
// streams in constant memory and linear time; the stream waits while the client reads slowly.
import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { Db } from '../db/index.ts';
import { isSingleSession } from '../db/index.ts';
import type { DownloadFile } from './download.ts';
import { XLSX_TYPE } from './download.ts';

export type ExportKind = 'text' | 'money' | 'date' | 'int' | 'number' | 'percent' | 'rate';

export interface ExportColumn {
  key: string;
  label: string;
  kind: ExportKind;
}

export type ExportRow = Record<string, unknown>;

export interface TableExport {
  /** Sheet name and the file's base name. */
  title: string;
  columns: readonly ExportColumn[];
  /** The full filtered set, batch after batch, in a stable order. */
  batches: () => AsyncIterable<readonly ExportRow[]>;
  /** Totals of the whole set (keyed like the columns), written as a last 合计 row in Excel. */
  totals?: () => Promise<ExportRow>;
}

export type ExportFormat = 'xlsx' | 'csv';

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const EXPORT_BATCH_SIZE = 2000;

/**
 * The rows of one query in batches, read through a server-side cursor: the query runs once and
 * each batch is a FETCH, so an export is linear in its size (no batch re-runs the query to skip
 * the rows before it) and no more than a batch is held here. The cursor is WITH HOLD: it lives
 * in the session, not in an open transaction. On PostgreSQL that session is a pooled connection
 * reserved for the export; PGlite has one session that other requests keep using between
 * fetches (its queries take turns), so nothing is reserved there.
 */
export async function* cursorBatches<R extends ExportRow>(
  db: Db,
  query: RawBuilder<R>,
  size = EXPORT_BATCH_SIZE,
): AsyncIterable<readonly R[]> {
  const lease = isSingleSession(db) ? { conn: db, release: () => undefined } : await reserve(db);
  const cursor = sql.id(`export_${randomBytes(8).toString('hex')}`);
  let declared = false;
  try {
    await sql`declare ${cursor} no scroll cursor with hold for ${query}`.execute(lease.conn);
    declared = true;
    for (;;) {
      const { rows } = await sql<R>`fetch forward ${sql.lit(size)} from ${cursor}`.execute(
        lease.conn,
      );
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
    }
  } finally {
    try {
      if (declared) await sql`close ${cursor}`.execute(lease.conn);
    } finally {
      lease.release();
    }
  }
}

/** One pooled connection kept until `release`, for a session-bound cursor. */
function reserve(db: Db): Promise<{ conn: Db; release: () => void }> {
  return new Promise((resolve, reject) => {
    let release = () => undefined as void;
    const released = new Promise<void>((done) => (release = done));
    db.connection()
      .execute(async (conn) => {
        resolve({ conn, release });
        await released;
      })
      .catch(reject);
  });
}

const NUMERIC: ReadonlySet<ExportKind> = new Set(['money', 'int', 'number', 'percent', 'rate']);

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value) ?? '';
}

/** A cell for Excel: numbers as numbers (formatted), the rest as text. */
function xlsxCell(column: ExportColumn, value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (NUMERIC.has(column.kind)) {
    const n = Number(value);
    return Number.isFinite(n) ? n : text(value);
  }
  return text(value);
}

const NUM_FORMATS: Partial<Record<ExportKind, string>> = {
  money: '#,##0.00',
  int: '#,##0',
  percent: '0.00',
  rate: '0.000000',
};

// A text cell starting with = + - @ would be run as a formula by a spreadsheet (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(column: ExportColumn, value: unknown): string {
  let out = text(value);
  if (!NUMERIC.has(column.kind) && FORMULA_START.test(out)) out = `'${out}`;
  return /[",\r\n]/.test(out) ? `"${out.replace(/"/g, '""')}"` : out;
}

function csvStream(spec: TableExport): Readable {
  async function* lines(): AsyncIterable<string> {
    // The BOM makes Excel read the file as UTF-8 (Chinese headers).
    yield (
      '\ufeff' +
      spec.columns.map((c) => csvField({ ...c, kind: 'text' }, c.label)).join(',') +
      '\r\n'
    );
    for await (const batch of spec.batches()) {
      let chunk = '';
      for (const row of batch) {
        chunk += spec.columns.map((c) => csvField(c, row[c.key])).join(',') + '\r\n';
      }
      yield chunk;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** A writable stream as far as waiting for it goes (node's, or the readable-stream package's). */
interface Drainable {
  readonly writableNeedDrain?: boolean;
  readonly _writableState?: { needDrain?: boolean };
  once(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
}

const needsDrain = (stream: Drainable) =>
  stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false;

/** Waits until `stream` has room again, or `out` (the download) is closed. */
function waitDrain(stream: Drainable, out: Writable): Promise<void> {
  if (!needsDrain(stream) || out.destroyed) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      stream.off('error', fail);
      out.off('close', done);
      resolve();
    };
    const fail = (error: unknown) => {
      done();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    stream.once('drain', done);
    stream.once('close', done);
    stream.once('error', fail);
    out.once('close', done);
  });
}

/**
 * Where the zip reads the sheet's XML from. exceljs writes each committed row into the sheet's
 * buffer, which pushes it on into the zip's input stream without heeding backpressure, so a
 * writer that waited only on the download would let the zip's input take the whole sheet
 * (uncompressed) whenever rows come faster than they are compressed. Waiting for that input to
 * drain keeps a batch or so in memory. Undefined if exceljs ever stops exposing it.
 */
function zipInputOf(sheet: ExcelJS.Worksheet): Drainable | undefined {
  const buffer = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream;
  const input = buffer?.pipes?.[0] as Partial<Drainable> | undefined;
  const drainable =
    input !== undefined &&
    typeof input.once === 'function' &&
    typeof input.off === 'function' &&
    (typeof input.writableNeedDrain === 'boolean' ||
      typeof input._writableState?.needDrain === 'boolean');
  return drainable ? (input as Drainable) : undefined;
}

function xlsxStream(spec: TableExport): Readable {
  const out = new PassThrough();
  const write = async () => {
    // exceljs is loaded with the first export, not with every rest process.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(spec.title.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = spec.columns.map((c) => ({
      header: c.label,
      key: c.key,
      width: NUMERIC.has(c.kind) ? 16 : c.kind === 'date' ? 12 : 22,
      style: NUM_FORMATS[c.kind] ? { numFmt: NUM_FORMATS[c.kind] } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    const zipInput = zipInputOf(sheet);
    for await (const batch of spec.batches()) {
      if (out.destroyed) return;
      for (const row of batch) {
        sheet.addRow(spec.columns.map((c) => xlsxCell(c, row[c.key]))).commit();
      }
      if (zipInput) await waitDrain(zipInput, out);
      await waitDrain(out, out);
    }
    if (spec.totals) {
      const totals = await spec.totals();
      const row = sheet.addRow(
        spec.columns.map((c, i) =>
          i === 0 ? '合计' : c.key in totals ? xlsxCell(c, totals[c.key]) : null,
        ),
      );
      row.font = { bold: true };
      row.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}

/** The full set as a download, streamed. */
export function exportFile(spec: TableExport, format: ExportFormat): DownloadFile {
  return format === 'csv'
    ? { fileName: `${spec.title}.csv`, contentType: CSV_TYPE, body: csvStream(spec) }
    : { fileName: `${spec.title}.xlsx`, contentType: XLSX_TYPE, body: xlsxStream(spec) };
}
