// A receipt in the browser, as finance sees it: 新增收款 refusing bad input field by field, then a
// receipt of 300.00 writing 100.00 off an approved receivable line; its remainder SHOWN on the
// receipt's page, 150.00 more of the line written off from it and one allocation undone, each
// SHOWN after a reload; the written-off and outstanding amounts SHOWN on the order's fee grid and
// on 收款管理; the receipt reversed, and the line open again. Expected values come from the rest
// back end, never from the page. Screenshots go to test-results/.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/webBuild.ts';
import { formatDecimal } from '../../web/src/components/form/decimal.ts';
import { DEMO_ADMIN, restCall } from '../support/stack.ts';
import { loadedTable, pick, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
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
/** RC-… of the receipt. */
let settlementId = '';

const rest = <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  restCall<T>(suite.stack, token, path, body);

const cents = (text: string) => {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole + frac.padEnd(2, '0').slice(0, 2));
};
const money = (units: bigint) => `${units / 100n}.${String(units % 100n).padStart(2, '0')}`;

const step = stepsOf('receipts', () => suite.page);

/** The line's row index on its order's receivable grid (lines in sort order). */
async function rowOnGrid(): Promise<number> {
  const fees = await rest<{ YSList: RestLine[] }>('tbAp/findOrderCode', {
    orderCode: line.orderCode,
  });
  const sorted = [...fees.YSList].sort((a, b) => a.sortId - b.sortId || a.id - b.id);
  return sorted.findIndex((l) => l.id === line.id);
}

async function gridShows(): Promise<{ writtenOff: string; outstanding: string }> {
  await suite.page.goto(`${suite.stack.url}/action/oceanexport/add?orderCode=${line.orderCode}`);
  const grid = suite.page.getByRole('region', { name: '应收费用', exact: true });
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
      token = await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
      expect(token).not.toBe('');
      const approved = await rest<{ list: RestLine[] }>('tbAr/pageAll', {
        approveStatus: 'YSH',
        orderType: 'ZYLX_HYCK',
        currency: '3',
        pageSize: 500,
      });
      const open = approved.list.find((l) => l.writeOffMoney === null && cents(l.money) > 30000n);
      expect(open).toBeDefined();
      if (open) line = open;
    });
  }, 180_000);

  it('refuses bad input on 新增收款 under each field, in Chinese', async () => {
    await step('add-invalid', async () => {
      await suite.page.goto(`${suite.stack.url}/finance/receive/add`);
      await suite.page.getByRole('button', { name: '保存', exact: true }).click();
      const form = suite.page.locator('form');
      await form.getByText('请选择客户').waitFor();
      expect(await form.locator('.chakra-field__errorText').allInnerTexts()).toEqual([
        '请选择客户',
        '请输入收款金额',
      ]);
      await pick(suite.page, '客户', {
        search: line.settlementUnitName.slice(0, 6),
        item: line.settlementUnitName,
      });
      await suite.page.getByLabel('按订单号筛选').fill(line.orderCode);
      const input = suite.page.getByLabel(`本次核销 ${line.orderCode} ${line.feeName}`, {
        exact: true,
      });
      await input.fill(money(cents(line.money) + 1n));
      await suite.page.getByRole('textbox', { name: /收款金额/ }).fill('0');
      await suite.page.getByRole('button', { name: '保存', exact: true }).click();
      await form.getByText('收款金额必须大于0').waitFor();
      await form.getByText(`超过未核销金额 ${formatDecimal(line.money, 2)}`).waitFor();
      await suite.page.screenshot({
        path: join(shots, 'receipts-add-invalid.png'),
        fullPage: true,
      });
      // Nothing was recorded: still on the add page.
      expect(new URL(suite.page.url()).pathname).toBe('/finance/receive/add');
    });
  }, 180_000);

  it('records 300.00 writing 100.00 off it on 新增收款 and SHOWS the rest on the list', async () => {
    await step('record', async () => {
      const input = suite.page.getByLabel(`本次核销 ${line.orderCode} ${line.feeName}`, {
        exact: true,
      });
      await input.fill('100');
      await suite.page.getByRole('textbox', { name: /收款金额/ }).fill('300');
      await suite.page.screenshot({ path: join(shots, 'receipts-add.png'), fullPage: true });
      await suite.page.getByRole('button', { name: '保存', exact: true }).click();
      await suite.page.waitForURL((url) => url.pathname === '/finance/receive');

      const stored = await rest<{
        list: { id: number; settlementNo: string; allocated: string; unallocated: string }[];
      }>('tbReceipt/pageAll', { orderCode: line.orderCode, status: 'ZC' });
      settlementNo = stored.list[0]?.settlementNo ?? '';
      settlementId = `RC-${stored.list[0]?.id ?? 0}`;
      expect(stored.list[0]).toMatchObject({ allocated: '100.00', unallocated: '200.00' });
      const left = formatDecimal(money(cents(line.money) - 10000n), 2);
      await suite.page.reload();
      const row = suite.page.getByRole('row').filter({ hasText: settlementNo });
      await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain(`未核销 ${left}`);
      expect(await row.innerText()).toContain('正常');
      expect(await row.innerText()).toContain('200.00');
      await suite.page.screenshot({ path: join(shots, 'receipts-list.png'), fullPage: true });
    });
  }, 180_000);

  it('SHOWS the remainder on the receipt’s page and writes 150.00 more off from it', async () => {
    await step('remainder', async () => {
      await suite.page.getByRole('link', { name: `查看收款 ${settlementNo}`, exact: true }).click();
      await suite.page.waitForURL((url) => url.pathname === '/finance/receive/view');
      expect(new URL(suite.page.url()).searchParams.get('id')).toBe(settlementId);
      const remainder = suite.page.getByTestId('settlement-unallocated');
      await expect.poll(() => remainder.innerText(), { timeout: 10_000 }).toBe('200.00');
      const card = suite.page.getByRole('region', { name: '核销余额', exact: true });
      await card.getByLabel('按订单号筛选').fill(line.orderCode);
      const input = card.getByLabel(`本次核销 ${line.orderCode} ${line.feeName}`, { exact: true });
      // More than the remainder: refused on the page, nothing sent.
      await input.fill('200.01');
      await card.getByRole('button', { name: '核销', exact: true }).click();
      await card.getByText('人民币核销合计 200.01 超过未核销余额 200.00').waitFor();
      await input.fill('150');
      await card.getByRole('button', { name: '核销', exact: true }).click();
      await suite.page.getByText('已核销 1 条费用').first().waitFor();

      await suite.page.reload();
      await expect.poll(() => remainder.innerText(), { timeout: 10_000 }).toBe('50.00');
      expect(await suite.page.getByTestId('settlement-allocated').innerText()).toBe('250.00');
      const rows = await loadedTable(suite.page, '核销明细');
      const texts = await rows.locator('tbody tr').allInnerTexts();
      expect(texts).toHaveLength(2);
      expect(texts.every((t) => t.includes('有效'))).toBe(true);
      const stored = await rest<{ YSList: RestLine[] }>('tbAp/findOrderCode', {
        orderCode: line.orderCode,
      });
      expect(stored.YSList.find((l) => l.id === line.id)?.writeOffMoney).toBe('250.00');
      await suite.page.screenshot({ path: join(shots, 'receipts-view.png'), fullPage: true });
    });
  }, 180_000);

  it('undoes the 150.00 allocation and SHOWS the remainder back after a reload', async () => {
    await step('undo', async () => {
      const table = await loadedTable(suite.page, '核销明细');
      const second = table.locator('tbody tr').nth(1);
      expect(await second.innerText()).toContain('150.00');
      await second
        .getByRole('button', { name: `撤销核销 ${line.orderCode} ${line.feeName}` })
        .click();
      await suite.page.getByRole('button', { name: '确定', exact: true }).click();
      await suite.page.getByText(`已撤销费用「${line.feeName}」的核销`).first().waitFor();
      await suite.page.reload();
      const remainder = suite.page.getByTestId('settlement-unallocated');
      await expect.poll(() => remainder.innerText(), { timeout: 10_000 }).toBe('200.00');
      const rows = await (
        await loadedTable(suite.page, '核销明细')
      )
        .locator('tbody tr')
        .allInnerTexts();
      expect(rows.map((t) => (t.includes('已撤销') ? '已撤销' : '有效'))).toEqual([
        '有效',
        '已撤销',
      ]);
      await suite.page.screenshot({
        path: join(shots, 'receipts-view-undone.png'),
        fullPage: true,
      });
    });
  }, 180_000);

  it('SHOWS the written-off and outstanding amounts on the order’s fee grid after a reload', async () => {
    await step('grid', async () => {
      const shown = await gridShows();
      expect(shown).toEqual({
        writtenOff: '100.00',
        outstanding: formatDecimal(money(cents(line.money) - 10000n), 2),
      });
      await suite.page
        .getByRole('region', { name: '费用信息', exact: true })
        .screenshot({ path: join(shots, 'receipts-fee-grid.png') });
    });
  }, 180_000);

  it('reverses the receipt: kept as 已冲销, the line open again', async () => {
    await step('reverse', async () => {
      await suite.page.goto(`${suite.stack.url}/finance/receive`);
      await suite.page
        .getByRole('button', { name: `冲销收款 ${settlementNo}`, exact: true })
        .click();
      await suite.page.getByRole('textbox', { name: '冲销原因' }).fill('客户退票');
      await suite.page.getByRole('button', { name: '确定', exact: true }).click();
      const row = suite.page.getByRole('row').filter({ hasText: settlementNo });
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
      await suite.page.goto(`${suite.stack.url}/finance/financetj`);
      await suite.page.getByRole('figure', { name: '按月应收、已收、应付、已付' }).waitFor();
      const total = suite.page
        .getByRole('table', { name: '按月统计' })
        .getByRole('row')
        .filter({ hasText: '合计' });
      await expect
        .poll(() => total.innerText(), { timeout: 10_000 })
        .toContain(formatDecimal(stats.total.receivable, 2));
      expect(await total.innerText()).toContain(formatDecimal(stats.total.received, 2));
      await suite.page.getByRole('table', { name: '客户信用控制' }).waitFor();
      await suite.page.screenshot({ path: join(shots, 'receipts-statistics.png'), fullPage: true });
    });
  }, 180_000);
});
