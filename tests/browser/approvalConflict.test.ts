// A stale approval in the browser: finance (系统管理员) has an order's submitted receivables open
// in 利润审核 and in 费用审核 while 李明, on the order page, withdraws one of them and submits it
// again. Finance's decision is refused on screen with who changed the lines and when, and 重新加载;
// nothing is approved until finance decides on what is stored now.
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, graphql, signIn } from '../support/stack.ts';
import { stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
const step = stepsOf('approvalConflict', () => suite.page);
const CHANGED_BY_LIMING = /已被 李明 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 修改，请刷新后重新填写/;

interface Line {
  id: string;
  version: number;
  feeName: string;
  approveStatus: string;
}

async function ask<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphql<T>(suite.stack, query, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data as T;
}

const receivables = async (token: string, orderCode: string) =>
  (
    await ask<{ orderFees: { receivables: Line[] } }>(
      token,
      `query ($c: String!) { orderFees(orderCode: $c) {
        receivables { id version feeName approveStatus } } }`,
      { c: orderCode },
    )
  ).orderFees.receivables;

const used = new Set<string>();

/** A Shanghai ocean export order with two or more receivables, all open; then submitted. */
async function submittedOrder(token: string): Promise<{ orderCode: string; lines: Line[] }> {
  const page = await ask<{ profitApprovals: { items: { orderCode: string }[] } }>(
    token,
    `{ profitApprovals(filter: { approveStatus: WTJ, orderType: "ZYLX_HYCK" }, pageSize: 50) {
      items { orderCode } } }`,
  );
  for (const { orderCode } of page.profitApprovals.items) {
    if (used.has(orderCode)) continue;
    const lines = await receivables(token, orderCode);
    if (lines.length < 2 || lines.some((l) => l.approveStatus !== 'WTJ')) continue;
    used.add(orderCode);
    await move(token, 'submitFeeLines', lines);
    return { orderCode, lines: await receivables(token, orderCode) };
  }
  throw new Error('演示数据中没有两条以上应收费用均未提交的订单');
}

async function move(token: string, action: string, lines: readonly Line[]): Promise<void> {
  await ask(
    token,
    `mutation ($ids: [ID!]!, $v: [Int!]!) {
      ${action}(side: RECEIVABLE, ids: $ids, expectedVersions: $v) { message } }`,
    { ids: lines.map((l) => l.id), v: lines.map((l) => l.version) },
  );
}

/** 李明 withdraws the line on the order page and submits it again: its version moves on. */
async function changedByLiming(orderCode: string, lineId: string): Promise<void> {
  const liming = await signIn(suite.stack, {
    mobile: '13800000001',
    password: DEMO_ADMIN.password,
  });
  const [line] = (await receivables(liming, orderCode)).filter((l) => l.id === lineId);
  if (!line) throw new Error('缺少费用');
  await move(liming, 'withdrawFeeLines', [line]);
  const [withdrawn] = (await receivables(liming, orderCode)).filter((l) => l.id === lineId);
  await move(liming, 'submitFeeLines', withdrawn ? [withdrawn] : []);
}

let signedIn: Promise<string> | undefined;
/** Finance's page, signed in once for the file. */
const financeToken = () => (signedIn ??= signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN));

describe('a stale approval', () => {
  it('in 利润审核 shows who changed the side, offers 重新加载, and approves after it', async () => {
    const token = await financeToken();
    const { orderCode, lines } = await submittedOrder(token);
    await step('profit', async () => {
      const page = suite.page;
      await page.goto(`${suite.stack.url}/fee/profit/detail?orderCode=${orderCode}`);
      const side = page.getByRole('region', { name: '应收费用' });
      await side.getByText(`共 ${lines.length} 条，待审核 ${lines.length} 条`).waitFor();

      await changedByLiming(orderCode, lines[0]?.id ?? '');

      await side.getByRole('button', { name: '应收审核通过' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: '确定' }).click();
      const notice = side.getByRole('alert', { name: '保存冲突' });
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(
        new RegExp(`该订单的应收费用${CHANGED_BY_LIMING.source}`),
      );
      // Nothing was approved.
      expect((await receivables(token, orderCode)).every((l) => l.approveStatus === 'DSH')).toBe(
        true,
      );

      await notice.getByRole('button', { name: '重新加载' }).click();
      await notice.waitFor({ state: 'detached' });
      await side.getByRole('button', { name: '应收审核通过' }).click();
      await dialog.getByRole('button', { name: '确定' }).click();
      await side.getByText(`共 ${lines.length} 条，待审核 0 条`).waitFor();
      await page.reload();
      await side.getByText(`共 ${lines.length} 条，待审核 0 条`).waitFor();
      expect(await side.getByText('已审核').count()).toBe(lines.length);
    });
  }, 180_000);

  it('in 费用审核 lists the line refused with the message and shows the notice', async () => {
    const token = await financeToken();
    const { orderCode, lines } = await submittedOrder(token);
    const [stale] = lines;
    if (!stale) throw new Error('缺少费用');
    await step('audit', async () => {
      const page = suite.page;
      await page.goto(`${suite.stack.url}/fee/audit`);
      const form = page.getByRole('search', { name: '查询条件' });
      await form.getByLabel('订单号').fill(orderCode);
      await form.getByRole('button', { name: '查询' }).click();
      const list = page.getByRole('table', { name: '应收费用审核列表' });
      const box = list.getByRole('checkbox', { name: `选择费用 ${orderCode} ${stale.feeName}` });
      await expect.poll(() => list.locator('tbody tr').count()).toBe(lines.length);
      await box.first().check({ force: true });

      await changedByLiming(orderCode, stale.id);

      await page.getByRole('button', { name: '审核通过' }).click();
      const dialog = page.getByRole('dialog', { name: '批量审核通过' });
      await dialog.getByRole('button', { name: '确定' }).click();
      await dialog.getByText('完成 0 条，无需变更 0 条，未通过 1 条').waitFor();
      const refused = dialog.getByRole('table', { name: '未通过的记录' });
      expect(await refused.innerText()).toMatch(CHANGED_BY_LIMING);
      await dialog.getByRole('button', { name: '关闭' }).click();

      const notice = page.getByRole('alert', { name: '保存冲突' });
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(new RegExp(`该应收费用${CHANGED_BY_LIMING.source}`));
      expect(
        (await receivables(token, orderCode)).find((l) => l.id === stale.id)?.approveStatus,
      ).toBe('DSH');
      await notice.getByRole('button', { name: '重新加载' }).click();
      await notice.waitFor({ state: 'detached' });
    });
  }, 180_000);
});
