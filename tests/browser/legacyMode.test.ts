// The web client in legacy mode: rest serves only the specifications' paths (REST_PATHS=
// specification, unknown paths answered with a JSON 404 as the company's back end does). The
// main pages are walked as staff would, and the screen is read: pages of missing features leave
// the menu and explain themselves in place, nothing shows an empty result for a feature that is
// not there, and the core job (an order list, an order's fees, master data) works — a saved fee
// line shows its values after a reload. 费用审核 decides chosen lines but says why it cannot take
// every matching one; an order page says its nodes are not marked late. Screenshots go to test-results/legacy-*.png.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/webBuild.ts';
import { FEATURE_NOTICE } from '../../model/features.ts';
import { DEMO_ADMIN, graphql, restCall } from '../support/stack.ts';
import { pick, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite({}, { rest: { paths: 'specification', unknownPath: 'json404' } });
const step = stepsOf('legacy', () => suite.page);
const shots = join(root, 'test-results');
let token = '';

/** Texts that would pass off a missing feature as empty data, or show a raw failure. */
const NEVER = ['暂无数据', '共 0 条', '没有逾期的节点', '未读 0 条', '接口不存在', '/rest/'];

async function expectNoFalseEmpty(): Promise<void> {
  const text = await suite.page.locator('main').innerText();
  for (const never of NEVER) expect(text, never).not.toContain(never);
}

async function open(path: string): Promise<void> {
  await suite.page.goto(`${suite.stack.url}${path}`);
  await suite.page.locator('main').waitFor();
}

interface RouteEntry {
  path: string;
  public?: boolean;
  feature?: string;
}

/**
 * The web client's route table (web/src/app/routes.ts), read at run time: its modules need the
 * web's JSX settings to be type-checked, which this project's tests do not carry.
 */
async function routeTable(): Promise<RouteEntry[]> {
  const module = '../../web/src/app/routes.ts';
  return ((await import(module)) as { routeTable: RouteEntry[] }).routeTable;
}

const menu = () => suite.page.getByRole('navigation', { name: '主菜单' });

describe('the web client on a back end of the specifications only', () => {
  it('signs in and shows the workspace with a notice in place of its figures', async () => {
    await step('dashboard', async () => {
      token = await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
      await open('/');
      const notice = suite.page.getByTestId('feature-notice');
      await notice.waitFor();
      expect(await notice.innerText()).toContain(FEATURE_NOTICE);
      expect(await notice.innerText()).toContain('工作台统计');
      await expectNoFalseEmpty();
      await suite.page.screenshot({ path: join(shots, 'legacy-dashboard.png') });
    });
  }, 180_000);

  it('leaves the pages of missing features out of the menu', async () => {
    await step('menu', async () => {
      const nav = menu();
      await nav.getByRole('button', { name: '系统管理' }).waitFor();
      // Every report and every finance page needs an addition: their groups are gone.
      expect(await nav.getByRole('button', { name: '报表' }).count()).toBe(0);
      expect(await nav.getByRole('button', { name: '财务管理' }).count()).toBe(0);
      await nav.getByRole('button', { name: '系统管理' }).click();
      await nav.getByRole('link', { name: '用户管理' }).waitFor();
      expect(await nav.getByRole('link', { name: '操作日志' }).count()).toBe(0);
      // No unread bell and no search box: the back end has neither messages nor search.
      expect(await suite.page.getByRole('button', { name: /^消息/ }).count()).toBe(0);
    });
  }, 180_000);

  it('explains a report and the messages page in place, reached by their addresses', async () => {
    await step('notices', async () => {
      for (const [path, name] of [
        ['/statements/profit', '报表'],
        ['/todo/message', '消息'],
        ['/finance/receive', '收款'],
      ] as const) {
        await open(path);
        const notice = suite.page.getByTestId('feature-notice');
        await notice.waitFor();
        expect(await notice.innerText()).toContain(FEATURE_NOTICE);
        expect(await notice.innerText()).toContain(`「${name}」`);
        await expectNoFalseEmpty();
      }
      await suite.page.screenshot({ path: join(shots, 'legacy-message.png') });
    });
  }, 180_000);

  it('lists orders and master data, without the export and saved-view buttons', async () => {
    await step('lists', async () => {
      const stored = await restCall<{ total: number }>(
        suite.stack,
        token,
        'tbSeaTransportExport/pageAll',
        { pageNum: 1, pageSize: 10 },
      );
      await open('/action/oceanexport');
      await expect
        .poll(() => suite.page.locator('main').innerText(), { timeout: 15_000 })
        .toContain(`共 ${stored.total} 条`);
      // Settled: the back end's features answered. The list's page may draw before they come,
      // and until then every addition counts as available (backendFeatures.ts).
      await suite.page.waitForLoadState('networkidle');
      expect(await suite.page.getByRole('button', { name: '导出Excel' }).count()).toBe(0);
      expect(await suite.page.getByRole('button', { name: '保存视图' }).count()).toBe(0);
      // Neither bulk actions nor exports: rows are not offered for choosing.
      expect(await suite.page.getByRole('checkbox', { name: /^选择订单/ }).count()).toBe(0);
      expect(await suite.page.getByRole('toolbar', { name: '批量操作' }).count()).toBe(0);
      await expectNoFalseEmpty();
      await suite.page.screenshot({ path: join(shots, 'legacy-orders.png') });

      const clients = await restCall<{ total: number }>(suite.stack, token, 'tbCustomer/pageAll', {
        pageNum: 1,
        pageSize: 10,
      });
      await open('/basic/client');
      await expect
        .poll(() => suite.page.locator('main').innerText(), { timeout: 15_000 })
        .toContain(`共 ${clients.total} 条`);
      await suite.page.waitForLoadState('networkidle');
      expect(await suite.page.getByRole('button', { name: '导出Excel' }).count()).toBe(0);
      await expectNoFalseEmpty();
    });
  }, 180_000);

  it('saves a fee line as saved, and shows its values after a reload', async () => {
    await step('fees', async () => {
      const orders = await restCall<{ list: { orderCode: string }[] }>(
        suite.stack,
        token,
        'tbSeaTransportExport/pageAll',
        { pageNum: 1, pageSize: 1 },
      );
      const copy = await graphql<{ copyOceanExportOrder: { orderCode: string } }>(
        suite.stack,
        'mutation ($c: String!) { copyOceanExportOrder(orderCode: $c) { orderCode } }',
        { c: orders.list[0]?.orderCode ?? '' },
        token,
      );
      const orderCode = copy.data?.copyOceanExportOrder.orderCode ?? '';
      expect(orderCode, JSON.stringify(copy.errors)).not.toBe('');
      await open(`/action/oceanexport/add?orderCode=${orderCode}`);
      const ap = suite.page.getByRole('region', { name: '应付费用', exact: true });
      await ap.waitFor();
      await ap.getByRole('button', { name: '+ 添加应付费用' }).click();
      await pick(ap, '费用名称（应付第1行）');
      await ap.getByLabel('单价（应付第1行）').fill('880');
      await ap.getByLabel('数量（应付第1行）').fill('2');
      await pick(ap, '结算单位（应付第1行）');
      await ap.getByRole('button', { name: '保存', exact: true }).click();
      await suite.page.getByText('保存成功').first().waitFor();
      // Marked saved: no "unsaved" flag, and no failure toast.
      expect(await ap.getByText('有未保存的修改').count()).toBe(0);
      expect(await suite.page.getByText('接口不存在').count()).toBe(0);
      // No history and no fee statements on this back end.
      expect(await ap.getByRole('button', { name: /的历史$/ }).count()).toBe(0);

      expect(await ap.getByRole('button', { name: /对账单/ }).count()).toBe(0);

      const stored = await restCall<{ YFList: { feeName: string; money: string }[] }>(
        suite.stack,
        token,
        'tbAp/findOrderCode',
        { orderCode },
      );
      expect(stored.YFList).toHaveLength(1);
      expect(stored.YFList[0]?.money).toBe('1760.00');
      await suite.page.reload();
      const after = suite.page.getByRole('region', { name: '应付费用', exact: true });
      await after.waitFor();
      await expect
        .poll(() => after.getByTestId('payables-money-0').innerText(), { timeout: 10_000 })
        .toBe('1,760.00');
      expect(
        await after
          .getByRole('combobox', { name: '费用名称（应付第1行）', exact: true })
          .inputValue(),
      ).toContain(stored.YFList[0]?.feeName ?? '?');
      expect(await after.getByLabel('单价（应付第1行）').inputValue()).toMatch(/^880(\.0+)?$/);
      await suite.page
        .getByRole('region', { name: '费用信息', exact: true })
        .screenshot({ path: join(shots, 'legacy-fees.png') });
    });
  }, 180_000);

  it('on 费用审核 decides the chosen lines, saying why not every matching one', async () => {
    await step('fee-audit', async () => {
      const WAITING = `{ feeLines(side: RECEIVABLE, filter: { approveStatus: [DSH] }, pageSize: 1) {
        total } }`;
      const waiting = async () =>
        (await graphql<{ feeLines: { total: number } }>(suite.stack, WAITING, {}, token)).data
          ?.feeLines.total ?? 0;
      // More lines waiting for review than a page holds: choosing the page leaves others matching.
      const short = 11 - (await waiting());
      if (short > 0) {
        const saved = await graphql<{ feeLines: { items: { id: string }[] } }>(
          suite.stack,
          `
            query ($n: Int) {
              feeLines(side: RECEIVABLE, filter: { approveStatus: [WTJ] }, pageSize: $n) {
                items {
                  id
                }
              }
            }
          `,
          { n: short },
          token,
        );
        const ids = saved.data?.feeLines.items.map((l) => l.id) ?? [];
        expect(ids).toHaveLength(short);
        const submitted = await graphql(
          suite.stack,
          'mutation ($ids: [ID!]!) { submitFeeLines(side: RECEIVABLE, ids: $ids) { message } }',
          { ids },
          token,
        );
        expect(submitted.errors).toBeUndefined();
      }
      const total = await waiting();
      expect(total).toBeGreaterThan(10);
      await open('/fee/audit');
      await expect
        .poll(() => suite.page.locator('main').innerText(), { timeout: 15_000 })
        .toContain(`共 ${total} 条`);
      await suite.page.getByRole('checkbox', { name: '全选本页待审核' }).check({ force: true });
      const bar = suite.page.getByRole('toolbar', { name: '批量操作' });
      await bar.getByText('已选 10 条').waitFor();
      const note = bar.getByTestId('feature-note');
      await note.waitFor();
      expect(await note.innerText()).toBe(
        `当前后端未提供「批量操作」功能，不能选择全部 ${total.toLocaleString('zh-CN')} 条符合条件的记录，请逐页选择处理`,
      );
      expect(await bar.getByRole('button', { name: /选择全部/ }).count()).toBe(0);
      // The chosen page is still decided, line by line.
      expect(await bar.getByRole('button', { name: '审核通过' }).isEnabled()).toBe(true);
      await expectNoFalseEmpty();
      await suite.page.screenshot({ path: join(shots, 'legacy-fee-audit.png') });
    });
  }, 180_000);

  it('says on an order page that no node is marked late, without milestones', async () => {
    await step('milestones', async () => {
      const orders = await restCall<{ list: { orderCode: string }[] }>(
        suite.stack,
        token,
        'tbSeaTransportExport/pageAll',
        { pageNum: 1, pageSize: 1 },
      );
      const orderCode = orders.list[0]?.orderCode ?? '';
      await open(`/action/oceanexport/view?orderCode=${orderCode}`);
      await suite.page.getByRole('list', { name: '节点进度' }).waitFor();
      const notice = suite.page.locator(
        '[data-testid="feature-notice"][data-feature="milestones"]',
      );
      await notice.waitFor();
      const text = await notice.innerText();
      expect(text).toContain(FEATURE_NOTICE);
      expect(text).toContain('「节点时效」');
      expect(text).toContain('节点进度上不会标出逾期的节点');
      expect(await suite.page.locator('[data-late="true"]').count()).toBe(0);
      // The order's own empty parts (no files yet) may read 暂无数据; no raw failure shows.
      expect(await suite.page.locator('main').innerText()).not.toMatch(/接口不存在|\/rest\//);
      await suite.page.screenshot({ path: join(shots, 'legacy-order-milestones.png') });
    });
  }, 180_000);

  it('opens every signed-in route of the table: its page or a notice, never a failure', async () => {
    await step('routes', async () => {
      const routes = await routeTable();
      const outcome = { works: 0, notice: 0 };
      const failed: string[] = [];
      for (const route of routes.filter((r) => !r.public)) {
        await open(route.path);
        // Settled: the page's reads answered (a failure toast would be up by then).
        await suite.page.waitForLoadState('networkidle');
        const toasts = await suite.page.getByTestId('toast').allInnerTexts();
        const bad = toasts.filter((t) => /当前后端不支持|接口不存在|接口异常|服务异常/.test(t));
        if (bad.length > 0) failed.push(`${route.path}: ${bad.join(' / ')}`);
        const notice = await suite.page.getByTestId('feature-notice').count();
        if (route.feature) expect(notice, route.path).toBeGreaterThan(0);
        if (notice > 0) outcome.notice += 1;
        else outcome.works += 1;
        // A page of a missing feature shows no empty result; any page, no raw failure.
        if (route.feature) await expectNoFalseEmpty();
        const text = await suite.page.locator('main').innerText();
        expect(text, route.path).not.toMatch(/接口不存在|\/rest\//);
      }
      expect(failed).toEqual([]);
      // Pages of additions explain themselves; the workspace its figures.
      expect(outcome.notice).toBe(routes.filter((r) => r.feature).length + 1);
      console.info(`legacy mode routes: ${JSON.stringify(outcome)} of ${routes.length}`);
    });
  }, 600_000);
});
