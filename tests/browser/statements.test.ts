// Three statements through the real UI on the hand-countable fixture: filter with the search form,
// read the totals row the page SHOWS, look at the chart, and download the export (the Excel file
// holds every filtered row and the totals). Screenshots go to test-results/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leversFromEnv } from '../../gateway/src/execution/levers.ts';
import { createGateway } from '../../gateway/src/server.ts';
import { insertStatementFixture } from '../../rest/src/modules/statements/fixture.ts';
import { startTestRest } from '../../rest/src/testing/index.ts';
import type { TestRest } from '../../rest/src/testing/index.ts';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, TEST_CAPTCHA } from '../support/stack.ts';
import { launchBrowser, stepsOf } from './browser.ts';

let rest: TestRest;
let gateway: ReturnType<typeof createGateway>;
let url = '';
let browser: Browser;
let page: Page;

const shots = join(root, 'test-results');
const step = stepsOf('statements', () => page);
const CLIENT = '报表客户BR';
const SUPPLIER = '报表供应商BR';

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  rest = await startTestRest();
  await insertStatementFixture(rest.db, 'BR');
  gateway = createGateway(
    { restBaseUrl: rest.url, webDist: join(root, 'web', 'dist') },
    leversFromEnv(),
  );
  url = await gateway.start(0);
  browser = await launchBrowser();
  page = await browser.newPage({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
  await rest?.close();
});

const search = () => page.getByRole('search', { name: '查询条件' });

async function pick(scope: Locator, label: string, name: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(name);
  const option = page
    .locator('[data-scope="combobox"][data-part="item"]:visible')
    .filter({ hasText: name })
    .first();
  await option.waitFor();
  await option.click();
  await expect.poll(() => input.inputValue()).toBe(name);
}

/** The totals row as shown, by column key. */
async function shownTotal(column: string): Promise<string> {
  const cell = page.getByTestId('statement-totals').locator(`[data-column="${column}"]`);
  return (await cell.innerText()).trim();
}

async function open(path: string, title: string) {
  await page.goto(`${url}${path}`);
  await page.getByRole('heading', { name: title }).waitFor();
}

async function expandSearch() {
  const more = search().getByRole('button', { name: '展开' });
  if (await more.isVisible()) await more.click();
}

describe('statements in the browser', () => {
  it('signs in as the demo administrator', async () => {
    await step('signin', async () => {
      await page.goto(`${url}/user/login`);
      await page.getByLabel(/^手机号/).fill(DEMO_ADMIN.mobile);
      await page.getByLabel(/^密码/).fill(DEMO_ADMIN.password);
      await page.getByLabel(/^验证码/).fill(TEST_CAPTCHA);
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/user/'));
    });
  });

  it('receivable aging: filters by client and day, shows the buckets, exports every row', async () => {
    await step('aging', async () => {
      await open('/statements/receivableAging', '应收账龄');
      await expandSearch();
      await search()
        .getByLabel(/^账龄截止日/)
        .fill('2026-06-30');
      await pick(search(), '客户', CLIENT);
      await search().getByRole('button', { name: '查询' }).click();
      await expect.poll(() => shownTotal('outstandingCny'), { timeout: 15_000 }).toBe('3,310.00');
      expect(await shownTotal('days0To30')).toBe('2,600.00');
      expect(await shownTotal('days31To60')).toBe('0.00');
      expect(await shownTotal('daysOver90')).toBe('710.00');
      expect(await shownTotal('clientName')).toBe('合计');
      await page.getByRole('figure', { name: '账龄分布(人民币)' }).waitFor();
      const row = page.getByRole('table', { name: '应收账龄列表' }).locator('tbody tr').first();
      await expect.poll(() => row.innerText()).toContain(CLIENT);
      await page.screenshot({
        path: join(shots, 'statements-receivableAging.png'),
        fullPage: true,
      });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '导出Excel' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('应收账龄.xlsx');
      const file = await download.path();
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file);
      const sheet = book.worksheets[0];
      // Header, the one filtered row, 合计.
      expect(sheet?.actualRowCount).toBe(3);
      expect(sheet?.getRow(2).getCell(1).value).toBe(CLIENT);
      expect(sheet?.getRow(2).getCell(3).value).toBe(3310);
      expect(sheet?.getRow(3).getCell(1).value).toBe('合计');
    });
  });

  it('profit: filters by client and order date, shows the profit total', async () => {
    await step('profit', async () => {
      await open('/statements/profit', '单票利润');
      await expandSearch();
      await pick(search(), '客户', CLIENT);
      await search().getByRole('button', { name: '查询' }).click();
      await expect.poll(() => shownTotal('profitCny'), { timeout: 15_000 }).toBe('2,550.00');
      expect(await shownTotal('receivableCny')).toBe('3,710.00');
      await search()
        .getByLabel(/^接单日期从/)
        .fill('2026-05-01');
      await search().getByRole('button', { name: '查询' }).click();
      await expect.poll(() => shownTotal('profitCny'), { timeout: 15_000 }).toBe('1,640.00');
      expect(await shownTotal('payableCny')).toBe('360.00');
      await page.getByRole('figure', { name: '按月利润(人民币)' }).waitFor();
      await page.screenshot({ path: join(shots, 'statements-profit.png'), fullPage: true });
    });
  });

  it('supplier: filters by supplier, shows payable, paid and outstanding, exports CSV', async () => {
    await step('supplier', async () => {
      await open('/statements/supplier', '供应商统计');
      await expandSearch();
      await pick(search(), '供应商', SUPPLIER);
      await search().getByRole('button', { name: '查询' }).click();
      await expect.poll(() => shownTotal('payableCny'), { timeout: 15_000 }).toBe('1,160.00');
      expect(await shownTotal('paidCny')).toBe('200.00');
      expect(await shownTotal('outstandingCny')).toBe('960.00');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '导出CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('供应商统计.csv');
      const stream = await download.createReadStream();
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      const lines = text
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expect(lines).toEqual([
        '供应商,订单数,费用条数,应付(人民币),已付(人民币),未付(人民币)',
        `${SUPPLIER},2,3,1160.00,200.00,960.00`,
      ]);
      await page.screenshot({ path: join(shots, 'statements-supplier.png'), fullPage: true });
    });
  });
});
