// Record history (历史) in the browser: three fields of a demo ocean export order edited on its
// page, then its 历史 tab shows the save with the three changes, old and new values as a person
// reads them (the clients' names, not their ids), before and after a reload. The client's page
// shows its own history, and a fee line its history in a dialog. Screenshots go to test-results/.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, graphql } from '../support/stack.ts';
import { pick, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
const step = stepsOf('history', () => suite.page);
const shots = join(root, 'test-results');

let token = '';
let order = {
  orderCode: '',
  clientId: '',
  clientName: '',
  contact: '',
  estimatedSailingDate: '',
};
let newClient = '';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rows of the newest entry's table of changes, each as [字段, 原值, 新值]. */
async function changeRows(table: Locator): Promise<string[][]> {
  await table.locator('tbody tr').first().waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) =>
        Array.from(r.querySelectorAll('td')).map((c) => (c.textContent ?? '').trim()),
      ),
    );
}

describe('the history of an order in the browser', () => {
  it('signs in and finds an open demo order', async () => {
    await step('signin', async () => {
      token = await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
      const answer = await graphql<{
        oceanExportOrders: {
          items: {
            orderCode: string;
            clientId: string | null;
            clientName: string | null;
            contact: string | null;
            estimatedSailingDate: string | null;
            operationStatus: { code: string } | null;
          }[];
        };
      }>(
        suite.stack,
        `
          query {
            oceanExportOrders(pageSize: 50) {
              items {
                orderCode
                clientId
                clientName
                contact
                estimatedSailingDate
                operationStatus {
                  code
                }
              }
            }
          }
        `,
        {},
        token,
      );
      const open = answer.data?.oceanExportOrders.items.find(
        (o) =>
          o.operationStatus?.code === 'CZZT_CSH' &&
          o.clientName &&
          o.contact &&
          o.estimatedSailingDate,
      );
      if (!open) throw new Error('演示数据中没有可编辑的海运出口订单');
      order = {
        orderCode: open.orderCode,
        clientId: open.clientId ?? '',
        clientName: open.clientName ?? '',
        contact: open.contact ?? '',
        estimatedSailingDate: open.estimatedSailingDate ?? '',
      };
    });
  });

  it('edits three fields of the booking and saves', async () => {
    await step('edit', async () => {
      const { page } = suite;
      await page.goto(
        `${suite.stack.url}/action/oceanexport/add?orderCode=${encodeURIComponent(order.orderCode)}`,
      );
      const booking = page.getByRole('region', { name: '基本信息', exact: true });
      await booking.getByLabel('联系人', { exact: true }).waitFor();
      newClient = await pick(booking, '客户', {
        item: new RegExp(`^(?!${escapeRegExp(order.clientName)}$)`),
      });
      await booking.getByLabel('联系人', { exact: true }).fill('历史测试联系人');
      await booking.getByLabel(/^预计开船日期/).fill('2027-02-18');
      await booking.getByRole('button', { name: '保存' }).click();
      await page.getByText('保存成功').first().waitFor();
      expect(newClient).not.toBe(order.clientName);
    });
  });

  it('shows the three changes with their old and new values on the 历史 tab', async () => {
    await step('history', async () => {
      const { page } = suite;
      await page.getByRole('tab', { name: '历史' }).click();
      await page.getByLabel('历史记录').waitFor();
      const latest = page.getByRole('table', { name: '保存托单的变更' }).first();
      const rows = await changeRows(latest);
      expect(rows).toEqual(
        expect.arrayContaining([
          ['客户', order.clientName, newClient],
          ['联系人', order.contact, '历史测试联系人'],
          ['预计开船日期', order.estimatedSailingDate, '2027-02-18'],
        ]),
      );
      // Names, never the client's id.
      expect(rows.flat()).not.toContain(order.clientId);
      await expect(page.getByText('系统管理员').first().isVisible()).resolves.toBe(true);
      await page.screenshot({ path: join(shots, 'history-order.png'), fullPage: true });
    });
  });

  it('shows the same after a reload', async () => {
    await step('reload', async () => {
      const { page } = suite;
      await page.reload();
      await page.getByRole('tab', { name: '历史' }).click();
      const rows = await changeRows(page.getByRole('table', { name: '保存托单的变更' }).first());
      expect(rows).toContainEqual(['客户', order.clientName, newClient]);
      // The details tab still holds the saved values.
      await page.getByRole('tab', { name: '订单信息' }).click();
      const booking = page.getByRole('region', { name: '基本信息', exact: true });
      await expect(booking.getByLabel('联系人', { exact: true }).inputValue()).resolves.toBe(
        '历史测试联系人',
      );
    });
  });
});

describe('the history of a client and of a fee line in the browser', () => {
  it('shows a client edit on the client page 历史 tab', async () => {
    await step('client', async () => {
      const { page } = suite;
      const answer = await graphql<{ client: { alias: string | null } | null }>(
        suite.stack,
        'query ($id: ID!) { client(id: $id) { alias } }',
        { id: order.clientId },
        token,
      );
      const before = answer.data?.client?.alias ?? null;
      await page.goto(`${suite.stack.url}/basic/client/add?id=${order.clientId}`);
      await page.getByLabel(/^简称/).fill('历史简称');
      await page.getByRole('button', { name: '保存' }).first().click();
      await page.getByText('保存成功').first().waitFor();
      await page.waitForURL((url) => url.pathname === '/basic/client');
      await page.goto(`${suite.stack.url}/basic/client/view?id=${order.clientId}`);
      await page.getByRole('tab', { name: '历史' }).click();
      const rows = await changeRows(page.getByRole('table', { name: '修改的变更' }).first());
      expect(rows).toContainEqual(['简称', before ?? '（空）', '历史简称']);
      await page.screenshot({ path: join(shots, 'history-client.png'), fullPage: true });
    });
  });

  it('opens a fee line history in a dialog from the order fees', async () => {
    await step('fee', async () => {
      const { page } = suite;
      await page.goto(
        `${suite.stack.url}/action/oceanexport/view?orderCode=${encodeURIComponent(order.orderCode)}`,
      );
      const button = page.getByRole('button', { name: '应收第1行的历史' });
      await button.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/历史$/).first().waitFor();
      await dialog.getByLabel('历史记录').or(dialog.getByText('暂无历史记录')).first().waitFor();
      await page.screenshot({ path: join(shots, 'history-fee-line.png') });
      await dialog.getByRole('button', { name: '关闭' }).click();
    });
  });
});
