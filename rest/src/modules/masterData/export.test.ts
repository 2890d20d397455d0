import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, has } from '../../../../model/masterData/index.ts';
import type { EntityDecl } from '../../../../model/masterData/index.ts';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { exportFields } from './export.ts';

let rest: TestRest;
let token: string;

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  token = await loginAs(rest.app);
});
afterAll(() => rest?.close());

const client = entities.find((e) => e.name === 'client')!;

async function call<T>(decl: EntityDecl, action: string, fields: Record<string, unknown>) {
  const result = await callRest<T>(
    rest.app,
    `${decl.controller}/${action}`,
    { ...fields, token },
    { encoding: 'json' },
  );
  return result.body;
}

async function total(decl: EntityDecl, filter: Record<string, unknown>): Promise<number> {
  const page = await call<{ total: number }>(decl, 'pageAll', { ...filter, pageSize: 1 });
  expect(page.status).toBe(200);
  return page.data.total;
}

async function fetchExport(decl: EntityDecl, fields: Record<string, unknown>) {
  const link = await call<{ url: string }>(decl, 'exportAll', fields);
  expect(link.status, JSON.stringify(link)).toBe(200);
  const res = await rest.app.inject({ method: 'GET', url: link.data.url });
  expect(res.statusCode).toBe(200);
  return res;
}

async function sheetOf(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const labels = (decl: EntityDecl) => exportFields(decl).map((f) => f.label);

describe('master-data export', () => {
  it('exports the filtered clients as Excel and CSV: every row, the list headers', async () => {
    const first = await call<{ list: { customerName: string }[] }>(client, 'pageAll', {
      pageSize: 1,
    });
    const name = first.data.list[0]?.customerName ?? '';
    expect(name.length).toBeGreaterThan(1);
    const filter = { customerName: name.slice(0, 2) };
    const count = await total(client, filter);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(await total(client, {}));

    const xlsx = await fetchExport(client, { ...filter, format: 'xlsx' });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetOf(xlsx.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(labels(client));
    expect(sheet.actualRowCount).toBe(count + 1);
    const nameCol = exportFields(client).findIndex((f) => f.name === 'customerName') + 1;
    const names: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) names.push(row.getCell(nameCol).value);
    });
    expect(names).toContain(name);
    for (const n of names) expect(String(n)).toContain(name.slice(0, 2));
    expect(sheet.getRow(2).getCell(labels(client).indexOf('状态') + 1).value).toMatch(
      /^(启用|停用)$/,
    );

    const csv = await fetchExport(client, { ...filter, format: 'csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(labels(client).join(','));
    expect(lines).toHaveLength(count + 1);
  });

  it('serves every master-data list with a page, row count = its total', async () => {
    const listed = entities.filter((e) => has(e, 'pageAll'));
    expect(listed.length).toBeGreaterThanOrEqual(12);
    for (const decl of listed) {
      const count = await total(decl, {});
      const link = await call<{ url: string }>(decl, 'exportAll', { format: 'csv' });
      if (count === 0) {
        expect(link.status, decl.name).toBe(404);
        continue;
      }
      const res = await rest.app.inject({ method: 'GET', url: link.data.url });
      const lines = res.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expect(lines[0], decl.name).toBe(labels(decl).join(','));
      expect(lines.length, decl.name).toBe(count + 1);
    }
  });

  it('refuses an empty set and a foreign format', async () => {
    const empty = await call<{ message: string }[]>(client, 'exportAll', {
      customerName: '没有这样的客户',
    });
    expect(empty.status).toBe(404);
    expect(empty.data[0]?.message).toBe('暂无数据');
    const bad = await call<{ message: string }[]>(client, 'exportAll', { format: 'pdf' });
    expect(bad.status).toBe(400);
    expect(bad.data[0]?.message).toBe('导出格式应为 xlsx 或 csv');
  });
});
