// Master data through the real UI: a client with a contact and a bank is created on the add page,
// found by search on the list, deactivated with the status toggle and shown as 停用 — headless
// Chromium against a real gateway, rest and database. Screenshots of the list, add and view
// pages go to test-results/ for a look at the layout.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN } from '../support/stack.ts';
import { loadedTable, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();

const shots = join(root, 'test-results');
const clientName = `华东精密仪器测试${Date.now().toString().slice(-8)}有限公司`;

const step = stepsOf('masterData', () => suite.page);

const rowOf = (text: string) => suite.page.getByRole('row').filter({ hasText: text });

describe('master data in the browser', () => {
  it('signs in as the demo administrator', async () => {
    await step('signin', async () => {
      await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
    });
  });

  it('lists the demo clients with resolved names, 10 a page', async () => {
    await step('list', async () => {
      await suite.page.goto(`${suite.stack.url}/basic/client`);
      const table = await loadedTable(suite.page, '客户列表');
      // Header plus ten rows on the first page of the demo's thirty clients.
      await expect.poll(() => table.getByRole('row').count()).toBe(11);
      await suite.page.getByText(/共 \d+ 条/).waitFor();
      await suite.page.screenshot({ path: join(shots, 'masterData-client-list.png') });
    });
  });

  it('creates a client with a contact and a bank through the add page', async () => {
    await step('create', async () => {
      await suite.page.getByRole('link', { name: '新增' }).click();
      await suite.page.waitForURL('**/basic/client/add');
      // The declaration's rules answer before anything is sent.
      await suite.page.getByRole('button', { name: '保存' }).first().click();
      await suite.page.getByText('请输入客户名称').waitFor();

      await suite.page.getByLabel(/^客户名称/).fill(clientName);
      await suite.page.getByLabel(/^简称/).fill('华东精密');
      await suite.page.getByLabel(/^海关编码/).fill('3201960ABC');
      const contacts = suite.page.getByRole('group', { name: '联系人' });
      await contacts.getByRole('button', { name: /添加一行/ }).click();
      await suite.page.getByLabel('联系人（第1行）').fill('王磊');
      await suite.page.getByLabel('联系电话（第1行）').fill('021-58881234');
      const banks = suite.page.getByRole('group', { name: '银行账户' });
      await banks.getByRole('button', { name: /添加一行/ }).click();
      await suite.page.getByLabel('开户银行（第1行）').fill('中国银行上海浦东支行');
      await suite.page.getByLabel('银行账号（第1行）').fill('6216610200016587453');
      await suite.page.screenshot({
        path: join(shots, 'masterData-client-add.png'),
        fullPage: true,
      });

      await suite.page.getByRole('button', { name: '保存' }).first().click();
      await suite.page.getByText('保存成功').first().waitFor();
      await suite.page.waitForURL((url) => url.pathname === '/basic/client');
    });
  });

  it('finds the new client by search and shows it with its contact and bank', async () => {
    await step('search', async () => {
      const search = suite.page.getByRole('search', { name: '查询条件' });
      await search.getByLabel(/^客户名称/).fill(clientName);
      await search.getByRole('button', { name: '查询' }).click();
      await suite.page.waitForURL(/customerName=/);
      await rowOf(clientName).waitFor();
      await expect.poll(() => suite.page.getByRole('row').count()).toBe(2);

      await rowOf(clientName).getByRole('link', { name: '查看' }).click();
      await suite.page.waitForURL('**/basic/client/view?id=*');
      await suite.page.getByText('王磊').waitFor();
      await suite.page.getByText('6216610200016587453').waitFor();
      await suite.page.screenshot({
        path: join(shots, 'masterData-client-view.png'),
        fullPage: true,
      });
      await suite.page.goBack();
      await rowOf(clientName).waitFor();
    });
  });

  it('deactivates the client with the status toggle; the list shows 停用', async () => {
    await step('deactivate', async () => {
      const row = rowOf(clientName);
      await row.getByText('启用').click();
      await suite.page
        .getByRole('alertdialog')
        .or(suite.page.getByRole('dialog'))
        .getByText('确定停用该记录吗？')
        .waitFor();
      await suite.page.getByRole('button', { name: '确定' }).click();
      await suite.page.getByText('状态更新成功').first().waitFor();
      await row.getByText('停用').waitFor();

      // Searching the inactive clients finds it there.
      const search = suite.page.getByRole('search', { name: '查询条件' });
      await search.getByRole('button', { name: '展开' }).click();
      await search.getByLabel(/^状态/).selectOption({ label: '停用' });
      await search.getByRole('button', { name: '查询' }).click();
      await suite.page.waitForURL(/status=N/);
      await rowOf(clientName).getByText('停用').waitFor();
    });
  });

  const lists = [
    ['/basic/supplier', '供应商列表'],
    ['/basic/transport', '运输地址列表'],
    ['/basic/address', '地址列表'],
    ['/basic/airline', '航线列表'],
    ['/basic/voyage', '航班航次列表'],
    ['/basic/ffeetype', '费用类型列表'],
    ['/basic/rate', '汇率列表'],
    ['/basic/fee', '费用价格列表'],
    ['/basic/hscode', 'HS编码列表'],
    ['/basic/node', '作业节点列表'],
  ] as const;
  for (const [path, caption] of lists) {
    it(`opens ${path} with its demo records, and its add page`, async () => {
      await step(`list${path.replaceAll('/', '-')}`, async () => {
        await suite.page.goto(`${suite.stack.url}${path}`);
        await loadedTable(suite.page, caption);
        expect(await suite.page.getByText('暂无数据').count(), path).toBe(0);
        await suite.page.goto(`${suite.stack.url}${path}/add`);
        await suite.page.getByRole('region', { name: '基本信息' }).waitFor();
      });
    });
  }

  it('opens the business dictionaries and the column settings', async () => {
    await step('bizdict', async () => {
      await suite.page.goto(`${suite.stack.url}/basic/bizdict`);
      await loadedTable(suite.page, '业务字典列表');
    });
    await step('column', async () => {
      await suite.page.goto(`${suite.stack.url}/basic/column`);
      await suite.page.getByRole('link', { name: '配置列' }).first().click();
      await suite.page.waitForURL(/shippingTypeCode=/);
      await suite.page.getByRole('button', { name: '返回' }).waitFor();
    });
  });
});
