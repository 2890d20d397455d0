// What staff see all day, on screen: 开票统计（新版）'s export downloads the rows its 共 N 条 promises
// and a refused download says why; the 客服 picker offers the organisation's people only; edit
// and view pages are titled 编辑… and 查看…; the sign-up and password pages say who handles
// accounts; the dashboard's and the reports' figures say what they include. Screenshots go to
// test-results/.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN } from '../support/stack.ts';
import { loadedTable, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite({ acceptDownloads: true });
const shots = join(root, 'test-results');
const step = stepsOf('staffScreens', () => suite.page);
const shot = (name: string) =>
  suite.page.screenshot({ path: join(shots, `staffScreens-${name}.png`) });

const shownTotal = async () =>
  Number(/共 (\d+) 条/.exec(await suite.page.getByText(/共 \d+ 条/).innerText())?.[1]);

async function download(button: string): Promise<Download> {
  const [file] = await Promise.all([
    suite.page.waitForEvent('download'),
    suite.page.getByRole('button', { name: button }).click(),
  ]);
  return file;
}

/** The current page's heading, breadcrumb's last crumb and document title. */
async function titles() {
  const page = suite.page;
  return {
    heading: (await page.getByRole('heading', { level: 1 }).first().innerText()).trim(),
    crumb: (
      await page.locator('nav[aria-label="breadcrumb"] [aria-current="page"]').innerText()
    ).trim(),
    document: await page.title(),
  };
}

describe('what staff see all day', () => {
  it('/user/register and /user/resetpassword say accounts are the administrator’s', async () => {
    await step('accounts', async () => {
      const page = suite.page;
      for (const [path, title] of [
        ['/user/register', '注册'],
        ['/user/resetpassword', '重置密码'],
      ] as const) {
        await page.goto(`${suite.stack.url}${path}`);
        await page.getByRole('heading', { name: title }).waitFor();
        await page.getByText('账号与密码由管理员统一管理，请联系管理员。').waitFor();
        await shot(path.slice('/user/'.length));
        await page.getByRole('link', { name: '返回登录' }).click();
        await page.waitForURL((url) => url.pathname === '/user/login');
        await page.getByRole('heading', { name: '账号登录' }).waitFor();
      }
    });
  });

  it('signs in as the demo administrator', async () => {
    await step('signin', async () => {
      await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
    });
  });

  it('开票统计（新版） exports every row of 共 N 条 as CSV and Excel; a refused download says why', async () => {
    await step('export', async () => {
      const page = suite.page;
      await page.goto(`${suite.stack.url}/statements/ticket/v2`);
      await loadedTable(page, '开票统计（新版）列表');
      const total = await shownTotal();
      expect(total).toBeGreaterThan(10);

      const csv = await download('导出CSV');
      let text = '';
      for await (const chunk of await csv.createReadStream()) text += String(chunk);
      const lines = text
        .replace(/^\ufeff/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines).toHaveLength(total + 1);
      await page
        .getByRole('status', { name: '导出进度' })
        .getByText(new RegExp(`已导出 ${total.toLocaleString('zh-CN')} 条`))
        .waitFor();
      await shot('ticketV2-exported');

      const xlsx = await download('导出Excel');
      expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(await xlsx.path());
      const sheet = book.worksheets[0];
      const last = sheet?.getRow(sheet.actualRowCount).getCell(1).value;
      expect((sheet?.actualRowCount ?? 0) - 1 - (last === '合计' ? 1 : 0)).toBe(total);

      // The server refuses the link (here: tampered with on its way): the user is told why.
      await page.route('**/rest/statement/ticketV2Export?sig=*', (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('sig', 'tampered.sig');
        return route.continue({ url: url.toString() });
      });
      await page.getByRole('button', { name: '导出CSV' }).click();
      await page
        .locator('[data-scope="toast"][data-part="root"]')
        .filter({ hasText: '下载链接无效' })
        .waitFor();
      // The toast's entry animation, so the picture shows it whole.
      await page.waitForTimeout(400);
      await shot('ticketV2-refused');
      await page.unroute('**/rest/statement/ticketV2Export?sig=*');
    });
  });

  it('the 客服 picker of an order offers the organisation’s people only', async () => {
    await step('picker', async () => {
      const page = suite.page;
      await page.goto(`${suite.stack.url}/action/oceanexport`);
      const table = await loadedTable(page, '海运出口订单列表');
      await table.getByRole('link', { name: '编辑' }).first().click();
      await page.getByRole('heading', { level: 1, name: /^编辑海运出口 / }).waitFor();
      const input = page.getByRole('combobox', { name: '客服', exact: true }).first();
      await input.click();
      await input.fill('');
      const list = await input.getAttribute('aria-controls');
      const items = page.locator(`[id="${list}"][data-state="open"] [data-part="item"]`);
      await items.first().waitFor();
      const offered = (await items.allInnerTexts()).map((t) => t.trim());
      expect(offered).toEqual(expect.arrayContaining(['王静', '李明']));
      // 刘芳 works in Ningbo only, 赵强 in Shenzhen and Qingdao.
      expect(offered).not.toContain('刘芳');
      expect(offered).not.toContain('赵强');
      await shot('csr-picker');
      await page.keyboard.press('Escape');
    });
  });

  it('edit pages are titled 编辑…, view pages 查看…, new records 新增…', async () => {
    await step('titles', async () => {
      const page = suite.page;
      await page.goto(`${suite.stack.url}/action/oceanexport`);
      const orders = await loadedTable(page, '海运出口订单列表');
      await orders.getByRole('link', { name: '编辑' }).first().click();
      await page.getByRole('heading', { level: 1, name: /^编辑海运出口 / }).waitFor();
      const order = await titles();
      expect(order.heading).toMatch(/^编辑海运出口 \S+/);
      expect(order.crumb).toBe('编辑海运出口');
      // The route's title first; the order code alone 500 ms after the order loads (as the old app).
      expect(order.document).toMatch(/^(编辑海运出口 - .+|[A-Z]{4}\d+)$/);
      const code = new URL(page.url()).searchParams.get('orderCode');
      expect(code).toBeTruthy();

      await page.goto(
        `${suite.stack.url}/action/oceanexport/view?orderCode=${encodeURIComponent(code ?? '')}`,
      );
      await page.getByRole('heading', { level: 1, name: `查看海运出口 ${code ?? ''}` }).waitFor();
      expect((await titles()).crumb).toBe('查看海运出口');

      await page.goto(`${suite.stack.url}/basic/client`);
      const clients = await loadedTable(page, '客户列表');
      await clients.getByRole('link', { name: '编辑' }).first().click();
      await page.getByRole('heading', { level: 1, name: '编辑客户' }).waitFor();
      expect(await titles()).toEqual({
        heading: '编辑客户',
        crumb: '编辑客户',
        document: expect.stringMatching(/^编辑客户 - /),
      });
      await shot('client-edit');

      await page.goto(`${suite.stack.url}/basic/client`);
      await (
        await loadedTable(page, '客户列表')
      )
        .getByRole('link', { name: '查看' })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: '查看客户' }).waitFor();
      expect((await titles()).crumb).toBe('查看客户');
      await shot('client-view');

      await page.goto(`${suite.stack.url}/basic/client/add`);
      await page.getByRole('heading', { level: 1, name: '新增客户' }).waitFor();
      expect((await titles()).crumb).toBe('新增客户');
    });
  });

  it('the dashboard and the reports say what their figures include', async () => {
    await step('figures', async () => {
      const page = suite.page;
      await page.goto(`${suite.stack.url}/`);
      const tile = page.getByTestId('figure-receivable-outstanding');
      await tile.getByText(/已核销 ¥[\d,]+\.\d\d/).waitFor();
      await tile.getByText('我的订单，含已取消订单').waitFor();
      await page
        .getByTestId('figure-month-profit')
        .getByText('不含已取消订单', { exact: true })
        .waitFor();
      await shot('dashboard');

      await page.goto(`${suite.stack.url}/statements/receivableWriteOff`);
      await loadedTable(page, '应收核销列表');
      await page.getByText('不含已取消订单', { exact: true }).waitFor();
      await shot('receivableWriteOff');
    });
  });
});
