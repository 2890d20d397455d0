// The main path of an ocean export order through the real UI: the list, a new order with client,
// ports and full-container boxes, the booking save, the delivery save with a transport line, two
// receivable fee lines submitted for approval, and the receivable statement as a PDF — headless
// Chromium against a real gateway, rest and database. Screenshots of the list and the order page
// go to test-results/ for a look at the layout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, startStack, type Stack } from '../support/stack.ts';
import { launchBrowser, loadedTable, pick, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';

let stack: Stack;
let browser: Browser;
let page: Page;
let orderCode = '';

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
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const step = stepsOf('oceanExport', () => page);

/** Opens a record picker (a combobox) and chooses its first offered record. */
async function pickFirst(scope: Page | Locator, label: string): Promise<void> {
  await pick(scope, label);
}

const section = (title: string) => page.getByRole('region', { name: title, exact: true });

describe('an ocean export order in the browser', () => {
  it('signs in as the demo administrator', async () => {
    await step('signin', async () => {
      await signInOnPage(page, stack.url, DEMO_ADMIN);
    });
  });

  it('lists the demo orders, newest code first', async () => {
    await step('list', async () => {
      await page.goto(`${stack.url}/action/oceanexport`);
      const table = await loadedTable(page, '海运出口订单列表');
      const codes = await table.getByRole('row').locator('td:nth-child(2)').allInnerTexts();
      expect(codes.length).toBeGreaterThan(1);
      expect([...codes].sort().reverse()).toEqual(codes);
      await page.screenshot({ path: join(shots, 'oceanExport-list.png'), fullPage: true });
    });
  });

  it('creates an order from the booking section and lands on its add page', async () => {
    await step('create', async () => {
      await page.getByRole('link', { name: '新增' }).click();
      await page.waitForURL('**/action/oceanexport/add');
      const booking = section('基本信息');
      await booking.waitFor();
      // The signed-in user is the new order's customer service rep.
      await expect(
        booking.getByRole('combobox', { name: '客服', exact: true }).inputValue(),
      ).resolves.not.toBe('');
      await pickFirst(booking, '客户');
      await pickFirst(booking, '起运港');
      await pickFirst(booking, '目的港');
      await booking.getByLabel('作业方式').selectOption({ label: '整箱' });
      // A full-container order needs its container rows.
      await booking.getByRole('button', { name: '保存' }).click();
      await booking.getByText('整箱请填写箱型箱量').waitFor();
      await booking.getByRole('button', { name: '添加一行' }).click();
      const boxType = booking.getByLabel('箱型（第1行）');
      const firstType = await boxType
        .locator('option')
        .nth(1)
        .evaluate((el) => (el as HTMLOptionElement).value);
      await boxType.selectOption(firstType);
      await booking.getByLabel('箱量（第1行）').fill('2');
      await booking.getByLabel('中文品名').fill('不锈钢餐具');
      await booking.getByRole('button', { name: '保存' }).click();
      await page.waitForURL(/\/action\/oceanexport\/add\?orderCode=/);
      orderCode = new URL(page.url()).searchParams.get('orderCode') ?? '';
      expect(orderCode).toMatch(/^HYCK/);
      await page.getByRole('heading', { name: new RegExp(orderCode) }).waitFor();
      await page.waitForFunction((code) => document.title === code, orderCode);
      await page.getByRole('list', { name: '节点进度' }).waitFor();
    });
  });

  it('saves the booking again with only its own fields', async () => {
    await step('booking', async () => {
      const booking = section('基本信息');
      await booking.getByLabel('英文品名').fill('STAINLESS STEEL TABLEWARE');
      await booking.getByRole('button', { name: '保存' }).click();
      await page.getByText('保存成功').first().waitFor();
      await expect(booking.getByLabel('英文品名').inputValue()).resolves.toBe(
        'STAINLESS STEEL TABLEWARE',
      );
    });
  });

  it('saves the delivery with a transport company line and a vehicle', async () => {
    await step('delivery', async () => {
      const delivery = section('派送信息');
      await delivery.getByRole('button', { name: '添加派送车队' }).click();
      const line = delivery.getByRole('group', { name: '派送车队1' });
      await pickFirst(line, '车队');
      await pickFirst(line, '送货地址');
      await line.getByLabel(/^提货日期/).fill('2026-03-02');
      await line.getByRole('button', { name: '添加车辆' }).click();
      const vehicle = line.getByLabel('车型（第1行）');
      const firstVehicle = await vehicle
        .locator('option')
        .nth(1)
        .evaluate((el) => (el as HTMLOptionElement).value);
      await vehicle.selectOption(firstVehicle);
      await line.getByLabel('车牌号（第1行）').fill('沪A12345');
      await delivery.getByRole('button', { name: '保存', exact: true }).click();
      await page.getByText('保存成功').first().waitFor();
      // The order reloads: the line comes back from the server with its vehicle.
      await expect(section('派送信息').getByLabel('车牌号（第1行）').inputValue()).resolves.toBe(
        '沪A12345',
      );
      await page.screenshot({ path: join(shots, 'oceanExport-order.png'), fullPage: true });
    });
  });

  it('adds two receivable fee lines and submits them for approval', async () => {
    await step('fees', async () => {
      const ar = page.getByRole('region', { name: '应收费用' });
      await ar.waitFor();
      for (const i of [1, 2]) {
        await ar.getByRole('button', { name: '+ 添加应收费用' }).click();
        await pickFirst(ar, `费用名称（应收第${i}行）`);
        await ar.getByLabel(`单价（应收第${i}行）`).fill(i === 1 ? '1500' : '320.5');
        await ar.getByLabel(`数量（应收第${i}行）`).fill('2');
        const unit = ar.getByRole('combobox', { name: `结算单位（应收第${i}行）`, exact: true });
        if ((await unit.inputValue()) === '') await pickFirst(ar, `结算单位（应收第${i}行）`);
      }
      await ar.getByRole('button', { name: '保存', exact: true }).click();
      await page.getByText('保存成功').first().waitFor();
      await ar.getByLabel('全选可提交的应收费用').check({ force: true });
      await ar.getByRole('button', { name: '提交审核' }).click();
      await page.getByText('提交成功').first().waitFor();
      await ar.getByText('待审核').first().waitFor();
    });
  });

  it('downloads the receivable statement as a PDF', async () => {
    await step('pdf', async () => {
      const ar = page.getByRole('region', { name: '应收费用' });
      await ar.getByRole('button', { name: /应收对账单/ }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: '应收对账单 PDF' }).click(),
      ]);
      const file = await download.path();
      expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
    });
  });
});
