// The to-do area in the browser, against a real gateway, rest and database: the kanban shows a
// demo order of mine in the column of its workflow node and opens it when the card is dragged;
// the dashboard shows my figures with the values rest computes; the document page finds an
// uploaded file by the order's type and code and downloads the selection as a zip.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanExport } from '../../model/orders/index.ts';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, graphql, restCall, type Stack, startStack } from '../support/stack.ts';
import { launchBrowser, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';

let stack: Stack;
let browser: Browser;
let page: Page;
let token = '';

const shots = join(root, 'test-results');
const fileName = `提单样本-${String(Date.now()).slice(-6)}.pdf`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  stack = await startStack({ webDist: join(root, 'web', 'dist') });
  browser = await launchBrowser();
  page = await browser.newPage({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const step = stepsOf('todo', () => page);

/** A REST call straight to rest, as the gateway makes it. */
const rest = <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  restCall<T>(stack, token, path, body);

/** A decimal text as the lists show it: thousands separators, two decimals (no float). */
function shownMoney(value: string): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `¥${negative ? '-' : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

describe('the to-do area in the browser', () => {
  it('signs in as the administrator, who created the demo orders', async () => {
    await step('signin', async () => {
      token = await signInOnPage(page, stack.url, DEMO_ADMIN);
      expect(token).not.toBe('');
    });
  });

  it('shows a demo order in the kanban column of its node and opens it when dragged', async () => {
    await step('kanban', async () => {
      // An open demo order as the order list reads it (rest's own list, not the kanban's call).
      const orders = await rest<{
        list: { orderCode: string; step: string; operationStatus: string }[];
      }>('tbSeaTransportExport/pageAll', { operationStatus: 'CZZT_CSH', pageSize: 50 });
      const order = orders.list.find((o) => o.step === 'HYCK_DC') ?? orders.list[0];
      expect(order).toBeDefined();
      const node = oceanExport.nodes.find((n) => n.code === order?.step);
      expect(node).toBeDefined();
      const code = order?.orderCode ?? '';

      await page.goto(`${stack.url}/todo/kanban?shippingType=ZYLX_HYCK`);
      const column = page.getByRole('region', {
        name: `海运出口 ${node?.label ?? ''}`,
        exact: true,
      });
      const card = column.getByRole('article', { name: `订单 ${code}`, exact: true });
      await card.waitFor();
      await expect(card.innerText()).resolves.toContain(code);
      // One card for the order on the whole board.
      await expect(
        page.getByRole('article', { name: `订单 ${code}`, exact: true }).count(),
      ).resolves.toBe(1);
      await page.screenshot({ path: join(shots, 'todo-kanban.png') });

      await card.dragTo(page.getByRole('region', { name: '打开订单' }));
      await page.waitForURL((url) => url.pathname === '/action/oceanexport/view');
      expect(new URL(page.url()).searchParams.get('orderCode')).toBe(code);
    });
  });

  it('shows my figures on the dashboard as rest computes them', async () => {
    await step('dashboard', async () => {
      const figures = await rest<{
        openOrders: number;
        feesPending: { count: number }[];
        receivablesOutstanding: { outstandingCny: string };
        profit: { profitCny: string };
      }>('tbWorkspace/figures', {});
      expect(figures.openOrders).toBeGreaterThan(0);
      await page.goto(`${stack.url}/`);
      const value = (id: string) => page.getByTestId(id).locator('[data-figure-value]');
      await value('figure-open-orders').waitFor();
      await expect(value('figure-open-orders').innerText()).resolves.toBe(
        String(figures.openOrders),
      );
      const pending = figures.feesPending.reduce((n, p) => n + p.count, 0);
      await expect(value('figure-fees-pending').innerText()).resolves.toBe(`${pending} 笔`);
      await expect(value('figure-receivable-outstanding').innerText()).resolves.toBe(
        shownMoney(figures.receivablesOutstanding.outstandingCny),
      );
      await expect(value('figure-month-profit').innerText()).resolves.toBe(
        shownMoney(figures.profit.profitCny),
      );
      // The chart of open orders by type: the ocean export bar opens that type's kanban.
      const bar = page
        .getByRole('group', { name: '未完成订单（按业务类型）' })
        .locator('[data-chart-key="ZYLX_HYCK"]');
      await expect(bar.getAttribute('href')).resolves.toBe('/todo/kanban?shippingType=ZYLX_HYCK');
      await page.screenshot({ path: join(shots, 'todo-dashboard.png'), fullPage: true });
      await bar.click();
      await page.waitForURL((url) => url.pathname === '/todo/kanban');
      await page.getByRole('region', { name: '海运出口看板' }).waitFor();
    });
  });

  it('shows the same figures as charts on the chart page', async () => {
    await step('chart', async () => {
      const figures = await rest<{ openOrders: number; yearMonth: string }>(
        'tbWorkspace/figures',
        {},
      );
      await page.goto(`${stack.url}/todo/chart`);
      const tile = page.getByTestId('figure-open-orders').locator('[data-figure-value]');
      await tile.waitFor();
      await expect(tile.innerText()).resolves.toBe(String(figures.openOrders));
      await page.getByRole('group', { name: `${figures.yearMonth} 利润（我的订单）` }).waitFor();
      await page.getByRole('group', { name: '海运出口未完成订单（按节点）' }).waitFor();
      await page.screenshot({ path: join(shots, 'todo-chart.png'), fullPage: true });
    });
  });

  it('finds an uploaded file on the document page and downloads the selection as a zip', async () => {
    await step('documents', async () => {
      const orders = await rest<{ list: { orderCode: string }[] }>('tbSeaTransportExport/pageAll', {
        pageSize: 1,
      });
      const orderCode = orders.list[0]?.orderCode ?? '';
      const grant = await graphql<{ uploadGrant: { uploadUrl: string } }>(
        stack,
        `
          mutation ($orderCode: String) {
            uploadGrant(area: PRIVATE, orderCode: $orderCode, nodeCode: "HYCK_TD") {
              uploadUrl
            }
          }
        `,
        { orderCode },
        token,
      );
      const form = new FormData();
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), fileName);
      const uploaded = await fetch(`${stack.url}${grant.data?.uploadGrant.uploadUrl ?? ''}`, {
        method: 'POST',
        body: form,
      });
      expect(uploaded.status).toBe(200);

      await page.goto(`${stack.url}/todo/document`);
      const search = page.getByRole('search', { name: '查询条件' });
      await search.getByLabel('业务类型').selectOption({ label: '海运出口' });
      await search.getByRole('button', { name: '展开', exact: true }).click();
      await search.getByLabel('订单号').fill(orderCode);
      await search.getByRole('button', { name: '查询' }).click();
      const table = page.getByRole('table', { name: '单证文件列表' });
      const row = table.getByRole('row').filter({ hasText: fileName });
      await row.waitFor();
      await expect(row.innerText()).resolves.toContain(orderCode);
      await expect(row.innerText()).resolves.toContain('托单');
      await row.getByLabel(`选择文件 ${fileName}`).check({ force: true });
      await page.getByText('已选 1 个文件').waitFor();
      await page.screenshot({ path: join(shots, 'todo-documents-list.png'), fullPage: true });

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: '打包下载所选' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      const saved = await download.path();
      const bytes = readFileSync(saved);
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(bytes.includes(Buffer.from(fileName))).toBe(true);
      await page.getByText(/^已下载 .*\.zip$/).waitFor();
    });
  });
});
