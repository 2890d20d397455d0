// Attachments of a demo ocean export order through the real UI: upload a file to the booking
// node's card, see it listed under its name, delete it with the confirmation, reload and find it
// gone — headless Chromium against a real gateway, rest and database. A screenshot of the
// attachment card goes to test-results/ for a look at the layout.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, graphql } from '../support/stack.ts';
import { stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
let orderCode = '';

const shots = join(root, 'test-results');
const fileName = `装箱单-${String(Date.now()).slice(-6)}.pdf`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const step = stepsOf('attachments', () => suite.page);

const attachments = () => suite.page.getByRole('region', { name: '附件', exact: true });
const bookingCard = () => attachments().getByRole('region', { name: '托单附件', exact: true });
const toast = (text: string) => suite.page.getByTestId('toast').filter({ hasText: text }).first();

async function openOrder(): Promise<void> {
  await suite.page.goto(`${suite.stack.url}/action/oceanexport/add?orderCode=${orderCode}`);
  await suite.page.getByRole('heading', { name: new RegExp(orderCode) }).waitFor();
  await bookingCard().waitFor();
  await bookingCard().scrollIntoViewIfNeeded();
}

describe('attachments of an ocean export order in the browser', () => {
  it('signs in and opens an editable demo order', async () => {
    await step('open', async () => {
      await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
      const token = await suite.page.evaluate(() => localStorage.getItem('token'));
      const orders = await graphql<{ oceanExportOrders: { items: { orderCode: string }[] } }>(
        suite.stack,
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
      const dialog = suite.page.getByRole('alertdialog');
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
      await suite.page.reload();
      await openOrder();
      // The card has loaded its files (the count badge) before the name is looked for.
      await bookingCard().getByText('暂无附件').or(bookingCard().getByRole('table')).waitFor();
      await expect(bookingCard().getByText(fileName).count()).resolves.toBe(0);
    });
  });
});
