// Every export link of the product, in both formats, through a real gateway in front of a real rest
// with the demo data. The cases come from the schema: each mutation `<x>ExportLink(filter, format:
// TableExportFormat)` is paired with the list query that takes the same filter, so a new list or
// report with an export is covered without touching this file. Each file must open (the Excel
// file parses as a workbook, the CSV as CSV) and hold as many rows as the list's total (共 N 条).
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  buildSchema,
  getNamedType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../scripts/webBuild.ts';
import { graphql, signIn, startStack, type Stack } from './support/stack.ts';

interface ExportCase {
  /** The mutation answering the signed link. */
  link: string;
  /** The list query taking the same filter: its total is what the screen's 共 N 条 shows. */
  list: string;
  filterType: string;
}

const schema: GraphQLSchema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));

function argType(field: GraphQLField<unknown, unknown>, name: string): string | undefined {
  const arg = field.args.find((a) => a.name === name);
  return arg ? getNamedType(arg.type).name : undefined;
}

function exportCases(): ExportCase[] {
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
  const queries = Object.values(schema.getQueryType()?.getFields() ?? {});
  return mutations
    .filter((m) => m.name.endsWith('ExportLink') && argType(m, 'format') === 'TableExportFormat')
    .map((m) => {
      const filterType = argType(m, 'filter');
      const list = queries.find((q) => {
        const returned = getNamedType(q.type);
        return (
          filterType !== undefined &&
          argType(q, 'filter') === filterType &&
          isObjectType(returned) &&
          'total' in returned.getFields() &&
          // Only the filter and the page may be given: the export has nothing else.
          q.args.every((a) => !isNonNullType(a.type))
        );
      });
      if (!filterType || !list) throw new Error(`导出 ${m.name} 没有对应的列表查询`);
      return { link: m.name, list: list.name, filterType };
    });
}

const cases = exportCases();

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

async function total(c: ExportCase): Promise<number> {
  const answer = await graphql<Record<string, { total: number }>>(
    stack,
    `query { ${c.list}(pageSize: 1) { total } }`,
    {},
    admin,
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const page = answer.data?.[c.list];
  if (!page) throw new Error(`${c.list} 没有数据`);
  return page.total;
}

async function download(c: ExportCase, format: 'XLSX' | 'CSV') {
  const answer = await graphql<Record<string, { url: string }>>(
    stack,
    `mutation ($format: TableExportFormat!) { ${c.link}(format: $format) { url } }`,
    { format },
    admin,
  );
  return answer;
}

/** The rows of a CSV file as a spreadsheet reads it (quoted commas and line breaks kept whole). */
async function csvRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  const sheet = await book.csv.read(Readable.from([bytes]), {
    parserOptions: { delimiter: ',', quote: '"' },
    map: (value: unknown) => value,
  });
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : JSON.stringify(v))));
  });
  return rows;
}

describe('every export link of the product', () => {
  it('finds the lists and reports of the schema', () => {
    // Statements, order lists and master-data lists all export.
    expect(cases.map((c) => c.link)).toEqual(
      expect.arrayContaining([
        'statementTicketV2ExportLink',
        'statementProfitExportLink',
        'oceanExportListExportLink',
        'clientExportLink',
      ]),
    );
    expect(cases.length).toBeGreaterThan(30);
  });

  describe.each(cases)('$link (list $list)', (c) => {
    it.each(['XLSX', 'CSV'] as const)(
      '%s opens and holds the list’s 共 N 条 rows',
      async (format) => {
        const expected = await total(c);
        const answer = await download(c, format);
        if (expected === 0) {
          // Nothing to export is said before any file: 暂无数据.
          expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
          expect(answer.errors?.[0]?.message).toBe('暂无数据');
          return;
        }
        expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
        const url = answer.data?.[c.link]?.url;
        if (!url) throw new Error(`${c.link} 没有链接`);
        const response = await fetch(`${stack.url}${url}`);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(response.status, bytes.toString('utf8').slice(0, 200)).toBe(200);
        expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''");

        if (format === 'CSV') {
          expect(response.headers.get('content-type')).toContain('text/csv');
          const rows = await csvRows(bytes);
          const header = rows[0] ?? [];
          expect(header.length).toBeGreaterThan(1);
          expect(header.every((label) => label.trim() !== '')).toBe(true);
          // A header line, then one line per row of the list.
          expect(rows.length - 1).toBe(expected);
          for (const row of rows.slice(1)) expect(row.length).toBeLessThanOrEqual(header.length);
          return;
        }
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(bytes as unknown as ArrayBuffer);
        const sheet = book.worksheets[0];
        if (!sheet) throw new Error(`${c.link} 的 Excel 没有工作表`);
        const last = sheet.getRow(sheet.actualRowCount).getCell(1).value;
        // A header row, the rows, and for a report a last 合计 row.
        const totalsRow = last === '合计' ? 1 : 0;
        expect(sheet.actualRowCount - 1 - totalsRow).toBe(expected);
      },
    );
  });
});
