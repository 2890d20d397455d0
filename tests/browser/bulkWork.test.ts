// Bulk work in the browser: rows chosen on an order list get a 客服 assigned, are completed and
// cancelled; fee lines chosen in 费用审核 are approved. Each run asks with the count first, shows
// its result with the refused rows' reasons, and after a reload every row shows its new state.
// Screenshots of the selection toolbar and of a result go to test-results/.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, graphql } from '../support/stack.ts';
import { stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
const shots = join(root, 'test-results');
const step = stepsOf('bulkWork', () => suite.page);

interface Order {
  orderCode: string;
  csrName: string | null;
  operationStatus: { code: string; name: string } | null;
}

async function ask<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = await suite.page.evaluate(() => localStorage.getItem('token'));
  const answer = await graphql<T>(suite.stack, query, variables, token ?? undefined);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data as T;
}

/** The list's first page as the page asks for it (by order code, newest first). */
async function firstPage(): Promise<Order[]> {
  const data = await ask<{ oceanExportOrders: { items: Order[] } }>(
    `{ oceanExportOrders(filter: { sortField: "orderCode", descending: true }, pageSize: 50) {
      items { orderCode csrName operationStatus { code name } } } }`,
  );
  return data.oceanExportOrders.items;
}

async function statusName(code: string): Promise<string> {
  const data = await ask<{ dictionary: { dictCode: string; dictName: string }[] }>(
    '{ dictionary(category: "CZZT") { dictCode dictName } }',
  );
  const found = data.dictionary.find((d) => d.dictCode === code);
  if (!found) throw new Error(`没有操作状态 ${code}`);
  return found.dictName;
}

const table = () => suite.page.getByRole('table', { name: '海运出口订单列表' });
const rowOf = (code: string) => table().getByRole('row').filter({ hasText: code });
/** What a row shows in the column of that title. */
async function cell(code: string, title: string): Promise<string> {
  const headers = await table().locator('thead th').allInnerTexts();
  // A sortable header carries its sort mark (↑↓↕) after the title.
  const index = headers.findIndex((h) => h.replace(/[↑↓↕]/g, '').trim() === title);
  if (index < 0) throw new Error(`没有列 ${title}`);
  return (await rowOf(code).locator('td').nth(index).innerText()).trim();
}

const toolbar = () => suite.page.getByRole('toolbar', { name: '批量操作' });

async function choose(codes: readonly string[]) {
  for (const code of codes) {
    await suite.page.getByRole('checkbox', { name: `选择订单 ${code}` }).check({ force: true });
  }
}

/** Runs the toolbar's action through its dialog and answers the dialog (left open). */
async function run(action: string, title: string, before?: () => Promise<void>) {
  await toolbar().getByRole('button', { name: action }).click();
  const dialog = suite.page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await before?.();
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.getByRole('button', { name: '关闭' }).waitFor();
  await expect
    .poll(() => dialog.getByRole('button', { name: '关闭' }).isEnabled(), { timeout: 20_000 })
    .toBe(true);
  return dialog;
}

async function reloadList() {
  await suite.page.reload();
  await table().locator('tbody tr').first().waitFor();
}

let open: Order[] = [];
let completed: Order | undefined;

describe('bulk work on an order list', () => {
  it('signs in as the demo administrator', async () => {
    await step('signin', async () => {
      await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
    });
  });

  it('assigns 客服 to the chosen orders; the completed one is refused with its reason', async () => {
    await step('assign', async () => {
      const page = await firstPage();
      open = page.filter((o) => o.operationStatus?.code === 'CZZT_CSH').slice(0, 3);
      completed = page.find((o) => o.operationStatus?.code === 'CZZT_CZWC');
      if (open.length < 3 || !completed) throw new Error('第一页没有三条未完成、一条已完成的订单');
      const person = open.every((o) => o.csrName === '陈伟') ? '王静' : '陈伟';
      await suite.page.goto(`${suite.stack.url}/action/oceanexport`);
      await rowOf(completed.orderCode).waitFor();
      await choose([...open.map((o) => o.orderCode), completed.orderCode]);
      await toolbar().getByText('已选 4 条').waitFor();
      await toolbar().screenshot({ path: join(shots, 'bulkWork-toolbar.png') });
      await suite.page.screenshot({ path: join(shots, 'bulkWork-list.png') });

      const dialog = await run('批量指派客服', '批量指派客服', async () => {
        const dialogNow = suite.page.getByRole('dialog', { name: '批量指派客服' });
        await dialogNow.getByLabel('客服').selectOption({ label: person });
        await dialogNow.getByText(`确定将所选 4 条订单的客服指派为 ${person} 吗？`).waitFor();
      });
      const refused = dialog.getByRole('table', { name: '未通过的记录' });
      await refused.getByText(completed.orderCode).waitFor();
      await refused.getByText('订单已操作完成，不能修改').waitFor();
      expect(await dialog.getByText(/^完成 \d+ 条，无需变更 \d+ 条，未通过 1 条$/).count()).toBe(1);
      await dialog.screenshot({ path: join(shots, 'bulkWork-result.png') });
      await dialog.getByRole('button', { name: '关闭' }).click();

      await reloadList();
      for (const order of open) {
        await expect.poll(() => cell(order.orderCode, '客服')).toBe(person);
      }
      expect(await cell(completed.orderCode, '客服')).toBe(completed.csrName ?? '');
    });
  }, 120_000);

  it('assigns the operator of 订舱 to the chosen orders; each order page shows it after a reload', async () => {
    await step('operator', async () => {
      const [a, b] = open.map((o) => o.orderCode);
      if (!a || !b || !completed) throw new Error('没有订单');
      await suite.page.goto(`${suite.stack.url}/action/oceanexport`);
      await rowOf(completed.orderCode).waitFor();
      await choose([a, b, completed.orderCode]);
      await toolbar().getByText('已选 3 条').waitFor();
      const dialog = await run('批量指派操作人员', '批量指派操作人员', async () => {
        const dialogNow = suite.page.getByRole('dialog', { name: '批量指派操作人员' });
        await dialogNow.getByLabel('作业节点').selectOption({ label: '订舱' });
        await dialogNow.getByLabel('操作人员').selectOption({ label: '王静' });
        await dialogNow.getByText('确定将所选 3 条订单订舱的操作人员指派为 王静 吗？').waitFor();
        await dialogNow.screenshot({ path: join(shots, 'bulkWork-operator-ask.png') });
      });
      const refused = dialog.getByRole('table', { name: '未通过的记录' });
      await refused.getByText(completed.orderCode).waitFor();
      await refused.getByText('订单已操作完成，不能修改').waitFor();
      await dialog.getByText('完成 2 条，无需变更 0 条，未通过 1 条').waitFor();
      await dialog.getByRole('button', { name: '关闭' }).click();

      // Each order's page, reloaded: its progress names the operator under 订舱.
      const booking = () =>
        suite.page.getByRole('list', { name: '节点进度' }).getByRole('listitem').filter({
          hasText: '订舱',
        });
      for (const code of [a, b, completed.orderCode]) {
        await suite.page.goto(
          `${suite.stack.url}/action/oceanexport/view?orderCode=${encodeURIComponent(code)}`,
        );
        await suite.page.reload();
        await booking().waitFor();
        const operator = booking().locator('[data-part="operator"]');
        if (code === completed.orderCode) {
          await expect(operator.count()).resolves.toBe(0);
        } else {
          await expect(operator.innerText()).resolves.toBe('王静');
          await expect(operator.getAttribute('title')).resolves.toMatch(/操作人员$/);
          if (code === a) {
            await suite.page.screenshot({ path: join(shots, 'bulkWork-operator-order.png') });
          }
        }
      }
      await suite.page.goto(`${suite.stack.url}/action/oceanexport`);
      await rowOf(a).waitFor();
    });
  }, 120_000);

  it('completes two orders, then refuses to cancel them while cancelling a third', async () => {
    await step('status', async () => {
      const [a, b, c] = open.map((o) => o.orderCode);
      if (!a || !b || !c) throw new Error('没有订单');
      const done = await statusName('CZZT_CZWC');
      const cancelled = await statusName('CZZT_QX');
      await choose([a, b]);
      const first = await run('批量操作完成', '批量操作完成');
      await first.getByText('完成 2 条，无需变更 0 条，未通过 0 条').waitFor();
      await first.getByRole('button', { name: '关闭' }).click();
      await reloadList();
      for (const code of [a, b]) {
        await expect.poll(() => cell(code, '操作状态')).toBe(done);
      }

      await choose([a, b, c]);
      const second = await run('批量取消', '批量取消');
      await second.getByText('完成 1 条，无需变更 0 条，未通过 2 条').waitFor();
      const refused = second.getByRole('table', { name: '未通过的记录' });
      expect(await refused.getByText('订单已操作完成，不能取消').count()).toBe(2);
      await second.getByRole('button', { name: '关闭' }).click();
      await reloadList();
      await expect.poll(() => cell(a, '操作状态')).toBe(done);
      await expect.poll(() => cell(b, '操作状态')).toBe(done);
      await expect.poll(() => cell(c, '操作状态')).toBe(cancelled);
    });
  }, 120_000);
});

describe('bulk decisions in 费用审核', () => {
  it('approves the chosen lines, and after a reload they show 已审核', async () => {
    await step('fees', async () => {
      await suite.page.goto(`${suite.stack.url}/fee/audit`);
      const list = suite.page.getByRole('table', { name: '应收费用审核列表' });
      await list.locator('tbody tr').first().waitFor();
      const boxes = list.getByRole('checkbox', { name: /^选择费用 / });
      await expect.poll(() => boxes.count()).toBeGreaterThanOrEqual(2);
      const names: string[] = [];
      for (const index of [0, 1]) {
        const box = boxes.nth(index);
        names.push(((await box.getAttribute('aria-label')) ?? '').replace(/^选择费用 /, ''));
        await box.check({ force: true });
      }
      await toolbar().getByText('已选 2 条').waitFor();
      const dialog = await run('审核通过', '批量审核通过', async () => {
        await suite.page.getByText('确定审核通过选中的 2 条应收费用吗？').waitFor();
      });
      await dialog.getByText('完成 2 条，无需变更 0 条，未通过 0 条').waitFor();
      await dialog.getByRole('button', { name: '关闭' }).click();

      // After a reload, the lines are among the approved ones of their orders.
      await suite.page.reload();
      for (const name of names) {
        const [orderCode = '', feeName = ''] = name.split(' ');
        const form = suite.page.getByRole('search', { name: '查询条件' });
        await form.getByLabel('订单号').fill(orderCode);
        await form.getByLabel('审核状态').selectOption({ label: '已审核' });
        await form.getByRole('button', { name: '查询' }).click();
        const row = list
          .getByRole('row')
          .filter({ hasText: orderCode })
          .filter({ hasText: feeName });
        await expect.poll(() => row.first().innerText(), { timeout: 15_000 }).toContain('已审核');
      }
    });
  }, 120_000);

  it('sends back every line matching the search, counted before it runs, with progress', async () => {
    await step('feesAll', async () => {
      const data = await ask<{ feeLines: { total: number } }>(
        '{ feeLines(side: RECEIVABLE, filter: { approveStatus: [DSH] }) { total } }',
      );
      const total = data.feeLines.total;
      expect(total, '待审核的应收费用多于一页').toBeGreaterThan(10);
      await suite.page.goto(`${suite.stack.url}/fee/audit`);
      const list = suite.page.getByRole('table', { name: '应收费用审核列表' });
      // A row of the list may be its loading row: wait for a line that can be chosen.
      await list
        .getByRole('checkbox', { name: /^选择费用 / })
        .first()
        .waitFor();
      await suite.page.getByRole('checkbox', { name: '全选本页待审核' }).check({ force: true });
      await toolbar()
        .getByRole('button', { name: `选择全部 ${total} 条符合条件的记录` })
        .click();
      await toolbar().getByText(`已选 ${total} 条`).waitFor();
      const dialog = await run('驳回', '批量驳回', async () => {
        await suite.page.getByText(`确定驳回选中的 ${total} 条应收费用吗？`).waitFor();
        await suite.page.getByLabel('驳回原因').fill('请核对金额');
      });
      await dialog.getByText(`已处理 ${total} 条`).waitFor();
      await dialog.getByText(`完成 ${total} 条，无需变更 0 条，未通过 0 条`).waitFor();
      await dialog.getByRole('button', { name: '关闭' }).click();
      await suite.page.reload();
      await suite.page.getByText('暂无数据').waitFor();
      const after = await ask<{ feeLines: { total: number } }>(
        '{ feeLines(side: RECEIVABLE, filter: { approveStatus: [BH] }) { total } }',
      );
      expect(after.feeLines.total).toBeGreaterThanOrEqual(total);
    });
  }, 120_000);
});
