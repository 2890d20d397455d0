// An order's fees in the browser, as staff see them: the first demo order, whose payables and
// receivables share line numbers, shows each side its own lines; 保存 on an unchanged grid
// leaves what is stored as it is; a saved line shows its fee name and settlement unit after a
// reload, and the fee node is marked done. Expected values come from the rest back end, never
// from the page. A screenshot of the fee section goes to test-results/.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { root } from '../../scripts/webBuild.ts';
import { formatDecimal } from '../../web/src/components/form/decimal.ts';
import { DEMO_ADMIN, graphql, restCall } from '../support/stack.ts';
import { pick, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
let token: string;
/** The first demo order: its payable and receivable lines share numbers. */
let demoOrder = '';
/** The order the fee test creates (a copy of the demo order's booking). */
let newOrder = '';

const shots = join(root, 'test-results');

interface RestLine {
  id: number;
  feeCode: string;
  feeName: string;
  money: string;
  settlementUnit: number;
  settlementUnitName: string;
  sortId: number;
}

interface RestFees {
  YFList: RestLine[];
  YSList: RestLine[];
}

const rest = <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  restCall<T>(suite.stack, token, path, body);

const storedFees = (orderCode: string) => rest<RestFees>('tbAp/findOrderCode', { orderCode });

async function nodeDone(orderCode: string, nodeCode = 'HYCK_FY'): Promise<boolean> {
  const params = await rest<{ nodes: { nodeCode: string; done: boolean }[] }>(
    'tbSeaTransportExport/findParamByOrder',
    { orderCode },
  );
  return params.nodes.find((n) => n.nodeCode === nodeCode)?.done ?? false;
}

const step = stepsOf('orderFees', () => suite.page);

async function pickFirst(scope: Locator, label: string): Promise<void> {
  await pick(scope, label);
}

const grid = (side: '应付' | '应收') =>
  suite.page.getByRole('region', { name: `${side}费用`, exact: true });

async function openOrder(orderCode: string): Promise<void> {
  await suite.page.goto(`${suite.stack.url}/action/oceanexport/add?orderCode=${orderCode}`);
  await grid('应付').waitFor();
}

/** What a side's grid shows, row by row: fee name, money, settlement unit. */
async function shown(side: '应付' | '应收', rows: number): Promise<string[][]> {
  const region = grid(side);
  const key = side === '应付' ? 'payables' : 'receivables';
  const out: string[][] = [];
  for (let i = 0; i < rows; i++) {
    const fee = region.getByRole('combobox', {
      name: `费用名称（${side}第${i + 1}行）`,
      exact: true,
    });
    const unit = region.getByRole('combobox', {
      name: `结算单位（${side}第${i + 1}行）`,
      exact: true,
    });
    out.push([
      await fee.inputValue(),
      (await region.getByTestId(`${key}-money-${i}`).innerText()).trim(),
      await unit.inputValue(),
    ]);
  }
  return out;
}

/** What the grid should show of stored lines, in the grid's order. */
const expected = (lines: RestLine[]) =>
  [...lines]
    .sort((a, b) => a.sortId - b.sortId || a.id - b.id)
    .map((l) => [`${l.feeName}（${l.feeCode}）`, formatDecimal(l.money, 2), l.settlementUnitName]);

async function expectGridsShow(orderCode: string): Promise<RestFees> {
  const stored = await storedFees(orderCode);
  // The pickers show their records once the page has settled.
  await expect
    .poll(() => shown('应付', stored.YFList.length), { timeout: 10_000 })
    .toEqual(expected(stored.YFList));
  expect(await shown('应收', stored.YSList.length)).toEqual(expected(stored.YSList));
  return stored;
}

describe('an order’s fees in the browser', () => {
  it('signs in as the demo administrator', async () => {
    await step('signin', async () => {
      await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
      // The checks read the back end with the page's own session (one live session an account).
      token = (await suite.page.evaluate(() => localStorage.getItem('token'))) ?? '';
      expect(token).not.toBe('');
      const withFees = await rest<{ list: { orderCode: string }[] }>('profitApprove/pageAll', {
        pageNum: 1,
        pageSize: 500,
      });
      demoOrder = withFees.list.map((o) => o.orderCode).sort()[0] ?? '';
    });
  }, 180_000);

  it('shows the payable grid its payables and the receivable grid its receivables', async () => {
    await step('sides', async () => {
      expect(demoOrder).toMatch(/^HYCK\d{6}0001$/);
      const stored = await storedFees(demoOrder);
      // The order this is about: line numbers shared by both sides, different lines behind them.
      const apIds = new Set(stored.YFList.map((l) => l.id));
      expect(stored.YSList.some((l) => apIds.has(l.id))).toBe(true);
      await openOrder(demoOrder);
      await expectGridsShow(demoOrder);
      await suite.page
        .getByRole('region', { name: '费用信息', exact: true })
        .screenshot({ path: join(shots, 'orderFees-section.png') });
    });
  }, 180_000);

  it('changes nothing stored when 保存 is clicked on an unchanged payable grid', async () => {
    await step('unchanged', async () => {
      const before = await storedFees(demoOrder);
      await grid('应付').getByRole('button', { name: '保存', exact: true }).click();
      await suite.page.getByText('应付费用没有修改，无需保存').first().waitFor();
      await suite.page.reload();
      await grid('应付').waitFor();
      const after = await expectGridsShow(demoOrder);
      expect(after).toEqual(before);
    });
  }, 180_000);

  it('shows a saved line by its fee name and settlement unit after a reload, and marks 费用 done', async () => {
    await step('saved-line', async () => {
      // A new order (a copy of the demo order's booking): no fees yet, its fee node not done.
      const copy = await graphql<{ copyOceanExportOrder: { orderCode: string } }>(
        suite.stack,
        'mutation ($c: String!) { copyOceanExportOrder(orderCode: $c) { orderCode } }',
        { c: demoOrder },
        token,
      );
      const orderCode = copy.data?.copyOceanExportOrder.orderCode ?? '';
      newOrder = orderCode;
      expect(orderCode, JSON.stringify(copy.errors)).not.toBe('');
      expect(await nodeDone(orderCode)).toBe(false);

      await openOrder(orderCode);
      const progress = suite.page.getByRole('list', { name: '节点进度' });
      const feeNode = progress.getByRole('listitem').filter({ hasText: '费用' });
      await expect.poll(() => feeNode.getAttribute('data-state')).toBe('open');

      const ap = grid('应付');
      await ap.getByRole('button', { name: '+ 添加应付费用' }).click();
      await pickFirst(ap, '费用名称（应付第1行）');
      await ap.getByLabel('单价（应付第1行）').fill('880');
      await ap.getByLabel('数量（应付第1行）').fill('2');
      await pickFirst(ap, '结算单位（应付第1行）');
      await ap.getByRole('button', { name: '保存', exact: true }).click();
      await suite.page.getByText('保存成功').first().waitFor();
      await expect.poll(() => nodeDone(orderCode), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => feeNode.getAttribute('data-state')).toBe('done');

      await suite.page.reload();
      await grid('应付').waitFor();
      const stored = await expectGridsShow(orderCode);
      expect(stored.YFList).toHaveLength(1);
      expect(stored.YFList[0]?.money).toBe('1760.00');
      expect(await feeNode.getAttribute('data-state')).toBe('done');
      expect(await feeNode.innerText()).toContain('✓');
      await suite.page
        .getByRole('region', { name: '费用信息', exact: true })
        .screenshot({ path: join(shots, 'orderFees-saved.png') });
      await suite.page.screenshot({ path: join(shots, 'orderFees-page.png'), fullPage: true });
    });
  }, 180_000);

  it('marks 文件 done when a file is uploaded to the order', async () => {
    await step('upload', async () => {
      expect(await nodeDone(newOrder, 'HYCK_WJ')).toBe(false);
      const fileNode = suite.page
        .getByRole('list', { name: '节点进度' })
        .getByRole('listitem')
        .filter({ hasText: '文件' });
      expect(await fileNode.getAttribute('data-state')).toBe('open');
      await suite.page.getByLabel('选择订舱附件', { exact: true }).setInputFiles({
        name: '订舱确认书.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
      await suite.page.getByText('上传成功').first().waitFor();
      await expect.poll(() => nodeDone(newOrder, 'HYCK_WJ'), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => fileNode.getAttribute('data-state')).toBe('done');
      await suite.page.reload();
      await grid('应付').waitFor();
      expect(await fileNode.getAttribute('data-state')).toBe('done');
      await expect
        .poll(() => suite.page.getByRole('region', { name: '订舱附件' }).innerText())
        .toContain('订舱确认书.pdf');
    });
  }, 180_000);
});
