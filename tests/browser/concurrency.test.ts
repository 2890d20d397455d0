// Two people on one record in the browser: both open it, the first saves, the second saves what
// they opened. The second sees who changed it and when, is offered 重新加载, and what they typed
// stays on screen to enter again. Two browser contexts, signed in as 系统管理员 and 李明.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, graphql } from '../support/stack.ts';
import { stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
const CONFLICT = /已被 系统管理员 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 修改，请刷新后重新填写/;

let signedIn: { second: Page; token: string; secondToken: string } | undefined;

/** The second user's page beside the suite's, each signed in once for the file. */
async function twoUsers(): Promise<{
  first: Page;
  second: Page;
  token: string;
  secondToken: string;
}> {
  if (!signedIn) {
    const context = await suite.browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 1440, height: 900 },
    });
    const second = await context.newPage();
    const token = await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
    const secondToken = await signInOnPage(second, suite.stack.url, {
      mobile: '13800000001',
      password: DEMO_ADMIN.password,
    });
    signedIn = { second, token, secondToken };
  }
  return { first: suite.page, ...signedIn };
}

interface Fees {
  receivables: { id: string; approveStatus: string; unitPrice: string }[];
}

/** A Shanghai ocean export order with at least two receivables, all still open. */
async function openOrder(token: string): Promise<string> {
  const page = await graphql<{ profitApprovals: { items: { orderCode: string }[] } }>(
    suite.stack,
    `
      query {
        profitApprovals(filter: { approveStatus: WTJ, orderType: "ZYLX_HYCK" }, pageSize: 50) {
          items {
            orderCode
          }
        }
      }
    `,
    {},
    token,
  );
  for (const { orderCode } of page.data?.profitApprovals.items ?? []) {
    const fees = await graphql<{ orderFees: Fees }>(
      suite.stack,
      `
        query ($c: String!) {
          orderFees(orderCode: $c) {
            receivables {
              id
              approveStatus
              unitPrice
            }
          }
        }
      `,
      { c: orderCode },
      token,
    );
    const lines = fees.data?.orderFees.receivables ?? [];
    if (lines.length >= 2 && lines.every((l) => l.approveStatus === 'WTJ')) return orderCode;
  }
  throw new Error('演示数据中没有应收费用未提交的订单');
}

describe('two users on one order', () => {
  it('shows the second the conflict, offers to reload, and keeps what they typed', async () => {
    const { first, second, token } = await twoUsers();
    const step = stepsOf('concurrency', () => second);
    const orderCode = await openOrder(token);
    const url = `${suite.stack.url}/action/oceanexport/add?orderCode=${orderCode}`;
    const receivables = (page: Page) => page.getByRole('region', { name: '应收费用', exact: true });
    const price = (page: Page, row: number) =>
      receivables(page).getByLabel(`单价（应收第${row}行）`, { exact: true });

    await step('both-open', async () => {
      await Promise.all([first.goto(url), second.goto(url)]);
      await Promise.all([price(first, 1).waitFor(), price(second, 2).waitFor()]);
    });

    await step('first-saves', async () => {
      await price(first, 1).fill('777');
      await receivables(first).getByRole('button', { name: '保存', exact: true }).click();
      await first.getByText('保存成功').first().waitFor();
    });

    await step('second-refused', async () => {
      await price(second, 2).fill('55.5');
      await receivables(second).getByRole('button', { name: '保存', exact: true }).click();
      const notice = receivables(second).getByRole('alert', { name: '保存冲突' });
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(CONFLICT);
      expect(await notice.getByRole('button', { name: '重新加载' }).isVisible()).toBe(true);
      // What the second user typed is still in the grid.
      expect(await price(second, 2).inputValue()).toBe('55.5');
    });

    await step('second-reloads', async () => {
      const notice = receivables(second).getByRole('alert', { name: '保存冲突' });
      await notice.getByRole('button', { name: '重新加载' }).click();
      // The first user's price is shown now, and the second user's input is listed to enter again.
      await expect.poll(() => price(second, 1).inputValue()).toBe('777');
      const typed = notice.getByRole('list', { name: '未保存的费用' });
      await typed.waitFor();
      expect(await typed.innerText()).toContain('单价 55.5');
    });
  });

  it('shows the conflict on a workflow node form the same way', async () => {
    const { first, second, secondToken } = await twoUsers();
    const step = stepsOf('concurrency-node', () => second);
    // An open order whose release node the second user operates.
    const list = await graphql<{ oceanExportOrders: { items: { orderCode: string }[] } }>(
      suite.stack,
      `
        query {
          oceanExportOrders(pageSize: 50) {
            items {
              orderCode
            }
          }
        }
      `,
      {},
      secondToken,
    );
    let orderCode = '';
    for (const item of list.data?.oceanExportOrders.items ?? []) {
      const found = await graphql<{
        oceanExportOrder: { editable: boolean; nodes: { code: string; mine: boolean }[] };
      }>(
        suite.stack,
        `
          query ($c: String!) {
            oceanExportOrder(orderCode: $c) {
              editable
              nodes {
                code
                mine
              }
            }
          }
        `,
        { c: item.orderCode },
        secondToken,
      );
      const order = found.data?.oceanExportOrder;
      if (order?.editable && order.nodes.some((n) => n.code === 'HYCK_FX' && n.mine)) {
        orderCode = item.orderCode;
        break;
      }
    }
    if (!orderCode) throw new Error('演示数据中没有李明可操作放行节点的订单');
    const url = `${suite.stack.url}/action/oceanexport/add?orderCode=${orderCode}`;
    const release = (page: Page) => page.getByRole('region', { name: '放行信息', exact: true });
    const remark = (page: Page) => release(page).getByLabel('放行备注', { exact: true });

    await step('both-open', async () => {
      await Promise.all([first.goto(url), second.goto(url)]);
      await Promise.all([remark(first).waitFor(), remark(second).waitFor()]);
    });
    await step('first-saves', async () => {
      await remark(first).fill('甲：海关已放行');
      await release(first).getByRole('button', { name: '保存', exact: true }).click();
      await first.getByText('保存成功').first().waitFor();
    });
    await step('second-refused', async () => {
      await remark(second).fill('乙：待查验');
      await release(second).getByRole('button', { name: '保存', exact: true }).click();
      const notice = release(second).getByRole('alert', { name: '保存冲突' });
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(CONFLICT);
      expect(await remark(second).inputValue()).toBe('乙：待查验');
      await notice.getByRole('button', { name: '重新加载' }).click();
      await expect.poll(() => remark(second).inputValue()).toBe('甲：海关已放行');
      expect(await notice.getByRole('list', { name: '未保存的输入' }).innerText()).toContain(
        '放行备注：乙：待查验',
      );
    });
  });

  it('shows the conflict on a client form the same way', async () => {
    const { first, second, token } = await twoUsers();
    const step = stepsOf('concurrency-client', () => second);
    const clients = await graphql<{ clients: { items: { id: string }[] } }>(
      suite.stack,
      `
        query {
          clients(pageSize: 1) {
            items {
              id
            }
          }
        }
      `,
      {},
      token,
    );
    const id = clients.data?.clients.items[0]?.id;
    if (!id) throw new Error('演示数据中没有客户');
    const url = `${suite.stack.url}/basic/client/add?id=${id}`;
    const alias = (page: Page) => page.getByLabel('简称', { exact: true });

    await step('both-open', async () => {
      await Promise.all([first.goto(url), second.goto(url)]);
      await Promise.all([alias(first).waitFor(), alias(second).waitFor()]);
    });
    await step('first-saves', async () => {
      await alias(first).fill('甲方简称');
      await first.getByRole('button', { name: '保存', exact: true }).first().click();
      await first.getByText('保存成功').first().waitFor();
    });
    await step('second-refused', async () => {
      await alias(second).fill('乙方简称');
      await second.getByRole('button', { name: '保存', exact: true }).first().click();
      const notice = second.getByRole('alert', { name: '保存冲突' });
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(CONFLICT);
      expect(await alias(second).inputValue()).toBe('乙方简称');
      await notice.getByRole('button', { name: '重新加载' }).click();
      await expect.poll(() => alias(second).inputValue()).toBe('甲方简称');
      expect(await notice.getByRole('list', { name: '未保存的输入' }).innerText()).toContain(
        '简称：乙方简称',
      );
    });
    await second.context().close();
  });
});

describe('a change made elsewhere since the page was opened', () => {
  it('a role form (系统管理) shows the conflict, offers to reload, and keeps what was typed', async () => {
    const { first, token } = await twoUsers();
    const step = stepsOf('concurrency-role', () => first);
    const created = await graphql<{ createRole: { id: string; roleName: string } }>(
      suite.stack,
      'mutation ($input: RoleInput!) { createRole(input: $input) { id roleName } }',
      { input: { roleName: `并发角色${Date.now() % 100000}` } },
      token,
    );
    const role = created.data!.createRole;
    const remark = () => first.getByLabel('备注', { exact: true });

    await step('open', async () => {
      await first.goto(`${suite.stack.url}/sys/role/add?id=${role.id}`);
      await remark().waitFor();
    });
    await step('changed-elsewhere', async () => {
      // The same administrator, in another tab, changes the role after this form was filled.
      const read = await graphql<{ role: { version: number } }>(
        suite.stack,
        'query ($id: ID!) { role(id: $id) { version } }',
        { id: role.id },
        token,
      );
      const saved = await graphql(
        suite.stack,
        `
          mutation ($id: ID!, $input: RoleInput!, $v: Int!) {
            updateRole(id: $id, input: $input, expectedVersion: $v) {
              id
            }
          }
        `,
        {
          id: role.id,
          input: { roleName: role.roleName, remark: '甲：另一处保存' },
          v: read.data!.role.version,
        },
        token,
      );
      expect(saved.errors).toBeUndefined();
    });
    await step('refused', async () => {
      await remark().fill('乙：本页输入');
      await first.getByRole('button', { name: '保存', exact: true }).click();
      const notice = first.getByRole('alert', { name: '保存冲突' });
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(CONFLICT);
      expect(await remark().inputValue()).toBe('乙：本页输入');
      await notice.getByRole('button', { name: '重新加载' }).click();
      expect(await notice.getByRole('list', { name: '未保存的输入' }).innerText()).toContain(
        '备注：乙：本页输入',
      );
      await first.screenshot({ path: 'test-results/concurrency-role.png', fullPage: true });
    });
  });

  it('a bill of lading (提单录入) shows the conflict, offers to reload, and keeps what was typed', async () => {
    const { first, token } = await twoUsers();
    const step = stepsOf('concurrency-lading', () => first);
    const found = await graphql<{
      oceanExportBillsOfLading: { items: { id: string; billofladingCode: string }[] };
    }>(
      suite.stack,
      'query { oceanExportBillsOfLading(pageSize: 1) { items { id billofladingCode } } }',
      {},
      token,
    );
    const bill = found.data!.oceanExportBillsOfLading.items[0]!;
    const notifier = () => first.getByLabel('通知人', { exact: true });

    await step('open', async () => {
      await first.goto(
        `${suite.stack.url}/action/oceanexportlading/add?billofladingCode=${encodeURIComponent(bill.billofladingCode)}`,
      );
      await notifier().waitFor();
    });
    await step('changed-elsewhere', async () => {
      const read = await graphql<{ oceanExportLading: { version: number } }>(
        suite.stack,
        'query ($id: ID!) { oceanExportLading(id: $id) { version } }',
        { id: bill.id },
        token,
      );
      const saved = await graphql(
        suite.stack,
        `
          mutation ($id: ID!, $v: Int!) {
            updateOceanExportBillOfLading(
              id: $id
              input: { vesselVoyage: "甲：另一处保存" }
              expectedVersion: $v
            ) {
              id
            }
          }
        `,
        { id: bill.id, v: read.data!.oceanExportLading.version },
        token,
      );
      expect(saved.errors).toBeUndefined();
    });
    await step('refused', async () => {
      await notifier().fill('乙：本页输入');
      await first.getByRole('button', { name: '保存' }).first().click();
      const notice = first.getByRole('alert', { name: '保存冲突' });
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(CONFLICT);
      expect(await notifier().inputValue()).toBe('乙：本页输入');
      await notice.getByRole('button', { name: '重新加载' }).click();
      expect(await notice.getByRole('list', { name: '未保存的输入' }).innerText()).toContain(
        '通知人：乙：本页输入',
      );
      await first.screenshot({ path: 'test-results/concurrency-lading.png', fullPage: true });
    });
  });

  it('a receipt’s 核销余额 shows the conflict, offers to reload, and keeps the amounts typed', async () => {
    const { first, token } = await twoUsers();
    const step = stepsOf('concurrency-receipt', () => first);
    const credits = await graphql<{ clientCredits: { items: { clientId: string }[] } }>(
      suite.stack,
      'query { clientCredits(filter: { overdue: true }) { items { clientId } } }',
      {},
      token,
    );
    const clientId = credits.data?.clientCredits.items[0]?.clientId;
    const open = await graphql<{
      openFeeLines: { id: string; orderCode: string; feeName: string; outstanding: string }[];
    }>(
      suite.stack,
      `
        query ($u: ID!) {
          openFeeLines(kind: RECEIPT, settlementUnitId: $u, currency: "3") {
            id
            orderCode
            feeName
            outstanding
          }
        }
      `,
      { u: clientId },
      token,
    );
    const [a, b] = (open.data?.openFeeLines ?? []).filter((l) => Number(l.outstanding) >= 1);
    if (!a || !b) throw new Error('演示数据中没有两条可核销的应收费用');
    const recorded = await graphql<{ recordSettlement: { id: string } }>(
      suite.stack,
      `
        mutation ($input: RecordSettlementInput!) {
          recordSettlement(kind: RECEIPT, input: $input) {
            id
          }
        }
      `,
      {
        input: {
          settlementUnitId: clientId,
          amount: '0.50',
          settleDate: '2026-11-20',
          allocations: [{ feeLineId: a.id, writeOffMoney: '0.10' }],
        },
      },
      token,
    );
    const id = recorded.data!.recordSettlement.id;
    const amount = () => first.getByLabel(`本次核销 ${b.orderCode} ${b.feeName}`, { exact: true });

    await step('open', async () => {
      await first.goto(`${suite.stack.url}/finance/receive/view?id=${id}`);
      await amount().waitFor();
    });
    await step('changed-elsewhere', async () => {
      const read = await graphql<{ settlement: { version: number } }>(
        suite.stack,
        'query ($id: ID!) { settlement(kind: RECEIPT, id: $id) { version } }',
        { id },
        token,
      );
      const allocated = await graphql(
        suite.stack,
        `
          mutation ($id: ID!, $a: [SettlementAllocationInput!]!, $v: Int!) {
            allocateSettlement(kind: RECEIPT, id: $id, allocations: $a, expectedVersion: $v) {
              id
            }
          }
        `,
        { id, a: [{ feeLineId: a.id, writeOffMoney: '0.10' }], v: read.data!.settlement.version },
        token,
      );
      expect(allocated.errors).toBeUndefined();
    });
    await step('refused', async () => {
      await amount().fill('0.20');
      await first.getByRole('button', { name: '核销', exact: true }).click();
      const notice = first.getByRole('alert', { name: '保存冲突' });
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(CONFLICT);
      expect(await amount().inputValue()).toBe('0.20');
      await notice.getByRole('button', { name: '重新加载' }).click();
      expect(await notice.getByRole('list', { name: '未保存的输入' }).innerText()).toContain(
        `${b.orderCode} ${b.feeName}：0.20`,
      );
      await first.screenshot({ path: 'test-results/concurrency-receipt.png', fullPage: true });
    });
    // The receipt goes back as it was: reversed, its lines open again.
    const read = await graphql<{ settlement: { version: number } }>(
      suite.stack,
      'query ($id: ID!) { settlement(kind: RECEIPT, id: $id) { version } }',
      { id },
      token,
    );
    await graphql(
      suite.stack,
      `
        mutation ($id: ID!, $v: Int!) {
          reverseSettlement(kind: RECEIPT, id: $id, reason: "测试", expectedVersion: $v) {
            id
          }
        }
      `,
      { id, v: read.data!.settlement.version },
      token,
    );
  });
});
