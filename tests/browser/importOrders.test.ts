// Ocean import and air import orders through the real UI, one flow per type: the list, a new order
// from the booking section, the customs section with a broker and a goods row picked by HS code
// (its declaration elements shown, and still shown after the reload), two receivable fee lines
// whose names and amounts show in the grid, and the work sheet as a PDF — headless Chromium
// against a real gateway, rest and database. Screenshots go to test-results/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { airImport, oceanImport } from '../../model/orders/index.ts';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, startStack, type Stack } from '../support/stack.ts';
import { launchBrowser, pick, stepsOf } from './browser.ts';
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

const step = stepsOf('imports', () => page);

/**
 * Opens a record picker, types `keyword` when given, and chooses the first offered record (the
 * first showing `shown`, default the keyword, once the list has reloaded for it).
 */
async function pickFirst(
  scope: Page | Locator,
  label: string,
  keyword?: string,
  shown = keyword,
): Promise<string> {
  const text = await pick(scope, label, { search: keyword || undefined, item: shown });
  // Chosen here: the input names the record.
  await expect
    .poll(() => scope.getByRole('combobox', { name: label, exact: true }).inputValue(), {
      timeout: 15_000,
    })
    .toBe(text);
  return text;
}

/** The save's success toast; a save may wait on a busy shared machine. */
const savedToast = () => page.getByText('保存成功').first().waitFor({ timeout: 90_000 });

const section = (title: string) => page.getByRole('region', { name: title, exact: true });

const flows = [
  {
    decl: oceanImport,
    booking: async (booking: Locator) => {
      await pickFirst(booking, '客户');
      await pickFirst(booking, '起运港');
      await pickFirst(booking, '目的港');
      await booking.getByLabel('作业方式').selectOption({ label: '拼箱' });
      await booking.getByLabel('中文品名').fill('法国红葡萄酒');
    },
  },
  {
    decl: airImport,
    booking: async (booking: Locator) => {
      await pickFirst(booking, '客户');
      await pickFirst(booking, '起运港', 'FRA', '法兰克福机场');
      await pickFirst(booking, '入境港', 'PVG', '浦东');
      await booking.getByLabel('主单号').fill('112-45678901');
      await booking.getByLabel('分单号').fill('HAWB0001');
    },
  },
];

// Each step drives several saves and reloads on a shared, busy machine.
describe.each(flows.map((f) => [f.decl.label, f] as const))(
  '%s in the browser',
  { timeout: 180_000 },
  (_l, flow) => {
    const { decl } = flow;
    let orderCode = '';
    const name = decl.name;

    it('lists the orders, newest code first, 50 a page', async () => {
      await step(`${name}-list`, async () => {
        await page.goto(`${stack.url}${decl.route}`);
        const table = page.getByRole('table', { name: `${decl.label}订单列表` });
        await table.waitFor();
        const codes = await table.getByRole('row').locator('td:nth-child(2)').allInnerTexts();
        expect([...codes].sort().reverse()).toEqual(codes);
        await page.screenshot({ path: join(shots, `${name}-list.png`), fullPage: true });
      });
    });

    it('creates an order from the booking section and saves it again', async () => {
      await step(`${name}-create`, async () => {
        await page.getByRole('link', { name: '新增' }).click();
        await page.waitForURL(`**${decl.route}/add`);
        const booking = section('基本信息');
        await booking.waitFor();
        await flow.booking(booking);
        await booking.getByRole('button', { name: '保存' }).click();
        await page.waitForURL(new RegExp(`${decl.route}/add\\?orderCode=`));
        orderCode = new URL(page.url()).searchParams.get('orderCode') ?? '';
        expect(orderCode.startsWith(decl.orderCode.prefix)).toBe(true);
        await page.getByRole('heading', { name: new RegExp(orderCode) }).waitFor();
        await page.getByRole('list', { name: '节点进度' }).waitFor();
        await section('基本信息').getByLabel('订单备注').fill('到港后通知客户');
        await section('基本信息').getByRole('button', { name: '保存' }).click();
        await savedToast();
      });
    });

    it('saves the customs section with a goods row picked by HS code: its elements shown', async () => {
      await step(`${name}-customs`, async () => {
        const customs = section('报关信息');
        await pickFirst(customs, '报关行');
        await customs.getByRole('button', { name: '添加商品' }).click();
        const goods = customs.getByRole('group', { name: '商品1', exact: true });
        const picked = await pickFirst(goods, 'HS编码', '2204210000');
        expect(picked).toContain('2204210000');
        const elements = goods.getByLabel('申报要素');
        await expect
          .poll(() => elements.inputValue())
          .toBe('0:品牌类型;1:出口享惠情况;2:品名;3:酒精浓度;4:容器容积;5:品牌;6:年份');
        await expect(goods.getByLabel('商品编码').inputValue()).resolves.toBe('2204210000');
        await goods.getByLabel('境内目的地').fill('上海闵行');
        await customs.getByRole('button', { name: '保存', exact: true }).click();
        await savedToast();
        // After the reload the row comes back from the server with what the HS code brought.
        await page.reload();
        const again = section('报关信息').getByRole('group', { name: '商品1', exact: true });
        await again.waitFor();
        await expect(again.getByLabel('申报要素').inputValue()).resolves.toContain('3:酒精浓度');
        await expect(again.getByLabel('境内目的地').inputValue()).resolves.toBe('上海闵行');
        await expect(
          again.getByRole('combobox', { name: 'HS编码', exact: true }).inputValue(),
        ).resolves.toContain('葡萄酿造的酒');
        await again.screenshot({ path: join(shots, `${name}-goods.png`) });
        await page.screenshot({ path: join(shots, `${name}-order.png`), fullPage: true });
      });
    });

    it('adds two receivable fee lines: their names and amounts shown in the grid', async () => {
      await step(`${name}-fees`, async () => {
        const ar = page.getByRole('region', { name: '应收费用' });
        await ar.waitFor();
        const names: string[] = [];
        for (const i of [1, 2]) {
          await ar.getByRole('button', { name: '+ 添加应收费用' }).click();
          names.push(await pickFirst(ar, `费用名称（应收第${i}行）`));
          await ar.getByLabel(`单价（应收第${i}行）`).fill(i === 1 ? '1500' : '320.5');
          await ar.getByLabel(`数量（应收第${i}行）`).fill('2');
          const unit = ar.getByRole('combobox', { name: `结算单位（应收第${i}行）`, exact: true });
          if ((await unit.inputValue()) === '') await pickFirst(ar, `结算单位（应收第${i}行）`);
        }
        await ar.getByRole('button', { name: '保存', exact: true }).click();
        await savedToast();
        await page.reload();
        const saved = page.getByRole('region', { name: '应收费用' });
        await saved.getByText('3,000.00').first().waitFor();
        await saved.getByText('641.00').first().waitFor();
        for (const [i, feeName] of names.entries()) {
          const shown = await saved
            .getByRole('combobox', { name: `费用名称（应收第${i + 1}行）`, exact: true })
            .inputValue();
          expect(feeName).toContain(shown);
        }
      });
    });

    it('downloads the work sheet as a PDF from 单证下载', async () => {
      await step(`${name}-pdf`, async () => {
        await page.getByRole('button', { name: '单证下载' }).click();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('menuitem', { name: '工作单 PDF' }).click(),
        ]);
        const file = readFileSync(await download.path());
        expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
      });
    });
  },
);
