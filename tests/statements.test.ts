// Statements through GraphQL: a real gateway in front of a real rest, the hand-countable fixture
// of the rest tests (rest/src/modules/statements/fixture.ts). Decimals arrive as exact strings,
// refusals with their codes, and an export link streams the full filtered set through the gateway.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../gateway/src/server.ts';
import { leversFromEnv } from '../gateway/src/execution/levers.ts';
import { insertStatementFixture } from '../rest/src/modules/statements/fixture.ts';
import type { StatementFixture } from '../rest/src/modules/statements/fixture.ts';
import { startTestRest } from '../rest/src/testing/index.ts';
import type { TestRest } from '../rest/src/testing/index.ts';
import { DEMO_ADMIN, graphql, signIn } from './support/stack.ts';
import type { Stack } from './support/stack.ts';

let rest: TestRest;
let gateway: ReturnType<typeof createGateway>;
let stack: Stack;
let admin: string;
let operator: string;
let fx: StatementFixture;

async function data<T>(query: string, variables: Record<string, unknown>, token = admin) {
  const answer = await graphql<T>(stack, query, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  if (!answer.data) throw new Error('没有数据');
  return answer.data;
}

beforeAll(async () => {
  rest = await startTestRest();
  gateway = createGateway({ restBaseUrl: rest.url }, leversFromEnv());
  const url = await gateway.start(0);
  stack = { restUrl: rest.url, url, graphqlUrl: `${url}/graphql`, close: () => Promise.resolve() };
  fx = await insertStatementFixture(rest.db, 'GQ');
  [admin, operator] = await Promise.all([
    signIn(stack),
    signIn(stack, { mobile: '13800000001', password: DEMO_ADMIN.password }),
  ]);
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await rest?.close();
});

const AGING = `query ($filter: StatementReceivableAgingFilter, $pageSize: Int) {
  statementReceivableAging(filter: $filter, pageSize: $pageSize) {
    items { clientName lineCount outstandingCny days0To30 days31To60 days61To90 daysOver90 }
    total
    totals { lineCount outstandingCny days0To30 daysOver90 }
    chart { kind title points { label value } }
  }
}`;

describe('statements over GraphQL', () => {
  it('answers aging buckets as exact decimals with totals and chart', async () => {
    const { statementReceivableAging: page } = await data<{
      statementReceivableAging: {
        items: Record<string, unknown>[];
        total: number;
        totals: Record<string, unknown>;
        chart: { kind: string; points: { label: string; value: string }[] };
      };
    }>(AGING, { filter: { clientId: String(fx.clientId), asOf: fx.asOf } });
    expect(page.items).toEqual([
      {
        clientName: '报表客户GQ',
        lineCount: 3,
        outstandingCny: '3310.00',
        days0To30: '2600.00',
        days31To60: '0.00',
        days61To90: '0.00',
        daysOver90: '710.00',
      },
    ]);
    expect(page.totals).toEqual({
      lineCount: 3,
      outstandingCny: '3310.00',
      days0To30: '2600.00',
      daysOver90: '710.00',
    });
    expect(page.chart.points.map((p) => p.label)).toEqual([
      '0–30天',
      '31–60天',
      '61–90天',
      '90天以上',
    ]);
  });

  it('answers profit per order in CNY', async () => {
    const { statementProfit } = await data<{
      statementProfit: {
        items: { orderCode: string; profitCny: string }[];
        totals: { profitCny: string };
      };
    }>(
      `query ($filter: StatementProfitFilter) { statementProfit(filter: $filter) {
        items { orderCode profitCny } totals { profitCny } } }`,
      { filter: { clientId: String(fx.clientId) } },
    );
    expect(statementProfit.items).toEqual([
      { orderCode: fx.orders.b, profitCny: '1640.00' },
      { orderCode: fx.orders.a, profitCny: '910.00' },
    ]);
    expect(statementProfit.totals.profitCny).toBe('2550.00');
  });

  it('refuses bad filters and pages the user does not hold, with their codes', async () => {
    const bad = await graphql(
      stack,
      'query ($filter: StatementProfitFilter) { statementProfit(filter: $filter) { total } }',
      { filter: { dateFrom: '2026-05-01', dateTo: '2026-04-01' } },
      admin,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe('开始日期不能晚于结束日期');
    const forbidden = await graphql(stack, AGING, {}, operator);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('streams the full filtered set through the gateway as CSV and Excel', async () => {
    const { statementProfit } = await data<{ statementProfit: { total: number } }>(
      'query { statementProfit(pageSize: 1) { total } }',
      {},
    );
    expect(statementProfit.total).toBeGreaterThan(10);
    const link = async (format: string) =>
      (
        await data<{ statementProfitExportLink: { url: string } }>(
          `mutation ($format: TableExportFormat!) {
            statementProfitExportLink(format: $format) { url expiresAt } }`,
          { format },
        )
      ).statementProfitExportLink.url;
    const csv = await fetch(`${stack.url}${await link('CSV')}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const lines = (await csv.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '订单号,业务类型,接单日期,客户,销售,应收(人民币),应付(人民币),利润(人民币),利润率%',
    );
    expect(lines).toHaveLength(statementProfit.total + 1);

    const xlsx = await fetch(`${stack.url}${await link('XLSX')}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect(book.worksheets[0]?.actualRowCount).toBe(statementProfit.total + 2);
  });
});
