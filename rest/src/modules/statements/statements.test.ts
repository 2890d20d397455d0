// Every report's figures on a hand-countable fixture (fixture.ts), organisation isolation, and the
// export of the full filtered set as Excel and CSV.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statements } from '../../../../model/statements/index.ts';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import type { StatementAnswer, StatementRow } from './engine.ts';
import { insertStatementFixture } from './fixture.ts';
import type { StatementFixture } from './fixture.ts';

let rest: TestRest;
let app: FastifyInstance;
let admin: string;
let ningbo: string;
let operator: string;
let fx: StatementFixture;

async function call<T>(path: string, fields: Record<string, unknown>, token = admin) {
  return (await callRest<T>(app, path, { token, ...fields }, { encoding: 'json' })).body;
}

async function report(key: string, fields: Record<string, unknown>, token = admin) {
  const body = await call<StatementAnswer>(`statement/${key}`, { pageSize: 50, ...fields }, token);
  expect(body.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const mine = () => ({ clientId: fx.clientId });
const mySupplier = () => ({ supplierId: fx.supplierId });
const pick = (rows: StatementRow[], keys: string[]) =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  [admin, operator, ningbo] = await Promise.all([
    loginAs(app),
    loginAs(app, '13800000001'),
    loginAs(app, '13800000004'),
  ]);
  fx = await insertStatementFixture(rest.db, 'ST');
  // 刘芳 (宁波) gets the statement pages, to look at her organisation's reports.
  await sql`with role as (insert into tb_role (role_name) values ('报表测试') returning id),
      grant_menus as (insert into tb_role_menu (role_id, menu_id)
        select role.id, m.id from role, tb_menu m where m.url like '/statements/%')
    insert into tb_user_role (user_id, role_id)
      select u.id, role.id from role, tb_sys_user u where u.mobile = '13800000004'`.execute(
    rest.db,
  );
}, 120_000);

afterAll(async () => {
  await rest?.close();
});

describe('aging', () => {
  it('buckets what each client still owes by invoice date, else fee date', async () => {
    const r = await report('receivableAging', { ...mine(), asOf: fx.asOf });
    expect(r.total).toBe(1);
    expect(
      pick(r.list, [
        'lineCount',
        'outstandingCny',
        'days0To30',
        'days31To60',
        'days61To90',
        'daysOver90',
      ]),
    ).toEqual([
      {
        lineCount: 3,
        outstandingCny: '3310.00',
        days0To30: '2600.00',
        days31To60: '0.00',
        days61To90: '0.00',
        daysOver90: '710.00',
      },
    ]);
    expect(r.totals).toMatchObject({ outstandingCny: '3310.00', daysOver90: '710.00' });
    expect(r.chart?.points.map((p) => p.value)).toEqual(['2600.00', '0.00', '0.00', '710.00']);
  });

  it('buckets what is owed to each supplier, after write-offs', async () => {
    const r = await report('payableAging', { ...mySupplier(), asOf: fx.asOf });
    expect(
      pick(r.list, [
        'lineCount',
        'outstandingCny',
        'days0To30',
        'days31To60',
        'days61To90',
        'daysOver90',
      ]),
    ).toEqual([
      {
        lineCount: 3,
        outstandingCny: '960.00',
        days0To30: '360.00',
        days31To60: '300.00',
        days61To90: '300.00',
        daysOver90: '0.00',
      },
    ]);
  });

  it('counts nothing fee-dated after the as-of day', async () => {
    const r = await report('receivableAging', { ...mine(), asOf: '2026-03-11' });
    expect(pick(r.list, ['lineCount', 'outstandingCny', 'days0To30'])).toEqual([
      { lineCount: 1, outstandingCny: '600.00', days0To30: '600.00' },
    ]);
  });
});

describe('profit and business', () => {
  it('profit = receivable − payable in CNY at each line’s rate, rejected lines left out', async () => {
    const r = await report('profit', mine());
    expect(
      pick(r.list, ['orderCode', 'receivableCny', 'payableCny', 'profitCny', 'marginPercent']),
    ).toEqual([
      {
        orderCode: fx.orders.b,
        receivableCny: '2000.00',
        payableCny: '360.00',
        profitCny: '1640.00',
        marginPercent: '82.00',
      },
      {
        orderCode: fx.orders.a,
        receivableCny: '1710.00',
        payableCny: '800.00',
        profitCny: '910.00',
        marginPercent: '53.22',
      },
    ]);
    expect(r.totals).toEqual({
      receivableCny: '3710.00',
      payableCny: '1160.00',
      profitCny: '2550.00',
    });
    expect(r.chart?.points).toEqual([
      { label: '2026-03', value: '910.00' },
      { label: '2026-05', value: '1640.00' },
    ]);
  });

  it('filters by order date', async () => {
    const r = await report('profit', { ...mine(), dateFrom: '2026-05-01', dateTo: '2026-05-31' });
    expect(r.total).toBe(1);
    expect(r.totals.profitCny).toBe('1640.00');
  });

  it('customers: business, received and outstanding per client', async () => {
    const r = await report('customers', mine());
    expect(
      pick(r.list, [
        'orderCount',
        'receivableCny',
        'payableCny',
        'profitCny',
        'receivedCny',
        'outstandingCny',
      ]),
    ).toEqual([
      {
        orderCount: 2,
        receivableCny: '3710.00',
        payableCny: '1160.00',
        profitCny: '2550.00',
        receivedCny: '400.00',
        outstandingCny: '3310.00',
      },
    ]);
  });

  it('business volume by month and order type', async () => {
    const r = await report('business', mine());
    expect(pick(r.list, ['month', 'orderTypeName', 'orderCount', 'profitCny'])).toEqual([
      { month: '2026-05', orderTypeName: '海运出口', orderCount: 1, profitCny: '1640.00' },
      { month: '2026-03', orderTypeName: '海运出口', orderCount: 1, profitCny: '910.00' },
    ]);
    expect(r.chart?.points).toEqual([{ label: '海运出口', value: '2' }]);
  });
});

describe('suppliers, payables and write-offs', () => {
  it('supplier: payable, paid and outstanding', async () => {
    const r = await report('supplier', mySupplier());
    expect(
      pick(r.list, ['orderCount', 'lineCount', 'payableCny', 'paidCny', 'outstandingCny']),
    ).toEqual([
      {
        orderCount: 2,
        lineCount: 3,
        payableCny: '1160.00',
        paidCny: '200.00',
        outstandingCny: '960.00',
      },
    ]);
  });

  it('write-offs of each side, with what remains', async () => {
    const ap = await report('payableWriteOff', mySupplier());
    expect(
      pick(ap.list, [
        'writeOffDate',
        'writeOffName',
        'money',
        'writeOffMoney',
        'remaining',
        'writeOffCny',
      ]),
    ).toEqual([
      {
        writeOffDate: '2026-05-01',
        writeOffName: '张丽',
        money: '500.00',
        writeOffMoney: '200.00',
        remaining: '300.00',
        writeOffCny: '200.00',
      },
    ]);
    const ar = await report('receivableWriteOff', { ...mine(), dateFrom: '2026-06-01' });
    expect(pick(ar.list, ['writeOffDate', 'writeOffMoney', 'remaining'])).toEqual([
      { writeOffDate: '2026-06-20', writeOffMoney: '400.00', remaining: '600.00' },
    ]);
    expect(ar.totals).toEqual({ writeOffCny: '400.00' });
    const none = await report('receivableWriteOff', { ...mine(), dateTo: '2026-06-19' });
    expect(none.total).toBe(0);
  });

  it('payment requests: approved payables not yet paid, per currency', async () => {
    const r = await report('payableInvitation', mySupplier());
    expect(
      pick(r.list, ['currencyName', 'money', 'writeOffMoney', 'requestMoney', 'requestCny']),
    ).toEqual([
      {
        currencyName: '美元',
        money: '50.00',
        writeOffMoney: '0.00',
        requestMoney: '50.00',
        requestCny: '360.00',
      },
      {
        currencyName: '人民币',
        money: '500.00',
        writeOffMoney: '200.00',
        requestMoney: '300.00',
        requestCny: '300.00',
      },
    ]);
    expect(r.totals.requestCny).toBe('660.00');
  });

  it('payables pending audit and payables not yet invoiced', async () => {
    const pending = await report('payablePendingAudit', mySupplier());
    expect(pick(pending.list, ['orderCode', 'cnyMoney', 'feeDate'])).toEqual([
      { orderCode: fx.orders.a, cnyMoney: '300.00', feeDate: '2026-05-20' },
    ]);
    const unbilled = await report('unBilledExpenses', mySupplier());
    expect(pick(unbilled.list, ['orderCode', 'cnyMoney'])).toEqual([
      { orderCode: fx.orders.a, cnyMoney: '300.00' },
      { orderCode: fx.orders.b, cnyMoney: '360.00' },
    ]);
    expect(unbilled.totals).toEqual({ cnyMoney: '660.00' });
  });
});

describe('invoices', () => {
  it('ticket: receivable invoices with write-off and outstanding', async () => {
    const r = await report('ticket', mine());
    expect(
      pick(r.list, ['invoiceNo', 'invoiceDate', 'cnyMoney', 'writeOffCny', 'outstandingCny']),
    ).toEqual([
      {
        invoiceNo: 'INVSTA1',
        invoiceDate: '2026-06-15',
        cnyMoney: '1000.00',
        writeOffCny: '400.00',
        outstandingCny: '600.00',
      },
      {
        invoiceNo: 'INVSTB1',
        invoiceDate: '2026-05-31',
        cnyMoney: '2000.00',
        writeOffCny: '0.00',
        outstandingCny: '2000.00',
      },
    ]);
    expect(r.totals).toEqual({
      orderCount: 2,
      lineCount: 2,
      cnyMoney: '3000.00',
      writeOffCny: '400.00',
      outstandingCny: '2600.00',
    });
  });

  it('ticket v2: invoiced lines of both sides', async () => {
    const r = await report('ticketV2', { ...mine(), ...mySupplier() });
    expect(r.list.map((x) => [x.invoiceNo, x.sideName])).toEqual([
      ['INVSTA1', '应收'],
      ['INVSTB1', '应收'],
      ['PINVST1', '应付'],
    ]);
    expect(r.totals.cnyMoney).toBe('3500.00');
  });

  it('noticket and unbilled business: receivables not invoiced', async () => {
    const noticket = await report('noticket', mine());
    expect(pick(noticket.list, ['currencyName', 'money', 'cnyMoney', 'oldestDate'])).toEqual([
      { currencyName: '美元', money: '100.00', cnyMoney: '710.00', oldestDate: '2026-03-12' },
    ]);
    const business = await report('unBilledBusiness', mine());
    expect(pick(business.list, ['orderCode', 'lineCount', 'invoicedCny', 'unbilledCny'])).toEqual([
      { orderCode: fx.orders.a, lineCount: 1, invoicedCny: '1000.00', unbilledCny: '710.00' },
    ]);
  });

  it('invoice settlement status and invoice orders', async () => {
    const s = await report('invoiceSettlement', { ...mine(), ...mySupplier() });
    expect(pick(s.list, ['invoiceNo', 'sideName', 'outstandingCny', 'settlementStatus'])).toEqual([
      {
        invoiceNo: 'INVSTA1',
        sideName: '应收',
        outstandingCny: '600.00',
        settlementStatus: '部分结算',
      },
      {
        invoiceNo: 'INVSTB1',
        sideName: '应收',
        outstandingCny: '2000.00',
        settlementStatus: '未结算',
      },
      {
        invoiceNo: 'PINVST1',
        sideName: '应付',
        outstandingCny: '300.00',
        settlementStatus: '部分结算',
      },
    ]);
    expect(s.totals).toEqual({
      cnyMoney: '3500.00',
      writeOffCny: '600.00',
      outstandingCny: '2900.00',
    });
    const o = await report('invoiceOrder', { ...mine(), invoiceNo: 'INVSTA' });
    expect(pick(o.list, ['invoiceNo', 'orderCode', 'lineCount', 'cnyMoney'])).toEqual([
      { invoiceNo: 'INVSTA1', orderCode: fx.orders.a, lineCount: 1, cnyMoney: '1000.00' },
    ]);
  });
});

describe('organisation, permissions and input', () => {
  it('never shows another organisation’s lines', async () => {
    const shanghai = await report('receivableAging', { ...mine(), asOf: fx.asOf });
    expect(shanghai.totals.outstandingCny).toBe('3310.00');
    const other = await report('receivableAging', { ...mine(), asOf: fx.asOf }, ningbo);
    expect(pick(other.list, ['lineCount', 'outstandingCny'])).toEqual([
      { lineCount: 1, outstandingCny: '777.00' },
    ]);
    const profit = await report('profit', mine(), ningbo);
    expect(profit.list.map((r) => r.orderCode)).toEqual([fx.orders.ningbo]);
  });

  it('answers every report on the demo company, paged', async () => {
    for (const decl of statements) {
      const r = await report(decl.key, { pageSize: 5 });
      expect(r.list.length, decl.key).toBeLessThanOrEqual(5);
      expect(r.total, decl.key).toBeGreaterThanOrEqual(r.list.length);
      for (const row of r.list)
        expect(Object.keys(row).sort()).toEqual(decl.columns.map((c) => c.key).sort());
    }
  });

  it('refuses a page the user does not hold, bad dates and filters the report lacks', async () => {
    expect((await call('statement/profit', {}, operator)).status).toBe(403);
    const bad = await call<{ message: string }[]>('statement/profit', { dateFrom: '2026-13-01' });
    expect(bad.status).toBe(400);
    expect(bad.data[0]?.message).toBe('开始日期格式应为 YYYY-MM-DD');
    const lacking = await call<{ message: string }[]>('statement/profit', { supplierId: 1 });
    expect(lacking.status).toBe(400);
    const reversed = await call<{ message: string }[]>('statement/profit', {
      dateFrom: '2026-05-01',
      dateTo: '2026-04-01',
    });
    expect(reversed.data[0]?.message).toBe('开始日期不能晚于结束日期');
  });
});

async function download(key: string, fields: Record<string, unknown>) {
  const link = await call<{ url: string }>(`statement/${key}Export`, fields);
  expect(link.status, JSON.stringify(link)).toBe(200);
  const res = await app.inject({ method: 'GET', url: link.data.url });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('export', () => {
  it('streams the full filtered set to Excel, with the totals row', async () => {
    const all = await report('payableAging', { pageSize: 1 });
    expect(all.total).toBeGreaterThan(1);
    const res = await download('payableAging', { format: 'xlsx' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '供应商',
      '费用条数',
      '未付合计(人民币)',
      '0–30天',
      '31–60天',
      '61–90天',
      '90天以上',
    ]);
    // header + every row + 合计
    expect(sheet?.actualRowCount).toBe(all.total + 2);
    const last = sheet?.getRow(all.total + 2);
    expect(last?.getCell(1).value).toBe('合计');
    expect(last?.getCell(3).value).toBe(Number(all.totals.outstandingCny));
  });

  it('exports CSV of a filtered set larger than one batch would be on a page', async () => {
    const all = await report('unBilledExpenses', { pageSize: 1 });
    const res = await download('unBilledExpenses', { format: 'csv' });
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '订单号,业务类型,供应商,费用名称,币种,金额,折合人民币,审核状态,费用日期,天数',
    );
    expect(lines.length).toBe(all.total + 1);
    const filtered = await download('unBilledExpenses', { format: 'csv', ...mySupplier() });
    const rows = filtered.body.trim().split('\r\n').slice(1);
    expect(rows.map((l) => l.split(',')[6])).toEqual(['300.00', '360.00']);
  });

  it('streams a whole order list through the same engine, as CSV and Excel', async () => {
    const page = await call<{ total: number }>('tbSeaTransportExport/pageAll', { pageSize: 1 });
    expect(page.status).toBe(200);
    expect(page.data.total).toBeGreaterThan(50);
    const csvLink = await call<{ url: string }>('tbSeaTransportExport/pageAllExcel', {
      format: 'csv',
    });
    const csv = await app.inject({ method: 'GET', url: csvLink.data.url });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.startsWith('订单号,')).toBe(true);
    expect(lines).toHaveLength(page.data.total + 1);
    const xlsxLink = await call<{ url: string }>('tbSeaTransportExport/pageAllExcel', {
      orderCode: fx.orders.a,
    });
    const xlsx = await app.inject({ method: 'GET', url: xlsxLink.data.url });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.actualRowCount).toBe(2);
    expect(book.worksheets[0]?.getRow(2).getCell(1).value).toBe(fx.orders.a);
  });

  it('refuses an empty set and a foreign format', async () => {
    const empty = await call<{ message: string }[]>('statement/ticketExport', {
      invoiceNo: 'NO-SUCH',
    });
    expect(empty.status).toBe(404);
    const bad = await call<{ message: string }[]>('statement/ticketExport', { format: 'pdf' });
    expect(bad.status).toBe(400);
  });
});
