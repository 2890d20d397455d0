// The order list's search and the order's view mode through the real UI. A search typed and sent
// while the first page is still loading asks the gateway exactly once and the list settles on that
// search's orders and count (requests counted in the browser); an order opened with 查看 offers no
// input, drop-down, picker, switch or button that would change it. A screenshot of the view page
// goes to test-results/.
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, graphql } from '../support/stack.ts';
import { stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();

const shots = join(root, 'test-results');
const listOperation = 'OceanExportOrderPage';

const step = stepsOf('orderList', () => suite.page);

interface ListRequest {
  filter: Record<string, unknown>;
}

/** The variables of a list request the page sent, or null for any other request. */
function listRequestOf(request: Request): ListRequest | null {
  if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return null;
  type Operation = { operationName?: string; variables?: { filter?: Record<string, unknown> } };
  // The web client sends the queries of one moment as one batch (an array of operations).
  const body = request.postDataJSON() as Operation | Operation[] | null;
  const list = (Array.isArray(body) ? body : [body]).find(
    (operation) => operation?.operationName === listOperation,
  );
  if (!list) return null;
  return { filter: list.variables?.filter ?? {} };
}

const search = () => suite.page.getByRole('search', { name: '查询条件' });
const table = () => suite.page.getByRole('table', { name: '海运出口订单列表' });

/** The orders the gateway itself answers for a filter, with the browser's own session. */
async function expected(filter: Record<string, unknown>) {
  const token = await suite.page.evaluate(() => localStorage.getItem('token'));
  const answer = await graphql<{
    oceanExportOrders: { total: number; items: { orderCode: string }[] };
  }>(
    suite.stack,
    `
      query ($filter: OceanExportOrderFilter) {
        oceanExportOrders(filter: $filter, pageNum: 1, pageSize: 50) {
          total
          items {
            orderCode
          }
        }
      }
    `,
    { filter },
    token ?? undefined,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.oceanExportOrders;
}

async function shownCodes(): Promise<string[]> {
  return table().locator('tbody tr td:nth-child(2)').allInnerTexts();
}

describe('the order list and the view mode in the browser', () => {
  it('signs in as the demo administrator', async () => {
    await step('signin', async () => {
      await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
    });
  });

  it('sends one request per search while the first page loads, and shows that search', async () => {
    await step('race', async () => {
      const sent: ListRequest[] = [];
      let answered = 0;
      let heldRequest: unknown = null;
      let heldAnswered = false;
      suite.page.on('request', (r) => {
        const found = listRequestOf(r);
        if (found) sent.push(found);
      });
      suite.page.on('response', (r) => {
        if (listRequestOf(r.request())) answered += 1;
        if (r.request() === heldRequest) heldAnswered = true;
      });
      // The first page is held back until the search has been sent, so the search races it and
      // its answer arrives after the search's request.
      let release: () => void = () => undefined;
      const held = new Promise<void>((done) => (release = done));
      let slowed = false;
      await suite.page.route('**/graphql', async (route) => {
        if (!slowed && listRequestOf(route.request())) {
          slowed = true;
          heldRequest = route.request();
          await held;
        }
        await route.continue();
      });

      await suite.page.goto(`${suite.stack.url}/action/oceanexport`);
      const form = search();
      await form.getByLabel('订单号').fill('HYCK');
      await form.getByLabel('订单状态').selectOption({ label: '已完成' });
      expect(heldAnswered, '第一页应仍在加载').toBe(false);
      const before = sent.length;
      await form.getByRole('button', { name: '查询' }).click();
      await suite.page.waitForURL(/status=/);
      await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(before + 1);
      release();

      // The search is answered; the first page, let through now, is answered or dropped as
      // stale, and nothing more is asked afterwards.
      await expect.poll(() => answered, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      await suite.page.waitForTimeout(2000);
      const afterClick = sent.slice(before);
      expect(afterClick).toHaveLength(1);
      const filter = afterClick[0]!.filter;
      expect(filter).toMatchObject({ orderCode: 'HYCK' });
      expect(typeof filter.status).toBe('string');
      expect(sent).toHaveLength(before + 1);

      const want = await expected(filter);
      const all = await expected({ sortField: 'orderCode', descending: true });
      expect(want.total).toBeGreaterThan(0);
      expect(want.total).toBeLessThan(all.total);
      await suite.page.getByText(`共 ${want.total} 条`).waitFor();
      await expect.poll(shownCodes).toEqual(want.items.map((o) => o.orderCode));
      for (const row of await table().locator('tbody tr').allInnerTexts()) {
        expect(row).toContain('已完成');
      }
      await expect(form.getByLabel('订单状态').inputValue()).resolves.toBe(filter.status);

      // A second search, with nothing loading: again exactly one request.
      await suite.page.unroute('**/graphql');
      const second = sent.length;
      await form.getByLabel('订单状态').selectOption({ label: '已取消' });
      await form.getByRole('button', { name: '查询' }).click();
      await expect.poll(() => sent.length).toBe(second + 1);
      await suite.page.waitForTimeout(1500);
      expect(sent).toHaveLength(second + 1);
      const cancelled = await expected(sent[second]!.filter);
      await suite.page.getByText(`共 ${cancelled.total} 条`).waitFor();
      expect(cancelled.total).toBeGreaterThan(0);
      await expect.poll(shownCodes).toEqual(cancelled.items.map((o) => o.orderCode));
    });
  });

  it('opens an order with 查看: every input, drop-down, picker and switch is read-only', async () => {
    await step('view', async () => {
      await suite.page.goto(`${suite.stack.url}/action/oceanexport`);
      const first = table().getByRole('row').nth(1);
      await first.getByRole('cell').first().waitFor();
      await first.getByRole('link', { name: '查看' }).click();
      await suite.page.waitForURL(/\/action\/oceanexport\/view\?orderCode=/);
      await suite.page.getByRole('region', { name: '费用信息' }).waitFor();
      await suite.page.getByRole('region', { name: '应收费用' }).waitFor();
      const basics = suite.page.getByRole('region', { name: '基本信息' });
      // The order's records are shown as text, named by their labels.
      const client = basics.getByLabel('客户', { exact: true });
      await expect.poll(() => client.innerText()).not.toBe('');
      await expect(client.evaluate((el) => el.tagName)).resolves.toBe('OUTPUT');

      const controls = await suite.page.locator('main').evaluate((main) => {
        const editable: string[] = [];
        let checked = 0;
        for (const el of Array.from(
          main.querySelectorAll<HTMLElement>('input, select, textarea, [role="combobox"]'),
        )) {
          const input = el as HTMLInputElement;
          checked += 1;
          const off =
            input.disabled ||
            input.readOnly ||
            el.getAttribute('aria-disabled') === 'true' ||
            el.getAttribute('aria-readonly') === 'true' ||
            el.hasAttribute('data-disabled');
          if (!off) {
            const name = el.getAttribute('aria-label') ?? input.name ?? el.tagName;
            const card = el.closest('section')?.getAttribute('aria-label') ?? '';
            editable.push(`${card}：${name}`);
          }
        }
        const buttons = Array.from(main.querySelectorAll<HTMLButtonElement>('button'))
          .filter((b) => !b.disabled && b.offsetParent !== null)
          .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim());
        const values = main.querySelectorAll('output[data-readonly-value]').length;
        return { editable, checked, buttons, values };
      });
      expect(controls.values).toBeGreaterThan(20);
      expect(controls.editable).toEqual([]);
      const changing = /保存|删除|新增|添加|提交|审核|退回|上传|清除|复制/;
      expect(controls.buttons.filter((name) => changing.test(name))).toEqual([]);
      await suite.page.screenshot({
        path: join(shots, 'orderList-order-view.png'),
        fullPage: true,
      });
    });
  });
});
