// Air export and domestic trade orders through the real UI, headless Chromium against a real
// gateway, rest and database: an air export order from booking to completion with its flight and
// fee amounts shown after a reload; a domestic order with cargo sizes whose computed volume shows,
// and two delivery legs. Screenshots of the lists and order pages go to test-results/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, startStack, type Stack } from '../support/stack.ts';
import { launchBrowser, loadedTable, pick, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';

let stack: Stack;
let browser: Browser;
let page: Page;

const shots = join(root, 'test-results');

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  stack = await startStack({ webDist: join(root, 'web', 'dist') });
  browser = await launchBrowser();
  page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await signInOnPage(page, stack.url, DEMO_ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const step = stepsOf('', () => page);

/** Opens a record picker (a combobox) and chooses its first offered record. */
async function pickFirst(scope: Page | Locator, label: string): Promise<void> {
  await pick(scope, label);
}

/** Types a code into a record picker and chooses the offered record named `name`. */
async function pickSearched(
  scope: Page | Locator,
  label: string,
  code: string,
  name: string,
): Promise<void> {
  await pick(scope, label, { search: code, item: name });
}

async function firstOption(select: Locator): Promise<string> {
  return select
    .locator('option')
    .nth(1)
    .evaluate((el) => (el as HTMLOptionElement).value);
}

const section = (title: string) => page.getByRole('region', { name: title, exact: true });

async function saveSection(title: string): Promise<void> {
  await section(title).getByRole('button', { name: '保存', exact: true }).click();
  await page.getByText('保存成功').first().waitFor();
}

async function currentNode(): Promise<string> {
  return page.getByRole('list', { name: '节点进度' }).locator('[aria-current="step"]').innerText();
}

/** The list row of an order, its status badges, and 更多 → 操作完成. */
async function completeFromList(route: string, caption: string, orderCode: string) {
  await page.goto(`${stack.url}${route}`);
  const table = page.getByRole('table', { name: caption });
  const row = table.getByRole('row').filter({ hasText: orderCode });
  await row.waitFor();
  await row.getByRole('button', { name: `更多操作 ${orderCode}` }).click();
  await page.getByRole('menuitem', { name: '操作完成' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByText(`确定将订单 ${orderCode} 操作完成吗？`).waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
  // The list reloads with the order's new statuses.
  await row.getByText('已完成').first().waitFor({ timeout: 60_000 });
  await row.getByText('操作完成').first().waitFor();
}

describe('an air export order from booking to completion', () => {
  let orderCode = '';

  it('lists the demo orders', async () => {
    await step('airExport-list', async () => {
      await page.goto(`${stack.url}/action/airexport`);
      const table = await loadedTable(page, '空运出口订单列表');
      const codes = await table.getByRole('row').locator('td:nth-child(2)').allInnerTexts();
      expect(codes.length).toBeGreaterThan(10);
      expect(codes.every((c) => c.startsWith('KYCK'))).toBe(true);
      expect([...codes].sort().reverse()).toEqual(codes);
      await page.screenshot({ path: join(shots, 'airExport-list.png'), fullPage: true });
    });
  }, 120_000);

  it('books with the flight and lands on the order page', async () => {
    await step('airExport-create', async () => {
      await page.getByRole('link', { name: '新增' }).click();
      await page.waitForURL('**/action/airexport/add');
      const booking = section('基本信息');
      await booking.waitFor();
      await expect(
        booking.getByRole('combobox', { name: '客服', exact: true }).inputValue(),
      ).resolves.not.toBe('');
      await pickFirst(booking, '客户');
      await pickSearched(booking, '起运港', 'PVG', '浦东');
      await pickSearched(booking, '目的港', 'LAX', '洛杉矶');
      await booking.getByLabel('航班号').fill('CA1043');
      await booking.getByLabel(/^航班日期/).fill('2026-06-18');
      await booking.getByLabel('件数').fill('24');
      await booking.getByLabel('计费重量(KGS)').fill('421.5');
      await booking.getByLabel('中文品名').fill('锂电池充电器');
      await booking.getByRole('button', { name: '保存' }).click();
      await page.waitForURL(/\/action\/airexport\/add\?orderCode=/);
      orderCode = new URL(page.url()).searchParams.get('orderCode') ?? '';
      expect(orderCode).toMatch(/^KYCK/);
      await page.getByRole('heading', { name: new RegExp(orderCode) }).waitFor();
      await expect(section('基本信息').getByLabel('航班号').inputValue()).resolves.toBe('CA1043');
      expect(await currentNode()).toContain('托单');
    });
  }, 120_000);

  it('saves pickup, customs, release and the actual flight node by node', async () => {
    await step('airExport-nodes', async () => {
      const delivery = section('派送信息');
      await delivery.getByLabel(/^提货日期/).fill('2026-06-17');
      await pickFirst(delivery, '提货地址');
      await delivery.getByLabel('车牌号').fill('沪B54321');
      await saveSection('派送信息');
      await page.waitForFunction(() =>
        document.querySelector('[aria-current="step"]')?.textContent?.includes('派送'),
      );
      await pickFirst(section('报关信息'), '报关行');
      await saveSection('报关信息');
      await section('放行信息').getByLabel('放行备注').fill('已放行');
      await saveSection('放行信息');
      const actuals = section('实际信息');
      await actuals.getByLabel('实际航班号').fill('CA1043');
      await actuals.getByLabel(/^实际起飞日期/).fill('2026-06-18');
      await saveSection('实际信息');
      await page.waitForFunction(() =>
        document.querySelector('[aria-current="step"]')?.textContent?.includes('实际信息'),
      );
    });
  }, 120_000);

  it('adds receivable fees whose amounts and total show after a reload', async () => {
    await step('airExport-fees', async () => {
      const ar = page.getByRole('region', { name: '应收费用' });
      await ar.waitFor();
      const lines: [string, string][] = [
        ['32.5', '421.5'],
        ['150', '2'],
      ];
      for (const [i, [price, quantity]] of lines.entries()) {
        const n = i + 1;
        await ar.getByRole('button', { name: '+ 添加应收费用' }).click();
        await pickFirst(ar, `费用名称（应收第${n}行）`);
        await ar.getByLabel(`币种（应收第${n}行）`).selectOption({ label: '人民币' });
        await ar.getByLabel(`单价（应收第${n}行）`).fill(price);
        await ar.getByLabel(`数量（应收第${n}行）`).fill(quantity);
        const unit = ar.getByRole('combobox', { name: `结算单位（应收第${n}行）`, exact: true });
        if ((await unit.inputValue()) === '') await pickFirst(ar, `结算单位（应收第${n}行）`);
      }
      await ar.getByRole('button', { name: '保存', exact: true }).click();
      await page.getByText('保存成功').first().waitFor();
      await page.reload();
      const shown = page.getByRole('region', { name: '应收费用' });
      await expect(shown.getByTestId('receivables-money-0').innerText()).resolves.toBe('13,698.75');
      await expect(shown.getByTestId('receivables-money-1').innerText()).resolves.toBe('300.00');
      await expect(page.getByTestId('receivable-cny').innerText()).resolves.toBe('13,998.75');
      await expect(section('基本信息').getByLabel('航班号').inputValue()).resolves.toBe('CA1043');
      await page.screenshot({ path: join(shots, 'airExport-order.png'), fullPage: true });
    });
  }, 120_000);

  it('completes the order from the list', async () => {
    await step('airExport-complete', async () => {
      await completeFromList('/action/airexport', '空运出口订单列表', orderCode);
      await page.goto(`${stack.url}/action/airexport/view?orderCode=${orderCode}`);
      await page.getByRole('heading', { name: new RegExp(orderCode) }).waitFor();
      await page.getByText('已完成').first().waitFor();
      await expect(section('实际信息').getByLabel('实际航班号').innerText()).resolves.toBe(
        'CA1043',
      );
    });
  }, 120_000);
});

describe('a domestic trade order with cargo sizes and two delivery legs', () => {
  let orderCode = '';

  it('books with cargo sizes whose volume is worked out as they are typed', async () => {
    await step('domestic-create', async () => {
      await page.goto(`${stack.url}/action/domestictrade`);
      await loadedTable(page, '内贸业务订单列表');
      await page.screenshot({ path: join(shots, 'domesticTrade-list.png'), fullPage: true });
      await page.getByRole('link', { name: '新增' }).click();
      await page.waitForURL('**/action/domestictrade/add');
      const booking = section('基本信息');
      await booking.waitFor();
      await pickFirst(booking, '客户');
      await pickSearched(booking, '起运港', 'CNSHA', '上海');
      await pickSearched(booking, '目的港', 'CNCAN', '广州');
      await booking.getByLabel('作业方式').selectOption({ label: '拼箱' });
      await booking.getByLabel('中文品名').fill('家用冰箱');
      const sizes = booking.getByRole('group', { name: '货物尺寸' });
      const rows: [string, string, string, string][] = [
        ['120', '80', '100', '3'],
        ['60', '40', '50.5', '10'],
      ];
      for (const [i, [l, w, h, n]] of rows.entries()) {
        await sizes.getByRole('button', { name: '添加一行' }).click();
        await sizes.getByLabel(`长(CM)（第${i + 1}行）`).fill(l);
        await sizes.getByLabel(`宽(CM)（第${i + 1}行）`).fill(w);
        await sizes.getByLabel(`高(CM)（第${i + 1}行）`).fill(h);
        await sizes.getByLabel(`件数（第${i + 1}行）`).fill(n);
      }
      await expect(sizes.getByLabel('体积(CBM)（第1行）').innerText()).resolves.toBe('2.880');
      await expect(sizes.getByLabel('体积(CBM)（第2行）').innerText()).resolves.toBe('1.212');
      await booking.getByRole('button', { name: '保存' }).click();
      await page.waitForURL(/\/action\/domestictrade\/add\?orderCode=/);
      orderCode = new URL(page.url()).searchParams.get('orderCode') ?? '';
      expect(orderCode).toMatch(/^NMYW/);
      await page.getByRole('heading', { name: new RegExp(orderCode) }).waitFor();
      // A domestic save moves the progress to node 1 (配送).
      expect(await currentNode()).toContain('配送');
    });
  }, 240_000);

  it('saves two delivery legs with vehicles; they and the volumes show after a reload', async () => {
    await step('domestic-legs', async () => {
      const delivery = section('配送信息');
      for (const n of [1, 2]) {
        await delivery.getByRole('button', { name: '添加配送车队' }).click();
        const leg = delivery.getByRole('group', { name: `配送车队${n}`, exact: true });
        await pickFirst(leg, '车队');
        await pickFirst(leg, '装货地址');
        await leg.getByLabel(/^提货日期/).fill(n === 1 ? '2026-06-20' : '2026-06-24');
        await leg.getByLabel('船名航次').fill(n === 1 ? '中远之星 V.2608' : '');
        await leg.getByLabel('提单号').fill(`NMB260600${n}`);
        await leg.getByRole('button', { name: '添加车辆' }).click();
        const vehicle = leg.getByLabel('车型（第1行）');
        await vehicle.selectOption(await firstOption(vehicle));
        await leg.getByLabel('车牌号（第1行）').fill(`沪D1234${n}`);
      }
      await saveSection('配送信息');
      await page.reload();
      const reloaded = section('配送信息');
      await reloaded.getByRole('group', { name: '配送车队2', exact: true }).waitFor();
      await expect(
        reloaded
          .getByRole('group', { name: '配送车队1', exact: true })
          .getByLabel('船名航次')
          .inputValue(),
      ).resolves.toBe('中远之星 V.2608');
      await expect(
        reloaded
          .getByRole('group', { name: '配送车队2', exact: true })
          .getByLabel('车牌号（第1行）')
          .inputValue(),
      ).resolves.toBe('沪D12342');
      const sizes = section('基本信息').getByRole('group', { name: '货物尺寸' });
      await expect(sizes.getByLabel('体积(CBM)（第2行）').innerText()).resolves.toBe('1.212');
      await page.screenshot({ path: join(shots, 'domesticTrade-order.png'), fullPage: true });
    });
  }, 240_000);

  it('saves the actual dates and completes the order from the list', async () => {
    await step('domestic-complete', async () => {
      await section('实际信息')
        .getByLabel(/^实际开船日期/)
        .fill('2026-06-21');
      await saveSection('实际信息');
      await page.waitForFunction(() =>
        document.querySelector('[aria-current="step"]')?.textContent?.includes('费用'),
      );
      await completeFromList('/action/domestictrade', '内贸业务订单列表', orderCode);
    });
  }, 240_000);
});
