// The import order lists' operations through the real UI, for ocean import and air import: copy
// (the new code shown at the top of the list), change order (the order gone from this
// organisation's list after a reload), delete (gone after a reload) and the Excel export (a valid
// xlsx holding the listed codes). Then what an air import order shows: airports as IATA code and
// name in the picker and on the view page, the yes/no flags with their names, and the files
// grouped by attachment type, an upload kept under its type after a reload. Headless Chromium
// against a real gateway, rest and database; screenshots go to test-results/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { airImport, oceanImport } from '../../model/orders/index.ts';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, graphql, startStack, type Stack } from '../support/stack.ts';
import { launchBrowser, loadedTable, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';

let stack: Stack;
let browser: Browser;
let page: Page;

const shots = join(root, 'test-results');

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  stack = await startStack({ webDist: join(root, 'web', 'dist') });
  browser = await launchBrowser();
  page = await browser.newPage({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  await signInOnPage(page, stack.url, DEMO_ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const step = stepsOf('importList', () => page);

/** What the gateway answers with the browser's own session. */
async function ask<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await graphql<T>(stack, query, variables, token ?? undefined);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data as T;
}

const toast = (text: string) => page.getByText(text).first().waitFor({ timeout: 60_000 });

describe.each([oceanImport, airImport].map((d) => [d.label, d] as const))(
  '%s list operations in the browser',
  { timeout: 180_000 },
  (_l, decl) => {
    const table = () => page.getByRole('table', { name: `${decl.label}订单列表` });
    const codes = () => table().locator('tbody tr td:nth-child(2)').allInnerTexts();
    const rowOf = (code: string) => table().getByRole('row').filter({ hasText: code });
    const openList = async () => {
      await page.goto(`${stack.url}${decl.route}`);
      await loadedTable(page, `${decl.label}订单列表`);
    };
    let copied = '';

    it('copies an order: the new code shown at the top of the list', async () => {
      await step(`${decl.name}-copy`, async () => {
        await openList();
        const [source] = await codes();
        expect(source).toBeTruthy();
        await rowOf(source!).getByRole('button', { name: '复制' }).click();
        await page.getByText(`确定复制订单 ${source} 吗？`).waitFor();
        await page.getByRole('button', { name: '确定' }).click();
        await page.waitForURL(new RegExp(`${decl.route}/add\\?orderCode=`));
        copied = new URL(page.url()).searchParams.get('orderCode') ?? '';
        expect(copied.startsWith(decl.orderCode.prefix)).toBe(true);
        expect(copied).not.toBe(source);
        await openList();
        await expect.poll(async () => (await codes())[0]).toBe(copied);
      });
    });

    it('changes the copied order to another organisation: gone from the list after a reload', async () => {
      await step(`${decl.name}-change`, async () => {
        await rowOf(copied)
          .getByRole('button', { name: `更多操作 ${copied}` })
          .click();
        await page.getByRole('menuitem', { name: '改单' }).click();
        const dialog = page.getByRole('dialog', { name: '改单' });
        await dialog.waitFor();
        const target = dialog.getByLabel('目标组织');
        const ningbo = await target
          .locator('option')
          .filter({ hasText: '宁波' })
          .first()
          .getAttribute('value');
        expect(ningbo).toBeTruthy();
        await target.selectOption(ningbo ?? '');
        await dialog.getByRole('button', { name: '确定' }).click();
        await toast('改单成功');
        await page.reload();
        await loadedTable(page, `${decl.label}订单列表`);
        expect(await codes()).not.toContain(copied);
        const search = page.getByRole('search', { name: '查询条件' });
        await search.getByLabel('订单号').fill(copied);
        await search.getByRole('button', { name: '查询' }).click();
        await page.getByText('共 0 条').waitFor();
      });
    });

    it('deletes an order: gone from the list after a reload', async () => {
      await step(`${decl.name}-delete`, async () => {
        await openList();
        const [source] = await codes();
        await rowOf(source!).getByRole('button', { name: '复制' }).click();
        await page.getByRole('button', { name: '确定' }).click();
        await page.waitForURL(new RegExp(`${decl.route}/add\\?orderCode=`));
        const doomed = new URL(page.url()).searchParams.get('orderCode') ?? '';
        await openList();
        await expect.poll(async () => (await codes())[0]).toBe(doomed);
        await rowOf(doomed)
          .getByRole('button', { name: `更多操作 ${doomed}` })
          .click();
        await page.getByRole('menuitem', { name: '删除' }).click();
        await page.getByText(`确定删除订单 ${doomed} 吗？`).waitFor();
        await page.getByRole('button', { name: '确定' }).click();
        // The list reloads without it (the toast may come and go on a busy machine).
        await expect.poll(codes, { timeout: 60_000 }).not.toContain(doomed);
        await page.reload();
        await loadedTable(page, `${decl.label}订单列表`);
        expect(await codes()).not.toContain(doomed);
        const found = await ask<Record<string, unknown>>(
          `query ($c: String!) { order: ${decl.opName.charAt(0).toLowerCase()}${decl.opName.slice(1)}Order(orderCode: $c) { id } }`,
          { c: doomed },
        );
        expect(found.order).toBeNull();
      });
    });

    it('exports the list as Excel: a valid xlsx holding the codes shown', async () => {
      await step(`${decl.name}-excel`, async () => {
        await openList();
        const shown = await codes();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: '导出Excel' }).click(),
        ]);
        const file = readFileSync(await download.path());
        expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(file as unknown as ArrayBuffer);
        const cells: string[] = [];
        book.eachSheet((sheet) =>
          sheet.eachRow((row) => row.eachCell((cell) => void cells.push(cell.text))),
        );
        // The sheet is named after the list (the export engine writes no title row).
        expect(book.worksheets.map((w) => w.name)).toContain(`${decl.label}订单列表`);
        for (const code of shown.slice(0, 5)) expect(cells).toContain(code);
      });
    });
  },
);

describe('an air import order in the browser', { timeout: 180_000 }, () => {
  interface Shown {
    orderCode: string;
    departurePortCode: string;
    departurePortName: string;
    isSelfReportName: string | null;
  }
  let order: Shown;

  it('shows the departure airport as IATA code and name, and the flags with their names', async () => {
    await step('air-view', async () => {
      const found = await ask<{ airImportOrders: { items: Shown[] } }>(
        `{ airImportOrders(pageSize: 50) { items {
            orderCode departurePortCode departurePortName isSelfReportName } } }`,
      );
      const withFlag = found.airImportOrders.items.find((o) => o.isSelfReportName === '是');
      expect(withFlag).toBeTruthy();
      order = withFlag!;
      await page.goto(`${stack.url}${airImport.route}/view?orderCode=${order.orderCode}`);
      const booking = page.getByRole('region', { name: '基本信息' });
      const departure = booking.getByLabel('起运港', { exact: true });
      await expect
        .poll(() => departure.innerText())
        .toBe(`${order.departurePortCode} ${order.departurePortName}`);
      const customs = page.getByRole('region', { name: '报关信息' });
      const selfReport = customs.getByLabel('自报自缴', { exact: true });
      await expect.poll(() => selfReport.innerText()).toContain('是');
      await customs.screenshot({ path: join(shots, 'importList-air-customs.png') });
    });
  });

  it('offers airports as IATA code and name in the picker', async () => {
    await step('air-picker', async () => {
      await page.goto(`${stack.url}${airImport.route}/add`);
      const booking = page.getByRole('region', { name: '基本信息' });
      await booking.waitFor();
      const input = booking.getByRole('combobox', { name: '入境港', exact: true });
      await input.click();
      await input.fill('PVG');
      const option = page
        .locator('[data-scope="combobox"][data-part="item"]:visible')
        .filter({ hasText: 'PVG' })
        .first();
      await option.waitFor();
      expect(await option.innerText()).toMatch(/^PVG \S*浦东/);
      await option.click();
      await expect(input.inputValue()).resolves.toMatch(/^PVG \S*浦东/);
    });
  });

  it('groups the files by attachment type; an upload stays under its type after a reload', async () => {
    await step('air-files', async () => {
      await page.goto(`${stack.url}${airImport.route}/add?orderCode=${order.orderCode}`);
      const files = page.getByRole('region', { name: '附件', exact: true });
      const types = airImport.nodes.find((n) => n.attachmentTypes)?.attachmentTypes ?? [];
      expect(types.length).toBeGreaterThan(3);
      for (const type of types) await files.getByRole('region', { name: `${type}附件` }).waitFor();
      await files.getByLabel('选择主运单附件').setInputFiles({
        name: 'MAWB-112-45678901.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
      await toast('上传成功');
      await page.reload();
      const mawb = page
        .getByRole('region', { name: '附件', exact: true })
        .getByRole('table', { name: '主运单附件列表' });
      await mawb.getByText('MAWB-112-45678901.pdf').waitFor();
      await expect(page.getByRole('table', { name: '分运单附件列表' }).count()).resolves.toBe(0);
      await page
        .getByRole('region', { name: '附件', exact: true })
        .screenshot({ path: join(shots, 'importList-air-files.png') });
    });
  });
});
