// A receipt in the browser, as finance sees it: a partial receipt for an approved receivable line
// recorded on 新增收款, then the written-off and outstanding amounts SHOWN on the order's fee grid
// after a reload and on 收款管理; the receipt reversed, and the line open again on both. Expected
// values come from the rest back end, never from the page. Screenshots go to test-results/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { root } from '../../scripts/webBuild.ts';
import { formatDecimal } from '../../web/src/components/form/decimal.ts';
import { DEMO_ADMIN, restCall, type Stack, startStack, TEST_CAPTCHA } from '../support/stack.ts';
import { launchBrowser, stepsOf } from './browser.ts';

let stack: Stack;
let browser: Browser;
let page: Page;
let token: string;

const shots = join(root, 'test-results');

interface RestLine {
  id: number;
  orderCode: string;
  orderType: string;
  feeName: string;
  money: string;
  writeOffMoney: string | null;
  settlementUnit: number;
  settlementUnitName: string;
  sortId: number;
}

/** The approved line the test receives money for, and what is known of it. */
let line: RestLine;
let settlementNo = '';

const rest = <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  restCall<T>(stack, token, path, body);

const cents = (text: string) => {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole + frac.padEnd(2, '0').slice(0, 2));
};
const money = (units: bigint) => `${units / 100n}.${String(units % 100n).padStart(2, '0')}`;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  stack = await startStack({ webDist: join(root, 'web', 'dist') });
  browser = await launchBrowser();
  page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const step = stepsOf('receipts', () => page);

/** The line's row index on its order's receivable grid (lines in sort order). */
async function rowOnGrid(): Promise<number> {
  const fees = await rest<{ YSList: RestLine[] }>('tbAp/findOrderCode', {
    orderCode: line.orderCode,
  });
  const sorted = [...fees.YSList].sort((a, b) => a.sortId - b.sortId || a.id - b.id);
  return sorted.findIndex((l) => l.id === line.id);
}

async function gridShows(): Promise<{ writtenOff: string; outstanding: string }> {
  await page.goto(`${stack.url}/action/oceanexport/add?orderCode=${line.orderCode}`);
  const grid = page.getByRole('region', { name: '应收费用', exact: true });
  await grid.waitFor();
  const i = await rowOnGrid();
  return {
    writtenOff: (await grid.getByTestId(`receivables-writeoff-${i}`).innerText()).trim(),
    outstanding: (await grid.getByTestId(`receivables-outstanding-${i}`).innerText()).trim(),
  };
}

describe('a partial receipt in the browser', () => {
  it('signs in and finds an approved receivable line not yet written off', async () => {
    await step('signin', async () => {
      await page.goto(`${stack.url}/user/login`);
      await page.getByLabel(/^手机号/).fill(DEMO_ADMIN.mobile);
      await page.getByLabel(/^密码/).fill(DEMO_ADMIN.password);
      await page.getByLabel(/^验证码/).fill(TEST_CAPTCHA);
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
      token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
      expect(token).not.toBe('');
      const approved = await rest<{ list: RestLine[] }>('tbAr/pageAll', {
        approveStatus: 'YSH',
        orderType: 'ZYLX_HYCK',
        currency: '3',
        pageSize: 500,
      });
      const open = approved.list.find((l) => l.writeOffMoney === null && cents(l.money) > 20000n);
      expect(open).toBeDefined();
      if (open) line = open;
    });
  }, 180_000);

  it('records 100.00 of it on 新增收款 and SHOWS what is left on the receipt list', async () => {
    await step('record', async () => {
      await page.goto(`${stack.url}/finance/receive/add`);
      const unit = page.getByRole('combobox', { name: '客户', exact: true });
      await unit.click();
      await unit.fill(line.settlementUnitName.slice(0, 6));
      const option = page
        .locator('[data-scope="combobox"][data-part="item"]:visible')
        .filter({ hasText: line.settlementUnitName })
        .first();
      await option.waitFor();
      await option.click();
      await page.getByLabel('按订单号筛选').fill(line.orderCode);
      const input = page.getByLabel(`本次核销 ${line.orderCode} ${line.feeName}`, { exact: true });
      await input.waitFor();
      await input.fill('100');
      await page.getByRole('textbox', { name: /收款金额/ }).fill('100');
      await page.screenshot({ path: join(shots, 'receipts-add.png'), fullPage: true });
      await page.getByRole('button', { name: '保存', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/finance/receive');

      const stored = await rest<{ list: { settlementNo: string; allocated: string }[] }>(
        'tbReceipt/pageAll',
        { orderCode: line.orderCode, status: 'ZC' },
      );
      settlementNo = stored.list[0]?.settlementNo ?? '';
      expect(stored.list[0]?.allocated).toBe('100.00');
      const left = formatDecimal(money(cents(line.money) - 10000n), 2);
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: settlementNo });
      await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain(`未核销 ${left}`);
      expect(await row.innerText()).toContain('正常');
      await page.screenshot({ path: join(shots, 'receipts-list.png'), fullPage: true });
    });
  }, 180_000);

  it('SHOWS the written-off and outstanding amounts on the order’s fee grid after a reload', async () => {
    await step('grid', async () => {
      const shown = await gridShows();
      expect(shown).toEqual({
        writtenOff: '100.00',
        outstanding: formatDecimal(money(cents(line.money) - 10000n), 2),
      });
      await page
        .getByRole('region', { name: '费用信息', exact: true })
        .screenshot({ path: join(shots, 'receipts-fee-grid.png') });
    });
  }, 180_000);

  it('reverses the receipt: kept as 已冲销, the line open again', async () => {
    await step('reverse', async () => {
      await page.goto(`${stack.url}/finance/receive`);
      await page.getByRole('button', { name: `冲销收款 ${settlementNo}`, exact: true }).click();
      await page.getByRole('textbox', { name: '冲销原因' }).fill('客户退票');
      await page.getByRole('button', { name: '确定', exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: settlementNo });
      await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain('已冲销');
      const after = await rest<{ YSList: RestLine[] }>('tbAp/findOrderCode', {
        orderCode: line.orderCode,
      });
      expect(after.YSList.find((l) => l.id === line.id)?.writeOffMoney).toBeNull();
      expect(await gridShows()).toEqual({
        writtenOff: '—',
        outstanding: formatDecimal(line.money, 2),
      });
    });
  }, 180_000);

  it('SHOWS the finance statistics with their chart, totals as the back end sums them', async () => {
    await step('statistics', async () => {
      const stats = await rest<{ total: { receivable: string; received: string } }>(
        'tbFinanceStat/findStatistics',
        {},
      );
      await page.goto(`${stack.url}/finance/financetj`);
      await page.getByRole('figure', { name: '按月应收、已收、应付、已付' }).waitFor();
      const total = page
        .getByRole('table', { name: '按月统计' })
        .getByRole('row')
        .filter({ hasText: '合计' });
      await expect
        .poll(() => total.innerText(), { timeout: 10_000 })
        .toContain(formatDecimal(stats.total.receivable, 2));
      expect(await total.innerText()).toContain(formatDecimal(stats.total.received, 2));
      await page.getByRole('table', { name: '客户信用控制' }).waitFor();
      await page.screenshot({ path: join(shots, 'receipts-statistics.png'), fullPage: true });
    });
  }, 180_000);
});
