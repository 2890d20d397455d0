// Attachments of a demo ocean export order through the real UI: upload a file to the booking
// node's card, see it listed under its name, delete it with the confirmation, reload and find it
// gone — headless Chromium against a real gateway, rest and database. A screenshot of the
// attachment card goes to test-results/ for a look at the layout.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, graphql, startStack, type Stack } from '../support/stack.ts';
import { launchBrowser, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';

let stack: Stack;
let browser: Browser;
let page: Page;
let orderCode = '';

const shots = join(root, 'test-results');
const fileName = `装箱单-${String(Date.now()).slice(-6)}.pdf`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

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

const step = stepsOf('attachments', () => page);

const attachments = () => page.getByRole('region', { name: '附件', exact: true });
const bookingCard = () => attachments().getByRole('region', { name: '托单附件', exact: true });
const toast = (text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

async function openOrder(): Promise<void> {
  await page.goto(`${stack.url}/action/oceanexport/add?orderCode=${orderCode}`);
  await page.getByRole('heading', { name: new RegExp(orderCode) }).waitFor();
  await bookingCard().waitFor();
  await bookingCard().scrollIntoViewIfNeeded();
}

describe('attachments of an ocean export order in the browser', () => {
  it('signs in and opens an editable demo order', async () => {
    await step('open', async () => {
      await signInOnPage(page, stack.url, DEMO_ADMIN);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const orders = await graphql<{ oceanExportOrders: { items: { orderCode: string }[] } }>(
        stack,
        `
          {
            oceanExportOrders(filter: { operationStatus: "CZZT_CSH" }, pageSize: 1) {
              items {
                orderCode
              }
            }
          }
        `,
        {},
        token ?? undefined,
      );
      orderCode = orders.data?.oceanExportOrders.items[0]?.orderCode ?? '';
      expect(orderCode).toMatch(/^HYCK/);
      await openOrder();
      await expect(bookingCard().getByText(fileName).count()).resolves.toBe(0);
    });
  });

  it('uploads a file to the booking node and lists it under its name', async () => {
    await step('upload', async () => {
      await bookingCard()
        .getByLabel('选择托单附件')
        .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
      await toast('上传成功').waitFor();
      const list = bookingCard().getByRole('table', { name: '托单附件列表' });
      const row = list.getByRole('row').filter({ hasText: fileName });
      await row.waitFor();
      await expect(row.getByRole('cell').nth(0).innerText()).resolves.toBe(fileName);
      await expect(row.getByRole('cell').nth(2).innerText()).resolves.toBe('系统管理员');
      await row.getByRole('button', { name: '删除' }).waitFor();
      await attachments().screenshot({ path: join(shots, 'attachments-card.png') });
    });
  });

  it('deletes it after the confirmation', async () => {
    await step('delete', async () => {
      const row = bookingCard().getByRole('row').filter({ hasText: fileName });
      await row.getByRole('button', { name: '删除' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(`确定删除附件「${fileName}」吗？`).waitFor();
      // Cancelling keeps the file.
      await dialog.getByRole('button', { name: '取消' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect(row.count()).resolves.toBe(1);

      await row.getByRole('button', { name: '删除' }).click();
      await dialog.getByRole('button', { name: '确定' }).click();
      await toast('删除成功').waitFor();
      await row.waitFor({ state: 'detached' });
    });
  });

  it('after a reload the file is gone', async () => {
    await step('reload', async () => {
      await page.reload();
      await openOrder();
      // The card has loaded its files (the count badge) before the name is looked for.
      await bookingCard().getByText('暂无附件').or(bookingCard().getByRole('table')).waitFor();
      await expect(bookingCard().getByText(fileName).count()).resolves.toBe(0);
    });
  });
});
