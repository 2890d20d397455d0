// Saved list views through the real UI, on an order list and a master-data list: a filter, a sort
// by a header and a column layout (one hidden, one moved, a width) chosen on screen, saved as a
// view by name; the list shows the same rows and columns after a reload, when opened bare (the
// default view), and from a copied link in a new page. A shared view is seen by another user of
// the organisation, read-only. Rows are compared with what the gateway answers for the same
// filter and sort. Screenshots (the column chooser open) go to test-results/.
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { entities, has } from '../../model/masterData/index.ts';
import { orderTypes } from '../../model/orders/index.ts';
import { statements } from '../../model/statements/index.ts';
import { accountWithMenus } from '../support/permissions.ts';
import { DEMO_ADMIN, TEST_CAPTCHA, graphql } from '../support/stack.ts';
import { stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
const shots = join(root, 'test-results');
const step = stepsOf('savedViews', () => suite.page);

interface Shown {
  headers: string[];
  firstColumn: string[];
}

/** The header texts (without the sort marks) and the first column's cells of a table. */
async function shownOf(page: Page, tableName: string): Promise<Shown> {
  const table = page.getByRole('table', { name: tableName });
  await table.locator('tbody tr td').first().waitFor();
  const all = (await table.locator('thead th').allInnerTexts()).map((t) =>
    t.replace(/[↑↓↕]/g, '').trim(),
  );
  // A list with row selection (bulk work) leads with an untitled checkbox column.
  const selection = all[0] === '' ? 1 : 0;
  const headers = all.slice(selection);
  const firstColumn = await table
    .locator(`tbody tr td:nth-child(${selection + 1})`)
    .allInnerTexts();
  return { headers, firstColumn };
}

/** The filters of the list requests (GraphQL operation `operation`) a page sends until stopped. */
function listRequests(page: Page, operation: string) {
  const seen: Record<string, unknown>[] = [];
  type Operation = { operationName?: string; variables?: { filter?: Record<string, unknown> } };
  const listen = (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as Operation | Operation[] | null;
    for (const op of Array.isArray(body) ? body : [body]) {
      if (op?.operationName === operation) seen.push(op.variables?.filter ?? {});
    }
  };
  page.on('request', listen);
  return {
    stop: () => {
      page.off('request', listen);
      return seen;
    },
  };
}

async function gatewayRows<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await graphql<T>(suite.stack, query, variables, token ?? undefined);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

const ORDERS = `query ($filter: OceanExportOrderFilter, $pageSize: Int) {
  oceanExportOrders(filter: $filter, pageNum: 1, pageSize: $pageSize) { total items { orderCode } } }`;
const CLIENTS = `query ($filter: ClientFilter, $pageSize: Int) {
  clients(filter: $filter, pageNum: 1, pageSize: $pageSize) { total items { customerCode customerName } } }`;

/**
 * In the column chooser: hides `hide`, moves `up` one place up, gives `widen` 180 px; answers
 * the headers expected after it (from the headers before, the row actions' 操作 last).
 */
async function chooseColumns(
  page: Page,
  before: string[],
  change: { hide: string; up: string; widen: string },
  shot: string,
): Promise<string[]> {
  await page.getByRole('button', { name: '列设置' }).click();
  const dialog = page.getByRole('dialog', { name: '列设置' });
  await dialog.waitFor();
  const hidden = dialog.getByRole('checkbox', { name: change.hide });
  // The checkbox's own label, as a person clicks it (the input itself is visually hidden).
  await dialog
    .locator('label')
    .filter({ hasText: exactly(change.hide) })
    .first()
    .click();
  await expect.poll(() => hidden.isChecked()).toBe(false);
  await dialog.getByRole('button', { name: `上移${change.up}` }).click();
  await dialog.getByRole('textbox', { name: `${change.widen}列宽` }).fill('180');
  await page.screenshot({ path: join(shots, shot) });
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const expected = before.filter((h) => h !== change.hide && h !== '操作');
  const at = expected.indexOf(change.up);
  expected.splice(at, 1);
  expected.splice(at - 1, 0, change.up);
  return [...expected, '操作'];
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Ticks a checkbox by its label, as a person clicks it (the input itself is visually hidden). */
async function tick(scope: Locator, name: string | RegExp): Promise<void> {
  const box = scope.getByRole('checkbox', { name });
  await scope.locator('label').filter({ hasText: name }).first().click();
  await expect.poll(() => box.isChecked()).toBe(true);
}

async function saveView(page: Page, name: string, options: { shared?: boolean }) {
  await page.getByRole('button', { name: '保存视图' }).click();
  const dialog = page.getByRole('dialog', { name: '保存视图' });
  await dialog.getByRole('textbox', { name: '视图名称' }).fill(name);
  if (options.shared) {
    await tick(dialog, /与本组织共享/);
  }
  await tick(dialog, '设为默认视图');
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByText(`视图「${name}」已保存`).first().waitFor();
  await page.waitForURL(/view=\d+/);
}

async function widthOf(page: Page, tableName: string, header: string): Promise<number> {
  const th = page
    .getByRole('table', { name: tableName })
    .locator('thead th')
    .filter({ hasText: header })
    .first();
  return Math.round((await th.boundingBox())?.width ?? 0);
}

/** A copied link opened in a new page of a new window holding the same sign-in. */
async function inNewPage(link: string, check: (page: Page) => Promise<void>): Promise<void> {
  const context = await suite.browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    storageState: await suite.page.context().storageState(),
  });
  try {
    const other = await context.newPage();
    await other.goto(link);
    await check(other);
  } finally {
    await context.close();
  }
}

let orderLink = '';
let orderShown: Shown;
let orderViewName = '';

describe('saved list views in the browser', () => {
  it('signs in as the demo administrator', async () => {
    await step('signin', async () => {
      await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
    });
  });

  it('keeps an order list’s filter, sort and columns in a saved view, after a reload and from a link', async () => {
    await step('orders', async () => {
      const page = suite.page;
      const tableName = '海运出口订单列表';
      await page.goto(`${suite.stack.url}/action/oceanexport`);
      const initial = await shownOf(page, tableName);
      expect(initial.headers.slice(0, 3)).toEqual(['订单号', '订单状态', '操作状态']);

      const form = page.getByRole('search', { name: '查询条件' });
      await form.getByLabel('订单状态').selectOption({ label: '已完成' });
      await form.getByRole('button', { name: '查询' }).click();
      await page.waitForURL(/status=/);
      const status = new URL(page.url()).searchParams.get('status');

      // 订单号 ascending: the server's order, not the page's.
      await page.getByRole('button', { name: /^订单号/ }).click();
      await page.waitForURL(/sort=orderCode/);
      await expect
        .poll(() => page.getByRole('columnheader', { name: /订单号/ }).getAttribute('aria-sort'))
        .toBe('ascending');

      const headers = await chooseColumns(
        page,
        initial.headers,
        { hide: '操作状态', up: '船名航次', widen: '订单号' },
        'savedViews-order-columns.png',
      );
      const want = await gatewayRows<{
        oceanExportOrders: { total: number; items: { orderCode: string }[] };
      }>(page, ORDERS, {
        filter: { status, sortField: 'orderCode', descending: false },
        pageSize: 50,
      });
      const all = await gatewayRows<{ oceanExportOrders: { total: number } }>(page, ORDERS, {
        filter: {},
        pageSize: 1,
      });
      expect(want.oceanExportOrders.total).toBeGreaterThan(1);
      expect(want.oceanExportOrders.total).toBeLessThan(all.oceanExportOrders.total);
      const codes = want.oceanExportOrders.items.map((o) => o.orderCode);
      expect(codes).toEqual([...codes].sort());
      await expect.poll(async () => (await shownOf(page, tableName)).headers).toEqual(headers);
      await expect.poll(async () => (await shownOf(page, tableName)).firstColumn).toEqual(codes);
      expect(await widthOf(page, tableName, '订单号')).toBeGreaterThanOrEqual(178);

      orderViewName = `已完成按单号${Date.now() % 100000}`;
      await saveView(page, orderViewName, { shared: true });
      orderLink = page.url();
      orderShown = await shownOf(page, tableName);
      expect(orderShown).toEqual({ headers, firstColumn: codes });
      await page.screenshot({ path: join(shots, 'savedViews-order-saved.png') });

      // A reload shows the same rows and columns.
      await page.reload();
      await expect.poll(() => shownOf(page, tableName)).toEqual(orderShown);
      await expect(
        page.getByLabel('视图', { exact: true }).locator('option:checked').innerText(),
      ).resolves.toContain(orderViewName);

      // Opened bare (from the menu), the list opens on the default view, with one first-page
      // request: the default view's, not the bare list's before it.
      const pages = listRequests(page, 'OceanExportOrderPage');
      await page.goto(`${suite.stack.url}/action/oceanexport`);
      await page.waitForURL(/view=\d+/);
      await expect.poll(() => shownOf(page, tableName)).toEqual(orderShown);
      expect(pages.stop()).toEqual([expect.objectContaining({ status })]);
      await expect(form.getByLabel('订单状态').inputValue()).resolves.toBe(status);

      // The copied link in a new page of the same browser: the same rows and columns.
      await inNewPage(orderLink, async (other) => {
        await expect.poll(() => shownOf(other, tableName)).toEqual(orderShown);
      });
    });
  });

  it('opens a list without a default view with one first-page request', async () => {
    await step('oneRequest', async () => {
      const page = suite.page;
      const pages = listRequests(page, 'OceanImportOrderPage');
      await page.goto(`${suite.stack.url}/action/oceanimport`);
      await shownOf(page, '海运进口订单列表');
      expect(pages.stop()).toHaveLength(1);
    });
  });

  it('keeps a master-data list’s filter, sort and columns in a saved view', async () => {
    await step('clients', async () => {
      const page = suite.page;
      const tableName = '客户列表';
      await page.goto(`${suite.stack.url}/basic/client`);
      const initial = await shownOf(page, tableName);
      // A code prefix that selects some clients but not all.
      const everyone = await gatewayRows<{
        clients: { total: number; items: { customerCode: string }[] };
      }>(page, CLIENTS, {
        filter: { sortField: 'customerCode', descending: false },
        pageSize: 500,
      });
      const firstCode = everyone.clients.items[0]!.customerCode;
      const prefix = firstCode.slice(0, -1);
      const form = page.getByRole('search', { name: '查询条件' });
      await form.getByLabel('客户编码').fill(prefix);
      await form.getByRole('button', { name: '查询' }).click();
      await page.waitForURL(/customerCode=/);

      // 客户名称: ascending, then descending.
      const nameHeader = page.getByRole('button', { name: /^客户名称/ });
      await nameHeader.click();
      await page.waitForURL(/sort=customerName/);
      await nameHeader.click();
      await page.waitForURL(/sort=-customerName/);

      const headers = await chooseColumns(
        page,
        initial.headers,
        { hide: '简称', up: '客户名称', widen: '客户名称' },
        'savedViews-client-columns.png',
      );
      const want = await gatewayRows<{
        clients: { total: number; items: { customerCode: string; customerName: string }[] };
      }>(page, CLIENTS, {
        filter: { customerCode: prefix, sortField: 'customerName', descending: true },
        pageSize: 10,
      });
      expect(want.clients.total).toBeGreaterThan(1);
      expect(want.clients.total).toBeLessThan(everyone.clients.total);
      // 客户名称 moved first: the first column holds the names in the server's order.
      const names = want.clients.items.map((c) => c.customerName);
      await expect.poll(async () => (await shownOf(page, tableName)).headers).toEqual(headers);
      expect(headers[0]).toBe('客户名称');
      await expect.poll(async () => (await shownOf(page, tableName)).firstColumn).toEqual(names);

      await saveView(page, '编码前缀按名称倒序', {});
      const saved = await shownOf(page, tableName);
      const link = page.url();
      await page.reload();
      await expect.poll(() => shownOf(page, tableName)).toEqual(saved);
      await page.goto(`${suite.stack.url}/basic/client`);
      await page.waitForURL(/view=\d+/);
      await expect.poll(() => shownOf(page, tableName)).toEqual(saved);
      await inNewPage(link, async (other) => {
        await expect.poll(() => shownOf(other, tableName)).toEqual(saved);
      });
    });
  });

  it('shows a shared view to another user of the organisation, read-only', async () => {
    await step('shared', async () => {
      const adminToken = (await suite.page.evaluate(() => localStorage.getItem('token'))) ?? '';
      const me = await graphql<{ me: { currentOrganisation: { id: string } } }>(
        suite.stack,
        '{ me { currentOrganisation { id } } }',
        {},
        adminToken,
      );
      const orgId = me.data!.me.currentOrganisation.id;
      const colleague = await accountWithMenus(
        suite.stack,
        adminToken,
        ['/action/oceanexport', '/basic/client'],
        [orgId],
      );
      const context = await suite.browser.newContext({
        locale: 'zh-CN',
        viewport: { width: 1440, height: 900 },
      });
      try {
        const page = await context.newPage();
        // The account holds a session already (made through the API): the page takes it over.
        await page.goto(`${suite.stack.url}/user/login`);
        await page.getByLabel(/^手机号/).fill(colleague.mobile);
        await page.getByLabel(/^密码/).fill(colleague.password);
        await page.getByLabel(/^验证码/).fill(TEST_CAPTCHA);
        await page.getByRole('button', { name: '登录' }).click();
        await page.getByRole('button', { name: '确定', exact: true }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
        await page.goto(`${suite.stack.url}/action/oceanexport`);
        const picker = page.getByLabel('视图', { exact: true });
        await expect
          .poll(() => picker.locator('option').allInnerTexts(), { timeout: 15_000 })
          .toContainEqual(expect.stringContaining(`${orderViewName}（`));
        // The administrator's own client view is not shared: not offered here.
        await page.goto(`${suite.stack.url}/basic/client`);
        await page
          .getByRole('table', { name: '客户列表' })
          .locator('tbody tr td')
          .first()
          .waitFor();
        expect(await picker.locator('option').allInnerTexts()).toEqual(['列表默认视图']);

        await page.goto(`${suite.stack.url}/action/oceanexport`);
        await page.getByRole('table', { name: '海运出口订单列表' }).waitFor();
        let option: string | undefined;
        await expect
          .poll(
            async () =>
              (option = (await picker.locator('option').allInnerTexts()).find((t) =>
                t.startsWith(orderViewName),
              )),
            { timeout: 15_000 },
          )
          .toBeDefined();
        await picker.selectOption({ label: option! });
        await page.waitForURL(/view=\d+/);
        await expect.poll(() => shownOf(page, '海运出口订单列表')).toEqual(orderShown);
        // Read-only: no delete; saving makes the colleague's own copy.
        await page.getByRole('button', { name: '另存为我的视图' }).waitFor();
        expect(await page.getByRole('button', { name: '删除视图' }).count()).toBe(0);
        await page.screenshot({ path: join(shots, 'savedViews-shared.png') });
      } catch (err) {
        for (const p of context.pages()) {
          await p.screenshot({ path: join(shots, 'savedViews-colleague-failed.png') });
        }
        throw err;
      } finally {
        await context.close();
      }
    });
  });

  // Every list of the product, from the declarations and the finance routes: its view bar hides a
  // column, the address keeps it, and a reload shows the list without it.
  const lists = [
    ...orderTypes.map((t) => t.route),
    ...orderTypes.flatMap((t) => (t.billOfLading?.route ? [t.billOfLading.route] : [])),
    ...entities.flatMap((e) => (e.route && has(e, 'pageAll') ? [e.route] : [])),
    '/finance/receive',
    '/finance/pay',
    '/finance/invoice',
    '/finance/ticket',
    '/finance/noticket',
    '/fee/audit',
    '/fee/profit',
    ...statements.map((r) => r.route),
  ];
  it.each([...new Set(lists)])('keeps the chosen columns of %s in its address', async (route) => {
    await step(`list${route.replaceAll('/', '-')}`, async () => {
      const page = suite.page;
      await page.goto(`${suite.stack.url}${route}`);
      await page.locator('main table thead th').first().waitFor();
      // Settled: a list opened bare moves to the user's default view (a test above saved one for
      // /basic/client) once the saved views have answered, and its header may be drawn before.
      await page.waitForLoadState('networkidle');
      // The list: the table with the most columns (a page may lead with a totals table).
      const widest = await page.locator('main table').evaluateAll((tables) => {
        const counts = tables.map((t) => t.querySelectorAll('thead th').length);
        return counts.indexOf(Math.max(...counts));
      });
      const table = page.locator('main table').nth(widest);
      const headers = async () =>
        (await table.locator('thead th').allInnerTexts()).map((t) =>
          t.replace(/[↑↓↕]/g, '').trim(),
        );
      await table.locator('thead th').first().waitFor();
      const before = await headers();
      await page.getByRole('button', { name: '列设置' }).click();
      const dialog = page.getByRole('dialog', { name: '列设置' });
      const labels = (await dialog.locator('label').allInnerTexts()).map((t) => t.trim());
      const hide = labels.find((l) => l !== '' && l !== before[0] && before.includes(l));
      expect(hide, `${route} 的列设置中没有可隐藏的列`).toBeDefined();
      await dialog
        .locator('label')
        .filter({ hasText: exactly(hide!) })
        .first()
        .click();
      const address = page.url();
      await dialog.getByRole('button', { name: '确定' }).click();
      await page.waitForURL((url) => url.href !== address && url.searchParams.has('cols'));
      await expect.poll(headers).toEqual(before.filter((h) => h !== hide));
      await page.reload();
      await table.locator('thead th').first().waitFor();
      await expect.poll(headers).toEqual(before.filter((h) => h !== hide));
    });
  });
});
