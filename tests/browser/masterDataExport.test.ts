// 导出Excel / 导出CSV on a master-data list: the client list filtered by what the page shows,
// exported through the export engine, the downloaded file read back: every filtered row (not the
// page), the shown clients, the Chinese headers of the list's columns.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entity } from '../../model/masterData/index.ts';
import { exportFields } from '../../rest/src/modules/masterData/export.ts';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, startStack, type Stack } from '../support/stack.ts';
import { launchBrowser, loadedTable, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';

let stack: Stack;
let browser: Browser;
let page: Page;

const shots = join(root, 'test-results');
const search = () => page.getByRole('search', { name: '查询条件' });
const shownTotal = async () =>
  Number(/共 (\d+) 条/.exec(await page.getByText(/共 \d+ 条/).innerText())?.[1]);

/** Clicks 导出CSV and answers the file's lines, without the BOM. */
async function exportCsv(): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出CSV' }).click(),
  ]);
  let text = '';
  for await (const chunk of await download.createReadStream()) text += String(chunk);
  expect(text.startsWith('\ufeff'), 'BOM for Excel').toBe(true);
  return { name: download.suggestedFilename(), lines: text.slice(1).trimEnd().split('\r\n') };
}
const step = stepsOf('masterDataExport', () => page);

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

describe('master-data export in the browser', () => {
  it('signs in as the demo administrator', async () => {
    await step('signin', async () => {
      await signInOnPage(page, stack.url, DEMO_ADMIN);
    });
  });

  it('exports the filtered client list as Excel with the client shown on the page', async () => {
    await step('export', async () => {
      await page.goto(`${stack.url}/basic/client`);
      const table = await loadedTable(page, '客户列表');
      const nameCell = table.getByRole('row').nth(1).getByRole('cell').nth(1);
      const name = (await nameCell.innerText()).trim();
      expect(name.length).toBeGreaterThan(1);

      const search = page.getByRole('search', { name: '查询条件' });
      await search.getByLabel(/^客户名称/).fill(name);
      await search.getByRole('button', { name: '查询' }).click();
      await expect.poll(() => page.getByText(/共 \d+ 条/).innerText()).toBe('共 1 条');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '导出Excel' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('客户.xlsx');
      await page
        .getByRole('status', { name: '导出进度' })
        .getByText(/已导出 1 条/)
        .waitFor();
      await page.screenshot({ path: join(shots, 'masterData-client-export.png') });

      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(await download.path());
      const sheet = book.worksheets[0];
      expect(sheet?.getRow(1).getCell(2).value).toBe('客户名称');
      expect(sheet?.actualRowCount).toBe(2);
      expect(sheet?.getRow(2).getCell(2).value).toBe(name);
    });
  });

  it('exports the filtered client list as CSV: every filtered row with the list’s Chinese headers', async () => {
    await step('csv', async () => {
      await page.goto(`${stack.url}/basic/client`);
      await search().getByRole('button', { name: '重置' }).click();
      const table = await loadedTable(page, '客户列表');
      await expect.poll(shownTotal).toBeGreaterThan(10);
      const all = await shownTotal();

      await search()
        .getByLabel(/^客户名称/)
        .fill('进出口');
      await search().getByRole('button', { name: '查询' }).click();
      await expect.poll(shownTotal).toBeLessThan(all);
      await loadedTable(page, '客户列表');
      const filtered = await shownTotal();
      expect(filtered).toBeGreaterThan(1);
      const names = (
        await table
          .locator('tbody tr')
          .evaluateAll((rows) =>
            rows.map((r) => r.querySelectorAll('td')[1]?.textContent?.trim() ?? ''),
          )
      ).sort();
      expect(names).toHaveLength(filtered);

      const header = exportFields(entity('client')).map((f) => f.label);
      const csv = await exportCsv();
      expect(csv.name).toBe('客户.csv');
      expect(csv.lines[0]).toBe(header.join(','));
      expect(header.slice(0, 2)).toEqual(['客户编码', '客户名称']);
      const rows = csv.lines.slice(1).map((line) => line.split(','));
      expect(rows).toHaveLength(filtered);
      expect(rows.map((r) => r[1]).sort()).toEqual(names);
      for (const row of rows) expect(row[1]).toContain('进出口');
      await page
        .getByRole('status', { name: '导出进度' })
        .getByText(`已导出 ${filtered} 条`)
        .waitFor();

      // Without a filter: every client, though the page shows 10.
      await search().getByRole('button', { name: '重置' }).click();
      await expect.poll(shownTotal).toBe(all);
      expect(await table.locator('tbody tr').count()).toBe(10);
      const everything = await exportCsv();
      expect(everything.lines.slice(1)).toHaveLength(all);
      await page.screenshot({ path: join(shots, 'masterData-client-csv.png') });
    });
  });
});
