// A CSV file that Excel opens with its Chinese intact: UTF-8 with a byte order mark, CRLF line
// ends, RFC 4180 quoting. Rows are written as they come (waiting when the disk is behind), so a
// file of any length costs the memory of one row.
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';

/** A cell: text, a number, a Decimal string (元, two decimals) or nothing (an empty cell). */
export type Cell = string | number | null | undefined;

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell as CSV: quoted when it holds a comma, a quote or a line break (quotes doubled). Text
 * that starts like a formula (= + - @) gets a leading apostrophe so Excel shows it instead of
 * running it; numbers (a negative profit) are left as they are.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export class CsvFile {
  /** Data rows written so far (the header not counted). */
  rows = 0;
  private readonly out: WriteStream;

  constructor(
    readonly file: string,
    header: readonly string[],
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.out = createWriteStream(file, { encoding: 'utf8' });
    this.out.write('\uFEFF' + header.map(csvCell).join(',') + '\r\n');
  }

  /** Writes one row; resolves at once, or when the file has taken what was buffered. */
  async write(cells: readonly Cell[]): Promise<void> {
    this.rows += 1;
    if (!this.out.write(cells.map(csvCell).join(',') + '\r\n')) await once(this.out, 'drain');
  }

  async close(): Promise<void> {
    this.out.end();
    await once(this.out, 'finish');
  }
}
